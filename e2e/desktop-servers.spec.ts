import { expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { fakeBridge, installFakeBridge, signInToConsole, useConsole } from './desktop-host';
import { answerQuestion, withPreferences } from './fixtures';

/**
 * The desktop console's own screens about its server, in Chromium (desktop-admin/out/renderer,
 * with a test implementation of the preload bridge): a server that does not answer, one that no
 * longer serves this console or is older than it, Change Server and the saved servers, and the
 * page's Content-Security-Policy. The admin module through the desktop host is
 * desktop-renderer.spec.ts.
 */

const en = messages.en;
const ar = messages.ar;

const under = useConsole({ ownerApi: false });

test('a remembered server that does not answer gets a clear screen: retry, or change it', async ({
  page,
}) => {
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, { server: 'http://127.0.0.1:9', answering: [under.apiUrl] });
  await page.goto(under.renderer.url);
  const screen = page.getByTestId('server-unreachable');
  await expect(screen).toContainText(en['desktop.unreachable.title']);
  await expect(screen.getByRole('alert')).toHaveText(
    en['desktop.unreachable.text'].replace('{url}', 'http://127.0.0.1:9'),
  );
  await page.getByTestId('server-retry').click();
  await expect(screen).toBeVisible();

  await page.getByTestId('server-change').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(en['desktop.profiles.note']);
  await dialog.getByTestId('server-address').fill(under.apiUrl);
  await dialog.getByTestId('server-connect').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  await expect(page.getByTestId('server-unreachable')).toHaveCount(0);
});

const NEWER_SERVER = 'https://admin.example.sa';
/** A server that serves consoles from contract 2 only, remembered by a console of contract 1. */
const consoleOutdated = (updates?: 'started' | 'not-configured') => ({
  server: NEWER_SERVER,
  answering: [under.apiUrl],
  updates,
  outdated: {
    [NEWER_SERVER]: {
      ok: false as const,
      url: NEWER_SERVER,
      problem: 'console-outdated' as const,
      versions: {
        console: { release: '0.1.0', contract: 1, minServer: 1 },
        server: { release: '2.0.0', contract: 3, minConsole: 2 },
      },
    },
  },
});

test('a server that no longer serves this console says to update it, right to left', async ({
  page,
}, testInfo) => {
  await withPreferences(page, 'ar', 'dark', { cookies: false });
  await installFakeBridge(page, consoleOutdated('started'));
  await page.goto(under.renderer.url);
  const screen = page.getByTestId('server-outdated');
  await expect(screen).toContainText(ar['desktop.outdated.consoleTitle']);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(screen.getByTestId('outdated-versions')).toContainText('2.0.0');
  await page.screenshot({ path: testInfo.outputPath('outdated-ar-dark.png') });
  await screen.getByTestId('outdated-update').click();
  await expect(screen.getByRole('status')).toHaveText(ar['desktop.outdated.updateStarted']);
  expect((await fakeBridge(page).record()).calls).toContainEqual({
    method: 'checkForUpdates',
    args: [],
  });
});

test('a build without an update feed says so; another server can still be chosen', async ({
  page,
}, testInfo) => {
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, consoleOutdated());
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(under.renderer.url);
  const screen = page.getByTestId('server-outdated');
  await expect(screen).toContainText(en['desktop.outdated.consoleTitle']);
  await expect(screen.getByTestId('outdated-versions')).toContainText(
    'This console: version 0.1.0, contract 1',
  );
  await screen.getByTestId('outdated-update').click();
  await expect(screen.getByRole('status')).toHaveText(en['desktop.outdated.notConfigured']);
  await page.screenshot({ path: testInfo.outputPath('outdated-en-light-375.png') });
  await page.getByTestId('server-change').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('server-address').fill(under.apiUrl);
  await dialog.getByTestId('server-connect').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
});

test('an older server is named as the one to update', async ({ page }) => {
  const old = 'https://old.example.sa';
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, {
    server: old,
    answering: [under.apiUrl],
    outdated: {
      [old]: {
        ok: false,
        url: old,
        problem: 'server-outdated',
        versions: {
          console: { release: '0.3.0', contract: 2, minServer: 2 },
          server: { release: null, contract: 0, minConsole: 0 },
        },
      },
    },
  });
  await page.goto(under.renderer.url);
  const screen = page.getByTestId('server-outdated');
  await expect(screen).toContainText(en['desktop.outdated.serverTitle']);
  await expect(screen.getByTestId('outdated-versions')).toContainText(
    'Server: version unknown, contract 0',
  );
  await expect(screen.getByTestId('outdated-update')).toHaveCount(0);
  await expect(screen.getByTestId('server-retry')).toBeVisible();
});

