/**
 * "Confirm it is you": the password typed again, for what a session signed in long ago may not do
 * without it (turning on two-factor sign-in, listing one's sessions; the server answers
 * reauthentication_required). The session then counts as just signed in, and `onConfirmed` runs
 * what was asked.
 */
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { LIMITS } from '@vb/shared/schemas';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin } from '../context';
import { errorMessage } from '../errorMessage';

/** Whether an error is the server asking for the password again. */
export const needsPassword = (error: unknown) =>
  error instanceof ApiError && error.code === 'reauthentication_required';

export function ConfirmPassword({ onConfirmed }: { onConfirmed: () => void }) {
  const t = useT();
  const { client } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>();

  async function confirm({ password }: { password: string }) {
    setBusy(true);
    setError(undefined);
    try {
      await client.reauthenticate(password);
      onConfirmed();
    } catch (e) {
      logFailure('Failed to confirm the password', e);
      setError(
        errorMessage(
          e,
          e instanceof ApiError && e.code === 'wrong_password'
            ? 'admin.account.reauth.wrong'
            : undefined,
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<{ password: string }>
      layout="vertical"
      onFinish={(values) => void confirm(values)}
      requiredMark={false}
      disabled={busy}
      data-testid="reauth-form"
    >
      <Typography.Paragraph strong>{t('admin.account.reauth.title')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('admin.account.reauth.text')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <Form.Item
        label={t('admin.account.reauth.password')}
        name="password"
        rules={[
          { required: true, message: t('validation.required') },
          { max: LIMITS.password, message: t('validation.maxLength', { max: LIMITS.password }) },
        ]}
      >
        <Input.Password autoComplete="current-password" dir="ltr" data-testid="reauth-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="reauth-submit">
        {t('admin.account.reauth.submit')}
      </Button>
    </Form>
  );
}
