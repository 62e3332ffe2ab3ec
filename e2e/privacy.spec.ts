import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminItemPath } from '@vb/shared/paths';
import { makePdf } from '../api/test/fixtures/documents';
import { adminApi, interactive, unique, withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

/**
 * Privacy by design, in a real browser: the application form says what is kept and for
 * how long and offers "keep my résumé for future openings" in both languages, linking to the
 * privacy page; an application sent with the choice shows it in the admin; an owner erases a
 * person from the People tab.
 */

const { ar, en } = messages;

let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

async function openApplication(page: Page, prefix: '' | '/en') {
  await page.goto(`${prefix}/careers`);
  await expect(page.locator('h1')).toBeVisible();
  await interactive(page);
}

async function signInAdmin(page: Page, language: 'ar' | 'en') {
  const text = messages[language];
  await page.goto('/admin');
  const form = page.getByTestId('admin-sign-in');
  await form.getByLabel(text['admin.login.email']).fill(E2E_ADMIN.email);
  await form.getByLabel(text['admin.login.password']).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: text['admin.login.submit'] }).click();
}

for (const language of ['en', 'ar'] as const) {
  const text = language === 'en' ? en : ar;
  const prefix = language === 'en' ? '/en' : '';

  test(`the application form shows the notice and the keep choice (${language})`, async ({
    page,
  }) => {
    await withPreferences(page, language, 'light');
    await openApplication(page, prefix);
    await page.getByRole('button', { name: text['careers.sendResume'] }).click();
    const dialog = page.getByRole('dialog');
    const notice = dialog.getByTestId('privacy-notice');
    // The server's periods (365 and 30 days by default), in the page's language and digits.
    await expect(notice).toContainText(language === 'en' ? '365 days' : /٣٦٥|365/);
    const link = notice.getByRole('link', { name: text['careers.apply.privacyLink'] });
    await expect(link).toHaveAttribute('href', `${prefix}/privacy`);
    const keep = dialog.getByLabel(text['careers.apply.keepResume']);
    await expect(keep).not.toBeChecked();
    await keep.check();
    await expect(keep).toBeChecked();

    // The privacy page, rendered by the server in the same language.
    const privacy = await page.request.get(`${prefix}/privacy`);
    expect(privacy.status()).toBe(200);
    const html = await privacy.text();
    expect(html).toContain(text['privacy.title']);
    await page.goto(`${prefix}/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text['privacy.title']);
    await expect(
      page.getByRole('heading', { name: text['privacy.retention.title'] }),
    ).toBeVisible();
  });
}

test('an application sent with the keep choice shows it in the admin', async ({ page }) => {
  await withPreferences(page, 'en', 'dark');
  await openApplication(page, '/en');
  await page.getByRole('button', { name: en['careers.sendResume'] }).click();
  const dialog = page.getByRole('dialog');
  const name = unique('Keeper');
  await dialog.getByLabel(en['careers.apply.fullName']).fill(name);
  await dialog.getByLabel(en['careers.apply.email']).fill(`${name.toLowerCase()}@example.com`);
  await dialog.getByLabel(en['careers.apply.phone']).fill('+966 50 123 4567');
  await dialog.getByLabel(en['careers.apply.position']).fill('Analyst');
  await dialog.getByTestId('resume-input').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Keeper résumé'),
  });
  await dialog.getByLabel(en['careers.apply.keepResume']).check();
  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/api/careers/apply') && res.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: en['careers.apply.submit'] }).click();
  const res = await sent;
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await expect(dialog.getByTestId('application-success')).toBeVisible();

  await signInAdmin(page, 'en');
  await expect(page.getByTestId('admin-tab-people')).toBeVisible();
  await page.goto(adminItemPath('applications', id));
  const panel = page.getByTestId('submission-panel-item');
  await expect(panel.getByTestId('submission-name')).toHaveText(name);
  await expect(panel.getByTestId('keep-resume-flag')).toHaveText(
    en['admin.applications.keepResume'],
  );
});

test('an owner erases a person from the People tab (Arabic)', async ({ page }) => {
  const email = `${unique('erase').toLowerCase()}@example.com`;
  const name = unique('Erased Person');
  const applied = await api.post('/api/careers/apply', {
    data: {
      name,
      email,
      phone: '+966 50 123 4567',
      position: 'Analyst',
      resumeFilename: 'cv.pdf',
      resumeData: makePdf('Erase me').toString('base64'),
    },
  });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const contact = await api.post('/api/contact', {
    data: { name, email: email.toUpperCase(), subject: 'Hello', message: 'A message long enough.' },
  });
  expect(contact.status()).toBe(201);

  await withPreferences(page, 'ar', 'dark');
  await signInAdmin(page, 'ar');
  await page.getByTestId('admin-tab-people').click();
  const section = page.getByTestId('erasure');
  await expect(section).toContainText(ar['admin.privacy.text']);
  // An address that is not one is refused before anything is asked.
  await section.getByTestId('erasure-email').fill('not an address');
  await section.getByTestId('erasure-submit').click();
  await expect(section.getByRole('alert')).toHaveText(ar['admin.privacy.invalidEmail']);

  await section.getByTestId('erasure-email').fill(email);
  await section.getByTestId('erasure-submit').click();
  const confirm = page.getByTestId('erasure-confirm');
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(section.getByTestId('erasure-result')).toBeVisible();
  await expect(section.getByTestId('erasure-result')).toContainText('طلب توظيف واحد');
  await expect(section.getByTestId('erasure-result')).toContainText('رسالة واحدة');
  expect((await api.get(`/api/admin/applications/${id}`)).status()).toBe(404);
});
