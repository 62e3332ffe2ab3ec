/**
 * The console's window: secure webPreferences (written out here, in the BrowserWindow call, where
 * electronegativity reads them), the remembered size and place (./windowState), shown when ready,
 * and navigation guards on its web contents: the page may only navigate within app://admin; new
 * windows are never opened; allowed links go to the system. ./window.test.ts checks both.
 */
import type * as ElectronModule from 'electron';
import type { BrowserWindow, WebContents } from 'electron';
import type { Theme } from '@vb/shared/options';
import type { Translate } from './i18n';
import { contextMenuTemplate, createCrashGuard, windowBackground } from './lifecycle';
import { isAppPage, navigationDecision, windowOpenDecision } from './security';
import type { WindowState } from './settings';
import { initialWindow, MIN_SIZE, windowStateOf } from './windowState';

/** The parts of Electron a window is made with (the real module, or the console test's fakes). */
export type WindowElectron = Pick<typeof ElectronModule, 'BrowserWindow' | 'Menu' | 'screen'>;

export interface MainWindowOptions {
  electron: WindowElectron;
  preload: string;
  isDev: boolean;
  title: string;
  saved: WindowState | null;
  onStateChange(state: WindowState): void;
  openExternal(url: string): void;
  /** The theme the page will paint in (the window's colour until it does). */
  theme: Theme;
  /** Whether spell-check runs (./lifecycle spellCheckEnabled). */
  spellcheck: boolean;
  t: Translate;
  /** The page crashed again and again: asks the person whether to reload; true to reload. */
  askAfterCrashes(win: BrowserWindow): Promise<boolean>;
  warn(message: string, error?: unknown): void;
}

/** The part of Electron's WebContents the guards use. */
export type GuardedContents = Pick<WebContents, 'setWindowOpenHandler' | 'on'>;

const guarded = new WeakSet<object>();

/**
 * Keeps a web contents on the app's own pages (see ./security for the rules). Applied to every web
 * contents the app creates (console.ts, 'web-contents-created') and again to the main window's; the
 * second call changes nothing.
 */
export function guardWebContents(contents: GuardedContents, openExternal: (url: string) => void) {
  if (guarded.has(contents)) return;
  guarded.add(contents);
  contents.setWindowOpenHandler(({ url }) => {
    const { external } = windowOpenDecision(url);
    if (external) openExternal(external);
    return { action: 'deny' };
  });
  // Fires for the main frame and every subframe, before any navigation starts.
  contents.on('will-frame-navigate', (event) => {
    const decision = navigationDecision(event.url);
    if (decision.allow) return;
    event.preventDefault();
    if (decision.external && event.isMainFrame) openExternal(decision.external);
  });
  contents.on('will-redirect', (event) => {
    if (!isAppPage(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const { BrowserWindow, Menu, screen } = options.electron;
  const initial = initialWindow(
    options.saved,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const win = new BrowserWindow({
    ...initial.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: options.title,
    show: false,
    backgroundColor: windowBackground(options.theme),
    // Isolated, sandboxed, no Node, no <webview>, no insecure content, no experimental or extra
    // Blink features (middle-click cannot open windows); dev tools only in development.
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      safeDialogs: true,
      spellcheck: options.spellcheck,
      devTools: options.isDev,
    },
  });
  // Shown once the page has painted: maximize() on a hidden window would show it at once.
  win.once('ready-to-show', () => {
    if (initial.maximized) win.maximize();
    if (initial.fullScreen) win.setFullScreen(true);
    win.show();
  });
  guardWebContents(win.webContents, options.openExternal);
  // A crashed page is reloaded, but not for ever: a page that keeps crashing asks first.
  const crashes = createCrashGuard();
  win.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit' || win.isDestroyed()) return;
    options.warn(`The page stopped (${details.reason}, exit code ${details.exitCode})`);
    if (crashes.crashed() === 'reload') {
      win.webContents.reload();
      return;
    }
    options
      .askAfterCrashes(win)
      .then((reload) => {
        if (!reload || win.isDestroyed()) return;
        crashes.reset();
        win.webContents.reload();
      })
      .catch((error: unknown) => options.warn('After the page crashed', error));
  });
  // Right-click: cut, copy, paste and the spelling suggestions (Electron shows no menu itself).
  win.webContents.on('context-menu', (_event, params) => {
    const template = contextMenuTemplate(params, options.t, {
      replaceMisspelling: (word) => win.webContents.replaceMisspelling(word),
      addToDictionary: (word) => void win.webContents.session.addWordToSpellCheckerDictionary(word),
    });
    if (template.length > 0) Menu.buildFromTemplate(template).popup({ window: win });
  });

  let timer: NodeJS.Timeout | undefined;
  const remember = () => {
    if (!win.isDestroyed()) options.onStateChange(windowStateOf(win));
  };
  const rememberSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(remember, 500);
  };
  for (const event of [
    'resize',
    'move',
    'maximize',
    'unmaximize',
    'enter-full-screen',
    'leave-full-screen',
  ] as const) {
    win.on(event as 'resize', rememberSoon);
  }
  win.on('close', () => {
    clearTimeout(timer);
    remember();
  });
  return win;
}
