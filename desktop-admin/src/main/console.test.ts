/**
 * The console's main process as a whole (./console, what ./index.ts runs), through a facade of
 * Electron made of fakes (the runtime cannot be downloaded on these machines), with the real
 * collaborators behind it: its settings, session and log files in a user-data folder, the renderer
 * served from a folder, and the real API (api/test/helpers) reached through the relay and the
 * live feed. The fakes behave as Electron documents: a window's `close` can be prevented; `quit`
 * emits `before-quit`, closes the windows, then `will-quit`, which can be prevented too; closing
 * the last window otherwise emits `window-all-closed`.
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../../api/test/helpers';
import type { DesktopCommand } from '../shared/bridge';
import { CHANNELS } from '../shared/channels';
import { APP_ENTRY_URL, APP_SCHEME } from '../shared/constants';
import { runConsole, type ConsoleProcess, type ElectronFacade } from './console';
import type { ClientRequestLike } from './netFetch';
import { windowBackground } from './lifecycle';

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
function fakeElectron(userData: string) {
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

interface MenuItem {
  id?: string;
  type?: string;
  checked?: boolean;
  click?: (item: MenuItem) => void;
  submenu?: MenuItem[];
}

/** A click on a menu item, as Electron gives it (a checkbox is toggled first). */
function click(item: MenuItem) {
  if (item.type === 'checkbox') item.checked = !item.checked;
  item.click!(item);
}

