import { Button, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { PASSWORD_RESET_TTL_MINUTES } from '@vb/shared/constants';
import { useT } from '../app/i18n';
import { NetworkError } from '../app/http';
import { usePreferences } from '../app/preferences';
import { logFailure, useAdmin } from './context';
import { EmailField } from './EmailField';
import { FormError } from './FormError';
import styles from './admin.module.css';

/**
 * "Forgot your password?" (web only): an e-mail address, then the same words whatever the server
 * answered (it never tells whether an account exists); the link comes in the page's language.
 */
export function ForgotPassword({ onBack }: { onBack(): void }) {
  const t = useT();
  const { client } = useAdmin();
  const language = usePreferences((s) => s.language);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit({ email }: { email: string }) {
    setSubmitting(true);
    setError(undefined);
    try {
      await client.requestPasswordReset(email.trim(), language);
      setSent(true);
    } catch (e) {
      logFailure('Failed to ask for a password reset link', e);
      // Only no answer at all is told apart: any answer says the same.
      if (e instanceof NetworkError) setError(t('error.network'));
      else setSent(true);
    } finally {
      setSubmitting(false);
    }
  }

  const back = (
    <Button onClick={onBack} data-testid="forgot-back">
      {t('admin.forgot.back')}
    </Button>
  );

  if (sent)
    return (
      <Result
        status="info"
        title={t('admin.forgot.sentTitle')}
        subTitle={
          <span role="status">
            {t('admin.forgot.sentText', { minutes: PASSWORD_RESET_TTL_MINUTES })}
          </span>
        }
        extra={back}
        className={styles.invitationResult}
        data-testid="forgot-sent"
      />
    );

  return (
    <>
      <Typography.Title level={2}>{t('admin.forgot.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.forgot.subtitle')}</Typography.Paragraph>
      <Form<{ email: string }>
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        disabled={submitting}
        data-testid="forgot-form"
      >
        <FormError error={error} />
        <EmailField
          label={t('admin.login.email')}
          autoComplete="username"
          placeholder={t('admin.login.emailPlaceholder')}
        />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('admin.forgot.submit')}
        </Button>
      </Form>
      <Button type="link" className={styles.forgotLink} onClick={onBack}>
        {t('admin.forgot.back')}
      </Button>
    </>
  );
}
