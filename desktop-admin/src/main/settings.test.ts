import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryFileAccess, nodeFileAccess } from './files';
import { DEFAULT_SETTINGS, keepRunningWhenClosed, openSettings } from './settings';

const FILE = '/data/settings.json';

describe('the settings file', () => {
  it('starts with the defaults (Arabic, dark, notifications on, no server)', async () => {
    const settings = await openSettings(memoryFileAccess(), FILE);
    expect(settings.get()).toEqual({
      serverUrl: null,
      servers: [],
      language: 'ar',
      theme: 'dark',
      notifications: true,
      window: null,
      lastSaveDirectory: null,
      keepRunning: null,
      seen: {},
    });
  });

  it('falls back field by field when the file is damaged', async () => {
    const broken = await openSettings(memoryFileAccess({ [FILE]: '{not json' }), FILE);
    expect(broken.get()).toEqual(DEFAULT_SETTINGS);
    const partly = await openSettings(
      memoryFileAccess({
        [FILE]: JSON.stringify({
          serverUrl: 'http://a.example',
          language: 'fr',
          notifications: 'yes',
          window: { bounds: { x: 'a' } },
          extra: 1,
        }),
      }),
      FILE,
    );
    expect(partly.get()).toEqual({
      ...DEFAULT_SETTINGS,
      serverUrl: 'http://a.example',
      // The one server of a file older than profiles is the first profile.
      servers: [{ origin: 'http://a.example', name: null }],
    });
  });

  it('writes every change, in order', async () => {
    const files = memoryFileAccess();
    const settings = await openSettings(files, FILE);
    void settings.update({ language: 'en' });
    await settings.update({ notifications: false });
    expect(JSON.parse(files.text(FILE) ?? '{}')).toMatchObject({
      language: 'en',
      notifications: false,
    });
    expect((await openSettings(files, FILE)).get().language).toBe('en');
  });

  it('can wait for the last write before the app quits', async () => {
    const files = memoryFileAccess();
    const settings = await openSettings(files, FILE);
    void settings.update({ lastSaveDirectory: '/home/sara/Desktop' });
    await settings.flush();
    expect(JSON.parse(files.text(FILE) ?? '{}').lastSaveDirectory).toBe('/home/sara/Desktop');
  });
});

describe('keeping the console running when its window is closed', () => {
  it('is on by default on Windows and Linux, off on macOS, and as chosen once chosen', () => {
    expect(keepRunningWhenClosed(DEFAULT_SETTINGS, 'win32')).toBe(true);
    expect(keepRunningWhenClosed(DEFAULT_SETTINGS, 'linux')).toBe(true);
    expect(keepRunningWhenClosed(DEFAULT_SETTINGS, 'darwin')).toBe(false);
    expect(keepRunningWhenClosed({ ...DEFAULT_SETTINGS, keepRunning: true }, 'darwin')).toBe(true);
    expect(keepRunningWhenClosed({ ...DEFAULT_SETTINGS, keepRunning: false }, 'win32')).toBe(false);
  });
});

describe('the newest submissions known per server', () => {
  it('are kept per server origin, and a damaged entry drops only itself', async () => {
    const files = memoryFileAccess();
    const settings = await openSettings(files, FILE);
    await settings.update({
      seen: { 'https://admin.example': { applications: 41, 'contact-messages': 7 } },
      keepRunning: false,
    });
    const again = await openSettings(files, FILE);
    expect(again.get().seen).toEqual({
      'https://admin.example': { applications: 41, 'contact-messages': 7 },
    });
    expect(again.get().keepRunning).toBe(false);
    const damaged = await openSettings(
      memoryFileAccess({
        [FILE]: JSON.stringify({
          seen: {
            'https://a.example': { applications: 3 },
            'https://b.example': { applications: 'many' },
            'https://c.example': 12,
          },
        }),
      }),
      FILE,
    );
    expect(damaged.get().seen).toEqual({ 'https://a.example': { applications: 3 } });
    const wrong = await openSettings(memoryFileAccess({ [FILE]: '{"seen":[1,2]}' }), FILE);
    expect(wrong.get().seen).toEqual({});
  });
});

describe('the node file access', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('writes atomically with the given mode, reads, and removes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-desktop-'));
    dirs.push(dir);
    const files = nodeFileAccess();
    const file = path.join(dir, 'nested', 'secret.bin');
    expect(await files.read(file)).toBeNull();
    await files.write(file, new Uint8Array([1, 2, 3]), { mode: 0o600 });
    expect([...((await files.read(file)) ?? [])]).toEqual([1, 2, 3]);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['secret.bin']);
    await files.remove(file);
    await files.remove(file);
    expect(await files.read(file)).toBeNull();
  });
});