/** The item of a menu (or of its submenus) with this id. */
function menuItem(template: MenuItem[], id: string): MenuItem {
  const all = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((item) => [item, ...all(item.submenu ?? [])]);
  const found = all(template).find((item) => item.id === id);
  if (!found) throw new Error(`No menu item ${id}`);
  return found;
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

const KEYRING_MARK = Buffer.from('KEYRING:');
const FOLDERS: string[] = [];
const TRUSTED = { url: APP_ENTRY_URL, parent: null };

/** A console started with fakes on `platform`, its data in a new folder. */
async function started(
  platform: NodeJS.Platform = 'linux',
  prepare: (fakes: ReturnType<typeof fakeElectron>) => void = () => {},
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-console-'));
  FOLDERS.push(root);
  const rendererRoot = path.join(root, 'renderer');
  fs.mkdirSync(rendererRoot);
  fs.writeFileSync(path.join(rendererRoot, 'index.html'), '<!doctype html><title>Console</title>');
  const fakes = fakeElectron(path.join(root, 'userData'));
  prepare(fakes);
  const processErrors = new Map<string, (reason: unknown) => void>();
  const proc: ConsoleProcess = {
    platform,
    env: {},
    on(event, listener) {
      processErrors.set(event, listener);
    },
  };
  await runConsole(fakes.facade, proc, {
    preload: '/opt/Ruwad Admin/resources/app.asar/out/preload/index.cjs',
    rendererRoot,
    build: { defaultServer: null, updateUrl: null },
  });
  /** A bridge call from the console's own page (or from `frame`). */
  const invoke = (channel: string, args: unknown[] = [], frame: unknown = TRUSTED) => {
    const handler = fakes.ipc.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return (handler as (event: unknown, ...rest: unknown[]) => Promise<unknown>)(
      { senderFrame: frame },
      ...args,
    );
  };
  /** A request of the page to app://admin (the relay), as its fetch sends it. */
  const page = (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET') headers.set('origin', 'app://admin');
    return fakes.schemes.get(APP_SCHEME)!(
      new Request(`app://admin${pathname}`, { ...init, headers }),
    );
  };
  const window = () => fakes.windows.at(-1)!;
  return { ...fakes, root, proc, processErrors, invoke, page, window };
}

type Console = Awaited<ReturnType<typeof started>>;
const running: Console[] = [];

async function start(...args: Parameters<typeof started>) {
  const c = await started(...args);
  running.push(c);
  // The page has painted and loaded.
  await vi.waitFor(() => expect(c.window().webContents.isLoading()).toBe(false));
  return c;
}

/** Quits as the menu's Quit does; resolves once the app has ended (settings written). */
async function quit(c: Console) {
  c.app.quit();
  await vi.waitFor(() => expect(c.app.quitted).toBe(true));
}

afterEach(async () => {
  for (const c of running.splice(0)) if (!c.app.quitted) await quit(c);
});

afterAll(() => {
  for (const folder of FOLDERS) fs.rmSync(folder, { recursive: true, force: true });
});

describe('starting', () => {
  it('a second launch hands over to the first and starts nothing itself', async () => {
    const c = await started('linux', (fakes) => {
      fakes.app.hasLock = false;
    });
    expect(c.app.quitCalls).toBe(1);
    expect(c.windows).toHaveLength(0);
    expect(c.ipc.size).toBe(0);
    expect(c.schemes.size).toBe(0);
  });

  it('makes app:// privileged before the app is ready, and serves the renderer there', async () => {
    const c = await start();
    expect(c.electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
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
    const res = await c.page('/index.html');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Console</title>');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    // Nothing outside the renderer's folder.
    expect((await c.page('/../userData/settings.json')).status).toBe(404);
  });

  it('answers every bridge method, and only to the console’s own page', async () => {
    const c = await start();
    const channels = Object.entries(CHANNELS)
      .filter(([method]) => method !== 'command')
      .map(([, channel]) => channel);
    expect([...c.ipc.keys()].sort()).toEqual([...channels].sort());
    await expect(c.invoke(CHANNELS.sessionStatus)).resolves.toEqual({ signedIn: false });
    for (const frame of [
      { url: 'https://evil.example/', parent: null },
      { url: APP_ENTRY_URL, parent: {} },
      null,
    ]) {
      await expect(c.invoke(CHANNELS.sessionStatus, [], frame)).rejects.toThrow(/Refused/);
    }
    await expect(c.invoke(CHANNELS.setTheme, ['purple'])).rejects.toThrow(/invalid arguments/);
  });

  it('opens one secure window on app://admin, in the theme’s colour until it paints', async () => {
    const c = await start();
    expect(c.windows).toHaveLength(1);
    const win = c.window();
    expect(win.options).toMatchObject({
      show: false,
      title: 'Ruwad Admin',
      backgroundColor: windowBackground('dark'),
      webPreferences: {
        preload: '/opt/Ruwad Admin/resources/app.asar/out/preload/index.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        webviewTag: false,
        devTools: false,
        // Spell-check needs the system's dictionaries: none on Linux, nothing downloaded.
        spellcheck: false,
      },
    });
    expect(c.electron.session.defaultSession.spellCheckerEnabled).toBe(false);
    expect(win.loaded).toEqual([APP_ENTRY_URL]);
    // Shown once painted.
    expect(win.visible).toBe(true);
    // No web permission, whoever asks.
    const answer = vi.fn();
    c.permission.request?.(...([{}, 'notifications', answer] as never[]));
    expect(answer).toHaveBeenCalledWith(false);
    // New windows are refused; links to other sites do not leave the app.
    expect(win.webContents.openHandler?.({ url: 'https://evil.example/' })).toEqual({
      action: 'deny',
    });
    expect(c.electron.shell.openExternal).not.toHaveBeenCalled();
    // The menu is there; the theme chosen in the page colours the window.
    expect(c.electron.Menu.application?.template.length).toBeGreaterThan(2);
    await c.invoke(CHANNELS.setTheme, ['light']);
    expect(win.background).toBe(windowBackground('light'));
  });

  it('says why it could not start, and ends', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = await started('linux', (fakes) => {
      fakes.app.failUserData = true;
    });
    expect(c.electron.dialog.showErrorBox).toHaveBeenCalledWith(
      'Ruwad Admin',
      expect.stringContaining('No user data folder'),
    );
    expect(c.app.exitCode).toBe(1);
    expect(warned).toHaveBeenCalledWith('[desktop] The console could not start', expect.any(Error));
    warned.mockRestore();
  });

  it('writes what nothing caught to the log file, instead of Electron’s error dialog', async () => {
    const c = await start();
    const unhandled = c.processErrors.get('unhandledRejection');
    const uncaught = c.processErrors.get('uncaughtException');
    expect(unhandled && uncaught).toBeTruthy();
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    unhandled!(new Error('a dropped promise'));
    uncaught!(new Error('a thrown error'));
    expect(printed).toHaveBeenCalledTimes(2);
    printed.mockRestore();
    const logs = path.join(c.app.getPath('userData'), 'logs');
    const text = fs
      .readdirSync(logs)
      .map((name) => fs.readFileSync(path.join(logs, name), 'utf8'))
      .join('');
    expect(text).toMatch(/Unhandled rejection[\s\S]*a dropped promise/);
    expect(text).toMatch(/Uncaught exception[\s\S]*a thrown error/);
    expect(c.electron.dialog.showErrorBox).not.toHaveBeenCalled();
  });
});

describe('closing and quitting', () => {
  it('Linux: closing keeps it in the tray; a second launch shows it; Quit ends it and saves the window', async () => {
    const c = await start('linux');
    const win = c.window();
    expect(win.close()).toBe(false);
    expect(win.visible).toBe(false);
    expect(win.destroyed).toBe(false);
    expect(c.app.quitCalls).toBe(0);

    c.app.emit('second-instance');
    expect(win.visible && win.focused).toBe(true);
    expect(c.windows).toHaveLength(1);

    win.close();
    // The tray's icon opens it again; its menu's Quit really quits.
    const tray = c.trays.at(-1)!;
    tray.emit('click');
    expect(win.visible).toBe(true);
    click(menuItem(tray.menu!.template, 'quit'));
    await vi.waitFor(() => expect(c.app.quitted).toBe(true));
    expect(win.destroyed).toBe(true);
    expect(tray.destroyed).toBe(true);
    // The window's place was written before the app ended.
    const settings = JSON.parse(
      fs.readFileSync(path.join(c.app.getPath('userData'), 'settings.json'), 'utf8'),
    ) as { window: { bounds: { width: number } } };
    expect(settings.window.bounds.width).toBe(win.getNormalBounds().width);
  });

  it('Linux without “keep running”: closing the window ends the app', async () => {
    const c = await start('linux');
    const tray = c.trays.at(-1)!;
    click(menuItem(tray.menu!.template, 'keep-running'));
    c.window().close();
    await vi.waitFor(() => expect(c.app.quitted).toBe(true));
  });

  it('macOS: closing closes; the app stays; the Dock, a second launch, the menu or the tray open a new window', async () => {
    const c = await start('darwin');
    expect(c.window().close()).toBe(true);
    expect(c.app.quitCalls).toBe(0);

    c.app.emit('activate');
    expect(c.windows).toHaveLength(2);
    expect(c.window().loaded).toEqual([APP_ENTRY_URL]);
    await vi.waitFor(() => expect(c.window().visible).toBe(true));

    c.window().close();
    c.app.emit('second-instance');
    expect(c.windows).toHaveLength(3);

    // File ▸ Change Server with no window: a new one, and the command once its page has loaded.
    c.window().close();
    click(menuItem(c.electron.Menu.application!.template, 'change-server'));
    expect(c.windows).toHaveLength(4);
    const fourth = c.window();
    expect(fourth.webContents.sent).toEqual([]);
    await vi.waitFor(() =>
      expect(fourth.webContents.sent).toEqual([[CHANNELS.command, 'change-server']]),
    );

    fourth.close();
    click(menuItem(c.trays.at(-1)!.menu!.template, 'open'));
    expect(c.windows).toHaveLength(5);
    expect(c.windows.filter((w) => !w.destroyed)).toHaveLength(1);
  });
});

describe('against the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(c: Console) {
    await expect(c.invoke(CHANNELS.setServer, [server.url])).resolves.toMatchObject({ ok: true });
    const res = await c.page('/api/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
    // The page gets the person, never the token.
    expect(await res.json()).not.toHaveProperty('token');
    await expect(c.invoke(CHANNELS.sessionStatus)).resolves.toEqual({ signedIn: true });
  }

  it('keeps the session in the main process, encrypted on disk, and adds it to relayed calls', async () => {
    const c = await start();
    await signedIn(c);
    const me = await c.page('/api/auth/me');
    expect(me.status).toBe(200);
    const sessions = path.join(c.app.getPath('userData'), 'sessions');
    const stored = fs.readdirSync(sessions).map((f) => fs.readFileSync(path.join(sessions, f)));
    expect(stored).toHaveLength(1);
    const file = stored[0]!;
    // What the keyring made of the token, not the token.
    expect(file.subarray(0, KEYRING_MARK.length)).toEqual(KEYRING_MARK);
    const token = c.electron.safeStorage.decryptString(file);
    expect(token).toMatch(/^\S{20,}$/);
    expect(file.includes(token)).toBe(false);

    await c.invoke(CHANNELS.signOut);
    await expect(c.invoke(CHANNELS.sessionStatus)).resolves.toEqual({ signedIn: false });
    expect((await c.page('/api/auth/me')).status).toBe(401);
  });

  it('tells of a new message it follows; the notice’s click opens that message', async () => {
    const c = await start();
    await signedIn(c);
    const chosen = await c.page('/api/admin/account/notifications', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ modes: { 'contact-messages': 'each' } }),
    });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    // The live feed is open (its answer's headers came): what is posted now is news.
    await vi.waitFor(() => expect(c.answered).toContain('/api/admin/events'), { timeout: 10_000 });
    const win = c.window();
    win.hide();

    const posted = await server.api('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'سارة',
        email: 'visitor@example.test',
        subject: 'سؤال',
        message: 'A message long enough to be accepted.',
      }),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };

    await vi.waitFor(() => expect(c.notifications).toHaveLength(1), { timeout: 15_000 });
    // Unread while the window is not looked at: on the badge and the tray.
    expect(c.app.badge).toBe(1);
    const tray = c.trays.at(-1)!;
    expect(tray.tooltip).toMatch(/Ruwad Admin/);
    expect(menuItem(tray.menu!.template, 'open-contact-messages')).toBeTruthy();

    c.notifications[0]!.emit('click');
    expect(win.visible && win.focused).toBe(true);
    const command: DesktopCommand = { open: { kind: 'contact-messages', id } };
    expect(win.webContents.sent).toContainEqual([CHANNELS.command, command]);
    expect(c.app.badge).toBe(0);
  });
});
