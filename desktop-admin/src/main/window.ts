/**
 * The console's window: secure webPreferences (./security), the remembered size and place
 * (./windowState), shown when ready, and navigation guards on its web contents: the page may only
 * navigate within app://admin; new windows are never opened; allowed links go to the system.
 */
import { BrowserWindow, screen, type WebContents } from 'electron';
import {
  isAppPage,
  navigationDecision,
  secureWebPreferences,
  windowOpenDecision,
} from './security';
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

/** Keeps a web contents on the app's own pages (see ./security for the rules). */
export function guardWebContents(contents: WebContents, openExternal: (url: string) => void) {
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
    webPreferences: secureWebPreferences({ preload: options.preload, devTools: options.isDev }),
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
