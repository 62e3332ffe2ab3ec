import { useDeferredValue, useEffect, useMemo, useState, type RefObject } from 'react';
import { messageText } from '@vb/shared/i18n';
import {
  SUBMISSION_PAGE_SIZES,
  type SubmissionLayout,
  type SubmissionListPreferences,
  type SubmissionSort,
} from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import { logFailure } from '../context';
import {
  useAdminPreferences,
  useSavePreferences,
  useSubmissionDetail,
  useSubmissionPage,
  useSummary,
} from '../queries';
import { DEFAULT_SORT, type ListViewState } from '../viewState';
import { useListViewState } from '../viewStateContext';
import { EMPTY_FILTERS, hasActiveFilters, type SubmissionFilters } from './filters';
import type { BaseSubmission, SubmissionKindConfig } from './kindConfigs';
import { useListKeys } from './useListKeys';
import { useReportedView } from './useReportedView';
import { useSavedViews } from './useSavedViews';
import { useSelection } from './useSelection';

const DEFAULT_PAGE_SIZE = SUBMISSION_PAGE_SIZES[0];

/**
 * A submissions list's view and the page it shows: its filters, order, page and page size (from
 * the address when the dashboard opened), the item open in its side panel, how it is shown (the
 * person's kept layout, columns and page size), the page read from the server with its selection,
 * the keyboard triage, the saved views, and the view reported to the address as it changes.
 * `top` is the list's element (the keys look in it; a new page scrolls to it).
 */
