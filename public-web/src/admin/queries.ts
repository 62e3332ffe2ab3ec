import {
  type QueryClient,
  keepPreviousData,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { messageText } from '@vb/shared/i18n';
import type { Preferences, SubmissionSort } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { ApiError } from '../app/http';
import type { AuditPageQuery, ContentPageQuery } from './client';
import { logFailure, useAdmin, useAdminToast, useMayUse } from './context';
import { errorMessage } from './errorMessage';

/** Query keys of the admin lists; mutations update these caches locally on success. */
export const adminKeys = {
  me: ['admin', 'me'] as const,
  applications: ['admin', 'applications'] as const,
  contact: ['admin', 'contact-messages'] as const,
  investors: ['admin', 'investor-requests'] as const,
  listings: ['admin', 'job-listings'] as const,
  news: ['admin', 'news'] as const,
  people: ['admin', 'users'] as const,
  audit: ['admin', 'audit'] as const,
  account: ['admin', 'account'] as const,
  sessions: ['admin', 'sessions'] as const,
  outbox: ['admin', 'outbox'] as const,
  settings: ['admin', 'settings'] as const,
  summary: ['admin', 'summary'] as const,
  overview: ['admin', 'overview'] as const,
  preferences: ['admin', 'preferences'] as const,
  notifications: ['admin', 'notifications'] as const,
};

/** The lists whose changes the dashboard's counts follow (see `followListChanges`). */
const COUNTED = new Set<string>([
  adminKeys.applications[1],
  adminKeys.contact[1],
  adminKeys.investors[1],
  adminKeys.listings[1],
  adminKeys.news[1],
  adminKeys.people[1],
]);

/**
 * Keeps the dashboard's counts in step with the lists: whenever a list is changed in the cache (a
 * status set, an item deleted or added) or read again (Refresh), the summary is read again. A
 * list's first read (another page, another filter) changes nothing and asks nothing. Answers the
 * unsubscription.
 */
export function followListChanges(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!event.action.manual && event.query.state.dataUpdateCount <= 1) return;
    const [scope, list] = event.query.queryKey as readonly unknown[];
    if (scope === 'admin' && typeof list === 'string' && COUNTED.has(list))
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
  });
}

/** The counts of the dashboard's tab badges. */
export function useSummary() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.summary,
    queryFn: () => client.summary(),
    enabled: useMayUse('summary'),
  });
}

/** The overview's figures: read when its tab is shown, again on Refresh. */
export function useOverview(enabled: boolean) {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: () => client.overview(),
    enabled: useMayUse('summary') && enabled,
  });
}

// Each list is read only by a person who may use its area (the API would answer 403).

/** Which page of a submissions list is shown, and what narrows it. */
export interface SubmissionPageParams {
  q: string;
  status: string | null;
  from: string | null;
  to: string | null;
  sort: SubmissionSort;
  /** Whose items, and the archive instead of the list. */
  assignee?: 'me' | 'none' | null;
  archived?: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The narrowing part of a page's parameters, as the API takes it. */
export const listFilters = (params: Omit<SubmissionPageParams, 'page' | 'pageSize'>) => ({
  q: params.q.trim(),
  status: params.status,
  from: params.from,
  to: params.to,
  sort: params.sort,
  ...(params.assignee ? { assignee: params.assignee } : {}),
  ...(params.archived ? { archived: '1' as const } : {}),
});

/**
 * A page of a submissions list, narrowed, ordered and paged by the server, with how
 * many items match in all; the page shown stays on screen while the next loads, and a read that
 * another replaced before it answered is cancelled (react-query aborts its signal).
 */
export function useSubmissionPage<T>(
  kind: SubmissionKind,
  queryKey: readonly string[],
  params: SubmissionPageParams,
  ready = true,
) {
  const { client } = useAdmin();
  const mayUse = useMayUse(kind);
  return useQuery({
    queryKey: [...queryKey, params] as const,
    queryFn: async ({ signal }) => {
      const { items, total } = await client.list(
        kind,
        {
          ...listFilters(params),
          limit: params.pageSize,
          offset: (params.page - 1) * params.pageSize,
        },
        signal,
      );
      return { items: items as T[], total };
    },
    enabled: mayUse && ready,
    placeholderData: keepPreviousData,
  });
}

/**
 * The signed-in person's admin preferences (list layouts, columns, page sizes, saved views),
 * kept on the server; without them (an error), the lists show their defaults.
 */
export function useAdminPreferences() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.preferences,
    queryFn: () => client.preferences(),
    enabled: useMayUse('preferences'),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Changes the person's preferences: shown at once, then stored (the whole document); if the
 * server refuses, what it holds is read again and the person is told.
 */
export function useSavePreferences() {
  const { client } = useAdmin();
  const queryClient = useQueryClient();
  const toast = useAdminToast();
  return async (change: (current: Preferences) => Preferences): Promise<boolean> => {
    const next = change(queryClient.getQueryData<Preferences>(adminKeys.preferences) ?? {});
    queryClient.setQueryData(adminKeys.preferences, next);
    try {
      await client.savePreferences(next);
      return true;
    } catch (error) {
      logFailure(messageText('en', 'admin.preferences.saveFailed'), error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, 'admin.preferences.saveFailed'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.preferences });
      return false;
    }
  };
}