test('the menu’s Change Server opens over the dashboard; cancelling keeps everything', async ({
  page,
}) => {
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, { server: under.apiUrl, answering: [under.apiUrl] });
  await page.goto(under.renderer.url);
  await signInToConsole(page);
  await page.getByTestId('admin-tab-listings').click();

  await fakeBridge(page).emit('change-server');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Current server: ${under.apiUrl}`);
  await dialog.getByTestId('server-address').fill('http://127.0.0.1:9');
  await dialog.getByTestId('server-connect').click();
  await expect(dialog.getByTestId('server-problem')).toContainText('Could not reach');
  await dialog.getByTestId('server-cancel').click();
  await expect(dialog).toBeHidden();
  // Still signed in, on the same tab.
  await expect(page.getByRole('tab', { selected: true })).toContainText(en['admin.tabs.listings']);
  expect((await fakeBridge(page).record()).server).toBe(under.apiUrl);
});

test('Change Server lists the saved servers: the current one marked, renamed, removed, switched', async ({
  page,
}) => {
  await withPreferences(page, 'en', 'light', { cookies: false });
  const production = 'https://admin.example.sa';
  const staging = 'https://staging.example.sa';
  const local = 'http://127.0.0.1:9';
  await installFakeBridge(page, {
    server: local,
    answering: [under.apiUrl],
    profiles: [
      { origin: production, name: 'Production' },
      { origin: local, name: null },
      { origin: staging, name: 'Staging' },
    ],
  });
  await page.goto(under.renderer.url);
  await page.getByTestId('server-change').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(en['desktop.profiles.note']);
  const rows = dialog.getByTestId('server-profile');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Production');
  await expect(rows.nth(0)).toContainText(production);
  const current = dialog.locator('[data-testid="server-profile"][aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(local);
  await expect(current).toContainText(en['desktop.profiles.current']);
  await expect(current.getByTestId('server-switch')).toHaveCount(0);

  // Named…
  await current.getByTestId('server-rename').click();
  await dialog.getByTestId('server-name').fill('On this computer');
  await dialog.getByTestId('server-name').press('Enter');
  await expect(rows.nth(1)).toContainText('On this computer');
  await expect(rows.nth(1)).toContainText(local);
  // …forgotten, once confirmed…
  await rows.nth(2).getByTestId('server-remove').click();
  // Answered once it has finished opening (a click while it grows in is lost).
  const confirm = page.locator('.ant-popconfirm');
  await answerQuestion(
    confirm,
    confirm.getByRole('button', { name: en['desktop.profiles.remove'] }),
  );
  await expect(rows).toHaveCount(2);
  await expect(dialog).not.toContainText(staging);
  // …and switched to (the main process then loads the page again onto that server's session).
  await rows.nth(0).getByTestId('server-switch').click();
  await expect
    .poll(async () => (await fakeBridge(page).record()).calls.map((c) => c.method))
    .toContain('switchServer');
  const calls = (await fakeBridge(page).record()).calls;
  expect(calls.filter((c) => c.method !== 'listServers' && c.method.endsWith('Server'))).toEqual(
    expect.arrayContaining([
      { method: 'renameServer', args: [local, 'On this computer'] },
      { method: 'removeServer', args: [staging] },
      { method: 'switchServer', args: [production] },
    ]),
  );
  expect((await fakeBridge(page).record()).server).toBe(production);
});

test('the page reaches no origin but its own (Content-Security-Policy)', async ({ page }) => {
  await installFakeBridge(page, { server: under.apiUrl, answering: [under.apiUrl] });
  const response = await page.goto(under.renderer.url);
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("script-src 'self'");
  const attempt = await page.evaluate(async (other) => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), {
        once: true,
      }),
    );
    let failed = false;
    try {
      await fetch(`${other}/api/news`);
    } catch {
      failed = true;
    }
    return { failed, directive: await violation };
  }, under.apiUrl);
  expect(attempt).toEqual({ failed: true, directive: 'connect-src' });
  const sameOrigin = await page.evaluate(async () => (await fetch('/api/news')).status);
  expect(sameOrigin).toBe(200);
});
