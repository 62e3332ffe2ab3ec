import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { messageText } from '@vb/shared/i18n';
import type { SubmissionKind } from '@vb/shared/status';
import { isolate } from '@vb/shared/text';
import { UserIcon } from '../icons';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast, useSignedIn } from '../context';
import { errorMessage } from '../errorMessage';
import { adminKeys } from '../queries';
import type { BaseSubmission } from './kindConfigs';
import styles from './submissions.module.css';

const NONE = '__none__';

/** The people a kind's items may be given to (GET /api/admin/<kind>/assignees), kept a minute. */
export function useAssignees(kind: SubmissionKind) {
  const { client } = useAdmin();
  return useQuery({
    // Outside the kind's list key (['admin', kind]): updates of the list's pages never reach it.
    queryKey: ['admin', 'assignees', kind],
    queryFn: () => client.assignees(kind),
    staleTime: 60_000,
  });
}

/**
 * Who works on an item: a picker of the people on the item's list (searched by name),
 * "Unassigned", and "Assign to me". The change goes to the server, the lists and badges are read
 * again, a toast tells the outcome.
 */
export function AssigneeControl({
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
  const me = useSignedIn();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const people = useAssignees(kind);
  const [saving, setSaving] = useState(false);
  const current = item.assignee ?? null;

  // The current assignee stays choosable even when no longer in the list (disabled since).
  const known = people.data ?? [];
  const options = [
    { value: NONE, label: t('admin.work.unassigned') },
    ...(current && !known.some((p) => p.id === current.id) ? [current] : known).map((p) => ({
      value: String(p.id),
      label: p.name,
    })),
    ...(current && !known.some((p) => p.id === current.id)
      ? known.map((p) => ({ value: String(p.id), label: p.name }))
      : []),
  ];

  async function assign(userId: number | null) {
    setSaving(true);
    try {
      await client.assign(kind, item.id, userId);
      const person = known.find((p) => p.id === userId);
      toast(
        'success',
        'admin.work.assigned',
        person
          ? t('admin.work.assignedTo', { name: isolate(person.name) })
          : 'admin.work.unassignedText',
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
      ]);
    } catch (error) {
      logFailure(messageText('en', 'admin.work.assignFailed'), error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, 'admin.work.assignFailed'));
    } finally {
      setSaving(false);
    }
  }

  const mayTakeIt = me !== null && current?.id !== me.id && known.some((p) => p.id === me.id);
  return (
    <div className={styles.assignee} data-testid="assignee-control">
      <Select
        className={styles.assigneeSelect}
        showSearch={{ optionFilterProp: 'label' }}
        value={current ? String(current.id) : NONE}
        options={options}
        loading={people.isPending || saving}
        disabled={saving}
        onChange={(value: string) => void assign(value === NONE ? null : Number(value))}
        aria-label={t('admin.work.assigneePicker', { name: item.name })}
        prefix={<UserIcon />}
        popupMatchSelectWidth={false}
        data-testid="assignee-select"
      />
      {mayTakeIt && (
        <Button
          type="link"
          size="small"
          disabled={saving}
          onClick={() => void assign(me.id)}
          data-testid="assign-to-me"
        >
          {t('admin.work.assignToMe')}
        </Button>
      )}
    </div>
  );
}
