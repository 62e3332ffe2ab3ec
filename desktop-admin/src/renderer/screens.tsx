import { Button, Card, Result, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { AdminToolbar } from '@vb/public-web/admin/toolbar';
import { useT } from '@vb/public-web/i18n';
import { ServerIcon } from '@vb/public-web/admin/icons';
import type { DesktopApi, ServerCheck, UpdateCheckStart, VersionReport } from '../shared/bridge';
import { ServerForm } from './ServerForm';
import { serverProblemMessage } from './serverMessages';
import styles from './desktop.module.css';

function Page({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <AdminToolbar />
      </div>
      {children}
    </div>
  );
}

export function LoadingScreen() {
  const t = useT();
  return (
    <Page>
      <Spin size="large" description={t('admin.loading')} />
    </Page>
  );
}

/** First run (no server yet): which server to use. */
export function FirstRunScreen({
  bridge,
  defaultUrl,
  onConnected,
}: {
  bridge: DesktopApi;
  defaultUrl: string;
  onConnected(url: string): void;
}) {
  const t = useT();
  return (
    <Page>
      <Card className={styles.card} data-testid="server-setup">
        <ServerIcon className={styles.icon} />
        <Typography.Title level={2}>{t('desktop.server.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('desktop.server.intro')}</Typography.Paragraph>
        <ServerForm bridge={bridge} initialUrl={defaultUrl} onConnected={onConnected} />
      </Card>
    </Page>
  );
}

/** The remembered server does not answer (or is not this site's API): retry or change it. */
export function UnreachableScreen({
  check,
  onRetry,
  onChange,
}: {
  check: Extract<ServerCheck, { ok: false }>;
  onRetry(): Promise<void>;
  onChange(): void;
}) {
  const t = useT();
  const [retrying, setRetrying] = useState(false);
  const { key, values } =
    check.problem === 'unreachable'
      ? { key: 'desktop.unreachable.text' as const, values: { url: check.url } }
      : serverProblemMessage(check);
  return (
    <Page>
      <Card className={styles.card} data-testid="server-unreachable">
        <Result
          status="warning"
          title={t('desktop.unreachable.title')}
          subTitle={<span role="alert">{t(key, values)}</span>}
          extra={
            <Space wrap className={styles.resultActions}>
              <Button
                type="primary"
                loading={retrying}
                data-testid="server-retry"
                onClick={async () => {
                  setRetrying(true);
                  try {
                    await onRetry();
                  } finally {
                    setRetrying(false);
                  }
                }}
              >
                {t('common.retry')}
              </Button>
              <Button onClick={onChange} disabled={retrying} data-testid="server-change">
                {t('desktop.server.change')}
              </Button>
            </Space>
          }
        />
      </Card>
    </Page>
  );
}

/** Whether a refused server is refused for its staff API contract. */
export const isVersionProblem = (check: Extract<ServerCheck, { ok: false }>) =>
  (check.problem === 'console-outdated' || check.problem === 'server-outdated') &&
  Boolean(check.versions);

/**
 * The console and the server have no staff API contract in common: this console is
 * too old (update it) or the server is (update that, or choose another). Both versions shown.
 */
export function OutdatedScreen({
  check,
  onCheckForUpdates,
  onRetry,
  onChange,
}: {
  check: Extract<ServerCheck, { ok: false }> & { versions: VersionReport };
  onCheckForUpdates(): Promise<UpdateCheckStart>;
  onRetry(): Promise<void>;
  onChange(): void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [updateState, setUpdateState] = useState<UpdateCheckStart | null>(null);
  const consoleIsOld = check.problem === 'console-outdated';
  const { console: mine, server } = check.versions;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page>
      <Card className={styles.card} data-testid="server-outdated">
        <Result
          status={consoleIsOld ? 'info' : 'warning'}
          title={t(consoleIsOld ? 'desktop.outdated.consoleTitle' : 'desktop.outdated.serverTitle')}
          subTitle={
            <span role="alert">
              {t(consoleIsOld ? 'desktop.outdated.consoleText' : 'desktop.outdated.serverText', {
                url: check.url,
              })}
            </span>
          }
          extra={
            <Space direction="vertical" size="middle" className={styles.resultActions}>
              <Typography.Text type="secondary" data-testid="outdated-versions">
                <bdi>
                  {t('desktop.outdated.consoleVersion', {
                    release: mine.release,
                    // As strings: the same digits as the release numbers beside them.
                    contract: String(mine.contract),
                  })}
                </bdi>
                <br />
                <bdi>
                  {t('desktop.outdated.serverVersion', {
                    release: server.release ?? t('desktop.outdated.unknownRelease'),
                    contract: String(server.contract),
                    minConsole: String(server.minConsole),
                  })}
                </bdi>
              </Typography.Text>
              {updateState && (
                <Typography.Text role="status" data-testid="outdated-update-state">
                  {t(
                    updateState === 'started'
                      ? 'desktop.outdated.updateStarted'
                      : 'desktop.outdated.notConfigured',
                  )}
                </Typography.Text>
              )}
              <Space wrap>
                {consoleIsOld ? (
                  <Button
                    type="primary"
                    loading={busy}
                    data-testid="outdated-update"
                    onClick={() => run(async () => setUpdateState(await onCheckForUpdates()))}
                  >
                    {t('desktop.outdated.update')}
                  </Button>
                ) : (
                  <Button
                    type="primary"
                    loading={busy}
                    data-testid="server-retry"
                    onClick={() => run(onRetry)}
                  >
                    {t('common.retry')}
                  </Button>
                )}
                <Button onClick={onChange} disabled={busy} data-testid="server-change">
                  {t('desktop.server.change')}
                </Button>
              </Space>
            </Space>
          }
        />
      </Card>
    </Page>
  );
}
