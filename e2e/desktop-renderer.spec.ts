import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import {
  type RendererServer,
  fakeBridge,
  installFakeBridge,
  startRendererServer,
} from './desktop-host';
import { makePdf } from '../api/test/fixtures/documents';
import { adminApi, toastItems, unique, withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

/**
 * The desktop console's renderer (desktop-admin/out/renderer) in Chromium: its own screens (first
 * run, server unreachable, change server) and the web admin module mounted through the desktop
 * host, against the real API behind the console's relay, with a test implementation of the
 * preload bridge standing in for the main process.
 */

const en = messages.en;
const ar = messages.ar;

let renderer: RendererServer;
let api: APIRequestContext;
let apiUrl: string;

test.beforeAll(async ({ baseURL }) => {
  apiUrl = new URL(baseURL!).origin;
  renderer = await startRendererServer(apiUrl);
  api = await adminApi(apiUrl);
});
test.afterAll(async () => {
  await api?.dispose();
  await renderer?.close();
});

// Each test starts signed out: the relay's session (the main process's, in the app) is per test.
test.beforeEach(() => renderer.resetSession());

/** Fails the test on any Content-Security-Policy violation or page error. */
function watchForViolations(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

async function signIn(page: Page) {
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
}

function pdfBytes(marker: string): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`, 'utf8'),
    Buffer.from([0, 1, 2, 127, 128, 254, 255]),
  ]);
}

test('first run: asks for the server, explains a wrong address, then signs in with a bearer token', async ({
  page,
}) => {
  const problems = watchForViolations(page);
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, { server: null, answering: [apiUrl] });
  await page.goto(renderer.url);

  const setup = page.getByTestId('server-setup');
  await expect(setup.getByRole('heading')).toHaveText(en['desktop.server.title']);
  const address = page.getByTestId('server-address');
  await expect(address).toHaveValue('http://127.0.0.1:3000');

  await address.fill('localhost:3000/admin');
  await page.getByTestId('server-connect').click();
  await expect(page.getByTestId('server-problem')).toContainText('starts with http:// or https://');

  await address.fill('http://127.0.0.1:9');
  await page.getByTestId('server-connect').click();
  await expect(page.getByTestId('server-problem')).toHaveText(
    en['desktop.server.unreachable'].replace('{url}', 'http://127.0.0.1:9'),
  );

  await address.fill(apiUrl);
  await page.getByTestId('server-connect').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  const signInAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/token'));
  await signIn(page);
  await expect(page).toHaveTitle('Ruwad Ventures Admin');

  const record = await fakeBridge(page).record();
  expect(record.server).toBe(apiUrl);
  // The token lives with the main process only (issue 17): the relay kept it, the page's answer
  // came without it, and nothing of it is in the page's storage or in what the bridge offers.
  const token = renderer.token()!;
  expect(token.length).toBeGreaterThan(20);
  const answered = await (await signInAnswer).text();
  expect(answered).toContain('"user"');
  expect(answered).not.toContain(token);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(
    await page.evaluate(() => Object.keys((window as unknown as { desktop: object }).desktop)),
  ).not.toContain('getToken');

  // Sign-out ends the session there and here.
  await page.getByTestId('admin-sign-out').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  expect(renderer.token()).toBeNull();
  expect((await fakeBridge(page).record()).calls).toContainEqual({ method: 'signOut', args: [] });
  expect(
    (await api.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
  expect(problems).toEqual([]);
});

test('lists applications and saves a résumé through the native dialog, or nothing when cancelled', async ({
  page,
}) => {
  const token = unique('desk');
  const name = `Desktop applicant ${token}`;
  const filename = `السيرة الذاتية ${token}.pdf`;
  const bytes = pdfBytes(token);
  const res = await api.post('/api/careers/apply', {
    data: {
      name,
      email: 'desk@example.com',
      phone: '+966 55 123 4567',
      position: 'Analyst',
      resumeFilename: filename,
      resumeData: bytes.toString('base64'),
    },
  });
  expect(res.status()).toBe(201);

  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, { server: apiUrl, answering: [apiUrl] });
  await page.goto(renderer.url);
  await signIn(page);
  // The console opens on the overview (issue 15).
  await page.getByTestId('admin-tab-applications').click();
  const panel = page.getByTestId('submissions-applications');
  await panel.getByTestId('submissions-search').fill(token);
  const card = panel.getByTestId('submission-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);

  await card.getByTestId('download-resume').click();
  await expect.poll(async () => (await fakeBridge(page).record()).saved.length).toBe(1);
  const [first] = (await fakeBridge(page).record()).saved;
  expect(first!.filename).toBe(filename);
  expect(first!.mimeType).toBe('application/pdf');
  expect(Buffer.from(first!.base64, 'base64').equals(bytes)).toBe(true);

  // Cancelling the dialog: no error, nothing else happens.
  await fakeBridge(page).setSaveResult('cancelled');
  await card.getByTestId('download-resume').click();
  await expect.poll(async () => (await fakeBridge(page).record()).saved.length).toBe(2);
  await expect(toastItems(page).and(page.locator('[data-variant="destructive"]'))).toHaveCount(0);

  // CSV exports go through the same host.saveFile.
  await fakeBridge(page).setSaveResult('saved');
  await panel.getByTestId('submissions-export').click();
  await expect.poll(async () => (await fakeBridge(page).record()).saved.length).toBe(3);
  const csv = (await fakeBridge(page).record()).saved[2]!;
  expect(csv.filename).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(Buffer.from(csv.base64, 'base64').toString('utf8')).toContain(name);
});

test('a PDF résumé is previewed under the console’s Content-Security-Policy (its worker too)', async ({
  page,
}) => {
  const problems = watchForViolations(page);
  const token = unique('deskpreview');
  const name = `Desktop preview ${token}`;
  const res = await api.post('/api/careers/apply', {
    data: {
      name,
      email: `${token}@example.com`,
      phone: '+966 55 123 4567',
      position: 'Analyst',
      resumeFilename: 'cv.pdf',
      resumeData: makePdf(`${name} curriculum vitae`).toString('base64'),
    },
  });
  expect(res.status()).toBe(201);

  await withPreferences(page, 'ar', 'dark', { cookies: false });
  await installFakeBridge(page, { server: apiUrl, answering: [apiUrl] });
  await page.goto(renderer.url);
  await signIn(page);
  await page.getByTestId('admin-tab-applications').click();
  const panel = page.getByTestId('submissions-applications');
  await panel.getByTestId('submissions-search').fill(token);
  const card = panel.getByTestId('submission-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await card.getByTestId('preview-resume').click();
  const preview = page.getByTestId('resume-preview');
  await expect(preview.getByRole('toolbar', { name: ar['admin.resume.frameTitle'] })).toBeVisible();
  const canvas = preview.getByTestId('resume-canvas');
  await expect(canvas).toHaveAttribute('data-painted', '1@1');
  const dark = await canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) count += 1;
    return count;
  });
  expect(dark).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});

test('the People and Activity tabs work through the desktop host: an owner invites someone, gets the link, sees it in the audit trail', async ({
  page,
}) => {
  const problems = watchForViolations(page);
  const email = `${unique('desk-person')}@example.test`;
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, { server: apiUrl, answering: [apiUrl] });
  await page.goto(renderer.url);
  await signIn(page);
  await page.getByTestId('admin-tab-people').click();
  await page.getByTestId('people-invite').click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByTestId('invite-name').fill('Desk Person');
  await dialog.getByTestId('invite-email').fill(email);
  await dialog.getByTestId('role-relations').click();
  await dialog.getByTestId('invite-submit').click();
  // The link points at the server's site, where the invited person opens it in a browser.
  await expect(dialog.getByTestId('invitation-url')).toHaveText(
    new RegExp(`^${apiUrl}/admin/invitation#.+`),
  );
  await dialog.getByTestId('invite-done').click();
  const card = page.locator(`[data-testid="person-card"][data-email="${email}"]`);
  await expect(card.getByTestId('person-status')).toHaveText(en['admin.people.status.invited']);

  // The Activity tab (the audit trail) shows the invitation. Other tests invite people on the
  // same server at the same time, so the row is found by this test's address, not by position.
  await page.getByTestId('admin-tab-audit').click();
  const invited = page
    .locator('[data-testid="audit-row"][data-action="person_invited"]')
    .filter({ hasText: email });
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText(en['admin.audit.action.person_invited']);
  expect(problems).toEqual([]);
});

