import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobListing } from '@vb/shared/schemas';
import { ApiError, NetworkError } from '../../app/http';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import { AdminContextProvider, SignedInProvider } from '../context';
import type { OfflineDraft } from '@vb/shared/drafts';
import type { AdminHost, HostDrafts } from '../host';
import { I18nProvider } from '../i18n';
import { ListingFormModal } from '../listings/ListingFormModal';
import { OfflineDraftsProvider, PendingDraftsButton } from './OfflineDrafts';

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

/** The desktop host's drafts, as the main process keeps them (here in memory). */
function fakeDrafts(initial: OfflineDraft[] = []) {
  const kept = new Map(initial.map((d) => [`${d.kind}:${d.itemId}`, d]));
  const drafts: HostDrafts & { kept: typeof kept } = {
    kept,
    list: async () => ({ persistence: 'encrypted-file', drafts: [...kept.values()] }),
    put: vi.fn(async (draft) => {
      kept.set(`${draft.kind}:${draft.itemId}`, { ...draft, savedAt: '2026-11-27T10:00:00Z' });
      return { ok: true as const, persistence: 'encrypted-file' as const };
    }),
    remove: vi.fn(async (kind, itemId) => void kept.delete(`${kind}:${itemId}`)),
  };
  return drafts;
}

function hostWith(drafts?: HostDrafts): AdminHost {
  return {
    apiBase: '',
    siteUrl: 'http://localhost',
    session: { kind: 'relay', signOut: async () => undefined },
    saveFile: async () => 'saved',
    openExternal: () => undefined,
    ...(drafts ? { drafts } : {}),
  };
}

function renderAdmin(host: AdminHost, client: Partial<AdminClient>, children: ReactNode) {
  render(
    <I18nProvider>
      <ConfigProvider>
        <AntApp>
          <ToastProvider>
            <QueryClientProvider client={new QueryClient()}>
              <AdminContextProvider value={{ host, client: client as AdminClient }}>
                <SignedInProvider
                  user={{
                    id: 1,
                    email: 'r@example.test',
                    name: null,
                    roles: ['recruiter'],
                    twoFactor: false,
                  }}
                >
                  <OfflineDraftsProvider>{children}</OfflineDraftsProvider>
                </SignedInProvider>
              </AdminContextProvider>
            </QueryClientProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
}

let errors: ReturnType<typeof vi.spyOn>;
/** Whether GET /api/version answers. */
let serverUp = false;
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  serverUp = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      return new Response('{"release":"1","contract":1,"minConsole":1}', { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
  vi.unstubAllGlobals();
});

describe('offline drafts in the listing form', { timeout: 30_000 }, () => {
  it('keeps an edit the server could not take, and says so', async () => {
    const drafts = fakeDrafts();
    const onClose = vi.fn();
    const saveJobListing = vi.fn(async () => {
      throw new NetworkError();
    });
    renderAdmin(
      hostWith(drafts),
      { saveJobListing },
      <>
        <PendingDraftsButton onOpen={() => undefined} />
        <ListingFormModal open listing={listing} onClose={onClose} onSaved={vi.fn()} />
      </>,
    );
    fireEvent.change(screen.getByTestId('listing-title'), { target: { value: 'Lead engineer' } });
    fireEvent.click(screen.getByTestId('listing-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(drafts.put).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'listing',
        itemId: '7',
        base: { updatedAt: listing.updatedAt },
        title: 'Lead engineer',
        fields: expect.objectContaining({ title: 'Lead engineer', description: 'Builds' }),
      }),
    );
    expect(await screen.findByText(/will be sent when the server is back/)).toBeTruthy();
    expect(screen.getByTestId('drafts-pending').textContent).toContain('Pending drafts (1)');
  });

  it('on the web (no drafts) fails as before and keeps nothing', async () => {
    const onClose = vi.fn();
    renderAdmin(
      hostWith(),
      {
        saveJobListing: async () => {
          throw new NetworkError();
        },
      },
      <ListingFormModal open listing={listing} onClose={onClose} onSaved={vi.fn()} />,
    );
    fireEvent.click(screen.getByTestId('listing-save'));
    expect(await screen.findByText(/error occurred while saving/i)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a listing changed meanwhile as a conflict with both versions, keeping mine', async () => {
    const mine: OfflineDraft = {
      kind: 'listing',
      itemId: '7',
      fields: { title: 'My title', description: 'My description' },
      base: { updatedAt: listing.updatedAt },
      title: 'My title',
      savedAt: '2026-11-27T10:00:00Z',
    };
    const drafts = fakeDrafts([mine]);
    const theirs = { ...listing, title: 'Their title', updatedAt: '2026-11-27T11:00:00.000Z' };
    // The server refuses a save based on another version than theirs, as the API does.
    const saveJobListing = vi.fn(async (input: { baseUpdatedAt?: string }) => {
      if (input.baseUpdatedAt !== theirs.updatedAt) {
        throw new ApiError(409, 'changed', 'listing_changed', [], undefined, {
          current: {
            jobListing: theirs,
            savedBy: { id: 2, name: 'Huda' },
            savedAt: theirs.updatedAt,
          },
        });
      }
      return theirs;
    });
    serverUp = true;
    renderAdmin(
      hostWith(drafts),
      { saveJobListing },
      <PendingDraftsButton onOpen={() => undefined} />,
    );
    fireEvent.click(await screen.findByTestId('drafts-pending'));
    const card = await screen.findByTestId('draft-card');
    await waitFor(() => expect(card.getAttribute('data-state')).toBe('conflict'));
    expect((within(card).getByTestId('draft-mine') as HTMLTextAreaElement).value).toContain(
      'My description',
    );
    expect((within(card).getByTestId('draft-theirs') as HTMLTextAreaElement).value).toContain(
      'Their title',
    );
    // Named as the server named them.
    expect(card.textContent).toContain('Huda changed this item');
    expect(saveJobListing).toHaveBeenCalledTimes(1);
    expect(saveJobListing).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'My title', baseUpdatedAt: listing.updatedAt }),
      7,
    );
    expect(drafts.kept.has('listing:7')).toBe(true);
  });

  it('sends a pending draft when the server answers, and forgets it', async () => {
    const drafts = fakeDrafts([
      {
        kind: 'listing',
        itemId: '7',
        fields: { title: 'My title' },
        base: { updatedAt: listing.updatedAt },
        title: 'My title',
        savedAt: '2026-11-27T10:00:00Z',
      },
    ]);
    serverUp = true;
    const saveJobListing = vi.fn(async () => ({ ...listing, title: 'My title' }));
    renderAdmin(
      hostWith(drafts),
      { jobListings: async () => ({ jobListings: [listing], total: 1 }), saveJobListing },
      <PendingDraftsButton onOpen={() => undefined} />,
    );
    await waitFor(() => expect(drafts.kept.size).toBe(0));
    expect(saveJobListing).toHaveBeenCalledWith(expect.objectContaining({ title: 'My title' }), 7);
    expect(screen.queryByTestId('drafts-pending')).toBeNull();
  });
});
