/**
 * The console's own updates: electron-updater's generic provider, whose feed URL is set
 * when the console is built (`VB_UPDATE_URL`, see the README's "Desktop builds"). Without a URL
 * (or in development, where electron-updater skips checks) nothing is ever asked and the menu says
 * updates are not configured. With one: a quiet check at start, "Check for Updates…" on demand,
 * the download in the background, then a "restart to update" question (once per version; the
 * update is installed at the next quit otherwise).
 *
 * electron-updater is reached through `UpdaterLike` so that this module is tested without
 * Electron; console.ts loads the real `autoUpdater` only when a feed URL is configured.
 */
import type { UpdateCheckStart } from '../shared/bridge';

/** The part of electron-updater's `AppUpdater` used here. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: 'update-available', listener: (info: { version: string }) => void): unknown;
  on(event: 'update-not-available', listener: () => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** The questions and notices the person sees (native dialogs in console.ts). */
export interface UpdateDialogs {
  /** A downloaded update: restart now? (true: quit and install). */
  askRestart(version: string): Promise<boolean>;
  /** A check the person asked for found a new version: it downloads in the background. */
  downloading(version: string): void;
  /** A check the person asked for found nothing new. */
  upToDate(): void;
  /** A check the person asked for failed. */
  failed(error: Error): void;
}

export interface Updates {
  /** Whether updates are configured (a feed URL was built in, and the app is packaged). */
  readonly configured: boolean;
  /** The quiet check at start: only a downloaded update is mentioned (its restart question). */
  checkAtStart(): void;
  /** Help ▸ Check for Updates… (and the "console too old" screen): every outcome is told. */
  checkNow(): UpdateCheckStart;
}

export function createUpdates(deps: {
  /** The generic provider's URL built in (null: updates are not configured). */
  feedUrl: string | null;
  isDev: boolean;
  /** Loads electron-updater's updater (called once, on the first check). */
  load(): Promise<UpdaterLike>;
  dialogs: UpdateDialogs;
  warn(message: string, error?: unknown): void;
}): Updates {
  const configured = Boolean(deps.feedUrl) && !deps.isDev;
  let updater: Promise<UpdaterLike> | null = null;
  /** Whether the person is waiting for the outcome of the running check. */
  let interactive = false;
  let checking = false;
  let downloaded: string | null = null;
  let asked: string | null = null;

  const ask = async (version: string) => {
    asked = version;
    const u = await getUpdater();
    if (await deps.dialogs.askRestart(version)) u.quitAndInstall();
  };
  const askOnce = (version: string) => {
    if (asked === version) return;
    ask(version).catch((e: unknown) => deps.warn('Asking to restart for the update', e));
  };

  function getUpdater(): Promise<UpdaterLike> {
    updater ??= deps.load().then((u) => {
      u.autoDownload = true;
      u.autoInstallOnAppQuit = true;
      u.setFeedURL({ provider: 'generic', url: deps.feedUrl! });
      u.on('update-available', (info) => {
        if (interactive) deps.dialogs.downloading(info.version);
        interactive = false;
      });
      u.on('update-not-available', () => {
        if (interactive) deps.dialogs.upToDate();
        interactive = false;
      });
      u.on('update-downloaded', (info) => {
        downloaded = info.version;
        interactive = false;
        askOnce(info.version);
      });
      u.on('error', (error) => {
        deps.warn('Update check', error);
        if (interactive) deps.dialogs.failed(error);
        interactive = false;
      });
      return u;
    });
    return updater;
  }

  function check(byPerson: boolean) {
    if (byPerson) interactive = true;
    if (checking) return;
    checking = true;
    getUpdater()
      .then((u) => u.checkForUpdates())
      .catch((e: unknown) => {
        deps.warn('Update check', e);
        if (interactive) deps.dialogs.failed(e instanceof Error ? e : new Error(String(e)));
        interactive = false;
      })
      .finally(() => {
        checking = false;
      });
  }

  return {
    configured,
    checkAtStart() {
      if (configured) check(false);
    },
    checkNow() {
      if (!configured) return 'not-configured';
      // Already downloaded: asked again, whatever was answered before.
      if (downloaded) {
        ask(downloaded).catch((e: unknown) => deps.warn('Asking to restart for the update', e));
        return 'started';
      }
      check(true);
      return 'started';
    },
  };
}
