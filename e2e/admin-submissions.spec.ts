import fs from 'node:fs';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { SITE_TIME_ZONE } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import { adminApi, answerDialog, opened, toastRegion, unique, withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

// antd's open/close animations are off (as for anyone who asks for less motion): no clicks land mid-animation.
test.use({ reducedMotion: 'reduce' });

/** The admin's three submissions tabs: lists, status menus, delete, résumé download, filters, CSV. */

type Lang = 'ar' | 'en';
type Kind = 'applications' | 'contact-messages' | 'investor-requests';
const TAB: Record<Kind, string> = {
  applications: 'applications',
  'contact-messages': 'contact',
  'investor-requests': 'investors',
};

const en = messages.en;
const ar = messages.ar;

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

// ── Arranging data through the public forms ─────────────────────────────────────────

async function postContact(data: Record<string, string>): Promise<number> {
  const res = await api.post('/api/contact', { data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function postInvestor(data: Record<string, string>): Promise<number> {
  const res = await api.post('/api/investor', { data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A tiny PDF (only its magic bytes matter to the server), unique per call. */
function pdfBytes(marker: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'utf8',
  );
}

async function postApplication(
  data: Record<string, string>,
  resume: { filename: string; bytes: Buffer },
): Promise<number> {
  const res = await api.post('/api/careers/apply', {
    data: { ...data, resumeFilename: resume.filename, resumeData: resume.bytes.toString('base64') },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function apiItem(kind: Kind, id: number) {
  const res = await api.get(`/api/admin/${kind}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Record<string, { id: number; status: string }[]>;
  const list = Object.values(body)[0]!;
  return list.find((i) => i.id === id);
}

// ── UI helpers ─────────────────────────────────────────────────────────────────────

async function signIn(page: Page, language: Lang = 'en', theme: 'dark' | 'light' = 'light') {
  await withPreferences(page, language, theme);
  await page.goto('/admin');
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
}

/** Opens a submissions tab and searches it for `query`; returns the tab's panel. */
async function openTab(page: Page, kind: Kind, query?: string): Promise<Locator> {
  await page.getByTestId(`admin-tab-${TAB[kind]}`).click();
  const panel = page.getByTestId(`submissions-${kind}`);
  await expect(panel).toBeVisible();
  if (query !== undefined) await panel.getByTestId('submissions-search').fill(query);
  return panel;
}

const cardOf = (panel: Locator, text: string) =>
  panel.getByTestId('submission-card').filter({ hasText: text });

/** The labels of the open status menu. */
async function openMenu(page: Page, card: Locator): Promise<Locator> {
  await card.getByTestId('status-menu').click();
  const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const menu = popup.getByRole('menu');
  // In the window, not merely "visible": with reduced motion antd once parked it far off-screen.
  await expect(menu).toBeInViewport();
  await opened(popup);
  return menu;
}

async function expectMenu(page: Page, card: Locator, labels: string[]) {
  const menu = await openMenu(page, card);
  await expect(menu.getByRole('menuitem')).toHaveText(labels);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function choose(page: Page, card: Locator, label: string) {
  const menu = await openMenu(page, card);
  await menu.getByRole('menuitem', { name: label, exact: true }).click();
  // Wait for the menu to finish closing, so the next one opened is not this one fading out.
  await expect(menu).toBeHidden();
}

/**
 * A card's date and time: its text is the moment of its `datetime` in Riyadh time, written the
 * way the browser writes a long date and a short time in `locale`; it shows hours and minutes.
 */
async function expectCardTime(card: Locator, locale: string) {
  const time = card.locator('time');
  const at = (await time.getAttribute('datetime'))!;
  const shown = await time.evaluate(
    (_, [l, zone, iso]) =>
      new Intl.DateTimeFormat(l, { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(
        new Date(iso),
      ),
    [locale, SITE_TIME_ZONE, at] as const,
  );
  await expect(time).toHaveText(shown);
  await expect(time).toHaveText(locale === 'ar-SA' ? /[٠-٩]{1,2}:[٠-٩]{2}/ : /\b\d{1,2}:\d{2}\b/);
  return at;
}

/** The newest toast with this title or text (an older one may still be fading out). */
const toast = (page: Page, text: string) =>
  toastRegion(page).getByText(text, { exact: true }).last();

// ── Tests ──────────────────────────────────────────────────────────────────────────

test('applications: every field, the Change Status menu, résumé download with an Arabic name', async ({
  page,
}) => {
  const name = unique('Applicant');
  const filename = `السيرة-الذاتية-${unique('cv')}.pdf`;
  const bytes = pdfBytes(name);
  const id = await postApplication(
    {
      name,
      email: 'applicant@example.com',
      phone: '+966 55 123 4567',
      position: 'Product Designer',
      message: 'First line of the letter\nSecond line',
    },
    { filename, bytes },
  );

  await signIn(page);
  const panel = await openTab(page, 'applications', name);
  const card = cardOf(panel, name);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('submission-name')).toHaveText(name);
  await expect(card.getByTestId('submission-email')).toHaveAttribute(
    'href',
    'mailto:applicant@example.com',
  );
  await expect(card).toContainText('+966 55 123 4567');
  await expect(card).toContainText('Product Designer');
  // The cover letter keeps its line break.
  const letter = card.getByTestId('submission-text');
  await expect(letter).toHaveText('First line of the letter\nSecond line');
  expect(await letter.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  await expectCardTime(card, 'en-US');
  await expect(card.getByTestId('resume-filename')).toHaveText(filename);
  await expect(card.getByTestId('resume-size')).toHaveText(`${bytes.length} bytes`);
  await expect(card.getByTestId('status-badge')).toHaveText('New');

  // Change Status offers every other status.
  await expectMenu(page, card, ['Reviewed', 'Contacted', 'Interviewed', 'Hired', 'Rejected']);
  for (const [label, status] of [
    ['Reviewed', 'reviewed'],
    ['Hired', 'hired'],
    ['Rejected', 'rejected'],
    ['New', 'new'],
  ] as const) {
    await choose(page, card, label);
    await expect(card.getByTestId('status-badge')).toHaveText(label);
    await expect(toast(page, 'Status Updated')).toBeVisible();
    await expect.poll(async () => (await apiItem('applications', id))?.status).toBe(status);
  }
  await expectMenu(page, card, ['Reviewed', 'Contacted', 'Interviewed', 'Hired', 'Rejected']);

  // The résumé downloads under its stored (Arabic) name with the uploaded bytes.
  const download = page.waitForEvent('download');
  await card.getByTestId('download-resume').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(filename);
  expect(fs.readFileSync((await file.path())!).equals(bytes)).toBe(true);
});

test('contact: hostile text stays text; Mark as Read, Mark as Unread, Mark as Replied', async ({
  page,
}) => {
  const token = unique('xss');
  const hostile = '<img src=x onerror="window.__xss=1">';
  const id = await postContact({
    name: hostile,
    email: 'visitor@example.com',
    subject: `${hostile} ${token}`,
    message: `${hostile}\n<script>window.__xss=2</script>`,
  });

  await signIn(page);
  const panel = await openTab(page, 'contact-messages', token);
  const card = cardOf(panel, token);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('submission-name')).toHaveText(hostile);
  await expect(card).toContainText(`${hostile} ${token}`);
  await expect(card.getByTestId('submission-text')).toHaveText(
    `${hostile}\n<script>window.__xss=2</script>`,
  );
  await expect(card.locator('img, script')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expect(card.getByTestId('submission-name')).toHaveAttribute('dir', 'auto');

  // The unread count on screen follows the server's (other tests post messages meanwhile, so
  // it is compared with the server's count, not with a number read before).
  const unread = panel.getByTestId('submissions-unread');
  const unreadMatchesServer = async () => {
    const res = await api.get('/api/admin/summary');
    const summary = (await res.json()) as { 'contact-messages': { new: number } };
    return Number(await unread.getAttribute('data-count')) === summary['contact-messages'].new;
  };
  expect(Number(await unread.getAttribute('data-count'))).toBeGreaterThanOrEqual(1);

  // new: Mark as Read and Mark as Replied.
  await expectMenu(page, card, ['Mark as Read', 'Mark as Replied']);
  await choose(page, card, 'Mark as Read');
  await expect(card.getByTestId('status-badge')).toHaveText('Read');
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect.poll(async () => (await apiItem('contact-messages', id))?.status).toBe('read');
  await expect.poll(unreadMatchesServer).toBe(true);

  // read: Mark as Unread (back to new) and Mark as Replied.
  await expectMenu(page, card, ['Mark as Unread', 'Mark as Replied']);
  await choose(page, card, 'Mark as Unread');
  await expect(card.getByTestId('status-badge')).toHaveText('New');
  await expect.poll(async () => (await apiItem('contact-messages', id))?.status).toBe('new');
  await expect.poll(unreadMatchesServer).toBe(true);

  await choose(page, card, 'Mark as Replied');
  await expect(card.getByTestId('status-badge')).toHaveText('Replied');
  await expect.poll(async () => (await apiItem('contact-messages', id))?.status).toBe('replied');
  await expectMenu(page, card, ['Mark as Unread', 'Mark as Replied']);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
});

test('investors: the next step, Reset to New and Close Request', async ({ page }) => {
  const name = unique('Investor');
  const id = await postInvestor({
    name,
    email: 'investor@example.com',
    organization: 'Blue Horizon Capital',
    message: 'We would like to talk.\nPlease call us.',
    position: 'Partner',
    phone: '0501234567',
    investmentAmount: '5,000,000 SAR',
  });

  await signIn(page);
  const panel = await openTab(page, 'investor-requests', name);
  const card = cardOf(panel, name);
  await expect(card).toHaveCount(1);
  for (const text of ['Blue Horizon Capital', 'Partner', '0501234567', '5,000,000 SAR'])
    await expect(card).toContainText(text);
  await expect(card.getByTestId('submission-text')).toHaveText(
    'We would like to talk.\nPlease call us.',
  );

  const steps = [
    ['Mark as Contacted', 'Contacted', 'contacted'],
    ['Mark as In Discussion', 'In Discussion', 'in_discussion'],
    ['Reset to New', 'New', 'new'],
  ] as const;
  for (const [action, badge, status] of steps) {
    await expectMenu(page, card, [action, 'Close Request']);
    await choose(page, card, action);
    await expect(card.getByTestId('status-badge')).toHaveText(badge);
    await expect.poll(async () => (await apiItem('investor-requests', id))?.status).toBe(status);
  }
  await choose(page, card, 'Close Request');
  await expect(card.getByTestId('status-badge')).toHaveText('Closed');
  await expect.poll(async () => (await apiItem('investor-requests', id))?.status).toBe('closed');
  await expectMenu(page, card, ['Reset to New', 'Close Request']);
});

test('delete asks for confirmation: cancel keeps the item, confirm removes it', async ({
  page,
}) => {
  const token = unique('Delete');
  const contactId = await postContact({
    name: `Contact ${token}`,
    email: 'd@example.com',
    subject: 'Please delete me',
    message: 'Hello there',
  });
  const investorId = await postInvestor({
    name: `Investor ${token}`,
    email: 'd@example.com',
    organization: 'Org',
    message: 'Hello there',
  });
  const applicationId = await postApplication(
    { name: `Applicant ${token}`, email: 'd@example.com', phone: '0551234567', position: 'Any' },
    { filename: 'cv.pdf', bytes: pdfBytes(token) },
  );
  // One more of each that the search does not find, so each list is not empty once the item is
  // gone (whatever other tests have stored): the search's own empty state shows.
  const keep = unique('Keep');
  await postContact({ name: keep, email: 'k@example.com', subject: 'Keep', message: 'Keep me' });
  await postInvestor({ name: keep, email: 'k@example.com', organization: 'Org', message: 'Keep' });
  await postApplication(
    { name: keep, email: 'k@example.com', phone: '0551234567', position: 'Any' },
    { filename: 'cv.pdf', bytes: pdfBytes(keep) },
  );

  await signIn(page);
  for (const [kind, id] of [
    ['contact-messages', contactId],
    ['investor-requests', investorId],
    ['applications', applicationId],
  ] as const) {
    const panel = await openTab(page, kind, token);
    const card = cardOf(panel, token);
    await expect(card).toHaveCount(1);

    await card.getByTestId('delete-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this item?');
    await expect(dialog).toContainText('This action cannot be undone.');
    await answerDialog(page, 'Cancel');
    await expect(card).toHaveCount(1);
    expect(await apiItem(kind, id)).toBeDefined();

    await card.getByTestId('delete-button').click();
    await answerDialog(page, 'Delete');
    await expect(card).toHaveCount(0);
    await expect(toast(page, 'Deleted')).toBeVisible();
    await expect(panel.getByTestId('submissions-empty-filtered')).toBeVisible();
    expect(await apiItem(kind, id)).toBeUndefined();
  }
});

test('failures: a refused status change and a refused delete show their toasts and keep the item', async ({
  page,
}) => {
  const name = unique('Refused');
  await postContact({ name, email: 'r@example.com', subject: 'Subject', message: 'Hello there' });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  await signIn(page);
  const panel = await openTab(page, 'contact-messages', name);
  const card = cardOf(panel, name);

  // The server refuses a status outside the set (a real 400).
  await page.route('**/api/admin/contact-messages/*/status', (r) =>
    r.continue({ postData: JSON.stringify({ status: 'bogus' }) }),
  );
  await choose(page, card, 'Mark as Read');
  await expect(toast(page, 'Failed to update message status')).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('New');
  await expect(card.getByTestId('status-menu')).toBeEnabled();

  // The server refuses the method (a real 405).
  await page.route('**/api/admin/contact-messages/*', (r) =>
    r.request().method() === 'DELETE' ? r.continue({ method: 'PATCH' }) : r.continue(),
  );
  await card.getByTestId('delete-button').click();
  await opened(page.getByRole('dialog'));
  await page.getByRole('dialog').getByTestId('delete-confirm').click();
  await expect(toast(page, 'Failed to delete message')).toBeVisible();
  await expect(card).toHaveCount(1);
  expect(errors.some((e) => e.includes('Failed to update message status'))).toBe(true);
  expect(errors.some((e) => e.includes('Failed to delete message'))).toBe(true);
});

test('per-item busy flags: only the item whose request runs is disabled', async ({ page }) => {
  const token = unique('Busy');
  for (const n of ['One', 'Two'])
    await postContact({
      name: `${n} ${token}`,
      email: 'b@example.com',
      subject: 'S',
      message: 'Hello',
    });

  await signIn(page);
  const panel = await openTab(page, 'contact-messages', token);
  const one = cardOf(panel, `One ${token}`);
  const two = cardOf(panel, `Two ${token}`);
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/contact-messages/*/status', async (r) => {
    await gate;
    await r.continue();
  });
  await choose(page, one, 'Mark as Read');
  await expect(one.getByTestId('status-menu')).toHaveClass(/ant-btn-loading/);
  await expect(one.getByTestId('delete-button')).toBeDisabled();
  await expect(two.getByTestId('status-menu')).toBeEnabled();
  await expect(two.getByTestId('delete-button')).toBeEnabled();
  release();
  await expect(one.getByTestId('status-badge')).toHaveText('Read');
  await expect(one.getByTestId('delete-button')).toBeEnabled();
  await expect(one.getByTestId('status-menu')).not.toHaveClass(/ant-btn-loading/);
});

test('load failures show a banner per tab (and are logged)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // Each list read goes to a path the server does not have: a real 404.
  for (const kind of ['applications', 'contact-messages', 'investor-requests'] as const) {
    await page.route(new RegExp(`/api/admin/${kind}(\\?|$)`), (r) =>
      r.request().method() === 'GET'
        ? r.continue({ url: r.request().url().replace(kind, `${kind}-missing`) })
        : r.continue(),
    );
  }
  await signIn(page);
  // The admin opens on the overview (issue 15): the lists are a tab away.
  await page.getByTestId('admin-tab-applications').click();
  await expect(page.getByText(en['admin.loadError.applications'])).toBeVisible();
  await page.getByTestId('admin-tab-contact').click();
  await expect(page.getByText(en['admin.loadError.contact'])).toBeVisible();
  await page.getByTestId('admin-tab-investors').click();
  await expect(page.getByText(en['admin.loadError.investors'])).toBeVisible();
  expect(errors.some((e) => e.includes(en['admin.loadError.contact']))).toBe(true);
});

test('filters: search, status, clear; the results count', async ({ page }) => {
  const token = unique('Filter');
  await postContact({
    name: `Alpha ${token}`,
    email: 'a@example.com',
    subject: 'One',
    message: 'First',
  });
  const repliedId = await postContact({
    name: `Beta ${token}`,
    email: 'b@example.com',
    subject: 'Two',
    message: 'Second',
  });
  expect(
    (
      await api.put(`/api/admin/contact-messages/${repliedId}/status`, {
        data: { status: 'replied' },
      })
    ).ok(),
  ).toBe(true);

  await signIn(page);
  const panel = await openTab(page, 'contact-messages', token);
  const results = panel.getByTestId('submissions-results');
  await expect(panel.getByTestId('submission-card')).toHaveCount(2);
  await expect(results).toHaveText('Showing 2 results');
  // Newest first.
  await expect(panel.getByTestId('submission-name')).toHaveText([
    `Beta ${token}`,
    `Alpha ${token}`,
  ]);

  await panel.getByTestId('submissions-search').fill(`beta ${token.toUpperCase()}`);
  await expect(panel.getByTestId('submission-card')).toHaveCount(1);
  await expect(results).toHaveText('Showing 1 result');

  await panel.getByTestId('submissions-search').fill(token);
  await panel.getByTestId('submissions-status-filter').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Replied"]')
    .click();
  await expect(panel.getByTestId('submission-card')).toHaveCount(1);
  await expect(panel.getByTestId('submission-name')).toHaveText(`Beta ${token}`);

  await panel.getByTestId('submissions-status-filter').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="New"]').click();
  await expect(panel.getByTestId('submission-name')).toHaveText(`Alpha ${token}`);

  await panel.getByTestId('submissions-search').fill(`${token} nothing-matches-this`);
  await expect(panel.getByTestId('submissions-empty-filtered')).toContainText(
    en['admin.empty.filtered'],
  );

  await panel.getByTestId('submissions-clear').click();
  await expect(panel.getByTestId('submissions-search')).toHaveValue('');
  await expect(panel.getByTestId('submissions-clear')).toBeDisabled();
});

test('CSV export of the filtered list: BOM, headers, the row, formula neutralisation', async ({
  page,
}) => {
  const token = unique('Csv');
  await postContact({
    name: `سارة ${token}`,
    email: 'csv@example.com',
    subject: '=HYPERLINK("http://evil.example","click")',
    message: 'Line one, with a comma\nLine "two"',
    phone: '+966 55 123 4567',
  });

  await signIn(page);
  const panel = await openTab(page, 'contact-messages', token);
  await expect(panel.getByTestId('submission-card')).toHaveCount(1);
  const shownAt = await expectCardTime(panel.getByTestId('submission-card'), 'en-US');

  const download = page.waitForEvent('download');
  await panel.getByTestId('submissions-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('"Date (Riyadh time, UTC+3)",Name,Email,Phone,Subject,Status,Message');
  expect(lines).toHaveLength(3); // header, one row, the final CRLF
  expect(lines[2]).toBe('');
  const row = lines[1]!;
  // Riyadh local time with its offset, the same moment the card shows.
  const date = row.slice(0, row.indexOf(','));
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
  expect(Date.parse(date)).toBe(Math.floor(Date.parse(shownAt) / 1000) * 1000);
  expect(row).toContain(`,سارة ${token},csv@example.com,'+966 55 123 4567,`);
  expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",New,`);
  expect(row).toContain(`,"Line one, with a comma\nLine ""two"""`);
});

test('the dashboard in Arabic: tab names, right to left, status menu and CSV headers', async ({
  page,
}) => {
  const token = unique('Arabic');
  await postContact({
    name: `محمد ${token}`,
    email: 'ar@example.com',
    subject: 'استفسار',
    message: 'السلام عليكم\nأود الاستفسار',
  });

  await signIn(page, 'ar', 'dark');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('admin-tab-applications')).toContainText(
    ar['admin.tabs.applications'],
  );
  await expect(page.getByTestId('admin-tab-contact')).toContainText(ar['admin.tabs.contact']);
  await expect(page.getByTestId('admin-tab-investors')).toContainText(ar['admin.tabs.investors']);
  await expect(page.locator('.ant-tabs-rtl')).toHaveCount(1);

  const panel = await openTab(page, 'contact-messages', token);
  const card = cardOf(panel, token);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('status-badge')).toHaveText(ar['status.contact.new']);
  await expect(card.getByText(ar['admin.field.subject'])).toBeVisible();
  await expectCardTime(card, 'ar-SA');
  await expectMenu(page, card, [ar['admin.contact.markAsRead'], ar['admin.contact.markAsReplied']]);
  await choose(page, card, ar['admin.contact.markAsRead']);
  await expect(card.getByTestId('status-badge')).toHaveText(ar['status.contact.read']);
  await expect(toast(page, ar['admin.toast.statusUpdatedTitle'])).toBeVisible();

  const download = page.waitForEvent('download');
  await panel.getByTestId('submissions-export').click();
  const text = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFالتاريخ (بتوقيت الرياض، UTC+3),الاسم,البريد الإلكتروني,رقم الهاتف,الموضوع,الحالة,الرسالة',
  );
  expect(text).toContain(`,${ar['status.contact.read']},`);

  // Switching to English relabels the dashboard in place.
  await page.getByTestId('admin-language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('admin-tab-contact')).toContainText(en['admin.tabs.contact']);
  await expect(card.getByTestId('status-badge')).toHaveText(en['status.contact.read']);
  await expectMenu(page, card, [
    en['admin.contact.markAsUnread'],
    en['admin.contact.markAsReplied'],
  ]);
});