test('in Arabic and dark: right to left, the dashboard and the article editor, links through the bridge', async ({
  page,
}) => {
  const problems = watchForViolations(page);
  const slug = unique('desk-news');
  const created = await api.post('/api/admin/news', {
    data: {
      title: `Desktop news ${slug}`,
      titleAr: `خبر سطح المكتب ${slug}`,
      slug,
      content: 'Some content.',
      contentAr: 'محتوى.',
      isPublished: true,
    },
  });
  expect(created.status()).toBe(201);

  await withPreferences(page, 'ar', 'dark', { cookies: false });
  await installFakeBridge(page, { server: apiUrl, answering: [apiUrl] });
  await page.goto(renderer.url);
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('admin-sign-out')).toHaveText(ar['admin.signOut']);
  await expect(page).toHaveTitle('لوحة إدارة رواد للمشاريع');
  expect((await fakeBridge(page).record()).calls).toContainEqual({
    method: 'setLanguage',
    args: ['ar'],
  });

  await page.getByTestId('admin-tab-news').click();
  await page.getByTestId('news-search').fill(slug);
  const row = page.getByTestId('news-item').filter({ hasText: slug });
  await expect(row).toHaveCount(1);
  await row.getByTestId('news-view').click();
  await expect
    .poll(async () => (await fakeBridge(page).record()).calls)
    .toContainEqual({ method: 'openExternal', args: [`${apiUrl}/news/${slug}`] });

  await row.getByTestId('news-edit').click();
  await expect(page.getByTestId('article-editor')).toBeVisible();
  await expect(page.getByTestId('editor-slug')).toHaveValue(slug);
  await page.getByTestId('editor-cancel').click();

  // Switching the language in the admin tells the main process (menus, dialogs, notifications).
  await page.getByTestId('admin-language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect
    .poll(async () => (await fakeBridge(page).record()).calls)
    .toContainEqual({ method: 'setLanguage', args: ['en'] });
  expect(problems).toEqual([]);
});

