import { Button, Form, Radio, Result, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import type { Role } from '@vb/shared/roles';
import type { Invitation, StaffMember } from '@vb/shared/schemas';
import { CopyIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { EmailField } from '../EmailField';
import { FormDialog } from '../FormDialog';
import { FormError } from '../FormError';
import { formatMoment } from './format';
import { PersonNameField, RolesField } from './RoleChoice';
import styles from './people.module.css';

interface Values {
  name: string;
  email: string;
  roles: Role[];
  language: 'ar' | 'en';
}

/**
 * "Invite someone": name, e-mail and roles; once the account is made, its invitation link (single
 * use, with its expiry) to copy and hand over. The dialog stays open with its values on failure.
 */
export function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose(): void;
  onInvited(person: StaffMember): void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client } = useAdmin();
  const toast = useAdminToast();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ReactNode>();
  const [invitation, setInvitation] = useState<{ person: StaffMember; link: Invitation } | null>(
    null,
  );

  async function submit(values: Values) {
    setSaving(true);
    setError(undefined);
    try {
      const { user, invitation: link } = await client.createUser({
        name: values.name.trim(),
        email: values.email.trim(),
        roles: values.roles,
        language: values.language,
      });
      onInvited(user);
      setInvitation({ person: user, link });
    } catch (e) {
      logFailure('Failed to invite a person', e);
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast('success', 'admin.people.invite.copied');
    } catch (e) {
      logFailure('Failed to copy the invitation link', e);
      toast('error', 'admin.people.invite.copyFailed');
    }
  }

  const close = () => {
    if (!saving) onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t('admin.people.invite.title')}
      saving={saving}
      onCancel={close}
      onSubmit={() => form.submit()}
      cancelLabel={t('admin.people.cancel')}
      submitLabel={t('admin.people.invite.submit')}
      submitTestId="invite-submit"
      data-testid="invite-dialog"
      footer={
        invitation
          ? [
              <Button key="done" type="primary" onClick={onClose} data-testid="invite-done">
                {t('admin.people.invite.done')}
              </Button>,
            ]
          : undefined
      }
    >
      {invitation ? (
        <div data-testid="invitation-link">
          <Result
            status="success"
            className={styles.result}
            title={t('admin.people.invite.createdTitle')}
            subTitle={t('admin.people.invite.createdText', {
              name: invitation.person.name || invitation.person.email,
            })}
          />
          <div className={styles.link}>
            <Typography.Paragraph
              className={styles.linkText}
              dir="ltr"
              data-testid="invitation-url"
            >
              {invitation.link.url}
            </Typography.Paragraph>
            <Button
              icon={<CopyIcon />}
              onClick={() => void copy(invitation.link.url)}
              className={styles.copy}
              data-testid="invitation-copy"
            >
              {t('admin.people.invite.copy')}
            </Button>
          </div>
          <Typography.Text type="secondary" data-testid="invitation-expiry">
            {t('admin.people.invite.expires', {
              date: formatMoment(invitation.link.expiresAt, DATE_LOCALES[language]),
            })}
          </Typography.Text>
        </div>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          disabled={saving}
          // The invitation e-mail (when e-mail is set up) is in the admin's language unless chosen.
          initialValues={{ roles: [], language }}
          data-testid="invite-form"
        >
          <FormError error={error} />
          <PersonNameField testId="invite-name" />
          <EmailField label={t('admin.people.email')} autoComplete="off" testId="invite-email" />
          <RolesField />
          <Form.Item
            label={t('admin.people.invite.language')}
            name="language"
            extra={t('admin.people.invite.languageHint')}
          >
            <Radio.Group
              optionType="button"
              options={[
                { value: 'ar', label: t('language.arabic') },
                { value: 'en', label: t('language.english') },
              ]}
            />
          </Form.Item>
        </Form>
      )}
    </FormDialog>
  );
}
