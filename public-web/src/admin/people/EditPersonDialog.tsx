import { Form, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Role } from '@vb/shared/roles';
import type { StaffMember } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin } from '../context';
import { errorMessage } from '../errorMessage';
import { FormDialog } from '../FormDialog';
import { FormError } from '../FormError';
import { PersonNameField, RolesField } from './RoleChoice';
import styles from './people.module.css';

interface Values {
  name: string;
  roles: Role[];
}

/** Edits a person's name and roles; the API refuses to leave no enabled owner (`last_owner`). */
export function EditPersonDialog({
  open,
  person,
  onClose,
  onSaved,
}: {
  open: boolean;
  person: StaffMember;
  onClose(): void;
  onSaved(person: StaffMember): void;
}) {
  const t = useT();
  const { client } = useAdmin();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ReactNode>();

  async function submit(values: Values) {
    setSaving(true);
    setError(undefined);
    try {
      onSaved(
        await client.updateUser(person.id, { name: values.name.trim(), roles: values.roles }),
      );
    } catch (e) {
      logFailure('Failed to change a person', e);
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  const close = () => {
    if (!saving) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t('admin.people.editTitle')}
      saving={saving}
      onCancel={close}
      onSubmit={() => form.submit()}
      cancelLabel={t('admin.people.cancel')}
      submitLabel={t('admin.people.save')}
      submitTestId="person-save"
      data-testid="person-dialog"
    >
      <Typography.Paragraph type="secondary" className={styles.email}>
        <bdi dir="ltr">{person.email}</bdi>
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        disabled={saving}
        initialValues={{ name: person.name ?? '', roles: person.roles }}
        data-testid="person-form"
      >
        <FormError error={error} />
        <PersonNameField testId="person-name" />
        <RolesField />
      </Form>
    </FormDialog>
  );
}
