/**
 * The console against the real API (api/test/helpers), reached through the relay and the live
 * feed: the session kept in the main process, encrypted on disk; and the notice of a new message,
 * whose click opens it.
 */
import fs from 'node:fs';
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
import { KEYRING_MARK } from './consoleFakesKit';
import { menuItem, quitStarted, removeFolders, start, type Console } from './consoleKit';

// Every console a test starts is quit after it; their data folders go with the file.
afterEach(quitStarted);
afterAll(removeFolders);

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
