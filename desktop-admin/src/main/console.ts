/**
 * The console's main process, wired from the tested modules of this folder through an injected
 * facade of Electron (./facade.ts), so that the wiring itself is tested with fakes
 * (./console.*.test.ts): one instance, the renderer at app://admin relaying /api/ to the chosen
 * server, the bridge's handlers, the menu, the window (./windowKeeper.ts), the dialogs
 * (./consoleDialogs.ts) and the presence while closed (./consoleFeed.ts). Nothing here imports
 * Electron at run time: the facade is the one way in.
 */
import path from 'node:path';
import type { DesktopCommand } from '../shared/bridge';
import { CHANNELS } from '../shared/channels';
import { APP_SCHEME } from '../shared/constants';
import { nodeFileAccess } from './files';
import { createTranslator } from './i18n';
import { draftHandlers } from './ipc/drafts';
import { fileHandlers } from './ipc/files';
import { preferenceHandlers } from './ipc/preferences';
import { profileHandlers } from './ipc/profiles';
import { registerIpcHandlers } from './ipc/register';
import { serverHandlers } from './ipc/server';
import { sessionHandlers } from './ipc/session';
import { shellHandlers } from './ipc/shell';
import { updateHandlers } from './ipc/updates';
import { BUILD_CONFIG, type BuildConfig } from './buildConfig';
import { buildMenuTemplate } from './menu';
import { createElectronFetch } from './netFetch';
import { createAppRequestHandler, readFileInside, type FetchLike } from './protocol';
import { contentSecurityPolicy, createExternalOpener, denyAllPermissions } from './security';
import { checkCompatibleServer, createServerStore, usableServer } from './serverStore';
import { openSettings } from './settings';
import { quitWhenAllClosed, spellCheckEnabled, windowBackground } from './lifecycle';
import { createLogFile, type LogFile } from './logFile';
import { createTokenStore, currentSession, safeStorageCipher } from './tokenStore';
import { createDraftStore } from './drafts';
import { createUpdates, type UpdaterLike } from './updates';
import { createMainWindow, guardWebContents } from './window';
import { consoleDialogs } from './consoleDialogs';
import { windowKeeper } from './windowKeeper';
import { consoleFeed } from './consoleFeed';
import type { ConsoleProcess, ElectronFacade } from './facade';

export type { ConsoleProcess, ElectronFacade } from './facade';

const APP_ID = 'sa.ruwadventures.admin';

export interface ConsoleOptions {
  /** The sandboxed preload's built file (out/preload/index.cjs). */
  preload: string;
  /** The built renderer's folder (out/renderer), served as app://admin. */
  rendererRoot: string;
  /** Settings fixed at build time (./buildConfig); tests give their own. */
  build?: BuildConfig;
}

/**
 * Runs the console: registers what must be registered before the app is ready, then (holding the
 * single-instance lock) starts it. Resolves once started, or at once when another instance runs.
 */
export function runConsole(
  electron: ElectronFacade,
  proc: ConsoleProcess,
  options: ConsoleOptions,
): Promise<void> {
  const { app, dialog, protocol } = electron;
  const isDev = !app.isPackaged;

  /** The log file in the user-data folder, once the app knows where that is. */
  let logFile: LogFile | null = null;

  function warn(message: string, error?: unknown) {
    // eslint-disable-next-line no-console -- the main process logs its own failures
    console.warn(`[desktop] ${message}`, error ?? '');
    logFile?.write('warn', message, error);
  }

  // A promise dropped somewhere in the main process, or an error nothing caught, is logged (console
  // and file) instead of reaching Electron's default handler and its "A JavaScript error occurred
  // in the main process" dialog.
  proc.on('unhandledRejection', (reason) => {
    // eslint-disable-next-line no-console -- see warn
    console.error('[desktop] Unhandled rejection', reason);
    logFile?.write('error', 'Unhandled rejection', reason);
  });
  proc.on('uncaughtException', (error) => {
    // eslint-disable-next-line no-console -- see warn
    console.error('[desktop] Uncaught exception', error);
    logFile?.write('error', 'Uncaught exception', error);
  });

  // Before the app is ready: the app's scheme behaves like https (standard, secure, fetch-able).
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        stream: true,
        codeCache: true,
      },
    },
  ]);

  // Tests (and a developer) may keep the console's data in a folder of their own.
  if (isDev && proc.env.DESKTOP_USER_DATA_DIR) {
    app.setPath('userData', path.resolve(proc.env.DESKTOP_USER_DATA_DIR));
  }

  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return Promise.resolve();
  }
  return start(electron, proc, options, {
    isDev,
    warn,
    openLog: (folder) => {
      logFile = createLogFile(folder);
      return logFile;
    },
  }).catch((error: unknown) => {
    warn('The console could not start', error);
    dialog.showErrorBox(app.getName(), String(error));
    app.exit(1);
  });
}

