import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button } from 'antd';
import { useState } from 'react';
import type { StaffMember } from '@vb/shared/schemas';
import { isolate } from '@vb/shared/text';
import { InviteIcon } from '../icons';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast, useSignedIn } from '../context';
import { errorMessage } from '../errorMessage';
import { ListTab } from '../ListTab';
import { EditPersonDialog } from '../people/EditPersonDialog';
import { InviteDialog } from '../people/InviteDialog';
import { OwnerPanels } from '../people/OwnerPanels';
import { PersonCard } from '../people/PersonCard';
import { PersonSessionsDialog } from '../people/PersonSessionsDialog';
import { adminKeys, usePeople } from '../queries';
import styles from '../people/people.module.css';

/** Whether a person matches the (lower-cased) search text: name or e-mail. */
const matches = (person: StaffMember, q: string) =>
  [person.name ?? '', person.email].some((text) => text.toLocaleLowerCase().includes(q));

/** Which dialog is open; a fresh dialog (and form) per opening. */
type DialogState =
  | { key: number; kind: 'invite'; open: boolean }
  | { key: number; kind: 'edit' | 'sessions'; open: boolean; person: StaffMember };

/**
 * The People tab (owners): the staff accounts with their roles and status, inviting a
 * person (who gets a single-use link to choose a password), changing a name or roles, disabling
 * (which ends that person's sessions at once) and enabling again; below, the sign-in rule for
 * everyone (two-factor required or not) and the e-mail outbox.
 */
export function PeopleTab() {
  const t = useT();
  const { client } = useAdmin();
  const me = useSignedIn();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const people = usePeople();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const setItemBusy = (id: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const updateList = (change: (list: StaffMember[]) => StaffMember[]) =>
    queryClient.setQueryData<StaffMember[]>(adminKeys.people, (list) => change(list ?? []));
  const replace = (person: StaffMember) =>
    updateList((list) => list.map((p) => (p.id === person.id ? person : p)));

  const openFor = (kind: 'edit' | 'sessions', person: StaffMember) =>
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, kind, open: true, person }));
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });

  function confirmToggle(person: StaffMember) {
    const disabling = !person.disabled;
    const name = isolate(person.name || person.email);
    modal.confirm({
      title: t(disabling ? 'admin.people.disableTitle' : 'admin.people.enableTitle', { name }),
      content: t(disabling ? 'admin.people.disableText' : 'admin.people.enableText'),
      okText: t(disabling ? 'admin.people.disable' : 'admin.people.enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('admin.people.cancel'),
      onOk: () => toggle(person, disabling),
    });
  }

  async function toggle(person: StaffMember, disabled: boolean) {
    setItemBusy(person.id, true);
    try {
      replace(await client.updateUser(person.id, { disabled }));
      toast(
        'success',
        disabled ? 'admin.people.toast.disabledTitle' : 'admin.people.toast.enabledTitle',
        disabled ? 'admin.people.toast.disabledText' : 'admin.people.toast.enabledText',
        { name: person.name || person.email },
      );
    } catch (error) {
      logFailure('Failed to change whether a person is disabled', error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error));
    } finally {
      setItemBusy(person.id, false);
    }
  }

  return (
    <>
      <ListTab
        name="people"
        query={people}
        matches={matches}
        searchPlaceholder="admin.people.searchPlaceholder"
        createButton={
          <Button
            type="primary"
            icon={<InviteIcon />}
            onClick={() =>
              setDialog((current) => ({ key: (current?.key ?? 0) + 1, kind: 'invite', open: true }))
            }
            data-testid="people-invite"
          >
            {t('admin.people.invite.open')}
          </Button>
        }
        emptyText="admin.empty.people"
        loadErrorText="admin.loadError.people"
        loadFailureLog="Failed to load the staff accounts"
        renderItems={(visible) => (
          <div className={styles.grid} data-testid="people-list">
            {visible.map((person) => (
              <PersonCard
                key={person.id}
                person={person}
                isSelf={person.id === me?.id}
                busy={busy.has(person.id)}
                onEdit={() => openFor('edit', person)}
                onSessions={() => openFor('sessions', person)}
                onToggleDisabled={() => confirmToggle(person)}
              />
            ))}
          </div>
        )}
      >
        {dialog?.kind === 'invite' && (
          <InviteDialog
            key={dialog.key}
            open={dialog.open}
            onClose={closeDialog}
            onInvited={(person) => updateList((list) => [...list, person])}
          />
        )}
        {dialog?.kind === 'edit' && (
          <EditPersonDialog
            key={dialog.key}
            open={dialog.open}
            person={dialog.person}
            onClose={closeDialog}
            onSaved={(person) => {
              replace(person);
              closeDialog();
              // One's own roles changed: the tabs follow them.
              if (person.id === me?.id)
                void queryClient.invalidateQueries({ queryKey: adminKeys.me });
            }}
          />
        )}
        {dialog?.kind === 'sessions' && (
          <PersonSessionsDialog
            key={dialog.key}
            open={dialog.open}
            person={dialog.person}
            onClose={closeDialog}
          />
        )}
      </ListTab>
      <OwnerPanels />
    </>
  );
}
