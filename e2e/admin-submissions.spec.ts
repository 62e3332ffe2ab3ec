import fs from 'node:fs';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { formatSiteDateTime } from '@vb/shared/dates';
import { messages } from '@vb/shared/i18n';
import { adminApi, answerDialog, opened, toastRegion, unique, withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

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
 * A card's date and time: its text is the moment of its `datetime` in Riyadh time, written as the
 * admin writes every moment (the long date and the 24-hour time); it shows hours and minutes.
 */
async function expectCardTime(card: Locator, locale: string) {
  const time = card.locator('time');
  const at = (await time.getAttribute('datetime'))!;
  await expect(time).toHaveText(formatSiteDateTime(at, locale === 'ar-SA' ? 'ar' : 'en'));
  await expect(time).toHaveText(locale === 'ar-SA' ? /[٠-٩]{1,2}:[٠-٩]{2}/ : /\b\d{1,2}:\d{2}\b/);
  return at;
}

/** The newest toast with this title or text (an older one may still be fading out). */
const toast = (page: Page, text: string) =>
  toastRegion(page).getByText(text, { exact: true }).last();

// ── Tests ──────────────────────────────────────────────────────────────────────────
// Each card's fields, the status menus of every kind, delete's confirmation, refused requests,
// busy flags, load banners and the filters are checked in SubmissionsView*.test.tsx; the server's
// rules (statuses, delete, search, CSV columns) in api/test. Here: the journeys through a real page.

test('triage of an application: its letter as written, a status change, the résumé downloaded with its Arabic name, then deleted', async ({
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
  // The cover letter keeps its line break on screen.
  const letter = card.getByTestId('submission-text');
  await expect(letter).toHaveText('First line of the letter\nSecond line');
  expect(await letter.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');

  await choose(page, card, 'Reviewed');
  await expect(card.getByTestId('status-badge')).toHaveText('Reviewed');
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect.poll(async () => (await apiItem('applications', id))?.status).toBe('reviewed');

  // The résumé downloads under its stored (Arabic) name with the uploaded bytes.
  const download = page.waitForEvent('download');
  await card.getByTestId('download-resume').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(filename);
  expect(fs.readFileSync((await file.path())!).equals(bytes)).toBe(true);

  await card.getByTestId('delete-button').click();
  await answerDialog(page, 'Delete');
  await expect(card).toHaveCount(0);
  await expect(toast(page, 'Deleted')).toBeVisible();
  expect(await apiItem('applications', id)).toBeUndefined();
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
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await csv.path())!, 'utf8');
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
