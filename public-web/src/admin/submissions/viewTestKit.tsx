// Test-only: a submissions list rendered as the dashboard renders it, over a fake client that
// keeps its items in memory and narrows them as the server would.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { expect, vi } from 'vitest';
import type { SubmissionKind } from '@vb/shared/status';
import type { AdminUser } from '@vb/shared/schemas';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import { AdminContextProvider, SignedInProvider } from '../context';
import type { AdminHost } from '../host';
import { I18nProvider } from '../i18n';
import { useLiveFeed } from '../live';
import { followListChanges } from '../queries';
import type { ListViewState } from '../viewState';
import { ViewStateProvider } from '../viewStateContext';
import type { BaseSubmission, SubmissionKindConfig } from './kindConfigs';
import { SubmissionsView } from './SubmissionsView';

export type Row = Record<string, unknown> & { id: number; name: string; status: string };

/** A web host of the admin, for tests that render a part of it. */
export const host: AdminHost = {
  apiBase: '',
  siteUrl: 'http://localhost',
  session: { kind: 'cookie' },
  saveFile: async () => 'saved',
  openExternal: () => undefined,
};

/** The signed-in owner those tests act as. */
export const owner: AdminUser = {
  id: 1,
  email: 'owner@example.test',
  name: 'Owner',
  roles: ['owner'],
  twoFactor: false,
};

/** What the list reads: every word of `q` somewhere in the item's texts, and its status. */
function narrow(rows: Row[], params: { q?: string; status?: string | null }) {
  const words = (params.q ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (row) =>
      (!params.status || row.status === params.status) &&
      words.every((word) =>
        Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(word)),
      ),
  );
}

/**
 * A fake client holding `rows` of one kind (newest first, as the server answers); `overrides`
 * replace its answers (a failure, a request that waits).
 */
export function fakeClient(
  kind: SubmissionKind,
  rows: Row[],
  overrides: Partial<AdminClient> = {},
) {
  const list = vi.fn(async (_kind: string, params: { q?: string; status?: string | null }) => {
    const items = narrow(rows, params);
    return { items: items.map((row) => ({ ...row })), total: items.length };
  });
  const setStatus = vi.fn(async (_kind: string, id: number, status: string) => {
    rows.find((row) => row.id === id)!.status = status;
  });
  const remove = vi.fn(async (_kind: string, id: number) => {
    rows.splice(
      rows.findIndex((row) => row.id === id),
      1,
    );
  });
  const summary = vi.fn(async () => ({
    applications: { total: 0, new: 0 },
    'contact-messages': { total: 0, new: 0 },
    'investor-requests': { total: 0, new: 0 },
    [kind]: { total: rows.length, new: rows.filter((row) => row.status === 'new').length },
    listings: { total: 0 },
    news: { total: 0 },
    people: { total: 1 },
  }));
  const client = {
    list,
    summary,
    setStatus,
    remove,
    preferences: async () => ({}),
    savePreferences: async (p: unknown) => p,
    exportCsv: vi.fn(async () => 'saved' as const),
    downloadResume: vi.fn(async () => undefined),
    assignees: async () => [],
    itemDetail: async () => {
      throw new Error('not in these tests');
    },
    ...overrides,
  } as unknown as AdminClient;
  return { client, list, setStatus, remove, summary };
}

/** The dashboard's live feed, kept open over the client's `events` (its tests fake the stream). */
function LiveFeed() {
  useLiveFeed(true);
  return null;
}

/**
 * The list of `config` over `client`, its address holding `initial` (a search, say); with `live`,
 * the live feed is open beside it, as on the dashboard.
 */
export function renderView<T extends BaseSubmission>(
  config: SubmissionKindConfig<T>,
  client: AdminClient,
  initial: ListViewState = {},
  { live = false }: { live?: boolean } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the admin app does: the counts follow the lists.
  followListChanges(queryClient);
  return render(
    <I18nProvider>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <ToastProvider>
            <QueryClientProvider client={queryClient}>
              <AdminContextProvider value={{ host, client }}>
                <SignedInProvider user={owner}>
                  <ViewStateProvider
                    value={{ initial: () => initial, report: () => undefined, shown: () => true }}
                  >
                    <SubmissionsView config={config} />
                    {live && <LiveFeed />}
                  </ViewStateProvider>
                </SignedInProvider>
              </AdminContextProvider>
            </QueryClientProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
}

/** The first card, once the list has come (a first render in jsdom takes seconds). */
export const firstCard = async () =>
  (await screen.findByTestId('submission-card', {}, { timeout: 30_000 })) as HTMLElement;

/** The cards shown, in order. */
export const cards = () => screen.queryAllByTestId('submission-card');

/** The card of the item named `name`. */
export function cardOf(name: string): HTMLElement {
  const card = cards().find(
    (c) => c.querySelector('[data-testid="submission-name"]')?.textContent === name,
  );
  if (!card) throw new Error(`no card of ${name}`);
  return card;
}

export const within = (card: HTMLElement, testId: string) =>
  card.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;

/** Opens a card's status menu; answers its entries' labels (the only menu open). */
export async function openMenu(card: HTMLElement): Promise<string[]> {
  fireEvent.click(within(card, 'status-menu'));
  let labels: string[] = [];
  await waitFor(() => {
    const menus = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden)')];
    expect(menus.map((m) => m.textContent)).toHaveLength(1);
    labels = [...menus[0]!.querySelectorAll('[role="menuitem"]')].map((el) => el.textContent!);
    expect(labels.length).toBeGreaterThan(0);
  });
  return labels;
}

/** Chooses `label` in a card's status menu. */
export async function choose(card: HTMLElement, label: string) {
  // The menu may be open already (its entries just read).
  if (!document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')) await openMenu(card);
  const menu = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')!;
  const item = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (el) => el.textContent === label,
  )!;
  fireEvent.click(item);
  await waitFor(() =>
    expect(document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveLength(0),
  );
}

/** The toast shown now (title and text). */
export const toastShown = async (text: string) =>
  expect(await screen.findByText(text, {}, { timeout: 30_000 })).toBeTruthy();
