import { Alert, Button, Empty, Pagination, Spin } from 'antd';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { messageText, type MessageKey } from '@vb/shared/i18n';
import { useT } from '../../app/i18n';
import { ApiError } from '../../app/http';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { CSV_MIME_TYPE, csvBytes, csvFilename } from './csv';
import { DeleteConfirm } from './DeleteConfirm';
import { submissionsCsv } from './exportCsv';
import { EMPTY_FILTERS, countUnread, filterSubmissions, type SubmissionFilters } from './filters';
import {
  searchFields,
  statusLabelKey,
  type BaseSubmission,
  type SubmissionKindConfig,
} from './kindConfigs';
import { SubmissionCard, type BusyAction } from './SubmissionCard';
import { SubmissionsToolbar } from './SubmissionsToolbar';
import styles from './submissions.module.css';

const PAGE_SIZE = 20;

/** The English text of a catalog key, for the console. */
const english = (key: MessageKey) => messageText('en', key);

/**
 * One submissions tab (applications, contact messages or investor requests): loading spinner,
 * error banner, empty state, filters, counts, CSV export, and a card per item with its status menu,
 * delete confirmation and (for applications) résumé download. Lists are updated locally on success.
 */
export function SubmissionsView<T extends BaseSubmission>({
  config,
  query,
}: {
  config: SubmissionKindConfig<T>;
  query: UseQueryResult<T[]>;
}) {
  const t = useT();
  const { client, host } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<SubmissionFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<Record<number, BusyAction>>({});
  const [confirming, setConfirming] = useState<T | null>(null);
  const [exporting, setExporting] = useState(false);
  const search = useDeferredValue(filters.search);

  // SPEC section 8: load failures are logged (and, here, also shown as a banner).
  useEffect(() => {
    if (query.error) logFailure(english(config.keys.loadError), query.error);
  }, [query.error, config.keys.loadError]);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(
    () => filterSubmissions(all, { ...filters, search }, (item) => searchFields(config, item)),
    [all, filters, search, config],
  );
  const unread = countUnread(all);
  const pageCount = Math.max(1, Math.ceil(visible.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = visible.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  const statusLabel = (status: string) => {
    const key = statusLabelKey(config, status);
    return key ? t(key) : status;
  };
  const unknownStatuses = [...new Set(all.map((i) => i.status))].filter(
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

  const updateList = (update: (items: T[]) => T[]) =>
    queryClient.setQueryData<T[]>(config.queryKey, (items) => (items ? update(items) : items));

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
      setConfirming(null);
      toast('success', 'admin.toast.deletedTitle', config.keys.deleted);
    } catch (error) {
      setConfirming(null);
      logFailure(english(config.keys.deleteFailed), error);
      toast('error', 'admin.toast.errorTitle', config.keys.deleteFailed);
      // Already gone (another admin deleted it): the list should not keep showing it.
      if (error instanceof ApiError && error.status === 404)
        updateList((items) => items.filter((i) => i.id !== item.id));
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

  async function exportCsv() {
    if (visible.length === 0) {
      toast('info', 'admin.filters.exportCsv', 'admin.toast.exportEmpty');
      return;
    }
    setExporting(true);
    try {
      const text = submissionsCsv(config, visible, (key) => t(key));
      await host.saveFile({
        filename: csvFilename(config.kind, new Date()),
        mimeType: CSV_MIME_TYPE,
        bytes: csvBytes(text),
      });
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

  return (
    <div className={styles.view} data-testid={`submissions-${config.kind}`}>
      {banner}
      <SubmissionsToolbar
        filters={filters}
        onChange={changeFilters}
        statusOptions={statusOptions}
        results={visible.length}
        unread={unread}
        onExport={() => void exportCsv()}
        exporting={exporting}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      {all.length === 0 ? (
        <Empty
          className={styles.state}
          description={t(config.keys.empty)}
          data-testid="submissions-empty"
        />
      ) : visible.length === 0 ? (
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
          {visible.length > PAGE_SIZE && (
            <Pagination
              className={styles.pagination}
              current={currentPage}
              pageSize={PAGE_SIZE}
              total={visible.length}
              onChange={setPage}
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
