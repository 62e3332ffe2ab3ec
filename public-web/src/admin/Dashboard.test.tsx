import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@vb/shared/i18n';
import type { Role } from '@vb/shared/roles';
import type { AdminUser } from '@vb/shared/schemas';
import { screenOf } from '../app/mediaTestKit';
import { usePreferences } from '../app/preferences';
import type { AdminClient } from './client';
import { AdminContextProvider, SignedInProvider } from './context';
import { Dashboard } from './Dashboard';
import { memoryViewState, type AdminHost, type OpenRequest } from './host';
// The admin's provider: every catalog, the admin's messages included.
import { I18nProvider } from './i18n';

const host: AdminHost = {
  apiBase: '',
  siteUrl: 'http://localhost',
  session: { kind: 'cookie' },
  saveFile: async () => 'saved',
  openExternal: () => undefined,
};

/** A client whose lists are empty, recording which ones were read. */
function stubClient() {
  const read: string[] = [];
  const client: Partial<AdminClient> = {
    list: (async (kind: string) => {
      read.push(kind);
      return { items: [], total: 0 };
    }) as AdminClient['list'],
    itemDetail: (async (kind: string, id: number) => {
      read.push(`${kind}/${id}`);
      throw new Error('not in this test');
    }) as AdminClient['itemDetail'],
    jobListings: async () => (read.push('job-listings'), { jobListings: [], total: 0 }),
    articles: async () => (read.push('news'), { articles: [], total: 0 }),
    users: async () => (read.push('users'), []),
    account: async () => ({
      user: { id: 1, email: 'someone@example.test', name: null, roles: [], twoFactor: false },
      mustSetUpTwoFactor: false,
    }),
    audit: async () => (read.push('audit'), { events: [], total: 0 }),
    overview: async () => (
      read.push('overview'),
      {
        kinds: [],
        weeks: [],
        weekly: {},
        applicants: null,
        firstResponse: {},
        unassigned: {},
        overdue: {},
        overdueDays: 3,
        overdueThrough: '2026-01-01',
      }
    ),
    summary: async () => (
      read.push('summary'),
      {
        applications: { total: 1234, new: 5 },
        'contact-messages': { total: 7, new: 0 },
        'investor-requests': { total: 0, new: 0 },
        listings: { total: 3 },
        news: { total: 2 },
        people: { total: 4 },
      }
    ),
  };
  return { client: client as AdminClient, read };
}

function renderDashboard(roles: Role[], adminHost: AdminHost = host) {
  const { client, read } = stubClient();
  const user: AdminUser = {
    id: 1,
    email: 'someone@example.test',
    name: 'Someone',
    roles,
    twoFactor: false,
  };
  render(
    <I18nProvider>
      <ConfigProvider>
        <AntApp>
          <QueryClientProvider client={new QueryClient()}>
            <AdminContextProvider value={{ host: adminHost, client }}>
              <SignedInProvider user={user}>
                <Dashboard user={user} />
              </SignedInProvider>
            </AdminContextProvider>
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>,
  );
  return { read };
}

const shownTabs = () =>
  screen
    .queryAllByTestId(/^admin-tab-/)
    .map((el) => el.dataset.testid?.replace('admin-tab-', ''))
    .filter((key) => key !== 'select');

beforeAll(() => {
  // A wide screen: antd's breakpoints (min-width queries) all match.
  window.matchMedia = screenOf(true);
});

beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the dashboard by role', { timeout: 30_000 }, () => {
  it('shows an owner every tab, People and Activity included, counted by the summary', async () => {
    const { read } = renderDashboard(['owner']);
    // The counts come from the summary: no list is read for them; the overview is the first tab.
    await waitFor(() => expect(read.sort()).toEqual(['overview', 'summary']));
    expect(shownTabs()).toEqual([
      'overview',
      'applications',
      'contact',
      'investors',
      'listings',
      'news',
      'content',
      'people',
      'audit',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('admin-tab-applications').textContent).toContain('1234'),
    );
    expect(screen.getByTestId('admin-tab-people').textContent).toContain('4');
  });

  it('counts in the interface’s digits: Arabic-Indic in Arabic', async () => {
    usePreferences.setState({ language: 'ar' });
    renderDashboard(['owner']);
    await waitFor(() =>
      expect(screen.getByTestId('admin-tab-applications').textContent).toContain('١٢٣٤'),
    );
    expect(screen.getByTestId('admin-tab-applications').textContent).not.toMatch(/[0-9]/);
  });

  it('shows a recruiter applications and job listings only, and reads no other list', async () => {
    const { read } = renderDashboard(['recruiter']);
    await screen.findByTestId('overview');
    expect(shownTabs()).toEqual(['overview', 'applications', 'listings']);
    await waitFor(() => expect(read.sort()).toEqual(['overview', 'summary']));
  });

  it('opens on the overview, the first tab, for a person who sees submissions', async () => {
    const { read } = renderDashboard(['relations', 'editor']);
    await screen.findByTestId('overview');
    expect(shownTabs()).toEqual([
      'overview',
      'contact',
      'investors',
      'listings',
      'news',
      'content',
    ]);
    await waitFor(() => expect(read.sort()).toEqual(['overview', 'summary']));
  });

  it('opens on the first tab the person may use when they see no submissions', async () => {
    const { read } = renderDashboard(['editor']);
    await waitFor(() => expect(read.sort()).toEqual(['job-listings', 'summary']));
    // Editors also run the site's content (read only once its tab is opened).
    expect(shownTabs()).toEqual(['listings', 'news', 'content']);
    expect(screen.queryByTestId('overview')).toBeNull();
  });

  it('shows no count before the summary has come (never a wrong 0)', async () => {
    renderDashboard(['owner']);
    expect(screen.getByTestId('admin-tab-investors').textContent).not.toMatch(/\d/);
    await waitFor(() =>
      expect(screen.getByTestId('admin-tab-investors').textContent).toContain('0'),
    );
  });

  it('says so when the person may use no tab', () => {
    const { read } = renderDashboard([]);
    expect(shownTabs()).toEqual([]);
    expect(screen.getByTestId('admin-no-access').textContent).toContain('Ask an owner');
    expect(read).toEqual([]);
  });
});

/** The desktop console's open requests: one waiting, then those sent later. */
function openRequests(waiting: OpenRequest | null) {
  let pending = waiting;
  const listeners = new Set<(request: OpenRequest) => void>();
  return {
    subscribe(listener: (request: OpenRequest) => void) {
      listeners.add(listener);
      if (pending) listener(pending);
      pending = null;
      return () => void listeners.delete(listener);
    },
    send: (request: OpenRequest) => listeners.forEach((listener) => listener(request)),
  };
}

const activeTab = () =>
  document
    .querySelector('.ant-tabs-tab-active [data-testid^="admin-tab-"]')
    ?.getAttribute('data-testid');

describe('lists and items opened from outside the page', { timeout: 30_000 }, () => {
  it('shows the list a notification asked for, and then an item with its panel', async () => {
    const requests = openRequests({ kind: 'contact-messages' });
    const { read } = renderDashboard(['owner'], {
      ...host,
      viewState: memoryViewState(),
      openRequests: requests,
    });
    await waitFor(() => expect(activeTab()).toBe('admin-tab-contact'));
    await waitFor(() => expect(read).toContain('contact-messages'));
    act(() => requests.send({ kind: 'applications', id: 42 }));
    await waitFor(() => expect(activeTab()).toBe('admin-tab-applications'));
    // The item's side panel asks for the item itself.
    await waitFor(() => expect(read).toContain('applications/42'));
  });

  it('ignores a list the person may not use, staying where they are', async () => {
    const requests = openRequests(null);
    renderDashboard(['recruiter'], {
      ...host,
      viewState: memoryViewState(),
      openRequests: requests,
    });
    await waitFor(() => expect(activeTab()).toBe('admin-tab-overview'), { timeout: 10_000 });
    act(() => requests.send({ kind: 'applications' }));
    await waitFor(() => expect(activeTab()).toBe('admin-tab-applications'));
    act(() => requests.send({ kind: 'contact-messages', id: 3 }));
    expect(activeTab()).toBe('admin-tab-applications');
  });

  it('says so when a link names a tab the person may not use, and lands on theirs', async () => {
    const view = memoryViewState();
    view.replace('?tab=people&q=x');
    renderDashboard(['recruiter'], { ...host, viewState: view });
    const notice = await screen.findByTestId('link-denied');
    expect(notice.textContent).toContain(
      en['admin.deepLink.denied.title'].replace('{area}', en['admin.tabs.people']),
    );
    await waitFor(() => expect(activeTab()).toBe('admin-tab-overview'));
    fireEvent.click(within(notice).getByRole('button', { name: en['common.close'] }));
    await waitFor(() => expect(screen.queryByTestId('link-denied')).toBeNull());
  });

  it('says nothing of a link to a tab the person may use', async () => {
    const view = memoryViewState();
    view.replace('?tab=applications');
    renderDashboard(['recruiter'], { ...host, viewState: view });
    await waitFor(() => expect(activeTab()).toBe('admin-tab-applications'));
    expect(screen.queryByTestId('link-denied')).toBeNull();
  });
});
