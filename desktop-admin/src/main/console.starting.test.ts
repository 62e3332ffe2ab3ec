/**
 * The console's start: a second launch hands over to the first; app:// serves the renderer; the
 * bridge answers only the console's own page; one secure window opens; a failure to start is
 * told, and what nothing caught goes to the log file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/channels';
import { APP_ENTRY_URL, APP_SCHEME } from '../shared/constants';
import { quitStarted, removeFolders, start, started } from './consoleKit';
import { windowBackground } from './lifecycle';

// Every console a test starts is quit after it; their data folders go with the file.
afterEach(quitStarted);
afterAll(removeFolders);

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
