import { useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, type ButtonProps, Input, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { privacyErasureBodySchema, type PrivacyErasureResult } from '@vb/shared/schemas';
import { isolate } from '@vb/shared/text';
import { DeleteIcon } from '../icons';
import { useT } from '../../app/i18n';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import styles from './people.module.css';

/**
 * Erase a person (owners): their e-mail address, a confirmation naming it, then every
 * submission made with it (résumés and notes with them) and the e-mails sent to it are removed;
 * the answer's counts are shown. The open lists drop the items through the live feed.
 */
export function ErasurePanel() {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [result, setResult] = useState<PrivacyErasureResult['erased'] | null>(null);

  async function erase(address: string) {
    setErasing(true);
    try {
      const { erased } = await client.erasePerson(address);
      setResult(erased);
      setEmail('');
      toast('success', 'admin.privacy.erased');
      // The lists, badges and outbox no longer hold what was erased.
      void queryClient.invalidateQueries();
    } catch (error) {
      logFailure('Failed to erase a person', error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error));
    } finally {
      setErasing(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = privacyErasureBodySchema.safeParse({ email });
    setInvalid(!checked.success);
    if (!checked.success) return;
    const address = checked.data.email;
    const okButtonProps: ButtonProps & { 'data-testid': string } = {
      danger: true,
      'data-testid': 'erasure-confirm',
    };
    modal.confirm({
      title: t('admin.privacy.confirmTitle'),
      content: t('admin.privacy.confirmText', { email: isolate(address) }),
      okText: t('admin.privacy.confirm'),
      okButtonProps,
      cancelText: t('admin.people.cancel'),
      onOk: () => erase(address),
    });
  };

  return (
    <div className={styles.erasure} data-testid="erasure">
      <Typography.Paragraph type="secondary" className={styles.erasureText}>
        {t('admin.privacy.text')}
      </Typography.Paragraph>
      <form className={styles.erasureForm} onSubmit={submit} noValidate>
        <label className={styles.erasureLabel} htmlFor="erasure-email">
          {t('admin.privacy.email')}
        </label>
        <Input
          id="erasure-email"
          type="email"
          dir="ltr"
          value={email}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setInvalid(false);
          }}
          data-testid="erasure-email"
        />
        <Button
          danger
          htmlType="submit"
          icon={<DeleteIcon />}
          loading={erasing}
          data-testid="erasure-submit"
        >
          {t('admin.privacy.erase')}
        </Button>
      </form>
      {invalid && (
        <Typography.Text type="danger" role="alert">
          {t('admin.privacy.invalidEmail')}
        </Typography.Text>
      )}
      {result && (
        <p role="status" className={styles.erasureResult} data-testid="erasure-result">
          {t('admin.privacy.result', {
            applications: result.applications,
            messages: result['contact-messages'],
            requests: result['investor-requests'],
            notes: result.notes,
            emails: result.emails,
          })}
        </p>
      )}
    </div>
  );
}
