import { type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { fakeBridge, installFakeBridge, signInToConsole, useConsole } from './desktop-host';
import { makePdf } from '../api/test/fixtures/documents';
import { toastItems, unique, withPreferences } from './fixtures';

/**
 * The desktop console's renderer (desktop-admin/out/renderer) in Chromium: its first run and the
 * web admin module mounted through the desktop host, against the real API behind the console's
 * relay, with a test implementation of the preload bridge standing in for the main process. Its
 * screens about the server (unreachable, outdated, Change Server) are desktop-servers.spec.ts.
 */

const en = messages.en;
const ar = messages.ar;

const under = useConsole({ ownerApi: true });

/** Fails the test on any Content-Security-Policy violation or page error. */
function watchForViolations(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
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
  await installFakeBridge(page, { server: null, answering: [under.apiUrl] });
  await page.goto(under.renderer.url);

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

  await address.fill(under.apiUrl);
  await page.getByTestId('server-connect').click();
  await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  const signInAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/token'));
  await signInToConsole(page);
  await expect(page).toHaveTitle('Ruwad Ventures Admin');

  const record = await fakeBridge(page).record();
  expect(record.server).toBe(under.apiUrl);
  // The token lives with the main process only: the relay kept it, the page's answer
  // came without it, and nothing of it is in the page's storage or in what the bridge offers.
  const token = under.renderer.token()!;
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
  expect(under.renderer.token()).toBeNull();
  expect((await fakeBridge(page).record()).calls).toContainEqual({ method: 'signOut', args: [] });
  expect(
    (
      await under.api.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })
    ).status(),
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
  const res = await under.api.post('/api/careers/apply', {
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
  await installFakeBridge(page, { server: under.apiUrl, answering: [under.apiUrl] });
  await page.goto(under.renderer.url);
  await signInToConsole(page);
  // The console opens on the overview.
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
  const res = await under.api.post('/api/careers/apply', {
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
  await installFakeBridge(page, { server: under.apiUrl, answering: [under.apiUrl] });
  await page.goto(under.renderer.url);
  await signInToConsole(page);
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
  await installFakeBridge(page, { server: under.apiUrl, answering: [under.apiUrl] });
  await page.goto(under.renderer.url);
  await signInToConsole(page);
  await page.getByTestId('admin-tab-people').click();
  await page.getByTestId('people-invite').click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByTestId('invite-name').fill('Desk Person');
  await dialog.getByTestId('invite-email').fill(email);
  await dialog.getByTestId('role-relations').click();
  await dialog.getByTestId('invite-submit').click();
  // The link points at the server's site, where the invited person opens it in a browser.
  await expect(dialog.getByTestId('invitation-url')).toHaveText(
    new RegExp(`^${under.apiUrl}/admin/invitation#.+`),
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
  const created = await under.api.post('/api/admin/news', {
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
  await installFakeBridge(page, { server: under.apiUrl, answering: [under.apiUrl] });
  await page.goto(under.renderer.url);
  await signInToConsole(page);
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
    .toContainEqual({ method: 'openExternal', args: [`${under.apiUrl}/news/${slug}`] });

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
