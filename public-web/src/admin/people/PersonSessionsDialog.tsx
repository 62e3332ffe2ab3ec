import { Button, Modal, Typography } from 'antd';
import type { StaffMember } from '@vb/shared/schemas';
import { isolate } from '@vb/shared/text';
import { useT } from '../../app/i18n';
import { SessionsList } from '../account/SessionsList';

/** An owner looks at where a person is signed in and can end any of those sessions. */
export function PersonSessionsDialog({
  person,
  open,
  onClose,
}: {
  person: StaffMember;
  open: boolean;
  onClose(): void;
}) {
  const t = useT();
  const name = isolate(person.name || person.email);
  return (
    <Modal
      open={open}
      title={t('admin.people.sessionsTitle', { name })}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="person-sessions-close">
          {t('admin.people.sessionsClose')}
        </Button>
      }
      destroyOnHidden
      data-testid="person-sessions-dialog"
    >
      <Typography.Paragraph type="secondary">
        {t('admin.people.sessionsIntro')}
      </Typography.Paragraph>
      <SessionsList personId={person.id} emptyText={t('admin.people.sessionsEmpty', { name })} />
    </Modal>
  );
}
