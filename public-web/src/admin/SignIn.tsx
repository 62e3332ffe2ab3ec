import { Button, Card, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { AdminUser } from '@vb/shared/schemas';
import { useT } from '../app/i18n';
import { ApiError, NetworkError, waitMinutes } from '../app/http';
import { useAdmin } from './context';
import { withReference } from './errorMessage';
import { EmailField } from './EmailField';
import { AdminToolbar } from './AdminToolbar';
import { ForgotPassword } from './ForgotPassword';
import { FormError } from './FormError';
import styles from './admin.module.css';

interface Values {
  email: string;
  password: string;
  /** Asked once the password is right, for an account with two-factor sign-in. */
  otp?: string;
}

/**
 * The sign-in form: clear errors for wrong credentials and for throttling (with the wait). An
 * account with two-factor sign-in is asked for its code once the password is right.
 */
export function SignIn({
  onSignedIn,
  embedded = false,
  forgotPassword = false,
}: {
  onSignedIn(user: AdminUser): void;
  embedded?: boolean;
  /** Offers "Forgot your password?" (the web only). */
  forgotPassword?: boolean;
}) {
  const t = useT();
  const [forgetting, setForgetting] = useState(false);
  const { client } = useAdmin();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ReactNode>();
  const [needsCode, setNeedsCode] = useState(false);

  async function submit(values: Values) {
    setSubmitting(true);
    setError(undefined);
    try {
      const otp = needsCode ? values.otp?.trim() : undefined;
      onSignedIn(await client.signIn(values.email.trim(), values.password, otp));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'otp_required') {
        setNeedsCode(true);
      } else if (e instanceof ApiError && e.code === 'invalid_otp') {
        setError(t('error.invalid_otp'));
      } else if (e instanceof ApiError && e.status === 429) {
        setError(t('admin.login.tooManyAttempts', { minutes: waitMinutes(e.retryAfterSeconds) }));
      } else if (e instanceof ApiError && (e.status === 401 || e.status === 400)) {
        setError(t('admin.login.invalidCredentials'));
      } else {
        setError(
          withReference(e, t(e instanceof NetworkError ? 'error.network' : 'error.unknown')),
        );
      }
    } finally {
      setSubmitting(false);
    }
  }

  const form = (
    <Form<Values>
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      disabled={submitting}
      data-testid="admin-sign-in"
    >
      <FormError error={error} />
      <EmailField
        label={t('admin.login.email')}
        autoComplete="username"
        placeholder={t('admin.login.emailPlaceholder')}
      />
      <Form.Item
        label={t('admin.login.password')}
        name="password"
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input.Password
          autoComplete="current-password"
          placeholder={t('admin.login.passwordPlaceholder')}
          dir="ltr"
        />
      </Form.Item>
      {needsCode && (
        <Form.Item
          label={t('admin.login.code')}
          name="otp"
          extra={t('admin.login.codeHint')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input
            autoComplete="one-time-code"
            autoFocus
            placeholder={t('admin.login.codePlaceholder')}
            dir="ltr"
            data-testid="admin-sign-in-code"
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitting ? t('admin.login.submitting') : t('admin.login.submit')}
      </Button>
    </Form>
  );

  if (embedded) return form;
  if (forgetting)
    return (
      <div className={styles.signInPage}>
        <div className={styles.signInToolbar}>
          <AdminToolbar />
        </div>
        <Card className={styles.signInCard}>
          <ForgotPassword onBack={() => setForgetting(false)} />
        </Card>
      </div>
    );
  return (
    <div className={styles.signInPage}>
      <div className={styles.signInToolbar}>
        <AdminToolbar />
      </div>
      <Card className={styles.signInCard}>
        <Typography.Title level={2}>{t('admin.login.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('admin.login.subtitle')}</Typography.Paragraph>
        {form}
        {forgotPassword && (
          <Button
            type="link"
            className={styles.forgotLink}
            onClick={() => setForgetting(true)}
            data-testid="admin-forgot-password"
          >
            {t('admin.forgot.open')}
          </Button>
        )}
      </Card>
    </div>
  );
}
