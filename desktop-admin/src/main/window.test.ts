import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainWindow, guardWebContents, type WindowElectron } from './window';

/** What `new BrowserWindow(…)` received, per window. */
const created: { options: Record<string, unknown>; contents: FakeContents }[] = [];

type Listener = (...args: unknown[]) => void;

class FakeContents {
  listeners = new Map<string, Listener[]>();
  openHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler = vi.fn((handler: (details: { url: string }) => { action: string }) => {
    this.openHandler = handler;
  });
  on = vi.fn((event: string, listener: Listener) => {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  });
  reload = vi.fn();
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

/** The Electron parts a window is made with (window.ts takes them, as the console gives them). */
const fakeElectron = (() => {
  class BrowserWindow {
    webContents = new FakeContents();
    constructor(options: Record<string, unknown>) {
      created.push({ options, contents: this.webContents });
    }
    maximize = vi.fn();
    setFullScreen = vi.fn();
    show = vi.fn();
    onceListeners = new Map<string, Listener>();
    once = vi.fn((event: string, listener: Listener) => {
      this.onceListeners.set(event, listener);
    });
    on = vi.fn();
    isDestroyed = () => false;
  }
  return {
    BrowserWindow,
    Menu: { buildFromTemplate: vi.fn(() => ({ popup: vi.fn() })) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  };
})() as unknown as WindowElectron;

function navigationEvent(url: string, isMainFrame = true) {
  return { url, isMainFrame, preventDefault: vi.fn() };
}

function openWindow(isDev = false, ask: () => Promise<boolean> = async () => false) {
  const openExternal = vi.fn();
  const askAfterCrashes = vi.fn(ask);
  const win = createMainWindow({
    electron: fakeElectron,
    preload: '/opt/Ruwad Admin/resources/app.asar/out/preload/index.cjs',
    isDev,
    title: 'Ruwad Admin',
    saved: {
      bounds: { x: 10, y: 10, width: 1200, height: 800 },
      maximized: true,
      fullScreen: false,
    },
    onStateChange: vi.fn(),
    openExternal,
    theme: 'dark',
    spellcheck: true,
    t: (key) => key,
    askAfterCrashes,
    warn: vi.fn(),
  }) as unknown as {
    maximize: ReturnType<typeof vi.fn>;
    show: ReturnType<typeof vi.fn>;
    onceListeners: Map<string, Listener>;
  };
  const last = created.at(-1)!;
  return { options: last.options, contents: last.contents, openExternal, win, askAfterCrashes };
}

beforeEach(() => {
  created.length = 0;
});

describe('the main window’s webPreferences', () => {
  it('isolate and sandbox the page: no Node, webviews, insecure content or extra features', () => {
    const { options } = openWindow();
    expect(options.webPreferences).toEqual({
      preload: '/opt/Ruwad Admin/resources/app.asar/out/preload/index.cjs',
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
      devTools: false,
    });
    // Nothing that would weaken them is set anywhere in the window's options.
    const text = JSON.stringify(options);
    expect(text).not.toMatch(
      /enableBlinkFeatures|enableRemoteModule|partition|additionalArguments/,
    );
    expect(options.show).toBe(false);
  });

  it('paint the theme’s colour until the page shows, and maximize only once it is ready', () => {
    const { options, win } = openWindow();
    expect(options.backgroundColor).toBe('#07110e');
    // Maximizing a hidden window would show it before its page painted (a white flash).
    expect(win.maximize).not.toHaveBeenCalled();
    expect(win.show).not.toHaveBeenCalled();
    win.onceListeners.get('ready-to-show')!();
    expect(win.maximize).toHaveBeenCalledTimes(1);
    expect(win.show).toHaveBeenCalledTimes(1);
  });

  it('reload a crashed page, but ask once it keeps crashing', async () => {
    let answer = false;
    const { contents, askAfterCrashes } = openWindow(false, async () => answer);
    const crash = () =>
      contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    contents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(contents.reload).not.toHaveBeenCalled();
    crash();
    crash();
    expect(contents.reload).toHaveBeenCalledTimes(2);
    crash();
    expect(askAfterCrashes).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(contents.reload).toHaveBeenCalledTimes(2);
    answer = true;
    crash();
    await vi.waitFor(() => expect(contents.reload).toHaveBeenCalledTimes(3));
    // Asked to reload, the count starts again.
    crash();
    expect(contents.reload).toHaveBeenCalledTimes(4);
  });

  it('allow the developer tools only in development', () => {
    const prefs = openWindow(true).options.webPreferences as Record<string, unknown>;
    expect(prefs.devTools).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.contextIsolation).toBe(true);
  });

  it('guard the window’s web contents before anything is loaded', () => {
    const { contents } = openWindow();
    expect(contents.setWindowOpenHandler).toHaveBeenCalledTimes(1);
    expect([...contents.listeners.keys()]).toEqual(
      expect.arrayContaining(['will-frame-navigate', 'will-redirect', 'will-attach-webview']),
    );
  });
});

describe('the navigation guards', () => {
  function guarded() {
    const contents = new FakeContents();
    const openExternal = vi.fn();
    guardWebContents(contents as never, openExternal);
    return { contents, openExternal };
  }

  it('let the page move within app://admin only', () => {
    const { contents, openExternal } = guarded();
    const inside = navigationEvent('app://admin/index.html#/news');
    contents.emit('will-frame-navigate', inside);
    expect(inside.preventDefault).not.toHaveBeenCalled();
    for (const url of [
      'app://admin/api/media/1',
      'app://other/index.html',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'smb://host/share',
      'chrome://settings',
    ]) {
      const event = navigationEvent(url);
      contents.emit('will-frame-navigate', event);
      expect(event.preventDefault, url).toHaveBeenCalled();
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('send an http(s) link to the system instead of navigating; a subframe’s link nowhere', () => {
    const { contents, openExternal } = guarded();
    const link = navigationEvent('https://ruwadventures.sa/news/a');
    contents.emit('will-frame-navigate', link);
    expect(link.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledWith('https://ruwadventures.sa/news/a');
    const framed = navigationEvent('https://evil.example/', false);
    contents.emit('will-frame-navigate', framed);
    expect(framed.preventDefault).toHaveBeenCalled();
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('never open a new window; only allowed links go to the system', () => {
    const { contents, openExternal } = guarded();
    for (const url of [
      'https://example.com/a',
      'app://admin/index.html',
      'file:///C:/Windows/system32/calc.exe',
      'javascript:void(0)',
      'smb://host/share',
      'ms-msdt:/id PCWDiagnostic',
    ]) {
      expect(contents.openHandler!({ url }), url).toEqual({ action: 'deny' });
    }
    expect(openExternal.mock.calls).toEqual([['https://example.com/a']]);
  });

  it('stop redirects away from the app and every <webview>', () => {
    const { contents } = guarded();
    const away = navigationEvent('https://evil.example/');
    contents.emit('will-redirect', away);
    expect(away.preventDefault).toHaveBeenCalled();
    const stay = navigationEvent('app://admin/index.html');
    contents.emit('will-redirect', stay);
    expect(stay.preventDefault).not.toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('are installed once per web contents (a link never opens twice)', () => {
    const contents = new FakeContents();
    const openExternal = vi.fn();
    guardWebContents(contents as never, openExternal);
    guardWebContents(contents as never, openExternal);
    expect(contents.listeners.get('will-frame-navigate')).toHaveLength(1);
    contents.emit('will-frame-navigate', navigationEvent('https://example.com/'));
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});