export function useListView<T extends BaseSubmission>(
  config: SubmissionKindConfig<T>,
  top: RefObject<HTMLDivElement | null>,
) {
  const language = usePreferences((s) => s.language);
  const viewState = useListViewState();
  // What the address held for this list when the dashboard opened; a status outside
  // the kind's set is left out.
  const [initial] = useState(() => viewState.initial(config.kind) ?? {});
  const [filters, setFilters] = useState<SubmissionFilters>(() => ({
    ...EMPTY_FILTERS,
    search: initial.q ?? '',
    status: initial.status && config.statuses.includes(initial.status) ? initial.status : null,
    from: initial.from ?? null,
    to: initial.to ?? null,
    assignee: initial.assignee ?? null,
    archived: initial.archived ?? false,
  }));
  const [sort, setSort] = useState<SubmissionSort>(initial.sort ?? DEFAULT_SORT);
  const [page, setPage] = useState(initial.page ?? 1);
  // The page size the address or the person chose here; else their kept one.
  const [chosenPageSize, setChosenPageSize] = useState(initial.pageSize);
  // The item shown in the side panel (also from the address, `item=<id>`).
  // A "same person" link in another list's panel may ask this list to open an item
  // (when it mounts, or later: each request is a new object).
  const requested = viewState.requestedItem?.(config.kind);
  const [openId, setOpenId] = useState<number | undefined>(requested?.id ?? initial.item);
  const [seenRequest, setSeenRequest] = useState(requested);
  if (requested !== seenRequest) {
    setSeenRequest(requested);
    if (requested) setOpenId(requested.id);
  }
  const preferences = useAdminPreferences();
  const savePreferences = useSavePreferences();
  const listPreferences = preferences.data?.submissions?.[config.kind] ?? {};
  const layout: SubmissionLayout = listPreferences.layout ?? 'cards';
  const columns = listPreferences.columns ?? config.defaultColumns;
  const pageSize = chosenPageSize ?? listPreferences.pageSize ?? DEFAULT_PAGE_SIZE;
  // Handed over by the search box once typing pauses (SubmissionsToolbar's SearchField).
  const search = filters.search;
  // The first page waits for the person's page size (or their preferences' failure).
  const query = useSubmissionPage<T>(
    config.kind,
    config.queryKey,
    { ...filters, q: search, sort, page, pageSize },
    !preferences.isPending || preferences.fetchStatus === 'idle',
  );
  const summary = useSummary().data?.[config.kind];
  const openDetail = useSubmissionDetail(config.kind, openId);

  // SPEC section 8: load failures are logged (and, here, also shown as a banner).
  useEffect(() => {
    if (query.error) logFailure(messageText('en', config.keys.loadError), query.error);
  }, [query.error, config.keys.loadError]);

  const items = query.data?.items;
  const shown = useMemo(() => items ?? [], [items]);
  const shownIds = useMemo(() => shown.map((i) => i.id), [shown]);
  // The page's items as the list draws them: a new page (a search's answer, a live update) is
  // drawn in a background render that yields to typing; the rest of the view follows at once.
  const listItems = useDeferredValue(shown);
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A new page, new filters or a new order start with nothing selected.
  const selection = useSelection(
    shownIds,
    JSON.stringify({ page, pageSize, sort, ...filters, search }),
  );

  // The keyboard triage, while this list's tab is the one shown.
  const keys = useListKeys({
    items: shownIds,
    top,
    layout,
    setOpenId,
    page,
    pageCount,
    goToPage,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    enabled: viewState.shown(config.kind) && query.data !== undefined,
  });
  // Items deleted meanwhile can leave the page past the end: back to the last one (set while
  // rendering, so no empty page is ever shown).
  if (query.data && !query.isPlaceholderData && page > pageCount) setPage(pageCount);

  useReportedView(
    viewState.report,
    config.kind,
    reportedView(filters, sort, page, pageSize, openId),
  );

  function goToPage(next: number, size: number = pageSize) {
    if (size !== pageSize) changePageSize(size);
    else setPage(next);
    // The new page starts at the list's top.
    top.current?.scrollIntoView({ block: 'nearest' });
  }

  function changeFilters(next: SubmissionFilters) {
    setFilters(next);
    setPage(1);
  }

  function changeSort(next: SubmissionSort) {
    setSort(next);
    setPage(1);
  }

  const savedViews = useSavedViews({
    kind: config.kind,
    statuses: config.statuses,
    filters,
    sort,
    apply(nextFilters, nextSort) {
      setFilters(nextFilters);
      setSort(nextSort);
      setPage(1);
    },
  });

  /** Keeps a change of how this list is shown in the person's preferences. */
  function keepListPreference(patch: SubmissionListPreferences) {
    void savePreferences((current) => ({
      ...current,
      submissions: {
        ...current.submissions,
        [config.kind]: { ...current.submissions?.[config.kind], ...patch },
      },
    }));
  }

  function changePageSize(next: number) {
    const size = SUBMISSION_PAGE_SIZES.find((s) => s === next) ?? DEFAULT_PAGE_SIZE;
    setChosenPageSize(size);
    setPage(1);
    keepListPreference({ pageSize: size });
  }

  // The open item as the page shows it, else (another page, a link) as its own read gives it.
  const openItem =
    openId === undefined
      ? undefined
      : (shown.find((i) => i.id === openId) ?? (openDetail.data?.item as T | undefined));

  return {
    viewState,
    filters,
    changeFilters,
    sort,
    changeSort,
    search,
    filtered: hasActiveFilters({ ...filters, search }),
    page,
    pageSize,
    pageCount,
    goToPage,
    layout,
    columns,
    keepListPreference,
    savedViews,
    query,
    unread: summary?.new ?? 0,
    shown,
    listItems,
    total,
    selection,
    keys,
    openId,
    setOpenId,
    openItem,
    openFailed: openDetail.isError,
  };
}

/** The view as the address holds it (an empty filter and the default page size left out). */
function reportedView(
  filters: SubmissionFilters,
  sort: SubmissionSort,
  page: number,
  pageSize: NonNullable<ListViewState['pageSize']>,
  openId: number | undefined,
): ListViewState {
  return {
    ...(filters.search.trim() !== '' ? { q: filters.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.assignee ? { assignee: filters.assignee } : {}),
    ...(filters.archived ? { archived: true } : {}),
    sort,
    page,
    ...(pageSize !== DEFAULT_PAGE_SIZE ? { pageSize } : {}),
    ...(openId !== undefined ? { item: openId } : {}),
  };
}
