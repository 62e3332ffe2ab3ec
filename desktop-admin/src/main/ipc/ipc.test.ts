import { describe, expect, it, vi } from 'vitest';
import type { ServerCheck, UpdateCheckStart } from '../../shared/bridge';
import { CHANNELS } from '../../shared/channels';
import { memoryFileAccess } from '../files';
import { createExternalOpener } from '../security';
import { createServerStore } from '../serverStore';
import { openSettings } from '../settings';
import { createTokenStore, currentSession } from '../tokenStore';
import { preferenceHandlers } from './preferences';
import { registerIpcHandlers, type Handlers, type IpcMainLike } from './register';
import { serverHandlers } from './server';
import { sessionHandlers } from './session';
import { shellHandlers } from './shell';
import { updateHandlers } from './updates';

type Listener = Parameters<IpcMainLike['handle']>[1];

function fakeIpcMain() {
  const listeners = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle: (channel, listener) => void listeners.set(channel, listener),
    removeHandler: (channel) => void listeners.delete(channel),
  };
  const OWN = { url: 'app://admin/index.html', parent: null };
  return {
    ipc,
    listeners,
    invoke(channel: string, args: unknown[], frame: { url: string; parent: unknown } | null = OWN) {
      const listener = listeners.get(channel);
      if (!listener) throw new Error(`no handler for ${channel}`);
      return Promise.resolve(listener({ senderFrame: frame }, ...args));
    },
  };
}

function allHandlers(overrides: Partial<Handlers> = {}): Handlers {
  const never = vi.fn(async () => {
    throw new Error('not in this test');
  });
  return {
    getServer: never,
    checkServer: never,
    setServer: never,
    sessionStatus: never,
    signOut: never,
    saveFile: never,
    openExternal: never,
    setLanguage: never,
    setTheme: never,
    checkForUpdates: never,
    ...overrides,
  } as Handlers;
}

