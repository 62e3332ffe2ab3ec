import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Tag, Typography } from 'antd';
import { CopyIcon, TwoFactorIcon } from '../icons';
import { ToneTag } from '../ToneTag';
import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS, type TwoFactorSetup } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast, useSignedIn } from '../context';
import { errorMessage } from '../errorMessage';
import styles from './account.module.css';
import { ConfirmPassword, needsPassword } from './ConfirmPassword';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  /** Signed in long ago: the password again before the setup starts. */
  | { kind: 'confirm' };

/** The QR code of an otpauth:// URL, drawn by `qrcode` (loaded only here, out of the site's bundle). */
function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width: 184 }))
      .then((url) => live && setSrc(url))
      .catch((error: unknown) => logFailure('Failed to draw the QR code', error));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img src={src} alt={label} className={styles.qr} data-testid="two-factor-qr" />
  ) : (
    <div className={styles.qr} aria-hidden />
  );
}

/**
 * Two-factor sign-in of one's own account: turning it on (a QR code and the secret, a code from
 * the app to confirm, then the ten recovery codes shown once) and off (password and a code).
 */
export function TwoFactorSection() {
  const t = useT();
  const { client } = useAdmin();
  const user = useSignedIn();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>();

  async function run(action: () => Promise<void>, failure: string) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      logFailure(failure, e);
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  /** The person's account changed: their flag, the banner and the lists refused until now. */
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin'] });

  const start = () =>
    run(async () => {
      try {
        setStep({ kind: 'setup', setup: await client.startTwoFactor() });
      } catch (e) {
        if (!needsPassword(e)) throw e;
        setStep({ kind: 'confirm' });
      }
    }, 'Failed to start setting up two-factor sign-in');

  const confirm = ({ otp }: { otp: string }) =>
    run(async () => {
      const codes = await client.confirmTwoFactor(otp.trim());
      setStep({ kind: 'codes', codes });
    }, 'Failed to turn on two-factor sign-in');

  const disable = ({ password, otp }: { password: string; otp: string }) =>
    run(async () => {
      await client.disableTwoFactor(password, otp.trim());
      setStep({ kind: 'idle' });
      toast('success', 'admin.account.twoFactor.turnedOff');
      refresh();
    }, 'Failed to turn off two-factor sign-in');

  async function copy(codes: string[]) {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast('success', 'admin.account.twoFactor.copied');
    } catch (e) {
      logFailure('Failed to copy the recovery codes', e);
      toast('error', 'admin.toast.errorTitle', 'admin.account.twoFactor.copyFailed');
    }
  }

  const errorAlert = error && <Alert type="error" showIcon title={error} role="alert" />;
  const codeRules = [{ required: true, whitespace: true, message: t('validation.required') }];

  if (step.kind === 'codes')
    return (
      <div data-testid="two-factor-codes">
        <Alert
          type="warning"
          showIcon
          title={t('admin.account.twoFactor.codesTitle')}
          description={t('admin.account.twoFactor.codesText')}
        />
        <ul className={styles.codes} dir="ltr">
          {step.codes.map((code) => (
            <li key={code} data-testid="recovery-code">
              {code}
            </li>
          ))}
        </ul>
        <Space wrap>
          <Button icon={<CopyIcon />} onClick={() => void copy(step.codes)}>
            {t('admin.account.twoFactor.copy')}
          </Button>
          <Button
            type="primary"
            onClick={() => {
              setStep({ kind: 'idle' });
              refresh();
            }}
            data-testid="two-factor-done"
          >
            {t('admin.account.twoFactor.done')}
          </Button>
        </Space>
      </div>
    );

  if (step.kind === 'setup')
    return (
      <div data-testid="two-factor-setup">
        <Typography.Paragraph>{t('admin.account.twoFactor.scan')}</Typography.Paragraph>
        <QrCode text={step.setup.otpauthUrl} label={t('admin.account.twoFactor.qrLabel')} />
        <Typography.Paragraph type="secondary">
          {t('admin.account.twoFactor.secret')}{' '}
          <Typography.Text copyable={{ text: step.setup.secret }} className={styles.secret}>
            <bdi dir="ltr" data-testid="two-factor-secret">
              {step.setup.secret}
            </bdi>
          </Typography.Text>
        </Typography.Paragraph>
        <Form<{ otp: string }>
          layout="vertical"
          onFinish={(values) => void confirm(values)}
          requiredMark={false}
          disabled={busy}
        >
          {errorAlert}
          <Form.Item label={t('admin.login.code')} name="otp" rules={codeRules}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={20}
              placeholder={t('admin.login.codePlaceholder')}
              data-testid="two-factor-otp"
            />
          </Form.Item>
          <Space wrap>
            <Button onClick={() => setStep({ kind: 'idle' })}>{t('admin.password.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={busy}
              data-testid="two-factor-confirm"
            >
              {t('admin.account.twoFactor.confirm')}
            </Button>
          </Space>
        </Form>
      </div>
    );

  if (step.kind === 'confirm') return <ConfirmPassword onConfirmed={() => void start()} />;

  if (step.kind === 'disable')
    return (
      <Form<{ password: string; otp: string }>
        layout="vertical"
        onFinish={(values) => void disable(values)}
        requiredMark={false}
        disabled={busy}
        data-testid="two-factor-disable-form"
      >
        {errorAlert}
        <Form.Item
          label={t('admin.password.current')}
          name="password"
          rules={[
            { required: true, message: t('validation.required') },
            { max: LIMITS.password, message: t('validation.maxLength', { max: LIMITS.password }) },
          ]}
        >
          <Input.Password autoComplete="current-password" dir="ltr" />
        </Form.Item>
        <Form.Item label={t('admin.login.code')} name="otp" rules={codeRules}>
          <Input
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={20}
            placeholder={t('admin.login.codePlaceholder')}
          />
        </Form.Item>
        <Space wrap>
          <Button onClick={() => setStep({ kind: 'idle' })}>{t('admin.password.cancel')}</Button>
          <Button danger type="primary" htmlType="submit" loading={busy}>
            {t('admin.account.twoFactor.turnOff')}
          </Button>
        </Space>
      </Form>
    );

  return (
    <div>
      <Typography.Paragraph>
        {user?.twoFactor ? (
          <ToneTag tone="green" icon={<TwoFactorIcon />} data-testid="two-factor-on">
            {t('admin.account.twoFactor.on')}
          </ToneTag>
        ) : (
          <Tag data-testid="two-factor-off">{t('admin.account.twoFactor.off')}</Tag>
        )}{' '}
        {t('admin.account.twoFactor.intro')}
      </Typography.Paragraph>
      {errorAlert}
      {user?.twoFactor ? (
        <Button onClick={() => setStep({ kind: 'disable' })} data-testid="two-factor-turn-off">
          {t('admin.account.twoFactor.turnOff')}
        </Button>
      ) : (
        <Button
          type="primary"
          loading={busy}
          onClick={() => void start()}
          data-testid="two-factor-turn-on"
        >
          {t('admin.account.twoFactor.turnOn')}
        </Button>
      )}
    </div>
  );
}