test('a remembered server that does not answer gets a clear screen: retry, or change it', async ({
  page,
}) => {
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, { server: 'http://127.0.0.1:9', answering: [apiUrl] });
  await page.goto(renderer.url);
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
  await dialog.getByTestId('server-address').fill(apiUrl);
  await dialog.getByTestId('server-connect').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  await expect(page.getByTestId('server-unreachable')).toHaveCount(0);
});

const NEWER_SERVER = 'https://admin.example.sa';
/** A server that serves consoles from contract 2 only, remembered by a console of contract 1. */
const consoleOutdated = (updates?: 'started' | 'not-configured') => ({
  server: NEWER_SERVER,
  answering: [apiUrl],
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

test('a server that no longer serves this console says to update it, right to left (issue 17)', async ({
  page,
}, testInfo) => {
  await withPreferences(page, 'ar', 'dark', { cookies: false });
  await installFakeBridge(page, consoleOutdated('started'));
  await page.goto(renderer.url);
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

test('a build without an update feed says so; another server can still be chosen (issue 17)', async ({
  page,
}, testInfo) => {
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, consoleOutdated());
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(renderer.url);
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
  await dialog.getByTestId('server-address').fill(apiUrl);
  await dialog.getByTestId('server-connect').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
});

test('an older server is named as the one to update (issue 17)', async ({ page }) => {
  const old = 'https://old.example.sa';
  await withPreferences(page, 'en', 'light', { cookies: false });
  await installFakeBridge(page, {
    server: old,
    answering: [apiUrl],
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
  await page.goto(renderer.url);
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
  await installFakeBridge(page, { server: apiUrl, answering: [apiUrl] });
  await page.goto(renderer.url);
  await signIn(page);
  await page.getByTestId('admin-tab-listings').click();

  await fakeBridge(page).emit('change-server');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Current server: ${apiUrl}`);
  await dialog.getByTestId('server-address').fill('http://127.0.0.1:9');
  await dialog.getByTestId('server-connect').click();
  await expect(dialog.getByTestId('server-problem')).toContainText('Could not reach');
  await dialog.getByTestId('server-cancel').click();
  await expect(dialog).toBeHidden();
  // Still signed in, on the same tab.
  await expect(page.getByRole('tab', { selected: true })).toContainText(en['admin.tabs.listings']);
  expect((await fakeBridge(page).record()).server).toBe(apiUrl);
});

test('Change Server lists the saved servers: the current one marked, renamed, removed, switched (issue 17)', async ({
  page,
}) => {
  await withPreferences(page, 'en', 'light', { cookies: false });
  const production = 'https://admin.example.sa';
  const staging = 'https://staging.example.sa';
  const local = 'http://127.0.0.1:9';
  await installFakeBridge(page, {
    server: local,
    answering: [apiUrl],
    profiles: [
      { origin: production, name: 'Production' },
      { origin: local, name: null },
      { origin: staging, name: 'Staging' },
    ],
  });
  await page.goto(renderer.url);
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
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: en['desktop.profiles.remove'] })
    .click();
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
  await installFakeBridge(page, { server: apiUrl, answering: [apiUrl] });
  const response = await page.goto(renderer.url);
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
  }, apiUrl);
  expect(attempt).toEqual({ failed: true, directive: 'connect-src' });
  const sameOrigin = await page.evaluate(async () => (await fetch('/api/news')).status);
  expect(sameOrigin).toBe(200);
});
