import { Alert, Select, Spin, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { localDigits } from '@vb/shared/dates';
import { ADMIN_TAB_OF_KIND } from '@vb/shared/paths';
import {
  NOTIFICATION_MODES,
  type NotificationMode,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@vb/shared/schemas';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { noticeState, useBrowserNotices } from '../browserNotices';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { adminKeys, useNotificationSettings } from '../queries';
import styles from './account.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * How the person hears of new submissions by e-mail: for each kind they may see, every
 * new item, a daily digest, or nothing; and the digest's hour (company time). Each change is
 * saved at once.
 */
export function NotificationsSection() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client } = useAdmin();
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const settings = useNotificationSettings();
  const [saving, setSaving] = useState(false);

  async function save(body: NotificationSettingsBody) {
    setSaving(true);
    try {
      const kept = await client.saveNotificationSettings(body);
      queryClient.setQueryData<NotificationSettings>(adminKeys.notifications, kept);
      toast('success', 'admin.account.notifications.saved');
    } catch (error) {
      logFailure('Failed to save the notification choices', error);
      toast('error', 'admin.account.notifications.saveFailed', errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  if (settings.isPending) return <Spin />;
  if (settings.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(settings.error, 'admin.account.notifications.loadFailed')}
      />
    );

  const { modes, digestHour } = settings.data;
  const kinds = SUBMISSION_KINDS.filter((kind) => modes[kind] !== undefined);
  const modeOptions = NOTIFICATION_MODES.map((mode) => ({
    value: mode,
    label: t(`admin.account.notifications.mode.${mode}`),
  }));
  const hour = (h: number) => `${localDigits(h, language, 2)}:${localDigits(0, language, 2)}`;

  return (
    <div data-testid="notification-settings">
      <Typography.Paragraph type="secondary">
        {t('admin.account.notifications.intro')}
      </Typography.Paragraph>
      <div className={styles.choices}>
        {kinds.map((kind) => {
          const id = `notify-${kind}`;
          return (
            <div key={kind} className={styles.choice}>
              <label htmlFor={id}>{t(`admin.tabs.${ADMIN_TAB_OF_KIND[kind]}`)}</label>
              <Select<NotificationMode>
                id={id}
                data-testid={`notify-mode-${kind}`}
                className={styles.choiceSelect}
                value={modes[kind]}
                options={modeOptions}
                disabled={saving}
                onChange={(mode) => void save({ modes: { [kind]: mode } })}
              />
            </div>
          );
        })}
        <div className={styles.choice}>
          <label htmlFor="notify-digest-hour">{t('admin.account.notifications.digestHour')}</label>
          <Select<number>
            id="notify-digest-hour"
            data-testid="notify-digest-hour"
            className={styles.choiceSelect}
            value={digestHour}
            // Twenty-four short options: all in the list (a virtual list would hide some).
            virtual={false}
            options={HOURS.map((h) => ({ value: h, label: hour(h) }))}
            disabled={saving || !kinds.some((kind) => modes[kind] === 'digest')}
            onChange={(h) => void save({ digestHour: h })}
          />
        </div>
      </div>
      <LiveAlerts />
    </div>
  );
}

/**
 * Alerts while the admin is open: on the web, the browser's notifications (switched on here, per
 * browser); the desktop console raises its own, switched from its menu.
 */
function LiveAlerts() {
  const t = useT();
  const { host } = useAdmin();
  const notices = useBrowserNotices();
  const state = noticeState(notices);
  if (!host.browserNotices)
    return (
      <Typography.Paragraph type="secondary" className={styles.liveAlerts}>
        {t('admin.account.notifications.liveDesktop', {
          path: `${t('desktop.menu.file')} › ${t('desktop.menu.notifications')}`,
        })}
      </Typography.Paragraph>
    );
  return (
    <div className={styles.liveAlerts}>
      <div className={styles.choice}>
        <label htmlFor="notify-browser">{t('admin.account.notifications.live')}</label>
        <Switch
          id="notify-browser"
          data-testid="notify-browser"
          checked={state === 'on'}
          disabled={state === 'unsupported' || state === 'blocked'}
          onChange={(on) => (on ? void notices.turnOn() : notices.turnOff())}
        />
      </div>
      <Typography.Paragraph type="secondary" className={styles.liveHint}>
        {t(
          state === 'unsupported'
            ? 'admin.account.notifications.liveUnsupported'
            : state === 'blocked'
              ? 'admin.account.notifications.liveBlocked'
              : 'admin.account.notifications.liveHint',
        )}
      </Typography.Paragraph>
    </div>
  );
}
