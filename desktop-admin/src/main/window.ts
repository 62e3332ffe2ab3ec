/**
 * The console's window: secure webPreferences (written out here, in the BrowserWindow call, where
 * electronegativity reads them), the remembered size and place (./windowState), shown when ready,
 * and navigation guards on its web contents: the page may only navigate within app://admin; new
 * windows are never opened; allowed links go to the system. ./window.test.ts checks both.
 */
import { BrowserWindow, screen, type WebContents } from 'electron';
import { isAppPage, navigationDecision, windowOpenDecision } from './security';
import type { WindowState } from './settings';
import { initialWindow, MIN_SIZE, windowStateOf } from './windowState';

export interface MainWindowOptions {
  preload: string;
  isDev: boolean;
  title: string;
  saved: WindowState | null;
  onStateChange(state: WindowState): void;
  openExternal(url: string): void;
}

/** The part of Electron's WebContents the guards use. */
export type GuardedContents = Pick<WebContents, 'setWindowOpenHandler' | 'on'>;

const guarded = new WeakSet<object>();

/**
 * Keeps a web contents on the app's own pages (see ./security for the rules). Applied to every web
 * contents the app creates (index.ts, 'web-contents-created') and again to the main window's; the
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
      spellcheck: true,
      devTools: options.isDev,
    },
  });
  if (initial.maximized) win.maximize();
  if (initial.fullScreen) win.setFullScreen(true);
  win.once('ready-to-show', () => win.show());
  guardWebContents(win.webContents, options.openExternal);
  win.webContents.on('render-process-gone', (_event, details) => {
    if (details.reason !== 'clean-exit' && !win.isDestroyed()) win.webContents.reload();
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
