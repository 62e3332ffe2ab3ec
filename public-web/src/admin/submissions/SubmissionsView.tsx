import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { SubmissionBulkBody, SubmissionBulkResult } from '@vb/shared/schemas';
import { messageText } from '@vb/shared/i18n';
import {
  SUBMISSION_PAGE_SIZES,
  type SubmissionColumn,
  type SubmissionLayout,
  type SubmissionListPreferences,
  type SubmissionSort,
} from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure } from '../context';
import { applyBulk, BulkBar } from './BulkBar';
import { DeleteConfirm } from './DeleteConfirm';
import { EMPTY_FILTERS, hasActiveFilters, type SubmissionFilters } from './filters';
import { statusLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';
import {
  listFilters,
  useAdminPreferences,
  useSavePreferences,
  itemKey,
  useSubmissionDetail,
  useSubmissionPage,
  useSummary,
} from '../queries';
import { DEFAULT_SORT } from '../viewState';
import { useListViewState } from '../viewStateContext';
import { ResumePreview } from './ResumePreview';
import { NewArrivals } from './NewArrivals';
import { SubmissionCardList } from './SubmissionCardList';
import { SubmissionsTable } from './SubmissionsTable';
import { SubmissionsToolbar } from './SubmissionsToolbar';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useSelection } from './useSelection';
import { useStableCallbacks } from './useStableCallbacks';
import { useTriageKeys } from './useTriageKeys';
import { useCsvExport, useItemCommands } from './useItemCommands';
import { ItemPanel } from './ItemPanel';
import { ListPager } from './ListPager';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { useSavedViews } from './useSavedViews';
import { useReportedView } from './useReportedView';
import { ColumnPicker, LayoutToggle, SavedViews } from './ViewControls';
import styles from './submissions.module.css';

const DEFAULT_PAGE_SIZE = SUBMISSION_PAGE_SIZES[0];

/**
 * One submissions tab (applications, contact messages or investor requests): loading spinner,
 * error banner, empty state, filters, counts, CSV export, and a card per item with its status menu,
 * delete confirmation and (for applications) résumé download. The server searches, filters and
 * pages: a page is read at a time; a change is written into the cached pages on success.
 */
