import { Alert, Badge, Button, Grid, Result, Select, Tabs, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { localDigits } from '@vb/shared/dates';
import { mayUse, type Area } from '@vb/shared/roles';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { AdminUser } from '@vb/shared/schemas';
import { SignOutIcon, UserIcon } from './icons';
import { useT } from '../app/i18n';
import { usePreferences } from '../app/preferences';
import { AccountDialog } from './account/AccountDialog';
import { AdminToolbar } from './AdminToolbar';
import { PendingDraftsButton } from './drafts/OfflineDrafts';
import { PasswordDialog } from './PasswordDialog';
import { useAdmin } from './context';
import { memoryViewState } from './host';
import { useLiveFeed } from './live';
import { type ListViewState, parseViewState, serialiseViewState } from './viewState';
import { type ListViewStateLink, type ViewArea, ViewStateProvider } from './viewStateContext';
import { adminKeys, useAccount, useSummary } from './queries';
import { ContentTab } from './content/ContentTab';
import { OverviewTab } from './overview/OverviewTab';
import { AuditTab } from './tabs/AuditTab';
import { ApplicationsTab } from './tabs/ApplicationsTab';
import { ContactTab } from './tabs/ContactTab';
import { InvestorsTab } from './tabs/InvestorsTab';
import { ListingsTab } from './tabs/ListingsTab';
import { NewsTab } from './tabs/NewsTab';
import { PeopleTab } from './tabs/PeopleTab';
import { useKeepLanguage } from './useKeepLanguage';
import { useTabKeys } from './useTabKeys';
import styles from './admin.module.css';

/** The largest count a tab's badge writes out; beyond it, "9999+". */
const TAB_COUNT_MAX = 9999;

export type TabKey =
  | 'overview'
  | 'applications'
  | 'contact'
  | 'investors'
  | 'listings'
  | 'news'
  | 'content'
  | 'people'
  | 'audit';

/** The area of the admin each tab belongs to: a person sees the tabs of the areas they may use. */
export const TAB_AREAS: Record<TabKey, Area> = {
  // The overview: every role's counts area; shown to those who reach some submissions.
  overview: 'summary',
  applications: 'applications',
  contact: 'contact-messages',
  investors: 'investor-requests',
  listings: 'listings',
  news: 'news',
  // The team, ventures and partners of the site (owners and editors).
  content: 'content',
  people: 'people',
  audit: 'audit',
};

/** The tab of each submissions list (the tab of the area of that kind). */
const tabOfKind = (kind: ViewArea) =>
  (Object.keys(TAB_AREAS) as TabKey[]).find((key) => TAB_AREAS[key] === kind);

/** The desktop console's view (no address bar), kept while the app runs. */
const inMemoryViewState = memoryViewState();

/**
 * The dashboard (SPEC section 2): the tabs of the areas the signed-in person may use, with count
 * badges, or a clear word when they may use none.
 */
export function Dashboard({ user }: { user: AdminUser }) {
  const t = useT();
  const { client, host } = useAdmin();
  useKeepLanguage();
  const queryClient = useQueryClient();
  // The view (tab, and the shown list's filters, order, page) lives in the address on the web,
  // in memory on the desktop: read once, replaced as it changes.
  const viewStore = host.viewState ?? inMemoryViewState;
  const [initialView] = useState(() => parseViewState(viewStore.read()));
  // Phones get a menu instead of the tab bar, which cannot show six labelled tabs at 375 px.
  const narrow = !Grid.useBreakpoint().md;
  // The audit trail has no count: it only grows.
  // The counts come from the server's summary (no list is read for them); while it loads, or if
  // it failed, a tab shows no count rather than a wrong 0.
  const summary = useSummary().data;
  const counts: Record<Exclude<TabKey, 'audit' | 'overview' | 'content'>, number | undefined> = {
    applications: summary?.applications?.total,
    contact: summary?.['contact-messages']?.total,
    investors: summary?.['investor-requests']?.total,
    listings: summary?.listings?.total,
    news: summary?.news?.total,
    people: summary?.people?.total,
  };
  const language = usePreferences((s) => s.language);
  const label = (key: keyof typeof counts, text: string) => {
    const count = counts[key];
    return (
      <span data-testid={`admin-tab-${key}`}>
        {text}
        {count !== undefined && (
          <>
            {' '}
            <Badge
              // In the interface's digits, as its dates and pages are (antd draws a number in
              // Western digits; a string it shows as written).
              count={
                count > TAB_COUNT_MAX
                  ? `${localDigits(TAB_COUNT_MAX, language)}+`
                  : localDigits(count, language)
              }
              showZero
              overflowCount={TAB_COUNT_MAX}
              color="var(--brand)"
              // antd writes a badge's count in white, which the dark theme's bright brand
              // colour does not carry (1.9:1): the theme's own text on brand instead.
              style={{ color: 'var(--brand-contrast)' }}
              aria-label={t('admin.tabs.count', { count })}
              data-testid="tab-count"
            />
          </>
        )}
      </span>
    );
  };

  const [chosen, setTab] = useState<TabKey | undefined>(() =>
    initialView.tab && initialView.tab in TAB_AREAS ? (initialView.tab as TabKey) : undefined,
  );
  // The tabs the person may use, in order: the overview first, where there is one.
  const tabKeys = (Object.keys(TAB_AREAS) as TabKey[]).filter(
    (key) =>
      mayUse(user.roles, TAB_AREAS[key]) &&
      // The overview's figures are of submissions: a person who sees none has no overview.
      (key !== 'overview' || SUBMISSION_KINDS.some((kind) => mayUse(user.roles, kind))),
  );
  // The chosen tab while the person may still use it, else their first one.
  const tab = chosen && tabKeys.includes(chosen) ? chosen : tabKeys[0];
  // A link to a tab this person may not use (a colleague's, an e-mail's) says so, once, rather
  // than landing on another tab as if nothing had been asked.
  const [deniedTab, setDeniedTab] = useState<TabKey | undefined>(() =>
    initialView.tab && initialView.tab in TAB_AREAS && !tabKeys.includes(initialView.tab as TabKey)
      ? (initialView.tab as TabKey)
      : undefined,
  );
  const listViews = useRef<Partial<Record<TabKey, ListViewState>>>({});
  // A list opened from the overview with filters: its view to start from, and a new
  // key so that a list already shown starts again from it.
  const opened = useRef<Partial<Record<ViewArea, ListViewState>>>({});
  const [listKeys, setListKeys] = useState<Partial<Record<SubmissionKind, number>>>({});
  const openList = (kind: SubmissionKind, state: ListViewState) => {
    const key = tabOfKind(kind);
    if (!key) return;
    opened.current[kind] = state;
    listViews.current[key] = state;
    setListKeys((keys) => ({ ...keys, [kind]: (keys[kind] ?? 0) + 1 }));
    setTab(key);
  };

  const allItems: { key: TabKey; label: ReactNode; children: ReactNode }[] = [
    {
      key: 'overview',
      label: <span data-testid="admin-tab-overview">{t('admin.tabs.overview')}</span>,
      children: <OverviewTab shown={tab === 'overview'} openList={openList} />,
    },
    {
      key: 'applications',
      label: label('applications', t('admin.tabs.applications')),
      children: <ApplicationsTab key={listKeys.applications} />,
    },
    {
      key: 'contact',
      label: label('contact', t('admin.tabs.contact')),
      children: <ContactTab key={listKeys['contact-messages']} />,
    },
    {
      key: 'investors',
      label: label('investors', t('admin.tabs.investors')),
      children: <InvestorsTab key={listKeys['investor-requests']} />,
    },
    {
      key: 'listings',
      label: label('listings', t('admin.tabs.listings')),
      children: <ListingsTab />,
    },
    { key: 'news', label: label('news', t('admin.tabs.news')), children: <NewsTab /> },
    {
      key: 'content',
      label: <span data-testid="admin-tab-content">{t('admin.tabs.content')}</span>,
      children: <ContentTab />,
    },
    { key: 'people', label: label('people', t('admin.tabs.people')), children: <PeopleTab /> },
    {
      key: 'audit',
      label: <span data-testid="admin-tab-audit">{t('admin.tabs.audit')}</span>,
      children: <AuditTab />,
    },
  ];
  const items = allItems.filter((item) => tabKeys.includes(item.key));
  // g, then a tab's number: that tab.
  useTabKeys(
    items.map((item) => item.key),
    (key) => setTab(key as TabKey),
  );
  const [accountOpen, setAccountOpen] = useState(false);
  // The item a "same person" link asked a list to open (a new object each time).
  const [requested, setRequested] = useState<{ kind: SubmissionKind; id: number } | null>(null);
  // The desktop console's notifications and tray ask for a list, or one of its items.
  const usableTabs = useRef(tabKeys);
  useEffect(() => {
    usableTabs.current = tabKeys;
  });
  useEffect(
    () =>
      host.openRequests?.subscribe(({ kind, id }) => {
        const key = tabOfKind(kind);
        if (!key || !usableTabs.current.includes(key)) return;
        setTab(key);
        if (id !== undefined) setRequested({ kind, id });
      }),
    [host],
  );
  // Everyone must sign in with a second factor and this person has none yet: the API refuses
  // every admin area until they set it up.
  const mustSetUpTwoFactor = useAccount().data?.mustSetUpTwoFactor === true && !user.twoFactor;
  // New submissions, changes by colleagues (here or on another server): badges and lists follow.
  useLiveFeed(mayUse(user.roles, 'summary') && !mustSetUpTwoFactor);
  const shownTab = useRef(tab);
  const writeView = useCallback(
    (key: TabKey | undefined) =>
      viewStore.replace(
        serialiseViewState({
          ...(key ? { tab: key } : {}),
          list: (key && listViews.current[key]) || {},
        }),
      ),
    [viewStore],
  );
  // The lists report after they render; the shown tab's goes to the address.
  useEffect(() => {
    shownTab.current = tab;
    writeView(tab);
  }, [tab, writeView]);
  const viewLink = useMemo<ListViewStateLink>(
    () => ({
      initial: (kind) =>
        opened.current[kind] ??
        (tabOfKind(kind) === initialView.tab ? initialView.list : undefined),
      report(kind, state) {
        const key = tabOfKind(kind);
        if (!key) return;
        listViews.current[key] = state;
        if (key === shownTab.current) writeView(key);
      },
      shown: (kind) => tabOfKind(kind) === tab,
      openItem(kind, id) {
        const key = tabOfKind(kind);
        if (!key) return;
        setTab(key);
        setRequested({ kind, id });
      },
      requestedItem: (kind) => (requested?.kind === kind ? requested : undefined),
    }),
    [initialView, writeView, tab, requested, setTab],
  );

  async function signOut() {
    await client.signOut().catch(() => undefined);
    queryClient.setQueryData(adminKeys.me, null);
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] === 'admin' && q.queryKey[1] !== 'me',
    });
  }

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <span className={styles.topBarTitle}>{t('admin.title')}</span>
        <Typography.Text type="secondary" className={styles.signedInAs}>
          {t('admin.signedInAs', { email: user.email })}
        </Typography.Text>
        <PendingDraftsButton onOpen={(kind) => setTab(kind === 'article' ? 'news' : 'listings')} />
        <AdminToolbar />
        <Button
          icon={<UserIcon />}
          onClick={() => setAccountOpen(true)}
          data-testid="admin-account"
        >
          {t('admin.account.open')}
        </Button>
        <PasswordDialog />
        <Button
          icon={<SignOutIcon className="flip-rtl" />}
          onClick={signOut}
          data-testid="admin-sign-out"
        >
          {t('admin.signOut')}
        </Button>
      </header>
      <AccountDialog
        open={accountOpen}
        onClose={() => setAccountOpen(false)}
        // Until the required second factor is set up the API refuses the person's other settings.
        notifications={!mustSetUpTwoFactor}
      />
      <main className={styles.content}>
        {mustSetUpTwoFactor && (
          <Alert
            type="warning"
            showIcon
            className={styles.banner}
            title={t('admin.account.mustSetUp.title')}
            description={t('admin.account.mustSetUp.text')}
            action={
              <Button type="primary" onClick={() => setAccountOpen(true)}>
                {t('admin.account.mustSetUp.action')}
              </Button>
            }
            data-testid="two-factor-required"
          />
        )}
        {deniedTab && (
          <Alert
            type="info"
            showIcon
            closable={{ 'aria-label': t('common.close'), onClose: () => setDeniedTab(undefined) }}
            className={styles.banner}
            title={t('admin.deepLink.denied.title', { area: t(`admin.tabs.${deniedTab}`) })}
            description={t('admin.deepLink.denied.text')}
            data-testid="link-denied"
          />
        )}
        {items.length === 0 ? (
          <Result
            status="info"
            title={t('admin.noAccess.title')}
            subTitle={t('admin.noAccess.text')}
            data-testid="admin-no-access"
          />
        ) : (
          <ViewStateProvider value={viewLink}>
            <Tabs
              className={styles.tabs}
              activeKey={tab}
              onChange={(key) => setTab(key as TabKey)}
              destroyOnHidden={false}
              renderTabBar={
                narrow
                  ? () => (
                      <Select<TabKey>
                        className={styles.tabSelect}
                        value={tab}
                        onChange={setTab}
                        aria-label={t('admin.title')}
                        data-testid="admin-tab-select"
                        options={items.map((item) => ({ value: item.key, label: item.label }))}
                      />
                    )
                  : undefined
              }
              items={items}
            />
          </ViewStateProvider>
        )}
      </main>
    </div>
  );
}
