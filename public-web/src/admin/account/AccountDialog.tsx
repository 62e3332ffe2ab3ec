import { Modal, Typography } from 'antd';
import { useT } from '../../app/i18n';
import { NotificationsSection } from './NotificationsSection';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';
import styles from './account.module.css';

/**
 * "My account": the person's notification choices, two-factor sign-in and sessions (any
 * signed-in person).
 */
export function AccountDialog({
  open,
  onClose,
  notifications = true,
}: {
  open: boolean;
  onClose(): void;
  /** Whether the notification choices are shown (not while a second factor must be set up). */
  notifications?: boolean;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('admin.account.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={640}
    >
      <div data-testid="account-dialog">
        {notifications && (
          <section className={styles.section}>
            <Typography.Title level={5}>{t('admin.account.notifications.title')}</Typography.Title>
            <NotificationsSection />
          </section>
        )}
        <section className={styles.section}>
          <Typography.Title level={5}>{t('admin.account.twoFactor.title')}</Typography.Title>
          <TwoFactorSection />
        </section>
        <section className={styles.section}>
          <Typography.Title level={5}>{t('admin.account.sessions.title')}</Typography.Title>
          <SessionsList />
        </section>
      </div>
    </Modal>
  );
}
