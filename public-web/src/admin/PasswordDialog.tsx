import { Button, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { PasswordIcon } from './icons';
import { FormDialog } from './FormDialog';
import { useT } from '../app/i18n';
import { ApiError } from '../app/http';
import { logFailure, useAdmin, useAdminToast } from './context';
import { withReference } from './errorMessage';
import { newPasswordRules, passwordFailureText, repeatPasswordRules } from './passwordRules';
import { FormError } from './FormError';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * "Change password" in the dashboard header: the current password and a new one (twice). The
 * server ends every other session and token of the account; this one stays signed in.
 */
export function PasswordDialog() {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ReactNode>();
  const [form] = Form.useForm<Values>();

  function close() {
    if (saving) return;
    setOpen(false);
    setError(undefined);
  }

  async function submit(values: Values) {
    setSaving(true);
    setError(undefined);
    try {
      await client.changePassword(values.currentPassword, values.newPassword);
      setOpen(false);
      toast('success', 'admin.password.changed', 'admin.password.changedText');
    } catch (e) {
      logFailure('Password change failed', e);
      if (e instanceof ApiError && e.code === 'wrong_password') {
        setError(t('admin.password.wrongCurrent'));
      } else {
        setError(withReference(e, passwordFailureText(t, e)));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button
        icon={<PasswordIcon />}
        onClick={() => setOpen(true)}
        data-testid="admin-change-password"
      >
        {t('admin.password.open')}
      </Button>
      <FormDialog
        open={open}
        title={t('admin.password.title')}
        saving={saving}
        onCancel={close}
        onSubmit={() => form.submit()}
        cancelLabel={t('admin.password.cancel')}
        submitLabel={t('admin.password.submit')}
        submitTestId="password-submit"
      >
        <Typography.Paragraph type="secondary">{t('admin.password.intro')}</Typography.Paragraph>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          disabled={saving}
          data-testid="password-form"
          preserve={false}
        >
          <FormError error={error} />
          <Form.Item
            label={t('admin.password.current')}
            name="currentPassword"
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Input.Password autoComplete="current-password" dir="ltr" />
          </Form.Item>
          <Form.Item
            label={t('admin.password.new')}
            name="newPassword"
            dependencies={['currentPassword']}
            rules={[
              ...newPasswordRules(t),
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  value && value === getFieldValue('currentPassword')
                    ? Promise.reject(new Error(t('admin.password.mustDiffer')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" dir="ltr" />
          </Form.Item>
          <Form.Item
            label={t('admin.password.confirm')}
            name="confirmPassword"
            dependencies={['newPassword']}
            rules={repeatPasswordRules(t, 'newPassword')}
          >
            <Input.Password autoComplete="new-password" dir="ltr" />
          </Form.Item>
        </Form>
      </FormDialog>
    </>
  );
}
