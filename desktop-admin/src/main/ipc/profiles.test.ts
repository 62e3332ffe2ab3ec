/**
 * The server profiles through the bridge, with the real settings and token stores on
 * real files in a temporary user-data folder; only the OS encryption is a stand-in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../shared/channels';
import { nodeFileAccess } from '../files';
import { createServerStore } from '../serverStore';
import { openSettings } from '../settings';
import { createTokenStore, currentSession, tokenFile, type SecretCipher } from '../tokenStore';
import { profileHandlers } from './profiles';
import { registerIpcHandlers, type Handlers, type IpcMainLike } from './register';

const PROD = 'https://admin.example.sa';
const STAGING = 'https://staging.example.sa';
const LOCAL = 'http://127.0.0.1:3000';

/** A stand-in for the OS encryption: reversible, never the plain text. */
const cipher: SecretCipher = {
  available: async () => true,
  encrypt: async (text) => new TextEncoder().encode(text).map((b) => b ^ 5),
  decrypt: async (data) => ({
    text: new TextDecoder().decode(data.map((b) => b ^ 5)),
    reEncrypt: false,
  }),
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function setup(settingsFile?: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-profiles-'));
  dirs.push(dir);
  const settingsPath = path.join(dir, 'settings.json');
  if (settingsFile) fs.writeFileSync(settingsPath, JSON.stringify(settingsFile));
  const files = nodeFileAccess();
  const settings = await openSettings(files, settingsPath);
  const store = createServerStore(settings);
  const folder = path.join(dir, 'sessions');
  const tokens = createTokenStore({ cipher, files, folder });
  const onSwitched = vi.fn();
  const onListChanged = vi.fn();
  const endSession = vi.fn(async () => undefined);
  const handlers = profileHandlers({ store, tokens, onSwitched, onListChanged, endSession });
  return {
    dir,
    settings,
    settingsPath,
    store,
    tokens,
    folder,
    handlers,
    onSwitched,
    onListChanged,
    endSession,
  };
}

describe('server profiles', () => {
  it('keeps the single server of an older settings file as the first profile', async () => {
    const s = await setup({
      serverUrl: PROD,
      language: 'en',
      seen: { [PROD]: { applications: 4 } },
    });
    expect(s.store.get()).toBe(PROD);
    expect(s.store.list()).toEqual([{ origin: PROD, name: null }]);
    expect(await s.handlers.listServers()).toEqual([
      { origin: PROD, name: null, current: true, signedIn: false },
    ]);
    // Written back as a list the next time anything is saved.
    await s.settings.update({ language: 'ar' });
    const saved = JSON.parse(fs.readFileSync(s.settingsPath, 'utf8'));
    expect(saved.servers).toEqual([{ origin: PROD, name: null }]);
    expect(saved.serverUrl).toBe(PROD);
  });

  it('drops damaged and repeated entries of the list, keeping the rest', async () => {
    const s = await setup({
      serverUrl: STAGING,
      servers: [{ origin: PROD, name: 'Production' }, 42, { origin: PROD, name: 'Again' }, {}],
    });
    expect(s.store.list()).toEqual([
      { origin: PROD, name: 'Production' },
      { origin: STAGING, name: null },
    ]);
  });

  it('switches to a known server without signing out of the other', async () => {
    const s = await setup();
    await s.store.set(PROD);
    await s.tokens.set(PROD, 'prod-token');
    await s.store.set(STAGING);
    await s.tokens.set(STAGING, 'staging-token');
    expect(await s.handlers.listServers()).toEqual([
      { origin: PROD, name: null, current: false, signedIn: true },
      { origin: STAGING, name: null, current: true, signedIn: true },
    ]);
    expect(await s.handlers.switchServer(`${PROD}/`)).toEqual({ ok: true });
    expect(s.store.get()).toBe(PROD);
    expect(s.onSwitched).toHaveBeenCalledWith(PROD);
    // The relay's current session is production's; staging's is still held.
    expect(await currentSession(s.tokens, () => s.store.get()).get()).toBe('prod-token');
    expect(await s.tokens.get(STAGING)).toBe('staging-token');
    // Choosing the current one again is no switch.
    await s.handlers.switchServer(PROD);
    expect(s.onSwitched).toHaveBeenCalledTimes(1);
    // Remembered after a restart.
    const again = createServerStore(await openSettings(nodeFileAccess(), s.settingsPath));
    expect(again.get()).toBe(PROD);
  });

  it('refuses a bad origin, an unknown one and plain http to another computer', async () => {
    const s = await setup();
    await s.store.set(PROD);
    await s.store.set(LOCAL);
    for (const call of [
      () => s.handlers.switchServer('not a url'),
      () => s.handlers.switchServer('https://admin.example.sa/admin'),
      () => s.handlers.renameServer('javascript:alert(1)', 'x'),
      () => s.handlers.removeServer('file:///etc/passwd'),
    ]) {
      expect(await call()).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(await s.handlers.switchServer('http://admin.example.sa')).toEqual({
      ok: false,
      problem: 'insecure',
    });
    expect(await s.handlers.switchServer(STAGING)).toEqual({ ok: false, problem: 'unknown' });
    expect(await s.handlers.removeServer(STAGING)).toEqual({ ok: false, problem: 'unknown' });
    expect(await s.handlers.renameServer(STAGING, 'Staging')).toEqual({
      ok: false,
      problem: 'unknown',
    });
    // Loopback over http is a server like any other.
    expect(await s.handlers.switchServer(PROD)).toEqual({ ok: true });
    expect(await s.handlers.switchServer(LOCAL)).toEqual({ ok: true });
    expect(s.store.list().map((p) => p.origin)).toEqual([PROD, LOCAL]);
    expect(s.store.get()).toBe(LOCAL);
  });

  it('names a server, and clears the name when given none', async () => {
    const s = await setup();
    await s.store.set(STAGING);
    expect(await s.handlers.renameServer(STAGING, '  Staging  ')).toEqual({ ok: true });
    expect(s.store.list()).toEqual([{ origin: STAGING, name: 'Staging' }]);
    expect(s.onListChanged).toHaveBeenCalled();
    expect(s.onSwitched).not.toHaveBeenCalled();
    expect((await s.handlers.listServers())[0]!.name).toBe('Staging');
    await s.handlers.renameServer(STAGING, '   ');
    expect(s.store.list()).toEqual([{ origin: STAGING, name: null }]);
    await s.handlers.renameServer(STAGING, 'x'.repeat(150));
    expect(s.store.list()[0]!.name).toHaveLength(60);
  });

  it('removes a server and forgets its session on disk, keeping the others', async () => {
    const s = await setup();
    await s.store.set(PROD);
    await s.tokens.set(PROD, 'prod-token');
    await s.store.set(STAGING);
    await s.tokens.set(STAGING, 'staging-token');
    await s.settings.update({
      seen: { [PROD]: { applications: 3 }, [STAGING]: { applications: 9 } },
    });
    // Not the current one: no switch.
    expect(await s.handlers.removeServer(PROD)).toEqual({ ok: true });
    expect(fs.existsSync(tokenFile(s.folder, PROD))).toBe(false);
    expect(fs.existsSync(tokenFile(s.folder, STAGING))).toBe(true);
    expect(s.endSession).toHaveBeenCalledWith(PROD, 'prod-token');
    expect(s.settings.get().seen).toEqual({ [STAGING]: { applications: 9 } });
    expect(s.onSwitched).not.toHaveBeenCalled();
    expect(s.onListChanged).toHaveBeenCalled();
    expect(s.store.get()).toBe(STAGING);
    const restarted = createTokenStore({ cipher, files: nodeFileAccess(), folder: s.folder });
    expect(await restarted.get(PROD)).toBeNull();
    expect(await restarted.get(STAGING)).toBe('staging-token');
  });

  it('removing the current server switches to the first one left, or to none', async () => {
    const s = await setup();
    await s.store.set(PROD);
    await s.store.set(STAGING);
    await s.handlers.switchServer(PROD);
    s.onSwitched.mockClear();
    expect(await s.handlers.removeServer(PROD)).toEqual({ ok: true });
    expect(s.store.get()).toBe(STAGING);
    expect(s.onSwitched).toHaveBeenLastCalledWith(STAGING);
    expect(await s.handlers.removeServer(STAGING)).toEqual({ ok: true });
    expect(s.store.get()).toBeNull();
    expect(s.onSwitched).toHaveBeenLastCalledWith(null);
    expect(await s.handlers.listServers()).toEqual([]);
  });
});

describe('the profile calls through the IPC registry', () => {
  it('are refused from another sender or with wrong arguments', async () => {
    const s = await setup();
    await s.store.set(PROD);
    const listeners = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
    const ipc: IpcMainLike = {
      handle: (channel, listener) => void listeners.set(channel, listener),
      removeHandler: (channel) => void listeners.delete(channel),
    };
    registerIpcHandlers(ipc, s.handlers as unknown as Handlers);
    const invoke = (channel: string, args: unknown[], url = 'app://admin/index.html') =>
      Promise.resolve(listeners.get(channel)!({ senderFrame: { url, parent: null } }, ...args));
    await expect(invoke(CHANNELS.switchServer, [PROD], 'https://evil.example/')).rejects.toThrow(
      /Refused/,
    );
    for (const [channel, args] of [
      [CHANNELS.switchServer, [42]],
      [CHANNELS.switchServer, []],
      [CHANNELS.renameServer, [PROD]],
      [CHANNELS.renameServer, [PROD, 7]],
      [CHANNELS.removeServer, [{ origin: PROD }]],
      [CHANNELS.listServers, ['extra']],
    ] as const) {
      await expect(invoke(channel, [...args]), channel).rejects.toThrow(/invalid arguments/);
    }
    expect(s.store.list()).toEqual([{ origin: PROD, name: null }]);
    await expect(invoke(CHANNELS.renameServer, [PROD, 'Production'])).resolves.toEqual({
      ok: true,
    });
    await expect(invoke(CHANNELS.listServers, [])).resolves.toEqual([
      { origin: PROD, name: 'Production', current: true, signedIn: false },
    ]);
  });
});
