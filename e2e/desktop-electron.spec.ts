import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { _electron as electron, type ElectronApplication, expect, test } from '@playwright/test';
import { CHANNELS } from '../desktop-admin/src/shared/channels';
import {
  adminApi,
  adminItem,
  createListing,
  newStaffMember,
  STAFF_PASSWORD,
  unique,
} from './fixtures';
import { E2E_ADMIN } from './global-setup';

/**
 * End-to-end test of the packaged-to-be console in Electron itself (Playwright's Electron
 * support): launch the built app (desktop-admin/out), choose the server, sign in, list the
 * applications and save a résumé through a stubbed native save dialog; a new message's
 * notification (Electron's Notification, recorded in the main process) whose click opens it;
 * closing into the tray; an edit kept offline and sent when the server is back. It needs Electron's runtime
 * binary, which `npm install` does not fetch here (electron's install script is denied in
 * allowScripts): where the binary is absent the test reports itself skipped, with the reason.
 * Elsewhere: `npx electron --version` works after `node node_modules/electron/install.js`; on a
 * Linux machine without a display run it under `xvfb-run`.
 */

const SKIP_REASON = 'Electron runtime binary not installed (cannot be downloaded on this machine)';
const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'desktop-admin', 'out', 'main', 'index.js');

/** The Electron executable that node_modules/electron points to, if it is really there. */
function electronBinary(): string | null {
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown;
    return typeof binary === 'string' && fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (!binary) {
  // Visible in the run's output, not only in the report's annotations.
  process.stdout.write(`desktop-electron.spec.ts: skipped: ${SKIP_REASON}\n`);
}

function launchArgs(): string[] {
  const args = [MAIN];
  // Chromium refuses to run as root without this (CI containers); no keyring prompts in tests.
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  if (process.platform === 'linux') args.push('--password-store=basic');
  return args;
}

test.describe('the desktop console in Electron', () => {
  test.skip(!binary, SKIP_REASON);

  let userData: string;
  let app: ElectronApplication | undefined;

  test.beforeEach(() => {
    if (!fs.existsSync(MAIN)) {
      throw new Error('desktop-admin is not built: run "npm run build -w desktop-admin" first');
    }
    userData = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-desktop-e2e-'));
  });
  test.afterEach(async () => {
    await app?.close();
    app = undefined;
    fs.rmSync(userData, { recursive: true, force: true });
  });

  const launch = () =>
    electron.launch({
      executablePath: binary!,
      args: launchArgs(),
      env: { ...process.env, DESKTOP_USER_DATA_DIR: userData, NODE_ENV: 'test' },
    });

  test('launch, choose the server, sign in, list applications, save a résumé', async ({
    baseURL,
  }) => {
    const apiUrl = new URL(baseURL!).origin;
    const token = unique('electron');
    const filename = `السيرة الذاتية ${token}.pdf`;
    const bytes = Buffer.concat([
      Buffer.from(`%PDF-1.4\n% ${token}\n%%EOF\n`, 'utf8'),
      Buffer.from([0, 128, 255]),
    ]);
    const api = await adminApi(apiUrl);
    const res = await api.post('/api/careers/apply', {
      data: {
        name: `Electron applicant ${token}`,
        email: 'electron@example.com',
        phone: '+966551234567',
        position: 'Analyst',
        resumeFilename: filename,
        resumeData: bytes.toString('base64'),
      },
    });
    expect(res.status()).toBe(201);
    await api.dispose();

    app = await launch();
    const page = await app.firstWindow();
    await expect(page.getByTestId('server-setup')).toBeVisible();

    // The page is the app's own (app://admin), without Node and with nothing but the bridge
    // (the webPreferences object itself is unit-tested in desktop-admin/src/main/security.test.ts).
    expect(
      await app.evaluate(({ BrowserWindow }) =>
        BrowserWindow.getAllWindows()[0]!.webContents.getURL(),
      ),
    ).toBe('app://admin/index.html');
    expect(
      await page.evaluate(() => ({
        require: typeof (window as unknown as { require?: unknown }).require,
        process: typeof (window as unknown as { process?: unknown }).process,
        bridge: Object.keys((window as unknown as { desktop: object }).desktop).sort(),
      })),
    ).toEqual({
      require: 'undefined',
      process: 'undefined',
      // Every bridge method and the command listener: nothing else.
      bridge: [...Object.keys(CHANNELS).filter((m) => m !== 'command'), 'onCommand'].sort(),
    });

    await page.getByTestId('server-address').fill(apiUrl);
    await page.getByTestId('server-connect').click();
    const form = page.getByTestId('admin-sign-in');
    await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
    await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
    // The console opens on the overview.
    await page.getByTestId('admin-tab-applications').click();

    const panel = page.getByTestId('submissions-applications');
    await panel.getByTestId('submissions-search').fill(token);
    const card = panel.getByTestId('submission-card');
    await expect(card).toHaveCount(1);

    // The native dialogs, stubbed: the save dialog answers a path, the offer is declined.
    const target = path.join(userData, 'saved', filename);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await app.evaluate(({ dialog }, filePath) => {
      const suggested: string[] = [];
      Object.assign(globalThis, { suggestedSavePaths: suggested });
      dialog.showSaveDialog = (async (...args: unknown[]) => {
        const options = args[args.length - 1] as { defaultPath?: string };
        suggested.push(options.defaultPath ?? '');
        return { canceled: false, filePath };
      }) as typeof dialog.showSaveDialog;
      dialog.showMessageBox = (async () => ({
        response: 1,
        checkboxChecked: false,
      })) as typeof dialog.showMessageBox;
    }, target);
    await card.getByTestId('download-resume').click();
    await expect.poll(() => fs.existsSync(target)).toBe(true);
    expect(fs.readFileSync(target).equals(bytes)).toBe(true);
    const suggested = await app.evaluate(
      () => (globalThis as unknown as { suggestedSavePaths: string[] }).suggestedSavePaths,
    );
    expect(path.basename(suggested[0]!)).toBe(filename);

    // The server is remembered; the token never sits in the page's storage.
    const settings = JSON.parse(fs.readFileSync(path.join(userData, 'settings.json'), 'utf8'));
    expect(settings.serverUrl).toBe(apiUrl);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(storage).not.toMatch(/token|Bearer/i);
  });

  test('remembers the server, and a second launch hands over to the first', async ({ baseURL }) => {
    const apiUrl = new URL(baseURL!).origin;
    fs.writeFileSync(path.join(userData, 'settings.json'), JSON.stringify({ serverUrl: apiUrl }));
    app = await launch();
    const page = await app.firstWindow();
    await expect(page.getByTestId('admin-sign-in')).toBeVisible();

    const second = spawn(binary!, launchArgs(), {
      env: { ...process.env, DESKTOP_USER_DATA_DIR: userData },
      stdio: 'ignore',
    });
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(0);
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
  });
  test('a followed message is notified and opened; closing keeps it in the tray; an edit made offline is sent when the server is back', async ({
    baseURL,
  }) => {
    const apiUrl = new URL(baseURL!).origin;
    const api = await adminApi(apiUrl);
    // Someone who follows every contact message and edits listings (their own choices, not the
    // shared admin's).
    const email = await newStaffMember(api, apiUrl, {
      tag: 'electron',
      roles: ['relations', 'recruiter'],
    });
    const title = unique('Electron offline role');
    const listingId = await createListing(api, { title });

    // The console reaches the server through a gateway this test can take down.
    const gateway = await startGateway(apiUrl);
    try {
      fs.writeFileSync(
        path.join(userData, 'settings.json'),
        JSON.stringify({ serverUrl: gateway.url, notifications: true }),
      );
      app = await launch();
      // Electron's notifications, recorded (and clickable) instead of shown by the system.
      await app.evaluate(({ Notification }) => {
        const shown: unknown[] = [];
        Object.assign(globalThis, { shownNotices: shown });
        Notification.prototype.show = function show(this: unknown) {
          shown.push(this);
        };
      });
      const page = await app.firstWindow();
      const form = page.getByTestId('admin-sign-in');
      await form.locator('input[type="email"]').fill(email);
      await form.locator('input[type="password"]').fill(STAFF_PASSWORD);
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('admin-tab-contact-messages')).toBeVisible();
      const chosen = await page.evaluate(async () => {
        const res = await fetch('/api/admin/account/notifications', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ modes: { 'contact-messages': 'each' } }),
        });
        return res.status;
      });
      expect(chosen).toBe(200);

      // A visitor writes; the console says so (again while its live feed is still opening).
      const subject = unique('Electron notice');
      const notices = () =>
        app!.evaluate(
          () => (globalThis as unknown as { shownNotices: { body: string }[] }).shownNotices.length,
        );
      let id = 0;
      await expect
        .poll(
          async () => {
            if ((await notices()) > 0) return true;
            const res = await api.post('/api/contact', {
              data: {
                name: 'Electron visitor',
                email: 'visitor@example.test',
                subject,
                message: 'A message long enough to be accepted by the form.',
              },
            });
            expect(res.status()).toBe(201);
            id = ((await res.json()) as { id: number }).id;
            return false;
          },
          { timeout: 30_000, intervals: [4_000] },
        )
        .toBe(true);
      // Its click opens the message in the console.
      await app.evaluate(() => {
        const shown = (globalThis as unknown as { shownNotices: { emit(e: string): void }[] })
          .shownNotices;
        shown[shown.length - 1]!.emit('click');
      });
      await expect(page.getByTestId('submission-panel').filter({ hasText: subject })).toBeVisible();
      expect(id).toBeGreaterThan(0);

      // Closing the window keeps the console in the tray (Linux and Windows; macOS keeps apps
      // running without windows anyway), not ended.
      if (process.platform !== 'darwin') {
        await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.close());
        await expect
          .poll(() =>
            app!.evaluate(({ BrowserWindow }) =>
              BrowserWindow.getAllWindows().map((w) => w.isVisible()),
            ),
          )
          .toEqual([false]);
        // A second launch brings it back.
        const second = spawn(binary!, launchArgs(), {
          env: { ...process.env, DESKTOP_USER_DATA_DIR: userData },
          stdio: 'ignore',
        });
        expect(await new Promise((resolve) => second.once('exit', resolve))).toBe(0);
        await expect
          .poll(() =>
            app!.evaluate(({ BrowserWindow }) =>
              BrowserWindow.getAllWindows().map((w) => w.isVisible()),
            ),
          )
          .toEqual([true]);
      }

      // Offline: the edit is kept on this computer, and sent once the server answers again.
      await page.getByTestId('admin-tab-listings').click();
      const card = page.getByTestId('listing-card').filter({ hasText: title });
      await card.getByTestId('listing-edit').click();
      await page.getByTestId('listing-description').fill('Written in Electron, offline.');
      gateway.down = true;
      await page.getByTestId('listing-save').click();
      // (Kept in memory only here: --password-store=basic is no keyring, so nothing is written.)
      await expect(card.getByTestId('draft-pending-tag')).toBeVisible();
      gateway.down = false;
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(card.getByTestId('draft-pending-tag')).toBeHidden({ timeout: 30_000 });
      const stored = await adminItem<{ description: string }>(api, 'job-listings', listingId);
      expect(stored.description).toBe('Written in Electron, offline.');
    } finally {
      await gateway.close();
      await api.dispose();
    }
  });
});

/**
 * A gateway in front of the API that this test can take down: while `down`, every connection is
 * dropped unanswered, as an unreachable server's would be.
 */
async function startGateway(target: string) {
  const upstream = new URL(target);
  const state = { down: false };
  const server = http.createServer((req, res) => {
    if (state.down) {
      req.socket.destroy();
      return;
    }
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
