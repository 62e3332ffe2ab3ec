import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SubmissionBulkBody, SubmissionBulkResult, SubmissionSort } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import {} from '../errorMessage';
import { applyBulk, BulkBar } from './BulkBar';
import { DeleteConfirm } from './DeleteConfirm';
import { statusLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';
import { listFilters, itemKey } from '../queries';
import { ResumePreview } from './ResumePreview';
import { NewArrivals } from './NewArrivals';
import { SubmissionsList } from './SubmissionsList';
import { SubmissionsToolbar } from './SubmissionsToolbar';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useStableCallbacks } from './useStableCallbacks';
import { useCsvExport, useItemCommands } from './useItemCommands';
import { ItemPanel } from './ItemPanel';
import { ListError, ListLoading } from './ListStates';
import { useListView } from './useListView';
import { ListViewControls } from './ViewControls';
import styles from './submissions.module.css';

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
  const queryClient = useQueryClient();
  const top = useRef<HTMLDivElement>(null);
  const view = useListView(config, top);
  const { filters, query, total, selection, keys, openId, setOpenId, openItem } = view;
  const { statusMenu } = keys;
  const [confirming, setConfirming] = useState<T | null>(null);
  // The application whose PDF résumé is shown.
  const [previewing, setPreviewing] = useState<T | null>(null);

  const statusLabel = (status: string) => {
    const key = statusLabelKey(config, status);
    return key ? t(key) : status;
  };
  const unknownStatuses = [...new Set(view.shown.map((i) => i.status))].filter(
    (s) => !config.statuses.includes(s),
  );
  const statusOptions = [...config.statuses, ...unknownStatuses].map((value) => ({
    value,
    label: statusLabel(value),
  }));

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
      keys.setStatusMenu(open ? { id: item.id, where: 'card' } : null),
    sort: (next: SubmissionSort) => view.changeSort(next),
  });

  if (query.isPending) return <ListLoading />;
  const banner = query.isError && (
    <ListError
      message={config.keys.loadError}
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
  if (!query.data) return <div className={styles.view}>{banner}</div>;

  return (
    <div className={styles.view} data-testid={`submissions-${config.kind}`} ref={top}>
      {banner}
      <SubmissionsToolbar
        filters={filters}
        onChange={view.changeFilters}
        statusOptions={statusOptions}
        results={total}
        unread={view.unread}
        onExport={() =>
          void csv.exportCsv(total, listFilters({ ...filters, q: view.search, sort: view.sort }))
        }
        exporting={csv.exporting}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
        viewControls={
          <ListViewControls<T>
            config={config}
            layout={view.layout}
            columns={view.columns}
            onKeep={view.keepListPreference}
            savedViews={view.savedViews}
          />
        }
      />
      <BulkBar
        config={config}
        ids={selection.ids}
        onDone={bulkDone}
        onReplied={() => {
          refill();
          selection.clear();
        }}
        onClear={selection.clear}
        archived={filters.archived}
      />
      <SubmissionsList<T>
        config={config}
        layout={view.layout}
        items={view.listItems}
        columns={view.columns}
        sort={view.sort}
        openId={openItem?.id}
        loading={query.isFetching && query.isPlaceholderData}
        selection={selection}
        activeId={keys.active}
        busy={busy}
        statusMenuId={statusMenu?.where === 'card' ? statusMenu.id : null}
        actions={listActions}
        pager={{
          total,
          page: view.page,
          pageCount: view.pageCount,
          pageSize: view.pageSize,
          onChange: view.goToPage,
        }}
        filtered={view.filtered}
        head={
          <NewArrivals
            kind={config.kind}
            onShow={() => {
              view.goToPage(1);
              void queryClient.invalidateQueries({ queryKey: config.queryKey });
            }}
          />
        }
      />
      <ItemPanel<T>
        config={config}
        openId={openId}
        item={openItem}
        failed={view.openFailed}
        busy={openItem && busy[openItem.id]}
        statusMenuOpen={statusMenu?.where === 'panel' && statusMenu.id === openItem?.id}
        onStatusMenuOpenChange={(open) =>
          keys.setStatusMenu(open && openItem ? { id: openItem.id, where: 'panel' } : null)
        }
        onClose={() => setOpenId(undefined)}
        onOpen={setOpenId}
        onOpenElsewhere={(kind, id) => {
          // Its own tab's panel: this one closes (a drawer is drawn above every tab).
          setOpenId(undefined);
          view.viewState.openItem?.(kind, id);
        }}
        onSetStatus={(i, status) => void commands.setStatus(i, status)}
        onDelete={setConfirming}
        onDownloadResume={config.resume ? (i) => void commands.downloadResume(i) : undefined}
        onPreviewResume={config.resume ? setPreviewing : undefined}
      />
      <ShortcutsDialog
        open={keys.helpOpen}
        onClose={() => keys.setHelpOpen(false)}
        direction={keys.direction}
        pages={view.pageCount > 1}
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
