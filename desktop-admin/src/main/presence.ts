/**
 * The console's presence in the background, wired from its tested parts and reached
 * through small facades of Electron (notifications, the tray, the badge, the window) so that the
 * whole is tested with fakes: the notices of new submissions and of what came while the console
 * was closed (a click opens the item, or its list), the unread tally behind the tray and the badge
 * (cleared when the window is looked at), and the tray's menu and its actions.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { liveNoticeText } from '@vb/shared/live-notices';
import type { DesktopCommand, OpenTarget } from '../shared/bridge';
import type { Translate } from './i18n';
import { noticeTarget, type NewCounts, type NewestIds } from './notifications';
import { keepRunningWhenClosed, type SettingsStore } from './settings';
import { createTrayPresence, type TrayLike } from './tray';
import { createUnreadTally, syncBadge } from './unread';

/** The part of Electron's Notification used here. */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}

export interface PresenceDeps<M> {
  platform: string;
  appName: string;
  t: Translate;
  settings: SettingsStore;
  /** Notifications switched on (and supported here). */
  notificationsOn(): boolean;
  createNotification(options: { title: string; body: string }): NotificationLike;
  /** Electron's app.setBadgeCount (false where the system has no badge). */
  setBadgeCount(count: number): boolean;
  createTray(): TrayLike<M>;
  buildMenu(template: MenuItemConstructorOptions[]): M;
  /** Whether the person is looking at the window (shown and focused). */
  windowLookedAt(): boolean;
  /** Brings the window forward (opening it again if there is none). */
  focusWindow(): void;
  /** Brings the window forward and sends its page a command. */
  sendCommand(command: DesktopCommand): void;
  /** Quits the app for real (not into the tray). */
  quit(): void;
  /** What came while away (./away catchUp, bound to the chosen server and session). */
  catchUp(): Promise<{ counts: NewCounts; newest: NewestIds } | null>;
  warn(message: string, error?: unknown): void;
}

export interface Presence {
  /** The live feed's notice of new submissions (./notifications announce). */
  announce(counts: NewCounts, newest: NewestIds): void;
  /**
   * Tells what came since the console last knew the server's lists (start, sign-in); `quiet`
   * only notes the newest (notifications switched on again: what came meanwhile is not news).
   */
  catchUp(quiet?: boolean): Promise<void>;
  /** The window was focused: what was new has been seen. */
  windowFocused(): void;
  /** Whether closing the window keeps the app running in the tray. */
  keepRunning(): boolean;
  /** The language changed: the tray's words again. */
  refresh(): void;
  destroy(): void;
}

/** How many shown notifications are kept referenced, so that their clicks still arrive. */
const KEPT_NOTIFICATIONS = 5;

export function createPresence<M>(deps: PresenceDeps<M>): Presence {
  const unread = createUnreadTally();
  syncBadge(unread, deps.setBadgeCount);
  const keepRunning = () => keepRunningWhenClosed(deps.settings.get(), deps.platform);

  /** A notification's click or the tray: the window, showing that list or item. */
  const open = (target: OpenTarget) => {
    unread.clear(target.kind);
    deps.sendCommand({ open: target });
  };
  const shown: NotificationLike[] = [];
  const notify = (title: string, body: string, target: OpenTarget | null) => {
    const notification = deps.createNotification({ title, body });
    notification.on('click', () => (target ? open(target) : deps.focusWindow()));
    shown.push(notification);
    if (shown.length > KEPT_NOTIFICATIONS) shown.shift();
    notification.show();
  };
  /** New items told: unread unless the person is looking at the window. */
  const told = (counts: NewCounts) => {
    if (!deps.windowLookedAt()) unread.add(counts);
  };

  const tray = createTrayPresence({
    platform: deps.platform,
    createTray: deps.createTray,
    buildMenu: deps.buildMenu,
    state: () => ({ appName: deps.appName, unread: unread.counts, keepRunning: keepRunning() }),
    t: deps.t,
    actions: {
      openConsole: () => deps.focusWindow(),
      openList: (kind) => open({ kind }),
      setKeepRunning(on) {
        deps.settings
          .update({ keepRunning: on })
          .catch((e: unknown) => deps.warn('Saving the keep-running choice', e));
        tray.refresh();
      },
      quit: () => deps.quit(),
    },
  });
  const stopListening = unread.onChange(() => tray.refresh());

  return {
    announce(counts, newest) {
      const { title, body } = liveNoticeText(counts, deps.t);
      notify(title, body, noticeTarget(counts, newest));
      told(counts);
    },
    async catchUp(quiet = false) {
      const result = await deps.catchUp();
      if (quiet || !result || Object.keys(result.counts).length === 0) return;
      if (!deps.notificationsOn()) return;
      notify(
        deps.t('desktop.away.title'),
        liveNoticeText(result.counts, deps.t).body,
        noticeTarget(result.counts, result.newest),
      );
      told(result.counts);
    },
    windowFocused: () => unread.clear(),
    keepRunning,
    refresh: () => tray.refresh(),
    destroy() {
      stopListening();
      tray.destroy();
    },
  };
}
