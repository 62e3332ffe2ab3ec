/** The careers page's tests: listings, the page in its providers, and stand-ins for the browser. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  MemoryRouter,
  type NavigateFunction,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router';
import { PAGES } from '@vb/shared/pages';
import { vi } from 'vitest';
import type { JobListing } from '@vb/shared/schemas';
import { I18nProvider } from '../../app/i18n';
import { createQueryClient } from '../../app/queries';
import { ToastProvider } from '../../app/toast';
import CareersPage from './CareersPage';

export function listing(id: number, overrides: Partial<JobListing> = {}): JobListing {
  return {
    id,
    title: `Engineer ${id}`,
    titleAr: `مهندس ${id}`,
    department: 'technology',
    location: 'Remote',
    locationAr: null,
    description: 'Build things.',
    descriptionAr: null,
    requirements: '- TypeScript\n- React',
    requirementsAr: null,
    employmentType: 'full-time',
    isActive: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The listings read (the page's only fetch) answers these jobs. */
export function answerListings(jobs: JobListing[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ jobListings: jobs }), { status: 200 })),
  );
}

let lastAddress = '';
let navigateTo: NavigateFunction | undefined;
function AddressProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    lastAddress = `${pathname}${search}`;
    navigateTo = navigate;
  }, [pathname, search, navigate]);
  return null;
}

/**
 * Renders the careers page at `path`, under the routes of the careers page and of a job's page as
 * the site has them (one page mounted for both), and at first `history` entries before it;
 * `address()` is the address (path and query) at any time.
 */
export function renderCareers(path = '/careers', history: string[] = []) {
  lastAddress = '';
  return {
    ...render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={[...history, path]}>
              <Routes>
                <Route path={PAGES.careers.path} element={<CareersPage />} />
                <Route path={PAGES.job.path} element={<CareersPage />} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
              <AddressProbe />
            </MemoryRouter>
          </ToastProvider>
        </I18nProvider>
      </QueryClientProvider>,
    ),
    address: () => lastAddress,
    /** The browser's Back button. */
    back: () => act(() => void navigateTo?.(-1)),
  };
}

/**
 * The application is sent with XMLHttpRequest (for its upload progress). This stand-in records
 * what is sent and answers `status` with `body` on the next turn.
 */
export function answerApplications(status: number, body: unknown) {
  const sent: unknown[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(payload: string) {
      sent.push(JSON.parse(payload));
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/**
 * Chooses `file` in a file input. jsdom cannot put a file in an input, so the input gets a file
 * list that behaves as a browser's: emptied when the page sets its value to ''.
 */
export function chooseFile(input: HTMLInputElement, file: File) {
  let files: File[] = [file];
  Object.defineProperty(input, 'files', {
    configurable: true,
    get: () => Object.assign([...files], { item: (i: number) => files[i] ?? null }),
  });
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => (files[0] ? `C:\\fakepath\\${files[0].name}` : ''),
    set: (value: string) => {
      if (value === '') files = [];
    },
  });
  fireEvent.change(input);
}

/** A small file that passes the page's checks (the server's reading of it is its own test). */
export const pdfFile = (name = 'cv.pdf') =>
  new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