describe('the IPC handlers', () => {
  it('answer the console’s own page with the handler’s result', async () => {
    const main = fakeIpcMain();
    const getServer = vi.fn(async () => ({ url: null, defaultUrl: 'http://127.0.0.1:3000' }));
    registerIpcHandlers(main.ipc, allHandlers({ getServer }));
    await expect(main.invoke(CHANNELS.getServer, [])).resolves.toEqual({
      url: null,
      defaultUrl: 'http://127.0.0.1:3000',
    });
  });

  it('refuse any other sender before the handler runs', async () => {
    const main = fakeIpcMain();
    const setLanguage = vi.fn(async () => undefined);
    const warn = vi.fn();
    registerIpcHandlers(main.ipc, allHandlers({ setLanguage }), { warn });
    for (const frame of [
      { url: 'https://evil.example/', parent: null },
      { url: 'app://admin/index.html', parent: { url: 'app://admin/' } },
      null,
    ]) {
      await expect(main.invoke(CHANNELS.setLanguage, ['en'], frame)).rejects.toThrow(/Refused/);
    }
    expect(setLanguage).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('refuse arguments that do not match the method’s schema', async () => {
    const main = fakeIpcMain();
    const handlers = allHandlers({
      signOut: vi.fn(async () => undefined),
      setLanguage: vi.fn(async () => undefined),
      saveFile: vi.fn(async () => 'saved' as const),
      openExternal: vi.fn(async () => true),
    });
    registerIpcHandlers(main.ipc, handlers);
    const refused = [
      [CHANNELS.signOut, [42]],
      [CHANNELS.signOut, ['a token']],
      [CHANNELS.setLanguage, ['fr']],
      [CHANNELS.saveFile, [{ filename: 'a.pdf', mimeType: 'x', bytes: 'not bytes' }]],
      [CHANNELS.saveFile, [{ filename: '', mimeType: 'x', bytes: new ArrayBuffer(1) }]],
      [CHANNELS.openExternal, [{ href: 'https://x' }]],
    ] as const;
    for (const [channel, args] of refused) {
      await expect(main.invoke(channel, [...args]), channel).rejects.toThrow(/invalid arguments/);
    }
    expect(handlers.signOut).not.toHaveBeenCalled();
    expect(handlers.saveFile).not.toHaveBeenCalled();
    await main.invoke(CHANNELS.signOut, []);
    await main.invoke(CHANNELS.saveFile, [
      { filename: 'a.pdf', mimeType: 'application/pdf', bytes: new ArrayBuffer(3) },
    ]);
    expect(handlers.signOut).toHaveBeenCalledTimes(1);
    expect(handlers.saveFile).toHaveBeenCalledTimes(1);
  });

  it('register one channel per bridge method and can be removed', () => {
    const main = fakeIpcMain();
    const remove = registerIpcHandlers(main.ipc, allHandlers());
    expect([...main.listeners.keys()].sort()).toEqual(
      Object.entries(CHANNELS)
        .filter(([method]) => method !== 'command')
        .map(([, channel]) => channel)
        .sort(),
    );
    remove();
    expect(main.listeners.size).toBe(0);
  });
});

describe('the server handlers', () => {
  async function setup(current: string | null, buildDefault: string | null = null) {
    const files = memoryFileAccess();
    const settings = await openSettings(files, '/s.json');
    if (current) await settings.update({ serverUrl: current });
    const store = createServerStore(settings, buildDefault);
    const check = vi.fn(async (url: string): Promise<ServerCheck> =>
      url.includes('down')
        ? { ok: false, url, problem: 'unreachable' }
        : { ok: true, url: url.replace(/\/$/, '') },
    );
    const afterChange = vi.fn();
    return {
      store,
      check,
      afterChange,
      handlers: serverHandlers({
        store,
        check,
        afterChange,
        defaultUrl: buildDefault,
      }),
    };
  }

  it('use and offer the server built into a company’s copy', async () => {
    const s = await setup(null, 'https://admin.example.sa');
    expect(await s.handlers.getServer()).toEqual({
      url: 'https://admin.example.sa',
      defaultUrl: 'https://admin.example.sa',
    });
    // Still checked like any other, at start.
    await s.handlers.checkServer(undefined);
    expect(s.check).toHaveBeenCalledWith('https://admin.example.sa');
  });

  it('remember a server only once it answers', async () => {
    const s = await setup(null);
    expect(await s.handlers.getServer()).toEqual({
      url: null,
      defaultUrl: 'http://127.0.0.1:3000',
    });
    expect(await s.handlers.setServer('https://down.example')).toMatchObject({ ok: false });
    expect(s.store.get()).toBeNull();
    expect(await s.handlers.setServer('https://10.0.0.2:3000/')).toEqual({
      ok: true,
      url: 'https://10.0.0.2:3000',
    });
    expect(s.store.get()).toBe('https://10.0.0.2:3000');
    expect(s.afterChange).toHaveBeenCalledWith('https://10.0.0.2:3000', true);
  });

  it('add another server as a profile and make it current, keeping the first', async () => {
    const s = await setup('https://a.example');
    await s.handlers.setServer('https://a.example');
    expect(s.afterChange).toHaveBeenLastCalledWith('https://a.example', false);
    await s.handlers.setServer('https://b.example');
    expect(s.afterChange).toHaveBeenLastCalledWith('https://b.example', true);
    expect(s.store.get()).toBe('https://b.example');
    expect(s.store.list().map((p) => p.origin)).toEqual(['https://a.example', 'https://b.example']);
  });

  it('check the remembered server by default', async () => {
    const s = await setup('https://a.example');
    await s.handlers.checkServer(undefined);
    expect(s.check).toHaveBeenCalledWith('https://a.example');
    const none = await setup(null);
    expect(await none.handlers.checkServer(undefined)).toMatchObject({
      ok: false,
      problem: 'invalid',
    });
  });
});

describe('the update handler', () => {
  it('starts the same check as the Help menu and says when updates are not configured', async () => {
    const main = fakeIpcMain();
    const checkNow = vi.fn((): UpdateCheckStart => 'not-configured');
    registerIpcHandlers(main.ipc, allHandlers(updateHandlers({ checkNow })));
    await expect(main.invoke(CHANNELS.checkForUpdates, [])).resolves.toBe('not-configured');
    await expect(main.invoke(CHANNELS.checkForUpdates, ['extra'])).rejects.toThrow(/invalid/);
    expect(checkNow).toHaveBeenCalledTimes(1);
  });
});

describe('the session, link and language handlers', () => {
  it('keep the token in the token store and report sign-in and sign-out', async () => {
    const files = memoryFileAccess();
    const tokens = createTokenStore({
      cipher: {
        available: async () => true,
        encrypt: async (t) => new TextEncoder().encode(t).reverse(),
        decrypt: async (d) => ({
          text: new TextDecoder().decode(d.slice().reverse()),
          reEncrypt: false,
        }),
      },
      files,
      folder: '/tokens',
    });
    const onSessionChanged = vi.fn();
    const h = sessionHandlers({
      tokens: currentSession(tokens, () => 'https://a.example'),
      onSessionChanged,
    });
    expect(await h.sessionStatus()).toEqual({ signedIn: false });
    // The relay keeps the sign-in's token in the same store…
    await tokens.set('https://a.example', 'abc');
    expect(await h.sessionStatus()).toEqual({ signedIn: true });
    // …and no handler answers it to the page.
    expect(JSON.stringify(await h.sessionStatus())).not.toContain('abc');
    await h.signOut();
    expect(await tokens.get('https://a.example')).toBeNull();
    expect(await h.sessionStatus()).toEqual({ signedIn: false });
    expect(onSessionChanged).toHaveBeenLastCalledWith(false);
  });

  it('open only allowed links with the system', async () => {
    const open = vi.fn(async () => undefined);
    const h = shellHandlers({
      openExternal: createExternalOpener(open, () => 'https://example.com'),
    });
    expect(await h.openExternal('https://example.com/news/a')).toBe(true);
    expect(await h.openExternal('mailto:a@example.com?subject=Re%3A')).toBe(true);
    expect(await h.openExternal('https://elsewhere.example/news/a')).toBe(false);
    expect(await h.openExternal('file:///etc/passwd')).toBe(false);
    expect(await h.openExternal('javascript:alert(1)')).toBe(false);
    expect(open.mock.calls).toEqual([
      ['https://example.com/news/a'],
      ['mailto:a@example.com?subject=Re%3A'],
    ]);
  });

  it('remember the language and let the menus follow', async () => {
    const settings = await openSettings(memoryFileAccess(), '/s.json');
    const onLanguageChanged = vi.fn();
    const h = preferenceHandlers({ settings, onLanguageChanged });
    await h.setLanguage('ar');
    expect(onLanguageChanged).not.toHaveBeenCalled();
    await h.setLanguage('en');
    expect(settings.get().language).toBe('en');
    expect(onLanguageChanged).toHaveBeenCalledWith('en');
  });
});
