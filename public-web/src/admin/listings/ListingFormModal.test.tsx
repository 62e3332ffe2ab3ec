import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobListing, JobListingInput, TranslateRequest } from '@vb/shared/schemas';
// The admin's provider: every catalog, the admin's messages included.
import { I18nProvider } from '../i18n';
import { ApiError } from '../../app/http';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import type { Role } from '@vb/shared/roles';
import { AdminContextProvider, SignedInProvider } from '../context';
import type { AdminHost } from '../host';
import { ListingFormModal } from './ListingFormModal';

const host: AdminHost = {
  apiBase: '',
  siteUrl: 'http://localhost',
  session: { kind: 'cookie' },
  saveFile: async () => 'saved',
  openExternal: () => undefined,
};

const listing: JobListing = {
  id: 7,
  title: 'Engineer',
  titleAr: 'مهندس',
  department: 'technology',
  location: 'Remote',
  locationAr: 'عن بُعد',
  description: 'Builds',
  descriptionAr: null,
  requirements: 'Skills',
  requirementsAr: null,
  employmentType: 'full-time',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setup(
  client: Partial<AdminClient>,
  editing: JobListing | null = listing,
  roles: Role[] = ['recruiter'],
) {
  const onSaved = vi.fn();
  const queryClient = new QueryClient();
  const wrap = (children: ReactNode) => (
    <I18nProvider>
      <ConfigProvider>
        <AntApp>
          <ToastProvider>
            <QueryClientProvider client={queryClient}>
              <AdminContextProvider value={{ host, client: client as AdminClient }}>
                <SignedInProvider
                  user={{ id: 1, email: 'r@example.test', name: null, roles, twoFactor: false }}
                >
                  {children}
                </SignedInProvider>
              </AdminContextProvider>
            </QueryClientProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>
  );
  render(wrap(<ListingFormModal open listing={editing} onClose={() => {}} onSaved={onSaved} />));
  return { onSaved };
}

const input = (name: string) => screen.getByTestId(`listing-${name}`) as HTMLInputElement;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

/** antd's development warnings (deprecated props and the like) about this form. */
const antdWarnings = () =>
  errors.mock.calls.map((c: unknown[]) => String(c[0])).filter((m: string) => m.includes('antd'));

describe('ListingFormModal', { timeout: 30_000 }, () => {
  it('fills the form from the listing, with no antd warnings', () => {
    setup({});
    expect(input('title').value).toBe('Engineer');
    expect(input('titleAr').value).toBe('مهندس');
    expect(input('locationAr').value).toBe('عن بُعد');
    expect(input('descriptionAr').getAttribute('dir')).toBe('rtl');
    expect(antdWarnings()).toEqual([]);
  });

  it('a failed translation changes nothing, even when some calls succeeded', async () => {
    const translate = vi.fn(async ({ text }: TranslateRequest) => {
      if (text === 'Skills') throw new Error('502');
      return `[AR] ${text}`;
    });
    setup({ translate });
    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    // The Arabic title was written by hand: asked first (issue 16).
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(translate).toHaveBeenCalledTimes(3));
    await screen.findByText('Translation Error');
    expect(input('titleAr').value).toBe('مهندس');
    expect(input('descriptionAr').value).toBe('');
    expect(input('requirementsAr').value).toBe('');
  });

  it('asks before a translation replaces text written by hand, not text it wrote itself', async () => {
    const translate = vi.fn(async ({ text }: TranslateRequest) => `[AR] ${text}`);
    const saveJobListing = vi.fn(async (body: JobListingInput) => ({ ...listing, ...body }));
    const { onSaved } = setup({
      translate,
      saveJobListing: saveJobListing as AdminClient['saveJobListing'],
    });
    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    // (antd's dialog names itself after its title: the text is there twice.)
    expect((await screen.findAllByText('Replace the Arabic fields?')).length).toBeGreaterThan(0);
    // The question's own Cancel (the form has one too).
    const question = document.querySelector<HTMLElement>('.ant-modal-confirm-btns');
    fireEvent.click(within(question as HTMLElement).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText('Replace the Arabic fields?')).toEqual([]));
    expect(translate).not.toHaveBeenCalled();
    expect(input('titleAr').value).toBe('مهندس');

    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(input('titleAr').value).toBe('[AR] Engineer'));
    // Its own text is replaced again without a question.
    fireEvent.change(input('title'), { target: { value: 'Senior Engineer' } });
    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    await waitFor(() => expect(input('titleAr').value).toBe('[AR] Senior Engineer'));
    expect(screen.queryAllByText('Replace the Arabic fields?')).toEqual([]);

    // The save says the Arabic was translated (translation status).
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveJobListing).toHaveBeenCalledWith(
      expect.objectContaining({ titleAr: '[AR] Senior Engineer', translated: ['ar'] }),
      7,
    );
  });

  it('offers the translation helpers only to a person who may use translation', () => {
    setup({}, listing, ['recruiter']);
    expect(screen.getByTestId('listing-translate-enToAr')).toBeTruthy();
    cleanup();
    // No role of the translation area (the API would refuse it): no helpers.
    setup({}, listing, ['relations']);
    expect(screen.queryByTestId('listing-translate-enToAr')).toBeNull();
    expect(screen.getByTestId('listing-save')).toBeTruthy();
  });

  it('saves the validated, trimmed listing with its id', async () => {
    const saveJobListing = vi.fn(async (body: JobListingInput) => ({ ...listing, ...body }));
    const { onSaved } = setup({ saveJobListing: saveJobListing as AdminClient['saveJobListing'] });
    fireEvent.change(input('title'), { target: { value: '  Senior Engineer  ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveJobListing.mock.calls[0]?.[0]).not.toHaveProperty('translated');
    expect(saveJobListing).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Senior Engineer',
        titleAr: 'مهندس',
        descriptionAr: null,
        location: 'Remote',
        isActive: true,
      }),
      7,
    );
    expect(onSaved.mock.calls[0]?.[1]).toBe(false);
  });

  it('does not send an empty new listing', async () => {
    const saveJobListing = vi.fn();
    setup({ saveJobListing }, null);
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(saveJobListing).not.toHaveBeenCalled();
  });

  it('a listing saved by someone else meanwhile: their version shown, saving again replaces it', async () => {
    const theirs = { ...listing, title: 'Their title', updatedAt: '2026-02-01T00:00:00.000Z' };
    // As the API: a save must be based on the version now stored.
    const saveJobListing = vi.fn(async (body: JobListingInput & { baseUpdatedAt?: string }) => {
      if (body.baseUpdatedAt !== theirs.updatedAt) {
        throw new ApiError(409, 'changed', 'listing_changed', [], undefined, {
          code: 'listing_changed',
          current: {
            jobListing: theirs,
            savedBy: { id: 7, name: 'Huda Al-Harbi' },
            savedAt: theirs.updatedAt,
          },
        });
      }
      return { ...theirs, ...body, updatedAt: '2026-03-01T00:00:00.000Z' } as JobListing;
    });
    const { onSaved } = setup({
      saveJobListing: saveJobListing as AdminClient['saveJobListing'],
    });
    fireEvent.change(input('title'), { target: { value: 'My title' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    // Refused, nothing lost: my text stays in the form, theirs is shown beside it.
    const theirsShown = await screen.findByTestId('listing-draft-theirs');
    expect((theirsShown as HTMLTextAreaElement).value).toContain('Their title');
    expect(input('title').value).toBe('My title');
    // Who saved theirs, as the server answered.
    expect(screen.getByTestId('listing-draft-conflict').textContent).toContain(
      'Huda Al-Harbi saved this listing',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(saveJobListing.mock.calls[0]?.[0]).toMatchObject({ baseUpdatedAt: listing.updatedAt });
    // Saved again: deliberately over their version.
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveJobListing.mock.calls[1]?.[0]).toMatchObject({
      title: 'My title',
      baseUpdatedAt: theirs.updatedAt,
    });
  });

  it('a refusal whose answer lacks their version says only that the save failed', async () => {
    const saveJobListing = vi.fn(async () => {
      throw new ApiError(409, 'changed', 'listing_changed');
    });
    const { onSaved } = setup({
      saveJobListing: saveJobListing as unknown as AdminClient['saveJobListing'],
    });
    fireEvent.change(input('title'), { target: { value: 'My title' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(saveJobListing).toHaveBeenCalled());
    expect(screen.queryByTestId('listing-draft-theirs')).toBeNull();
    expect(input('title').value).toBe('My title');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
