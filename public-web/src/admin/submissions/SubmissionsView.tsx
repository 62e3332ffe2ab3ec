import { Alert, Button, Empty, Pagination, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messageText, type MessageKey } from '@vb/shared/i18n';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ApiError } from '../../app/http';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { DeleteConfirm } from './DeleteConfirm';
import { EMPTY_FILTERS, hasActiveFilters, type SubmissionFilters } from './filters';
import { statusLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';
import { listFilters, useSubmissionPage, useSummary } from '../queries';
import { NewArrivals } from './NewArrivals';
import { SubmissionCard, type BusyAction } from './SubmissionCard';
import { SubmissionsToolbar } from './SubmissionsToolbar';
import styles from './submissions.module.css';

const PAGE_SIZE = 20;
/** How long the search waits after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 300;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettledValue<V>(value: V, delayMs: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The English text of a catalog key, for the console. */
const english = (key: MessageKey) => messageText('en', key);

/**
 * One submissions tab (applications, contact messages or investor requests): loading spinner,
 * error banner, empty state, filters, counts, CSV export, and a card per item with its status menu,
 * delete confirmation and (for applications) résumé download. The server searches, filters and
 * pages (issue 14): a page is read at a time; what is changed is updated locally on success.
 */
export function SubmissionsView<T extends BaseSubmission>({
  config,
}: {
  config: SubmissionKindConfig<T>;
}) {
  const t = useT();
  const { client } = useAdmin();
  const language = usePreferences((s) => s.language);
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<SubmissionFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<Record<number, BusyAction>>({});
  const [confirming, setConfirming] = useState<T | null>(null);
  const [exporting, setExporting] = useState(false);
  const search = useSettledValue(filters.search, SEARCH_DELAY_MS);
  const query = useSubmissionPage<T>(config.kind, config.queryKey, {
    ...filters,
    q: search,
    page,
    pageSize: PAGE_SIZE,
  });
  const summary = useSummary().data?.[config.kind];
  const top = useRef<HTMLDivElement>(null);

  // SPEC section 8: load failures are logged (and, here, also shown as a banner).
  useEffect(() => {
    if (query.error) logFailure(english(config.keys.loadError), query.error);
  }, [query.error, config.keys.loadError]);

  const shown = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
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

  function changeFilters(next: SubmissionFilters) {
    setFilters(next);
    setPage(1);
  }

  function markBusy(id: number, action: BusyAction | undefined) {
    setBusy((current) => {
      const next = { ...current };
      if (action) next[id] = action;
      else delete next[id];
      return next;
    });
  }

  // Every page of the kind held in the cache (another filter's too) takes the change.
  const updateList = (update: (items: T[]) => T[]) =>
    queryClient.setQueriesData<{ items: T[]; total: number }>(
      { queryKey: config.queryKey },
      (data) => {
        if (!data) return data;
        const items = update(data.items);
        return { items, total: data.total - (data.items.length - items.length) };
      },
    );
  // A page whose items were removed is read again, so that it fills up from the next one.
  const refill = () => void queryClient.invalidateQueries({ queryKey: config.queryKey });

  async function setStatus(item: T, status: string) {
    markBusy(item.id, 'status');
    try {
      await client.setStatus(config.kind, item.id, status);
      updateList((items) => items.map((i) => (i.id === item.id ? { ...i, status } : i)));
      toast('success', 'admin.toast.statusUpdatedTitle', 'admin.toast.statusUpdatedText', {
        status: statusLabel(status),
      });
    } catch (error) {
      logFailure(english(config.keys.statusFailed), error);
      toast('error', 'admin.toast.errorTitle', config.keys.statusFailed);
    } finally {
      markBusy(item.id, undefined);
    }
  }

  async function remove(item: T) {
    markBusy(item.id, 'delete');
    try {
      await client.remove(config.kind, item.id);
      updateList((items) => items.filter((i) => i.id !== item.id));
      refill();
      setConfirming(null);
      toast('success', 'admin.toast.deletedTitle', config.keys.deleted);
    } catch (error) {
      setConfirming(null);
      logFailure(english(config.keys.deleteFailed), error);
      toast('error', 'admin.toast.errorTitle', config.keys.deleteFailed);
      // Already gone (another admin deleted it): the list should not keep showing it.
      if (error instanceof ApiError && error.status === 404) {
        updateList((items) => items.filter((i) => i.id !== item.id));
        refill();
      }
    } finally {
      markBusy(item.id, undefined);
    }
  }

  async function downloadResume(item: T) {
    const resume = config.resume?.(item);
    if (!resume) return;
    markBusy(item.id, 'download');
    try {
      await client.downloadResume(item.id, resume.filename);
    } catch (error) {
      logFailure(english('admin.toast.downloadResumeFailed'), error);
      toast('error', 'admin.toast.errorTitle', 'admin.toast.downloadResumeFailed');
    } finally {
      markBusy(item.id, undefined);
    }
  }

  /**
   * Every item the filters keep (all pages) as a CSV file in the admin's language, written and
   * streamed by the server (issue 14): nothing is loaded into the page to build it.
   */
  async function exportCsv() {
    if (total === 0) {
      toast('info', 'admin.filters.exportCsv', 'admin.toast.exportEmpty');
      return;
    }
    setExporting(true);
    try {
      await client.exportCsv(config.kind, listFilters({ ...filters, q: search }), language);
    } catch (error) {
      logFailure(english('admin.toast.exportFailed'), error);
      toast('error', 'admin.toast.errorTitle', 'admin.toast.exportFailed');
    } finally {
      setExporting(false);
    }
  }

  if (query.isPending) {
    return (
      <div className={styles.state} role="status" data-testid="submissions-loading">
        <Spin size="large" />
        <span>{t('admin.loading')}</span>
      </div>
    );
  }

  const banner = query.isError && (
    <Alert
      type="error"
      showIcon
      role="alert"
      className={styles.banner}
      title={t(config.keys.loadError)}
      action={
        <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('common.retry')}
        </Button>
      }
      data-testid="submissions-error"
    />
  );
  if (!query.data) return <div className={styles.view}>{banner}</div>;

  function goToPage(next: number) {
    setPage(next);
    // The new page starts at the list's top.
    top.current?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <div className={styles.view} data-testid={`submissions-${config.kind}`} ref={top}>
      {banner}
      <SubmissionsToolbar
        filters={filters}
        onChange={changeFilters}
        statusOptions={statusOptions}
        results={total}
        unread={unread}
        onExport={() => void exportCsv()}
        exporting={exporting}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      <NewArrivals
        kind={config.kind}
        onShow={() => {
          goToPage(1);
          void queryClient.invalidateQueries({ queryKey: config.queryKey });
        }}
      />
      {total === 0 && !filtered ? (
        <Empty
          className={styles.state}
          description={t(config.keys.empty)}
          data-testid="submissions-empty"
        />
      ) : total === 0 ? (
        <Empty
          className={styles.state}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('admin.empty.filtered')}
          data-testid="submissions-empty-filtered"
        />
      ) : (
        <>
          <ul className={styles.list}>
            {shown.map((item) => (
              <li key={item.id}>
                <SubmissionCard<T>
                  config={config}
                  item={item}
                  busy={busy[item.id]}
                  onSetStatus={(i, status) => void setStatus(i, status)}
                  onDelete={setConfirming}
                  onDownloadResume={config.resume ? (i) => void downloadResume(i) : undefined}
                />
              </li>
            ))}
          </ul>
          {total > PAGE_SIZE && (
            <Pagination
              className={styles.pagination}
              current={Math.min(page, pageCount)}
              pageSize={PAGE_SIZE}
              total={total}
              onChange={goToPage}
              showSizeChanger={false}
              size="small"
            />
          )}
        </>
      )}
      <DeleteConfirm
        open={confirming !== null}
        name={confirming?.name ?? ''}
        deleting={confirming !== null && busy[confirming.id] === 'delete'}
        onConfirm={() => confirming && void remove(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
