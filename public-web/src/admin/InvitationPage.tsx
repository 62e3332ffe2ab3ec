import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { LIMITS } from '@vb/shared/schemas';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../app/i18n';
import { ApiError } from '../app/http';
import { AdminToolbar } from './AdminToolbar';
import { logFailure, useAdmin } from './context';
import { withReference } from './errorMessage';
import { newPasswordRules, passwordFailureText, repeatPasswordRules } from './passwordRules';
import { FormError } from './FormError';
import styles from './admin.module.css';

interface Values {
  password: string;
  confirmPassword: string;
}

type Phase = 'choosing' | 'done' | 'invalid';

/** What the link was sent for: an invitation, or a forgotten password. */
export type PasswordLinkPurpose = 'invitation' | 'reset';

/** The texts that differ between the two pages. */
const TEXTS = {
  invitation: {
    title: 'admin.invitation.title',
    subtitle: 'admin.invitation.subtitle',
    submit: 'admin.invitation.submit',
    submitting: 'admin.invitation.submitting',
    doneTitle: 'admin.invitation.doneTitle',
    doneText: 'admin.invitation.doneText',
  },
  reset: {
    title: 'admin.reset.title',
    subtitle: 'admin.reset.subtitle',
    submit: 'admin.reset.submit',
    submitting: 'admin.reset.submitting',
    doneTitle: 'admin.reset.doneTitle',
    doneText: 'admin.reset.doneText',
  },
} as const satisfies Record<PasswordLinkPurpose, Record<string, MessageKey>>;

/**
 * The invitation link's page (`/admin/invitation#<token>`): the invited person chooses a password
 * (twice), then signs in as anyone else. A link that was used, has expired or is incomplete says
 * so and asks for a new one. The password reset link's page (`/admin/reset-password#<token>`) is
 * the same with its own words.
 */
export function InvitationPage({
  token,
  onSignIn,
  purpose = 'invitation',
}: {
  token: string;
  onSignIn(): void;
  purpose?: PasswordLinkPurpose;
}) {
  const t = useT();
  const texts = TEXTS[purpose];
  // The invitation page's test ids stay as they were; the reset page's say "reset".
  const id = purpose === 'reset' ? 'reset' : 'invitation';
  const { client } = useAdmin();
  const [phase, setPhase] = useState<Phase>(token ? 'choosing' : 'invalid');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ReactNode>();

  async function submit(values: Values) {
    setSubmitting(true);
    setError(undefined);
    try {
      await (purpose === 'reset'
        ? client.confirmPasswordReset(token, values.password)
        : client.acceptInvitation(token, values.password));
      setPhase('done');
    } catch (e) {
      logFailure(
        purpose === 'reset' ? 'Failed to reset the password' : 'Failed to accept the invitation',
        e,
      );
      if (
        e instanceof ApiError &&
        (e.code === 'invitation_invalid' || e.code === 'reset_link_invalid')
      ) {
        setPhase('invalid');
      } else {
        setError(withReference(e, passwordFailureText(t, e)));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const signInButton = (
    <Button type="primary" onClick={onSignIn} data-testid={`${id}-sign-in`}>
      {t('admin.invitation.signIn')}
    </Button>
  );

  let body;
  if (phase === 'done') {
    body = (
      <Result
        status="success"
        title={t(texts.doneTitle)}
        subTitle={t(texts.doneText)}
        extra={signInButton}
        className={styles.invitationResult}
        data-testid={`${id}-done`}
      />
    );
  } else if (phase === 'invalid') {
    body = (
      <Result
        status="warning"
        title={t('admin.invitation.invalidTitle')}
        subTitle={
          <span role="alert">
            {t(purpose === 'reset' ? 'error.reset_link_invalid' : 'error.invitation_invalid')}
          </span>
        }
        // Someone who already chose their password (and followed the link again) signs in.
        extra={
          <Button onClick={onSignIn} data-testid={`${id}-sign-in`}>
            {t('admin.invitation.signIn')}
          </Button>
        }
        className={styles.invitationResult}
        data-testid={`${id}-invalid`}
      />
    );
  } else {
    body = (
      <>
        <Typography.Title level={2}>{t(texts.title)}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t(texts.subtitle, { min: LIMITS.passwordMin })}
        </Typography.Paragraph>
        <Form<Values>
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          disabled={submitting}
          data-testid={`${id}-form`}
        >
          <FormError error={error} />
          <Form.Item
            label={t('admin.invitation.password')}
            name="password"
            rules={newPasswordRules(t)}
          >
            <Input.Password autoComplete="new-password" dir="ltr" />
          </Form.Item>
          <Form.Item
            label={t('admin.invitation.confirm')}
            name="confirmPassword"
            dependencies={['password']}
            rules={repeatPasswordRules(t, 'password')}
          >
            <Input.Password autoComplete="new-password" dir="ltr" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {submitting ? t(texts.submitting) : t(texts.submit)}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <div className={styles.signInPage}>
      <div className={styles.signInToolbar}>
        <AdminToolbar />
      </div>
      <Card className={styles.signInCard} data-testid={`${id}-page`}>
        {body}
      </Card>
    </div>
  );
}
