/**
 * A facade of Electron made of fakes, for the console's tests (console.*.test.ts): the runtime
 * cannot be downloaded on these machines. The fakes behave as Electron documents: a window's
 * `close` can be prevented; `quit` emits `before-quit`, closes the windows, then `will-quit`, which
 * can be prevented too; closing the last window otherwise emits `window-all-closed`. They record
 * what the console did with them (windows, handlers, notifications, trays, menus).
 */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { vi } from 'vitest';
import type { ElectronFacade } from './console';
import type { ClientRequestLike } from './netFetch';

type Listener = (...args: never[]) => unknown;

/** Electron's preventable events (`close`, `will-quit`, `before-quit`). */
function preventable() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

class FakeWebContents extends EventEmitter {
  sent: [string, unknown][] = [];
  loading = true;
  openHandler: ((details: { url: string }) => { action: string }) | null = null;
  reloads = 0;
  session = { addWordToSpellCheckerDictionary: vi.fn(async () => true) };
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler;
  }
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
  }
  isLoading() {
    return this.loading;
  }
  reload() {
    this.reloads += 1;
  }
  replaceMisspelling() {}
}

/** The console's fakes of Electron, and what they recorded. */
export function fakeElectron(userData: string) {
  const windows: FakeWindow[] = [];
  let quitting = false;

  const app = Object.assign(new EventEmitter(), {
    isPackaged: true,
    paths: { userData, downloads: path.join(userData, 'Downloads') } as Record<string, string>,
    hasLock: true,
    exitCode: null as number | null,
    quitted: false,
    quitCalls: 0,
    badge: 0,
    failUserData: false,
    whenReady: () => Promise.resolve(),
    getPath(name: string): string {
      if (name === 'userData' && app.failUserData) throw new Error('No user data folder');
      const found = app.paths[name];
      if (!found) throw new Error(`No path ${name}`);
      return found;
    },
    setPath(name: string, value: string) {
      app.paths[name] = value;
    },
    requestSingleInstanceLock: () => app.hasLock,
    getName: () => 'Ruwad Admin',
    getVersion: () => '0.1.0',
    setAppUserModelId: vi.fn(),
    setBadgeCount(count: number) {
      app.badge = count;
      return true;
    },
    exit(code: number) {
      app.exitCode = code;
    },
    /** As Electron: before-quit, every window closed (each may refuse), then will-quit. */
    quit() {
      app.quitCalls += 1;
      const before = preventable();
      app.emit('before-quit', before);
      if (before.defaultPrevented) return;
      quitting = true;
      for (const win of windows.filter((w) => !w.destroyed)) {
        if (!win.close()) {
          quitting = false;
          return;
        }
      }
      const will = preventable();
      app.emit('will-quit', will);
      quitting = false;
      if (will.defaultPrevented) return;
      app.quitted = true;
      app.emit('quit');
    },
  });

  class FakeWindow extends EventEmitter {
    webContents = new FakeWebContents();
    visible = false;
    focused = false;
    destroyed = false;
    fullScreen = false;
    maximized = false;
    background: string;
    loaded: string[] = [];
    constructor(readonly options: Record<string, unknown> & { backgroundColor: string }) {
      super();
      this.background = options.backgroundColor;
      windows.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
    /** Loads the page; it paints, then has loaded (Electron's order). */
    loadURL(url: string) {
      this.loaded.push(url);
      setImmediate(() => {
        this.emit('ready-to-show');
        this.webContents.loading = false;
        this.webContents.emit('did-finish-load');
      });
      return Promise.resolve();
    }
    show() {
      this.visible = true;
      this.emit('show');
    }
    hide() {
      this.visible = false;
      this.focused = false;
      this.emit('hide');
    }
    focus() {
      this.focused = true;
      this.emit('focus');
    }
    /** As the window's × does: true when the window closed. */
    close(): boolean {
      const event = preventable();
      this.emit('close', event);
      if (event.defaultPrevented) return false;
      this.destroyed = true;
      this.visible = false;
      this.emit('closed');
      if (!quitting && windows.every((w) => w.destroyed)) app.emit('window-all-closed');
      return true;
    }
    isVisible = () => this.visible;
    isFocused = () => this.focused;
    isDestroyed = () => this.destroyed;
    isMinimized = () => false;
    restore() {}
    isFullScreen = () => this.fullScreen;
    setFullScreen(on: boolean) {
      this.fullScreen = on;
    }
    maximize() {
      this.maximized = true;
    }
    isMaximized = () => this.maximized;
    getNormalBounds() {
      const { x, y, width, height } = this.options as Record<string, number>;
      return { x, y, width, height };
    }
    setBackgroundColor(color: string) {
      this.background = color;
    }
  }

  class FakeNotification extends EventEmitter {
    static shown: FakeNotification[] = [];
    static isSupported = () => true;
    constructor(readonly options: { title: string; body: string }) {
      super();
    }
    show() {
      FakeNotification.shown.push(this);
    }
  }

  class FakeTray extends EventEmitter {
    static all: FakeTray[] = [];
    tooltip = '';
    menu: { template: MenuItem[] } | null = null;
    destroyed = false;
    constructor() {
      super();
      FakeTray.all.push(this);
    }
    setToolTip(text: string) {
      this.tooltip = text;
    }
    setContextMenu(menu: FakeTray['menu']) {
      this.menu = menu;
    }
    destroy() {
      this.destroyed = true;
    }
  }

  const ipc = new Map<string, Listener>();
  const schemes = new Map<string, (request: Request) => Promise<Response>>();
  /** Every net.fetch the console made, once answered (the live feed's among them). */
  const answered: string[] = [];
  const permission = { request: null as Listener | null, check: null as Listener | null };

  const electron = {
    app,
    BrowserWindow: FakeWindow,
    dialog: {
      showErrorBox: vi.fn(),
      showMessageBox: vi.fn(async () => ({ response: 1, checkboxChecked: false })),
      showSaveDialog: vi.fn(async () => ({ canceled: true })),
    },
    ipcMain: {
      handle(channel: string, listener: Listener) {
        if (ipc.has(channel)) throw new Error(`A second handler for ${channel}`);
        ipc.set(channel, listener);
      },
      removeHandler: (channel: string) => ipc.delete(channel),
    },
    Menu: {
      application: null as { template: MenuItem[] } | null,
      buildFromTemplate: (template: unknown[]) => ({ template, popup: vi.fn() }),
      setApplicationMenu(menu: { template: MenuItem[] }) {
        electron.Menu.application = menu;
      },
    },
    nativeImage: { createFromDataURL: () => ({ addRepresentation: vi.fn() }) },
    net: {
      async fetch(url: string, init: RequestInit) {
        const res = await fetch(url, init);
        answered.push(new URL(url).pathname);
        return res;
      },
      request: nodeRequest,
    },
    Notification: FakeNotification,
    protocol: {
      registerSchemesAsPrivileged: vi.fn(),
      handle(scheme: string, handler: (request: Request) => Promise<Response>) {
        schemes.set(scheme, handler);
      },
    },
    // A keyring whose output is marked (and scrambled): the files must hold only what it made.
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      encryptString: (text: string) =>
        Buffer.concat([KEYRING_MARK, Buffer.from(text, 'utf8').map((b) => b ^ 0x5a)]),
      decryptString(data: Buffer) {
        if (!data.subarray(0, KEYRING_MARK.length).equals(KEYRING_MARK))
          throw new Error('Not ours');
        return Buffer.from(data.subarray(KEYRING_MARK.length).map((b) => b ^ 0x5a)).toString();
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        spellCheckerEnabled: true,
        setSpellCheckerEnabled(on: boolean) {
          electron.session.defaultSession.spellCheckerEnabled = on;
        },
        setPermissionRequestHandler(handler: Listener) {
          permission.request = handler;
        },
        setPermissionCheckHandler(handler: Listener) {
          permission.check = handler;
        },
        setDevicePermissionHandler: vi.fn(),
      },
    },
    shell: { openExternal: vi.fn(async () => undefined), showItemInFolder: vi.fn() },
    Tray: FakeTray,
  };

  return {
    electron,
    facade: electron as unknown as ElectronFacade,
    app,
    windows,
    ipc,
    schemes,
    answered,
    permission,
    notifications: FakeNotification.shown,
    trays: FakeTray.all,
  };
}

/** A menu item of a template the console built (the parts the tests read and click). */
export interface MenuItem {
  id?: string;
  type?: string;
  checked?: boolean;
  click?: (item: MenuItem) => void;
  submenu?: MenuItem[];
}

/** Electron's net.request for a manual redirect, made of Node's http (as its events are). */
function nodeRequest(options: { url: string; method: string }): ClientRequestLike {
  const outgoing = new EventEmitter();
  const headers: Record<string, string> = {};
  let request: http.ClientRequest | null = null;
  return Object.assign(outgoing, {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    end() {
      request = http.request(options.url, { method: options.method, headers });
      request.on('response', (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          outgoing.emit('redirect', status, options.method, res.headers.location);
        } else outgoing.emit('response', res);
      });
      request.on('error', (error) => outgoing.emit('error', error));
      request.end();
    },
    abort() {
      request?.destroy();
    },
  }) as unknown as ClientRequestLike;
}

/** What the fake keyring puts before what it encrypts: a file holding it was written by it. */
export const KEYRING_MARK = Buffer.from('KEYRING:');
