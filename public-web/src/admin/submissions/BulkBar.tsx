import { Button, Dropdown, Modal, Typography, type ButtonProps, type MenuProps } from 'antd';
import { useState } from 'react';
import { messageText, type MessageKey } from '@vb/shared/i18n';
import type { ReplyBulkResult, SubmissionBulkBody, SubmissionBulkResult } from '@vb/shared/schemas';
import {
  AlertIcon,
  ArchiveIcon,
  CloseIcon,
  DeleteIcon,
  DownloadIcon,
  DropdownIcon,
  MoveIcon,
  UnarchiveIcon,
} from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { BulkReplyButton } from './BulkReplyDialog';
import { statusLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';

const english = (key: MessageKey) => messageText('en', key);

type Busy = SubmissionBulkBody['action'] | 'export' | null;

/**
 * A list's items after a bulk action, for the view's caches (`onDone`): the changed items take
 * the new status, the deleted ones leave, and so do the ones the server no longer has (`missing`:
 * deleted meanwhile by someone else, whatever the action).
 */
export function applyBulk<T extends { id: number; status: string }>(
  items: readonly T[],
  result: SubmissionBulkResult,
  body: SubmissionBulkBody,
): T[] {
  const gone = new Set(result.missing);
  // Deleted, archived or restored items leave the list they were shown in.
  if (body.action === 'delete' || body.action === 'archive' || body.action === 'unarchive')
    for (const id of result.ids) gone.add(id);
  const changed = body.action === 'status' ? new Set(result.ids) : new Set<number>();
  return items
    .filter((item) => !gone.has(item.id))
    .map((item) =>
      changed.has(item.id) && body.action === 'status' ? { ...item, status: body.status } : item,
    );
}

/**
 * The actions on the selected items of a submissions list, shown while something is
 * selected: how many, change their status (any of the kind's statuses), delete them (after one
 * confirmation naming how many), export them as CSV, send them a reply template, clear the
 * selection. It calls the API
 * itself, tells the outcome in a toast (and how many were already gone, deleted by someone
 * else), and hands the result to `onDone` so the view can update what it shows.
 */
export function BulkBar({
  config,
  ids,
  onDone,
  onReplied,
  onClear,
  archived = false,
}: {
  config: Pick<SubmissionKindConfig<BaseSubmission>, 'kind' | 'statuses'>;
  /** The selected items' ids. */
  ids: readonly number[];
  onDone(result: SubmissionBulkResult, action: SubmissionBulkBody): void;
  /** A template was sent to the selection (BulkReplyDialog.tsx). */
  onReplied(result: ReplyBulkResult): void;
  onClear(): void;
  /** The list shows the archive (the bar offers Restore instead of Archive). */
  archived?: boolean;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const language = usePreferences((s) => s.language);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const count = ids.length;
  if (count === 0) return null;

  const statusLabel = (status: string) => {
    const key = statusLabelKey(config, status);
    return key ? t(key) : status;
  };

  /** The toast of a done action: what changed, and how many were already gone. */
  function report(done: number, doneText: string, doneTitle: MessageKey, missing: number) {
    if (missing === 0) {
      toast('success', doneTitle, doneText);
      return;
    }
    const gone = t('admin.bulk.alreadyGone', { count: missing, total: missing + done });
    toast(
      'info',
      'admin.bulk.partialTitle',
      done > 0 ? t('admin.bulk.partialText', { done: doneText, gone }) : gone,
    );
  }

  async function run(body: SubmissionBulkBody, failed: MessageKey) {
    setBusy(body.action);
    try {
      const result = await client.bulk(config.kind, body);
      if ('updated' in result && body.action === 'status')
        report(
          result.updated,
          t('admin.bulk.statusChanged', {
            count: result.updated,
            status: statusLabel(body.status),
          }),
          'admin.toast.statusUpdatedTitle',
          result.missing.length,
        );
      else if ('updated' in result && (body.action === 'archive' || body.action === 'unarchive'))
        report(
          result.updated,
          t(body.action === 'archive' ? 'admin.bulk.archived' : 'admin.bulk.restored', {
            count: result.updated,
          }),
          body.action === 'archive' ? 'admin.work.archivedTitle' : 'admin.work.restoredTitle',
          result.missing.length,
        );
      else if ('deleted' in result)
        report(
          result.deleted,
          t('admin.bulk.deleted', { count: result.deleted }),
          'admin.toast.deletedTitle',
          result.missing.length,
        );
      onDone(result, body);
    } catch (error) {
      logFailure(english(failed), error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, failed));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  async function exportSelection() {
    setBusy('export');
    try {
      await client.exportCsv(config.kind, { ids }, language);
    } catch (error) {
      logFailure(english('admin.toast.exportFailed'), error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, 'admin.toast.exportFailed'));
    } finally {
      setBusy(null);
    }
  }

  const statusItems: MenuProps['items'] = config.statuses.map((status) => ({
    key: status,
    label: <span data-testid={`bulk-status-${status}`}>{statusLabel(status)}</span>,
  }));
  const okButtonProps: ButtonProps & { 'data-testid': string } = {
    danger: true,
    loading: busy === 'delete',
    'data-testid': 'bulk-delete-confirm',
  };
  const cancelButtonProps: ButtonProps & { 'data-testid': string } = {
    disabled: busy === 'delete',
    'data-testid': 'bulk-delete-cancel',
  };

  return (
    <div
      role="toolbar"
      aria-label={t('admin.bulk.bar')}
      data-testid="bulk-bar"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '8px 12px',
        borderRadius: 8,
        background: 'var(--ant-color-fill-quaternary, rgba(0, 0, 0, 0.02))',
        border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
      }}
    >
      <Typography.Text strong role="status" aria-live="polite" data-testid="bulk-count">
        {t('admin.bulk.selected', { count })}
      </Typography.Text>
      <Dropdown
        trigger={['click']}
        disabled={busy !== null}
        menu={{
          items: statusItems,
          onClick: ({ key }) =>
            void run({ action: 'status', ids: [...ids], status: key }, 'admin.bulk.statusFailed'),
        }}
      >
        <Button
          icon={<MoveIcon />}
          loading={busy === 'status'}
          disabled={busy !== null}
          data-testid="bulk-status"
        >
          {t('admin.actions.changeStatus')} <DropdownIcon />
        </Button>
      </Dropdown>
      <Button
        icon={<DownloadIcon />}
        loading={busy === 'export'}
        disabled={busy !== null}
        onClick={() => void exportSelection()}
        data-testid="bulk-export"
      >
        {t('admin.bulk.export')}
      </Button>
      <BulkReplyButton kind={config.kind} ids={ids} disabled={busy !== null} onSent={onReplied} />
      <Button
        icon={archived ? <UnarchiveIcon /> : <ArchiveIcon />}
        loading={busy === 'archive' || busy === 'unarchive'}
        disabled={busy !== null}
        onClick={() =>
          void run(
            { action: archived ? 'unarchive' : 'archive', ids: [...ids] },
            'admin.bulk.archiveFailed',
          )
        }
        data-testid={archived ? 'bulk-restore' : 'bulk-archive'}
      >
        {t(archived ? 'admin.bulk.restore' : 'admin.bulk.archive')}
      </Button>
      <Button
        danger
        icon={<DeleteIcon />}
        disabled={busy !== null}
        onClick={() => setConfirming(true)}
        data-testid="bulk-delete"
      >
        {t('admin.actions.delete')}
      </Button>
      <Button
        type="text"
        icon={<CloseIcon />}
        disabled={busy !== null}
        onClick={onClear}
        data-testid="bulk-clear"
      >
        {t('admin.bulk.clear')}
      </Button>
      <Modal
        open={confirming}
        title={
          <span>
            <AlertIcon style={{ color: 'var(--ant-color-error, #d4380d)' }} />{' '}
            {t('admin.bulk.deleteTitle', { count })}
          </span>
        }
        okText={
          busy === 'delete' ? t('admin.delete.deleting') : t('admin.bulk.deleteConfirm', { count })
        }
        cancelText={t('admin.delete.cancel')}
        okButtonProps={okButtonProps}
        cancelButtonProps={cancelButtonProps}
        onOk={() => void run({ action: 'delete', ids: [...ids] }, 'admin.bulk.deleteFailed')}
        onCancel={() => {
          if (busy !== 'delete') setConfirming(false);
        }}
        mask={{ closable: busy !== 'delete' }}
        keyboard={busy !== 'delete'}
        destroyOnHidden
        width={440}
      >
        <Typography.Paragraph type="secondary">{t('admin.delete.text')}</Typography.Paragraph>
      </Modal>
    </div>
  );
}
