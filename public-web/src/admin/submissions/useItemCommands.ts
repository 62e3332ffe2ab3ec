import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageText, type MessageKey } from '@vb/shared/i18n';
import type { SubmissionKind } from '@vb/shared/status';

import { usePreferences } from '../../app/preferences';
import { ApiError } from '../../app/http';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { patchPages } from '../pageCache';
import { itemKey } from '../queries';
import type { SubmissionExportParams } from '../client';
import type { BaseSubmission, SubmissionKindConfig } from './kindConfigs';
import type { BusyAction } from './SubmissionCard';

/** The English text of a catalog key, for the console. */
const english = (key: MessageKey) => messageText('en', key);

/**
 * What is done to one item of a list (its status, its deletion, its résumé's download), with what
 * each item is busy with meanwhile. A change is written into every cached page of the kind on
 * success; a page that lost items is read again so that it fills up from the next one.
 */
export function useItemCommands<T extends BaseSubmission>(
  config: SubmissionKindConfig<T>,
  {
    statusLabel,
    removed,
  }: {
    statusLabel(status: string): string;
    /** A deletion was answered: `deleted` when it was deleted now, false when it failed. */
    removed(item: T, deleted: boolean): void;
  },
) {
  const { client } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Record<number, BusyAction>>({});

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
    patchPages<{ items?: unknown; total: number }>(
      queryClient,
      { queryKey: config.queryKey },
      (data) => {
        // Only the list's pages (another query under the kind's key is left as it is).
        if (!Array.isArray(data.items)) return data;
        const before = data.items as T[];
        const items = update(before);
        if (items.length === before.length && items.every((item, i) => item === before[i]))
          return data;
        return { items, total: data.total - (before.length - items.length) };
      },
    );
  const refill = () => void queryClient.invalidateQueries({ queryKey: config.queryKey });

  /**
   * Sets an item's status from the one the person saw, as the job board moves a card: a change
   * someone made meanwhile is refused (`status_changed`) rather than overwritten, and the toast
   * gives the server's reason.
   */
  async function setStatus(item: T, status: string) {
    markBusy(item.id, 'status');
    try {
      await client.setStatus(config.kind, item.id, status, item.status);
      updateList((items) => items.map((i) => (i.id === item.id ? { ...i, status } : i)));
      void queryClient.invalidateQueries({ queryKey: itemKey(config.kind, item.id) });
      toast('success', 'admin.toast.statusUpdatedTitle', 'admin.toast.statusUpdatedText', {
        status: statusLabel(status),
      });
    } catch (error) {
      logFailure(english(config.keys.statusFailed), error);
      toast('error', config.keys.statusFailed, errorMessage(error));
      // The list shows what the item holds now (another person's change, or its deletion).
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) refill();
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
      removed(item, true);
      toast('success', 'admin.toast.deletedTitle', config.keys.deleted);
    } catch (error) {
      removed(item, false);
      logFailure(english(config.keys.deleteFailed), error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, config.keys.deleteFailed));
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
      toast(
        'error',
        'admin.toast.errorTitle',
        errorMessage(error, 'admin.toast.downloadResumeFailed'),
      );
    } finally {
      markBusy(item.id, undefined);
    }
  }

  return { busy, updateList, refill, setStatus, remove, downloadResume };
}

/**
 * Every item the filters keep (all pages) as a CSV file in the admin's language, written and
 * streamed by the server: nothing is loaded into the page to build it.
 */
export function useCsvExport(kind: SubmissionKind) {
  const { client } = useAdmin();
  const toast = useAdminToast();
  const language = usePreferences((s) => s.language);
  const [exporting, setExporting] = useState(false);

  async function exportCsv(total: number, filters: SubmissionExportParams) {
    if (total === 0) {
      toast('info', 'admin.filters.exportCsv', 'admin.toast.exportEmpty');
      return;
    }
    setExporting(true);
    try {
      await client.exportCsv(kind, filters, language);
    } catch (error) {
      logFailure(english('admin.toast.exportFailed'), error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, 'admin.toast.exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportCsv };
}
