import { useQueryClient } from '@tanstack/react-query';
import { Alert, App as AntApp, Card, Switch, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import type { OutboxMessage, OutboxResponse, Settings } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { serverPager } from '../pageNumbers';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { adminKeys, useOutbox, useSettings } from '../queries';
import { formatMoment } from './format';
import type { Tone } from '../palette';
import { ToneTag } from '../ToneTag';
import { ErasurePanel } from './ErasurePanel';
import styles from './people.module.css';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<OutboxMessage['status'], Tone> = {
  pending: 'gold',
  sent: 'green',
  failed: 'red',
};

/** "Require two-factor sign-in for everyone", with a confirmation either way. */
function RequireTwoFactor() {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const [saving, setSaving] = useState(false);

  async function save(requireTwoFactor: boolean) {
    setSaving(true);
    try {
      queryClient.setQueryData<Settings>(
        adminKeys.settings,
        await client.updateSettings({ requireTwoFactor }),
      );
      toast('success', 'admin.settings.saved');
      // The owner's own account may now need a second factor (the banner says so).
      void queryClient.invalidateQueries({ queryKey: adminKeys.account });
    } catch (error) {
      logFailure('Failed to change the two-factor requirement', error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const confirm = (on: boolean) =>
    modal.confirm({
      title: t(on ? 'admin.settings.requireOnTitle' : 'admin.settings.requireOffTitle'),
      content: t(on ? 'admin.settings.requireOnText' : 'admin.settings.requireOffText'),
      okText: t(on ? 'admin.settings.requireOn' : 'admin.settings.requireOff'),
      okButtonProps: { danger: !on },
      cancelText: t('admin.people.cancel'),
      onOk: () => save(on),
    });

  return (
    <label className={styles.setting}>
      <Switch
        checked={settings.data?.requireTwoFactor ?? false}
        loading={settings.isPending || saving}
        disabled={settings.isError}
        onChange={confirm}
        data-testid="settings-require-two-factor"
      />
      <span>{t('admin.settings.requireTwoFactor')}</span>
    </label>
  );
}

/**
 * The queue as a whole, above its pages: how many messages wait and since when (a queue that
 * grows or ages is mail that arrives late), and how many were given up.
 */
function QueueState({ queue, locale }: { queue: OutboxResponse['queue']; locale: string }) {
  const t = useT();
  return (
    <p className={styles.outboxQueue} data-testid="outbox-queue">
      <Typography.Text data-testid="outbox-pending">
        {t('admin.outbox.queue.pending', { count: queue.pending })}
      </Typography.Text>
      {queue.oldestPendingAt && (
        <Typography.Text type="secondary" data-testid="outbox-oldest">
          {t('admin.outbox.queue.oldest', {
            when: formatMoment(queue.oldestPendingAt, locale),
          })}
        </Typography.Text>
      )}
      <Typography.Text type={queue.failed > 0 ? 'danger' : 'secondary'} data-testid="outbox-failed">
        {t('admin.outbox.queue.failed', { count: queue.failed })}
      </Typography.Text>
    </p>
  );
}

/** The e-mail outbox: what was queued and sent, and a word when e-mail is not set up. */
function Outbox() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  const columns: ColumnsType<OutboxMessage> = [
    {
      key: 'createdAt',
      title: t('admin.outbox.when'),
      render: (_, m) => <time dateTime={m.createdAt}>{formatMoment(m.createdAt, locale)}</time>,
    },
    {
      key: 'to',
      title: t('admin.outbox.to'),
      render: (_, m) => <bdi>{m.to}</bdi>,
    },
    {
      key: 'subject',
      title: t('admin.outbox.subject'),
      render: (_, m) => (
        <span dir="auto" lang={m.language}>
          {m.subject}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('admin.outbox.status'),
      render: (_, m) => (
        <span className={styles.outboxStatus}>
          <ToneTag
            tone={STATUS_COLORS[m.status]}
            data-testid="outbox-status"
            data-status={m.status}
          >
            {t(`admin.outbox.status.${m.status}`)}
          </ToneTag>
          <Typography.Text type="secondary">
            {t('admin.outbox.attempts', { count: m.attempts })}
          </Typography.Text>
          {m.lastError && (
            <Tooltip title={m.lastError}>
              <Typography.Text type="danger" ellipsis className={styles.outboxError}>
                <bdi>{m.lastError}</bdi>
              </Typography.Text>
            </Tooltip>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      {outbox.data && !outbox.data.enabled && (
        <Alert
          type="info"
          showIcon
          title={t('admin.outbox.disabled')}
          className={styles.outboxNote}
          data-testid="outbox-disabled"
        />
      )}
      {outbox.isError && (
        <Alert type="error" showIcon title={errorMessage(outbox.error, 'admin.outbox.loadError')} />
      )}
      {outbox.data && <QueueState queue={outbox.data.queue} locale={locale} />}
      <Table<OutboxMessage>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={outbox.data?.messages ?? []}
        loading={outbox.isFetching}
        scroll={{ x: 'max-content' }}
        // The placeholder's own grey is 2.2:1 on the dark theme: the readable secondary text.
        locale={{
          emptyText: <Typography.Text type="secondary">{t('admin.outbox.empty')}</Typography.Text>,
        }}
        onRow={() => ({ 'data-testid': 'outbox-row' }) as never}
        pagination={serverPager(
          language,
          { page, pageSize: PAGE_SIZE, total: outbox.data?.total ?? 0 },
          { onChange: setPage, hideOnSinglePage: true },
        )}
        data-testid="outbox-table"
      />
    </>
  );
}

/** Below the people: the owners' sign-in rule and the e-mail outbox. */
export function OwnerPanels() {
  const t = useT();
  return (
    <div className={styles.panels}>
      <Card size="small" title={t('admin.settings.title')}>
        <RequireTwoFactor />
      </Card>
      <Card size="small" title={t('admin.outbox.title')} data-testid="outbox">
        <Outbox />
      </Card>
      <Card size="small" title={t('admin.privacy.title')}>
        <ErasurePanel />
      </Card>
    </div>
  );
}
