import { App as AntApp, ConfigProvider, Modal, Typography } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AdminApp, type OpenRequests } from '@vb/public-web/admin';
import { I18nProvider, useT } from '@vb/public-web/i18n';
import { usePreferences } from '@vb/public-web/preferences';
import type { DesktopApi, ServerCheck } from '../shared/bridge';
import { DEFAULT_SERVER_URL } from '../shared/constants';
import { createDesktopHost } from './desktopHost';
import {
  FirstRunScreen,
  isVersionProblem,
  LoadingScreen,
  OutdatedScreen,
  UnreachableScreen,
} from './screens';
import { ServerForm } from './ServerForm';
import { ServerList } from './ServerList';
import { desktopTheme } from './theme';
import styles from './desktop.module.css';

type Refusal = Extract<ServerCheck, { ok: false }>;

/** Where the console is: choosing a first server, unable to reach it, or running the admin. */
type Phase =
  | { kind: 'loading' }
  | { kind: 'first-run' }
  | { kind: 'unreachable'; check: Refusal; changing: boolean }
  | { kind: 'ready'; url: string; changing: boolean };

function ReadyAdmin({
  bridge,
  url,
  openRequests,
}: {
  bridge: DesktopApi;
  url: string;
  openRequests?: OpenRequests;
}) {
  const host = useMemo(
    () => createDesktopHost(bridge, url, openRequests),
    [bridge, url, openRequests],
  );
  return <AdminApp host={host} />;
}

/**
 * "Change server" from the menu, over whatever is on screen (nothing typed there is lost): the
 * servers known (switch, rename, remove;) above the form that adds one.
 */
function ChangeServerDialog({
  bridge,
  currentUrl,
  onConnected,
  onCancel,
}: {
  bridge: DesktopApi;
  currentUrl: string;
  onConnected(url: string): void;
  onCancel(): void;
}) {
  const t = useT();
  return (
    <Modal
      open
      title={t('desktop.server.change')}
      footer={null}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="server-change-dialog"
    >
      <Typography.Text type="secondary" className={styles.current} dir="auto">
        {t('desktop.server.current', { url: currentUrl })}
      </Typography.Text>
      <Typography.Paragraph>{t('desktop.profiles.note')}</Typography.Paragraph>
      <ServerList bridge={bridge} />
      <Typography.Title level={5}>{t('desktop.profiles.addTitle')}</Typography.Title>
      <ServerForm
        bridge={bridge}
        initialUrl={currentUrl}
        onConnected={onConnected}
        onCancel={onCancel}
      />
    </Modal>
  );
}

function DesktopScreens({
  bridge,
  openRequests,
}: {
  bridge: DesktopApi;
  openRequests?: OpenRequests;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [defaultUrl, setDefaultUrl] = useState(DEFAULT_SERVER_URL);

  const showCheck = useCallback((check: ServerCheck) => {
    setPhase(
      check.ok
        ? { kind: 'ready', url: check.url, changing: false }
        : { kind: 'unreachable', check, changing: false },
    );
  }, []);

  useEffect(() => {
    let current = true;
    (async () => {
      const info = await bridge.getServer();
      if (!current) return;
      setDefaultUrl(info.defaultUrl);
      if (!info.url) {
        setPhase({ kind: 'first-run' });
        return;
      }
      const check = await bridge.checkServer(info.url);
      if (current) showCheck(check);
    })().catch(() => {
      if (current) setPhase({ kind: 'first-run' });
    });
    return () => {
      current = false;
    };
  }, [bridge, showCheck]);

  // The menu's "Change Server…".
  useEffect(
    () =>
      bridge.onCommand((command) => {
        if (command !== 'change-server') return;
        setPhase((p) =>
          p.kind === 'ready' || p.kind === 'unreachable' ? { ...p, changing: true } : p,
        );
      }),
    [bridge],
  );

  // The main process's menus, dialogs and notifications follow the chosen language.
  useEffect(() => {
    void bridge.setLanguage(language).catch(() => undefined);
  }, [bridge, language]);

  // The window's colour before the page paints follows the chosen theme (no flash of another).
  useEffect(() => {
    void bridge.setTheme(theme).catch(() => undefined);
  }, [bridge, theme]);

  useEffect(() => {
    document.title = t('desktop.windowTitle');
  }, [t]);

  const connected = (url: string) => setPhase({ kind: 'ready', url, changing: false });
  const stopChanging = () =>
    setPhase((p) =>
      p.kind === 'ready' || p.kind === 'unreachable' ? { ...p, changing: false } : p,
    );

  switch (phase.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'first-run':
      return <FirstRunScreen bridge={bridge} defaultUrl={defaultUrl} onConnected={connected} />;
    case 'unreachable':
      return (
        <>
          {phase.check.versions && isVersionProblem(phase.check) ? (
            <OutdatedScreen
              check={{ ...phase.check, versions: phase.check.versions }}
              onCheckForUpdates={() => bridge.checkForUpdates()}
              onRetry={async () => showCheck(await bridge.checkServer(phase.check.url))}
              onChange={() => setPhase({ ...phase, changing: true })}
            />
          ) : (
            <UnreachableScreen
              check={phase.check}
              onRetry={async () => showCheck(await bridge.checkServer(phase.check.url))}
              onChange={() => setPhase({ ...phase, changing: true })}
            />
          )}
          {phase.changing && (
            <ChangeServerDialog
              bridge={bridge}
              currentUrl={phase.check.url}
              onConnected={connected}
              onCancel={stopChanging}
            />
          )}
        </>
      );
    case 'ready':
      return (
        <>
          {/* A new server is a new admin (its own session and data): remounted by key. */}
          <ReadyAdmin key={phase.url} bridge={bridge} url={phase.url} openRequests={openRequests} />
          {phase.changing && (
            <ChangeServerDialog
              bridge={bridge}
              currentUrl={phase.url}
              onConnected={connected}
              onCancel={stopChanging}
            />
          )}
        </>
      );
  }
}

function DesktopFrame({
  bridge,
  openRequests,
}: {
  bridge: DesktopApi;
  openRequests?: OpenRequests;
}) {
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  const themeConfig = useMemo(() => desktopTheme(theme), [theme]);
  return (
    <ConfigProvider
      direction={language === 'ar' ? 'rtl' : 'ltr'}
      locale={language === 'ar' ? arEG : enUS}
      theme={themeConfig}
    >
      <AntApp>
        <DesktopScreens bridge={bridge} openRequests={openRequests} />
      </AntApp>
    </ConfigProvider>
  );
}

/**
 * The desktop console's page: the first-run server screen, the "server unreachable" screen and,
 * once a server answers, the web admin module itself through the desktop host adapter;
 * `openRequests` (./desktopHost) carries the lists and items a notification or the tray opens.
 */
export function DesktopRoot({
  bridge,
  openRequests,
}: {
  bridge: DesktopApi;
  openRequests?: OpenRequests;
}) {
  return (
    <I18nProvider>
      <DesktopFrame bridge={bridge} openRequests={openRequests} />
    </I18nProvider>
  );
}