export function SubmissionsView<T extends BaseSubmission>({
  config,
}: {
  config: SubmissionKindConfig<T>;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const queryClient = useQueryClient();
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
  const [confirming, setConfirming] = useState<T | null>(null);
  // The application whose PDF résumé is shown.
  const [previewing, setPreviewing] = useState<T | null>(null);
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
  // The item the keyboard acts on, and the status menu the `s` key opened.
  const [activeId, setActiveId] = useState<number | null>(null);
  const [statusMenu, setStatusMenu] = useState<{ id: number; where: 'card' | 'panel' } | null>(
    null,
  );
  const [helpOpen, setHelpOpen] = useState(false);
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
  const top = useRef<HTMLDivElement>(null);
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
  const active = activeId !== null && shownIds.includes(activeId) ? activeId : null;
  const visible = viewState.shown(config.kind);
  const rtl = language === 'ar';

  // The keyboard triage, while this list's tab is the one shown.
  useTriageKeys({
    items: shownIds,
    activeId: active,
    setActive: setActiveId,
    open: (id) => {
      setActiveId(id);
      setOpenId(id);
    },
    openStatusMenu: (id) => {
      setActiveId(id);
      if (layout === 'table') setOpenId(id);
      setStatusMenu({ id, where: layout === 'table' ? 'panel' : 'card' });
    },
    focusSearch: () =>
      top.current
        ?.querySelector<HTMLInputElement>(
          'input[data-testid="submissions-search"], [data-testid="submissions-search"] input',
        )
        ?.focus(),
    showHelp: () => setHelpOpen(true),
    direction: rtl ? 'rtl' : 'ltr',
    ...(pageCount > 1
      ? {
          nextPage: () => {
            if (page < pageCount) goToPage(page + 1);
          },
          previousPage: () => {
            if (page > 1) goToPage(page - 1);
          },
        }
      : {}),
    enabled: visible && query.data !== undefined,
  });
  // The active item stays in sight as the keys move it.
  useEffect(() => {
    if (active === null) return;
    top.current
      ?.querySelector(`[data-active="true"][data-id="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  // Items deleted meanwhile can leave the page past the end: back to the last one (set while
  // rendering, so no empty page is ever shown).
  if (query.data && !query.isPlaceholderData && page > pageCount) setPage(pageCount);
  const filtered = hasActiveFilters({ ...filters, search });
  const unread = summary?.new ?? 0;

  const statusLabel = (status: string) => {
    const key = statusLabelKey(config, status);
    return key ? t(key) : status;
  };
  const unknownStatuses = [...new Set(shown.map((i) => i.status))].filter(
    (s) => !config.statuses.includes(s),
  );
  const statusOptions = [...config.statuses, ...unknownStatuses].map((value) => ({
    value,
    label: statusLabel(value),
  }));

  useReportedView(viewState.report, config.kind, {
    ...(search.trim() !== '' ? { q: search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.assignee ? { assignee: filters.assignee } : {}),
    ...(filters.archived ? { archived: true } : {}),
    sort,
    page,
    ...(pageSize !== DEFAULT_PAGE_SIZE ? { pageSize } : {}),
    ...(openId !== undefined ? { item: openId } : {}),
  });

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

  const csv = useCsvExport(config.kind);
  const { busy, updateList, refill, ...commands } = useItemCommands(config, {
    statusLabel,
    removed(item, deleted) {
      if (deleted && item.id === openId) setOpenId(undefined);
      setConfirming(null);
    },
  });

  /** A bulk action's result: every cached page of the kind takes it. */
  function bulkDone(result: SubmissionBulkResult, body: SubmissionBulkBody) {
    updateList((list) => applyBulk(list, result, body));
    if (body.action === 'delete' && openId !== undefined && result.ids.includes(openId))
      setOpenId(undefined);
    if (body.action !== 'status' || result.missing.length > 0) refill();
    selection.clear();
  }

  // What the list's cards and rows ask of the view: the same functions on every render, so the
  // memoized list is drawn only when what it shows changes.
  const listActions = useStableCallbacks({
    setStatus: (item: T, status: string) => void commands.setStatus(item, status),
    remove: (item: T) => setConfirming(item),
    downloadResume: (item: T) => void commands.downloadResume(item),
    previewResume: (item: T) => setPreviewing(item),
    open: (item: T) => setOpenId(item.id),
    toggle: (id: number, range: boolean) => selection.toggle(id, { range }),
    togglePage: () => selection.togglePage(),
    statusMenu: (item: T, open: boolean) =>
      setStatusMenu(open ? { id: item.id, where: 'card' } : null),
    sort: (next: SubmissionSort) => changeSort(next),
  });

  if (query.isPending) return <ListLoading />;
  const banner = query.isError && (
    <ListError
      message={config.keys.loadError}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
  if (!query.data) return <div className={styles.view}>{banner}</div>;

  const pager = (position: 'top' | 'bottom') => (
    <ListPager
      position={position}
      total={total}
      page={page}
      pageCount={pageCount}
      pageSize={pageSize}
      onChange={goToPage}
    />
  );
  // The open item as the page shows it, else (another page, a link) as its own read gives it.
  const openItem =
    openId === undefined
      ? undefined
      : (shown.find((i) => i.id === openId) ?? (openDetail.data?.item as T | undefined));

  return (
    <div className={styles.view} data-testid={`submissions-${config.kind}`} ref={top}>
      {banner}
      <SubmissionsToolbar
        filters={filters}
        onChange={changeFilters}
        statusOptions={statusOptions}
        results={total}
        unread={unread}
        onExport={() => void csv.exportCsv(total, listFilters({ ...filters, q: search, sort }))}
        exporting={csv.exporting}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
        viewControls={
          <>
            <LayoutToggle
              layout={layout}
              onChange={(next) => keepListPreference({ layout: next })}
            />
            {layout === 'table' && (
              <ColumnPicker<T>
                config={config}
                columns={columns}
                onChange={(next: SubmissionColumn[]) => keepListPreference({ columns: next })}
              />
            )}
            <SavedViews
              views={savedViews.views}
              onApply={savedViews.applyView}
              onDelete={savedViews.deleteView}
              onSave={savedViews.saveView}
            />
          </>
        }
      />
      <BulkBar
        config={config}
        ids={selection.ids}
        onDone={bulkDone}
        onClear={selection.clear}
        archived={filters.archived}
      />
      <NewArrivals
        kind={config.kind}
        onShow={() => {
          goToPage(1);
          void queryClient.invalidateQueries({ queryKey: config.queryKey });
        }}
      />
      {total === 0 ? (
        <ListEmpty filtered={filtered} empty={config.keys.empty} />
      ) : (
        <>
          {pager('top')}
          {layout === 'table' ? (
            <SubmissionsTable<T>
              config={config}
              items={listItems}
              columns={columns}
              sort={sort}
              onSort={listActions.sort}
              onOpen={listActions.open}
              openId={openItem?.id}
              loading={query.isFetching && query.isPlaceholderData}
              selection={selection}
              activeId={active}
            />
          ) : (
            <SubmissionCardList<T>
              config={config}
              items={listItems}
              busy={busy}
              selectedIds={selection.ids}
              allSelected={selection.allSelected}
              someSelected={selection.someSelected}
              activeId={active}
              statusMenuId={statusMenu?.where === 'card' ? statusMenu.id : null}
              actions={listActions}
            />
          )}
          {pager('bottom')}
        </>
      )}
      <ItemPanel<T>
        config={config}
        openId={openId}
        item={openItem}
        failed={openDetail.isError}
        busy={openItem && busy[openItem.id]}
        statusMenuOpen={statusMenu?.where === 'panel' && statusMenu.id === openItem?.id}
        onStatusMenuOpenChange={(open) =>
          setStatusMenu(open && openItem ? { id: openItem.id, where: 'panel' } : null)
        }
        onClose={() => setOpenId(undefined)}
        onOpen={setOpenId}
        onOpenElsewhere={(kind, id) => {
          // Its own tab's panel: this one closes (a drawer is drawn above every tab).
          setOpenId(undefined);
          viewState.openItem?.(kind, id);
        }}
        onSetStatus={(i, status) => void commands.setStatus(i, status)}
        onDelete={setConfirming}
        onDownloadResume={config.resume ? (i) => void commands.downloadResume(i) : undefined}
        onPreviewResume={config.resume ? setPreviewing : undefined}
      />
      <ShortcutsDialog
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        direction={rtl ? 'rtl' : 'ltr'}
        pages={pageCount > 1}
      />
      <ResumePreview
        applicationId={previewing?.id}
        name={previewing?.name ?? ''}
        onClose={() => {
          setPreviewing(null);
          // The preview is in the item's history.
          if (previewing)
            void queryClient.invalidateQueries({ queryKey: itemKey(config.kind, previewing.id) });
        }}
      />
      <DeleteConfirm
        open={confirming !== null}
        name={confirming?.name ?? ''}
        deleting={confirming !== null && busy[confirming.id] === 'delete'}
        onConfirm={() => confirming && void commands.remove(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
