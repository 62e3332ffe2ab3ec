/**
 * What keeps the console present while its window is closed: the new-submission notifications
 * from the live feed, the tray, the badge, and what came while the console was not running.
 */
import type { DesktopCommand } from '../shared/bridge';
import { LIVE_NOTICE_COALESCE_MS } from '@vb/shared/live-notices';
import { catchUp, settingsSeenStore } from './away';
import type { ElectronFacade } from './facade';
import type { Translate } from './i18n';
import { createFeedOpener, createFollowedReader, createSubmissionNotifier } from './notifications';
import { createPresence } from './presence';
import type { FetchLike } from './protocol';
import type { ServerStore } from './serverStore';
import type { SettingsStore } from './settings';
import type { CurrentSession } from './tokenStore';
import { TRAY_ICON_1X, TRAY_ICON_2X } from './trayIcon';
import type { windowKeeper } from './windowKeeper';

export interface ConsoleFeedDeps {
  electron: Pick<ElectronFacade, 'app' | 'Menu' | 'nativeImage' | 'Notification' | 'Tray'>;
  platform: NodeJS.Platform;
  t: Translate;
  settings: SettingsStore;
  servers: ServerStore;
  current: CurrentSession;
  fetch: FetchLike;
  keeper: ReturnType<typeof windowKeeper>;
  sendCommand(command: DesktopCommand): void;
  warn(message: string, error?: unknown): void;
}

export function consoleFeed({
  electron: { app, Menu, nativeImage, Notification, Tray },
  platform,
  t,
  settings,
  servers,
  current,
  fetch: fetchFn,
  keeper,
  sendCommand,
  warn,
}: ConsoleFeedDeps) {
  const notificationsOn = () => settings.get().notifications && Notification.isSupported();
  const followed = createFollowedReader({
    serverUrl: () => servers.get(),
    token: () => current.get(),
    fetch: fetchFn,
    warn,
  });
  // The newest submission of each kind known per server: what is newer on the next start came
  // while the console was closed.
  const seen = settingsSeenStore(settings, warn);
  // The tray, the badge and the notices' clicks: the console's presence while its
  // window is closed.
  const trayIcon = nativeImage.createFromDataURL(`data:image/png;base64,${TRAY_ICON_1X}`);
  trayIcon.addRepresentation({ scaleFactor: 2, dataURL: `data:image/png;base64,${TRAY_ICON_2X}` });
  const presence = createPresence({
    platform: platform,
    appName: app.getName(),
    t,
    settings,
    notificationsOn,
    createNotification: (options) => new Notification(options),
    setBadgeCount: (count) => app.setBadgeCount(count),
    createTray: () => new Tray(trayIcon),
    buildMenu: (template) => Menu.buildFromTemplate(template),
    windowLookedAt: keeper.lookedAt,
    focusWindow: keeper.focus,
    sendCommand,
    quit() {
      keeper.quitting();
      app.quit();
    },
    catchUp: () =>
      catchUp({
        serverUrl: () => servers.get(),
        token: () => current.get(),
        fetch: fetchFn,
        followed,
        seen,
        warn,
      }),
    warn,
  });
  // New-submission notifications from the live feed; each arrival raises the newest id known.
  const notifier = createSubmissionNotifier({
    enabled: notificationsOn,
    open: createFeedOpener({
      serverUrl: () => servers.get(),
      token: () => current.get(),
      fetch: fetchFn,
    }),
    followed,
    announce: (counts, newest) => presence.announce(counts, newest),
    onCreated(kind, id) {
      const server = servers.get();
      if (server) seen.record(server, { [kind]: id });
    },
    coalesceMs: LIVE_NOTICE_COALESCE_MS,
    timers: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) },
    warn,
  });

  return { presence, notifier };
}
