import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import { ToastProvider } from '../../app/toast';
import type { AdminClient } from '../client';
import { AdminContextProvider, SignedInProvider } from '../context';
import { I18nProvider } from '../i18n';
import { ItemActivity } from './ItemActivity';
import { host, owner } from './viewTestKit';

const entry = (id: number, over: Partial<HistoryEntry>): HistoryEntry => ({
  id: `audit-${id}`,
  type: 'assigned',
  at: new Date(Date.UTC(2026, 11, id)).toISOString(),
  actor: { id: 1, name: 'Owner', email: 'owner@example.test' },
  status: null,
  detail: null,
  ...over,
});

function renderHistory(history: HistoryEntry[]) {
  const client = {
    itemDetail: vi.fn(async () => ({
      item: { id: 7, name: 'Huda Hassan' },
      notes: [],
      history,
      historyTruncated: false,
      related: [],
      thread: [],
    })),
    replyTemplates: vi.fn(async () => []),
  } as unknown as AdminClient;
  render(
    <I18nProvider>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntApp>
          <ToastProvider>
            <QueryClientProvider client={new QueryClient()}>
              <AdminContextProvider value={{ host, client }}>
                <SignedInProvider user={owner}>
                  <ItemActivity kind="contact-messages" id={7} />
                </SignedInProvider>
              </AdminContextProvider>
            </QueryClientProvider>
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
}

const labels = async () =>
  (await screen.findAllByTestId('history-entry', {}, { timeout: 30_000 })).map(
    (el) => el.firstElementChild!.textContent,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('an item’s history of assignments', { timeout: 60_000 }, () => {
  const history = [
    entry(2, { assignee: { id: 5, name: 'Rana Relations', email: 'rana@example.test' } }),
    entry(3, { assignee: null }),
  ];

  it('says to whom it was given, and when it was taken back (en)', async () => {
    act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
    renderHistory(history);
    expect(await labels()).toEqual(['Assigned to \u2068Rana Relations\u2069', 'Unassigned']);
  });

  it('in Arabic too', async () => {
    act(() => usePreferences.setState({ language: 'ar', theme: 'dark' }));
    renderHistory(history);
    expect(await labels()).toEqual(['أُسند إلى \u2068Rana Relations\u2069', 'أُلغي الإسناد']);
  });
});
