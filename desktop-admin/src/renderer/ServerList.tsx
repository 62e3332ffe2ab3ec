import { Alert, Button, Input, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '@vb/public-web/i18n';
import type { DesktopApi, ProfileResult, ServerProfileInfo } from '../shared/bridge';
import styles from './desktop.module.css';

/** The longest name the main process keeps (settings SERVER_NAME_MAX). */
const NAME_MAX = 60;

/**
 * The servers the console knows, the current one marked: switch to another (the main
 * process then loads the page again onto that server's session), name one, or forget one.
 */
export function ServerList({ bridge }: { bridge: DesktopApi }) {
  const t = useT();
  const [servers, setServers] = useState<ServerProfileInfo[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    () =>
      bridge.listServers().then(
        (list) => ({ list, failed: false }),
        () => ({ list: [] as ServerProfileInfo[], failed: true }),
      ),
    [bridge],
  );
  const show = (answer: { list: ServerProfileInfo[]; failed: boolean }) => {
    setServers(answer.list);
    if (answer.failed) setFailed(true);
  };

  useEffect(() => {
    let live = true;
    void load().then((answer) => {
      if (live) show(answer);
    });
    return () => {
      live = false;
    };
  }, [load]);

  /** Runs one operation on a server; `keepBusy`: the page is about to load again. */
  async function run(origin: string, call: () => Promise<ProfileResult>, keepBusy = false) {
    setBusy(origin);
    setFailed(false);
    let done = false;
    try {
      const result = await call();
      done = result.ok;
      if (!result.ok) setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      if (!(done && keepBusy)) setBusy(null);
    }
    if (!(done && keepBusy)) show(await load());
    return done;
  }

  if (servers === null) return <Spin size="small" />;
  if (servers.length === 0 && !failed) return null;

  const label = (server: ServerProfileInfo) => server.name ?? server.origin;

  return (
    <section aria-labelledby="server-list-title" className={styles.servers}>
      <Typography.Title level={5} id="server-list-title">
        {t('desktop.profiles.title')}
      </Typography.Title>
      {failed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('desktop.profiles.failed')}
          className={styles.problem}
          data-testid="server-list-problem"
        />
      )}
      <ul className={styles.serverList} data-testid="server-list">
        {servers.map((server) => (
          <li
            key={server.origin}
            className={server.current ? `${styles.server} ${styles.serverCurrent}` : styles.server}
            aria-current={server.current ? 'true' : undefined}
            data-testid="server-profile"
          >
            {editing === server.origin ? (
              <form
                className={styles.serverRename}
                onSubmit={async (event) => {
                  event.preventDefault();
                  if (await run(server.origin, () => bridge.renameServer(server.origin, draft))) {
                    setEditing(null);
                  }
                }}
              >
                <Input
                  autoFocus
                  value={draft}
                  maxLength={NAME_MAX}
                  placeholder={t('desktop.profiles.namePlaceholder')}
                  aria-label={t('desktop.profiles.nameLabel', { url: server.origin })}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') {
                      event.stopPropagation();
                      setEditing(null);
                    }
                  }}
                  data-testid="server-name"
                />
                <Space wrap>
                  <Button
                    type="primary"
                    htmlType="submit"
                    size="small"
                    loading={busy === server.origin}
                  >
                    {t('common.save')}
                  </Button>
                  <Button size="small" onClick={() => setEditing(null)}>
                    {t('common.cancel')}
                  </Button>
                </Space>
              </form>
            ) : (
              <>
                <div className={styles.serverText}>
                  <Typography.Text strong dir="auto" className={styles.serverName}>
                    {label(server)}
                  </Typography.Text>
                  {server.name && (
                    <Typography.Text type="secondary" dir="ltr" className={styles.serverOrigin}>
                      {server.origin}
                    </Typography.Text>
                  )}
                  <span>
                    {server.current && <Tag color="blue">{t('desktop.profiles.current')}</Tag>}
                    {server.signedIn && <Tag color="green">{t('desktop.profiles.signedIn')}</Tag>}
                  </span>
                </div>
                <Space wrap size="small" className={styles.serverActions}>
                  {!server.current && (
                    <Button
                      type="primary"
                      size="small"
                      loading={busy === server.origin}
                      disabled={busy !== null && busy !== server.origin}
                      onClick={() =>
                        run(server.origin, () => bridge.switchServer(server.origin), true)
                      }
                      data-testid="server-switch"
                    >
                      {t('desktop.profiles.switch')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    disabled={busy !== null}
                    onClick={() => {
                      setDraft(server.name ?? '');
                      setEditing(server.origin);
                    }}
                    data-testid="server-rename"
                  >
                    {t('desktop.profiles.rename')}
                  </Button>
                  <Popconfirm
                    title={t('desktop.profiles.removeConfirm', { name: label(server) })}
                    okText={t('desktop.profiles.remove')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      run(server.origin, () => bridge.removeServer(server.origin), server.current)
                    }
                  >
                    <Button
                      size="small"
                      danger
                      disabled={busy !== null}
                      data-testid="server-remove"
                    >
                      {t('desktop.profiles.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