/** How the signed-in person hears of new submissions. */
export function useNotificationSettings() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.notifications,
    queryFn: () => client.notificationSettings(),
    retry: false,
  });
}

/** One page of the job listings (the Job Listings tab's), the previous page kept while it loads. */
export function useAdminJobListings(page: ContentPageQuery) {
  const { client } = useAdmin();
  return useQuery({
    queryKey: [...adminKeys.listings, 'page', page],
    queryFn: ({ signal }) => client.jobListings(page, signal),
    placeholderData: keepPreviousData,
    enabled: useMayUse('listings'),
  });
}

/** One job listing on its own (the job board of a listing not on the page shown); off without an id. */
export function useAdminJobListing(id: number | undefined) {
  const { client } = useAdmin();
  return useQuery({
    queryKey: [...adminKeys.listings, 'one', id],
    queryFn: () => client.jobListing(id!),
    enabled: useMayUse('listings') && id !== undefined,
  });
}

/** One page of the articles (the News tab's), the previous page kept while it loads. */
export function useAdminArticles(page: ContentPageQuery) {
  const { client } = useAdmin();
  return useQuery({
    queryKey: [...adminKeys.news, 'page', page],
    queryFn: ({ signal }) => client.articles(page, signal),
    placeholderData: keepPreviousData,
    enabled: useMayUse('news'),
  });
}

/** The staff accounts (owners). */
export function usePeople() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.people,
    queryFn: () => client.users(),
    enabled: useMayUse('people'),
  });
}

/** A page of the audit trail (owners), the previous page kept on screen while the next loads. */
export function useAudit(query: AuditPageQuery) {
  const { client } = useAdmin();
  return useQuery({
    queryKey: [...adminKeys.audit, query] as const,
    queryFn: () => client.audit(query),
    enabled: useMayUse('audit'),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in person's account: whether they must set up two-factor sign-in first. */
export function useAccount() {
  const { client } = useAdmin();
  return useQuery({ queryKey: adminKeys.account, queryFn: () => client.account() });
}

/** The query key of a person's sessions: one's own, or those of `personId` (owners). */
export const sessionsKey = (personId?: number) =>
  personId === undefined ? adminKeys.sessions : ([...adminKeys.sessions, personId] as const);

/**
 * Live sessions, read while a dialog shows them: the signed-in person's own, or (owners) those of
 * the person `personId`.
 */
export function useSessions(enabled: boolean, personId?: number) {
  const { client } = useAdmin();
  return useQuery({
    queryKey: sessionsKey(personId),
    queryFn: () => (personId === undefined ? client.sessions() : client.sessionsOf(personId)),
    enabled,
    staleTime: 0,
  });
}

/** A page of the e-mail outbox (owners). */
export function useOutbox(page: { limit: number; offset: number }) {
  const { client } = useAdmin();
  return useQuery({
    queryKey: [...adminKeys.outbox, page] as const,
    queryFn: () => client.outbox(page),
    enabled: useMayUse('people'),
    placeholderData: keepPreviousData,
  });
}

/** The owners' settings. */
export function useSettings() {
  const { client } = useAdmin();
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: () => client.settings(),
    enabled: useMayUse('people'),
  });
}

/** The cache key of one item's page (its notes and history; the live feed refreshes it). */
export const itemKey = (kind: SubmissionKind, id: number) => ['admin', 'item', kind, id] as const;

/** One item with its notes and history, while `id` is set. */
export function useSubmissionDetail(kind: SubmissionKind, id: number | undefined) {
  const { client } = useAdmin();
  const mayUse = useMayUse(kind);
  return useQuery({
    queryKey: itemKey(kind, id ?? 0),
    queryFn: ({ signal }) => client.itemDetail(kind, id ?? 0, signal),
    enabled: mayUse && id !== undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