async function start(
  electron: ElectronFacade,
  proc: ConsoleProcess,
  options: ConsoleOptions,
  base: {
    isDev: boolean;
    warn(message: string, error?: unknown): void;
    openLog(folder: string): LogFile;
  },
) {
  const { app, dialog, ipcMain, Menu, net, protocol, safeStorage, session, shell } = electron;
  const { isDev, warn } = base;
  const platform = proc.platform;
  const build = options.build ?? BUILD_CONFIG;
  const keeper = windowKeeper();
  // A second launch focuses this one (its own process quits above).
  app.on('second-instance', keeper.focus);
  app.on('before-quit', keeper.quitting);
  if (platform === 'win32') app.setAppUserModelId(APP_ID);

  await app.whenReady();

  const { preload, rendererRoot } = options;
  const userData = app.getPath('userData');
  const logFile = base.openLog(path.join(userData, 'logs'));
  const files = nodeFileAccess();
  const settings = await openSettings(files, path.join(userData, 'settings.json'));
  const t = createTranslator(() => settings.get().language);
  // A company's own build may name its server (VB_DEFAULT_SERVER): used until another is chosen.
  const buildDefaultServer = usableServer(build.defaultServer);
  if (build.defaultServer && !buildDefaultServer) {
    warn(`VB_DEFAULT_SERVER ${build.defaultServer} is not usable (https, or loopback): ignored`);
  }
  const servers = createServerStore(settings, buildDefaultServer);
  // One session per server; the single token of an older console goes to the server
  // that was current when it started.
  const serverAtStart = servers.get();
  const tokens = createTokenStore({
    cipher: safeStorageCipher(safeStorage, platform),
    files,
    folder: path.join(userData, 'sessions'),
    legacy: { file: path.join(userData, 'session.bin'), server: () => serverAtStart },
    warn,
  });
  /** The current server's session: the sign-out, the feed, the tray. */
  const current = currentSession(tokens, () => servers.get());
  if ((await tokens.persistence()) === 'memory-only') {
    warn('No keyring for safeStorage: the session is kept in memory only (sign in after restart)');
  }
  // Offline drafts: encrypted like the session, or in memory only without a keyring.
  const drafts = createDraftStore({
    cipher: safeStorageCipher(safeStorage, platform),
    files,
    file: path.join(userData, 'drafts.bin'),
    warn,
  });
  // Electron's network stack: the system's proxy settings and certificate store apply.
  const fetchFn: FetchLike = createElectronFetch(net);
  // The only call of shell.openExternal: links pass ./security's externalUrl first.
  // Only the chosen server's own site, mailto: and tel:.
  const openExternalChecked = createExternalOpener(
    (url) => shell.openExternal(url),
    () => servers.get(),
  );
  const openExternal = (url: string) => {
    void openExternalChecked(url).catch((e: unknown) => warn('openExternal', e));
  };

  // The app's origin: the renderer and the relay of /api/ to the chosen server.
  const devServerUrl = isDev ? proc.env.ELECTRON_RENDERER_URL : undefined;
  protocol.handle(
    APP_SCHEME,
    createAppRequestHandler({
      serverUrl: () => servers.get(),
      fetch: fetchFn,
      source: devServerUrl
        ? { kind: 'dev', url: devServerUrl }
        : {
            kind: 'files',
            root: rendererRoot,
            // Never a file outside the renderer folder, not even through a symbolic link.
            readFile: readFileInside(rendererRoot, (file) => files.read(file)),
          },
      csp: contentSecurityPolicy({ devServerUrl }),
      // The session's token stays here: the relay keeps the sign-in's, adds it to each request
      // and forgets it on sign-out; the page never holds it. Per server: the one the
      // request went to.
      session: {
        token: (server) => tokens.get(server),
        async store(token, server) {
          await tokens.set(server, token);
          if (server === servers.get()) sessionChanged();
        },
      },
    }),
  );
  denyAllPermissions(session.defaultSession);
  // Every web contents (the window's and any other): no navigation away, no new windows, no webviews.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, openExternal));

  const { presence, notifier } = consoleFeed({
    electron,
    platform,
    t,
    settings,
    servers,
    current,
    fetch: fetchFn,
    keeper,
    sendCommand: (command) => sendCommand(command),
    warn,
  });

  // On start, after a sign-in, and (quietly) when notifications are switched on again: what came
  // while the console was closed.
  const catchUpSoon = (quiet = false) =>
    void presence.catchUp(quiet).catch((e: unknown) => warn('What came while away', e));

  /** A sign-in or sign-out: the new-submission feed opens afresh (or closes). */
  function sessionChanged() {
    notifier.restart();
    catchUpSoon();
  }

  /**
   * Another server became current: its feed and presence start afresh (the unread
   * tally was the other server's), the menu marks it and, when `reload`, the page loads again
   * onto its session (the admin's data and caches were the other server's).
   */
  function serverSwitched(reload: boolean) {
    presence.windowFocused();
    refreshMenu();
    sessionChanged();
    const contents = keeper.live()?.webContents ?? null;
    // After the bridge call has been answered.
    if (reload && contents) setImmediate(() => contents.reload());
  }

  /** A forgotten server's session is ended there too, as far as it answers in a few seconds. */
  async function endSessionOn(origin: string, token: string) {
    await fetchFn(`${origin}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
  }

  const dialogs = consoleDialogs({
    app,
    dialog,
    shell,
    window: keeper.live,
    settings,
    t,
    warn,
  });
  // The console's own updates: the feed built in (VB_UPDATE_URL), else none at all.
  const updates = createUpdates({
    feedUrl: build.updateUrl,
    isDev,
    async load() {
      // Loaded only when a feed is configured; bundled into out/main (CommonJS interop).
      const mod: { autoUpdater?: UpdaterLike; default?: { autoUpdater: UpdaterLike } } =
        await import('electron-updater');
      const updater = mod.autoUpdater ?? mod.default?.autoUpdater;
      if (!updater) throw new Error('electron-updater has no autoUpdater');
      return updater;
    },
    // The update's restart closes the window for real (not into the tray).
    dialogs: dialogs.updates(keeper.quitting),
    warn,
  });

  const sendCommand = (command: DesktopCommand) => {
    keeper.focus();
    const contents = keeper.live()?.webContents;
    if (!contents) return;
    // A window opened again just now gets the command once its page has loaded.
    if (contents.isLoading())
      contents.once('did-finish-load', () => contents.send(CHANNELS.command, command));
    else contents.send(CHANNELS.command, command);
  };

  // ── server profiles ──
  const profiles = profileHandlers({
    store: servers,
    tokens,
    onSwitched: () => serverSwitched(true),
    onListChanged: () => refreshMenu(),
    endSession: endSessionOn,
  });

  function refreshMenu() {
    const server = servers.get();
    const known = servers.list();
    const template = buildMenuTemplate({
      platform: platform,
      isDev,
      appName: app.getName(),
      notificationsEnabled: settings.get().notifications,
      t,
      onChangeServer: () => sendCommand('change-server'),
      servers: [
        ...(server && !known.some((p) => p.origin === server)
          ? [{ origin: server, name: null }]
          : []),
        ...known,
      ].map((p) => ({ ...p, current: p.origin === server })),
      onSwitchServer(origin) {
        profiles.switchServer(origin).catch((e: unknown) => warn('Switching the server', e));
      },
      onAddServer: () => sendCommand('change-server'),
      onToggleNotifications(enabled) {
        settings
          .update({ notifications: enabled })
          .catch((e: unknown) => warn('Saving the notification choice', e));
        if (enabled) {
          notifier.restart();
          catchUpSoon(true);
        } else notifier.stop();
      },
      onOpenSite: server ? () => openExternal(`${server}/`) : undefined,
      onShowLog: () => shell.showItemInFolder(logFile.path),
      onCheckForUpdates: updates.configured ? () => updates.checkNow() : undefined,
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  }

  registerIpcHandlers(
    ipcMain,
    {
      ...serverHandlers({
        store: servers,
        // The address answers as this site's API, with a staff API contract in common.
        check: (url) => checkCompatibleServer(url, fetchFn, app.getVersion()),
        defaultUrl: buildDefaultServer,
        // A server added (or chosen again) becomes current; the others keep their sessions.
        afterChange(_url, switched) {
          refreshMenu();
          if (switched) serverSwitched(false);
        },
      }),
      ...profiles,
      ...sessionHandlers({ tokens: current, onSessionChanged: sessionChanged }),
      ...fileHandlers(dialogs.saving),
      ...shellHandlers({ openExternal: openExternalChecked }),
      ...draftHandlers({ drafts, server: () => servers.get() }),
      ...updateHandlers(updates),
      ...preferenceHandlers({
        settings,
        onLanguageChanged() {
          refreshMenu();
          presence.refresh();
        },
        onThemeChanged: (theme) => keeper.live()?.setBackgroundColor(windowBackground(theme)),
      }),
    },
    { warn },
  );

  // Spell-check with the system's dictionaries only (none downloaded; off on Linux).
  const spellcheck = spellCheckEnabled(platform);
  if (!spellcheck) session.defaultSession.setSpellCheckerEnabled(false);

  const createWindow = () =>
    createMainWindow({
      electron,
      preload,
      isDev,
      title: app.getName(),
      saved: settings.get().window,
      onStateChange: (state) =>
        settings.update({ window: state }).catch((e: unknown) => warn('Saving the window', e)),
      openExternal,
      theme: settings.get().theme,
      spellcheck,
      t,
      warn,
      async askAfterCrashes(crashed) {
        const { response } = await dialog.showMessageBox(crashed, {
          type: 'error',
          message: t('desktop.crash.message'),
          detail: t('desktop.crash.detail'),
          buttons: [t('desktop.crash.reload'), t('desktop.crash.quit')],
          defaultId: 0,
          cancelId: 1,
          noLink: true,
        });
        if (response === 1) app.quit();
        return response === 0;
      },
    });

  refreshMenu();
  keeper.start({
    create: createWindow,
    keepRunning: () => presence.keepRunning(),
    onFocus: () => presence.windowFocused(),
    warn,
  });
  notifier.start();
  catchUpSoon();
  updates.checkAtStart();

  // The Dock icon (macOS): the window again, or the one hidden in the tray shown (not the one
  // still loading at launch, which shows itself once painted).
  app.on('activate', keeper.activate);
  app.on('window-all-closed', () => {
    if (quitWhenAllClosed(platform, presence.keepRunning())) app.quit();
  });
  // The window's last place and size (saved on close) reach the disk before the app ends.
  let flushed = false;
  app.on('will-quit', (event) => {
    notifier.stop();
    presence.destroy();
    if (flushed) return;
    event.preventDefault();
    flushed = true;
    settings
      .flush()
      .catch((e: unknown) => warn('Saving the settings', e))
      .finally(() => app.quit());
  });
}
