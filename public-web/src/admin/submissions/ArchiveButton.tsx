import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { messageText } from '@vb/shared/i18n';
import type { SubmissionKind } from '@vb/shared/status';
import { ArchiveIcon, UnarchiveIcon } from '../icons';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { adminKeys } from '../queries';
import type { BaseSubmission } from './kindConfigs';

/**
 * Archives an item, or (archived) brings it back: the item leaves the list it is shown
 * in, the lists and badges are read again, a toast tells the outcome.
 */
export function ArchiveButton({
  kind,
  queryKey,
  item,
}: {
  kind: SubmissionKind;
  queryKey: readonly string[];
  item: BaseSubmission;
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const archived = Boolean(item.archivedAt);

  async function toggle() {
    setSaving(true);
    try {
      await client.setArchived(kind, item.id, !archived);
      if (archived) toast('success', 'admin.work.restoredTitle', 'admin.work.restoredText');
      else toast('success', 'admin.work.archivedTitle', 'admin.work.archivedText');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
      ]);
    } catch (error) {
      logFailure(messageText('en', 'admin.work.archiveFailed'), error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, 'admin.work.archiveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Button
      icon={archived ? <UnarchiveIcon /> : <ArchiveIcon />}
      loading={saving}
      onClick={() => void toggle()}
      data-testid={archived ? 'restore-button' : 'archive-button'}
    >
      {t(archived ? 'admin.work.restore' : 'admin.work.archive')}
    </Button>
  );
}
