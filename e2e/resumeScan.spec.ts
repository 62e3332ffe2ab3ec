import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminItemPath } from '@vb/shared/paths';
import { makePdf, makeZip } from '../api/test/fixtures/documents';
import { adminApi, unique, withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

/**
 * Hostile résumés (issue 18), in a real browser: an application whose résumé holds macros shows
 * "Contains active content" and its caution beside the résumé, in both languages and themes; a
 * clean résumé shows no such warning.
 */

let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

/** A .docx (for the type check) carrying a macro project outside `word/`. */
const macroDocx = () =>
  makeZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
    { name: 'customXml/vbaProject.bin', data: 'macro project' },
  ]);

async function applyWith(resumeFilename: string, file: Buffer): Promise<number> {
  const res = await api.post('/api/careers/apply', {
    data: {
      name: unique('Applicant'),
      email: `${unique('applicant').toLowerCase()}@example.com`,
      phone: '+966 50 123 4567',
      position: 'Analyst',
      resumeFilename,
      resumeData: file.toString('base64'),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function signInAdmin(page: Page, language: 'ar' | 'en') {
  const text = messages[language];
  await page.goto('/admin');
  const form = page.getByTestId('admin-sign-in');
  await form.getByLabel(text['admin.login.email']).fill(E2E_ADMIN.email);
  await form.getByLabel(text['admin.login.password']).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: text['admin.login.submit'] }).click();
  await expect(form).toHaveCount(0);
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`a résumé with active content is flagged beside it (${language}, ${theme})`, async ({
    page,
  }) => {
    const text = messages[language];
    const hostile = await applyWith('cv.docx', macroDocx());
    const clean = await applyWith('cv.pdf', makePdf('Clean résumé'));
    await withPreferences(page, language, theme);
    await signInAdmin(page, language);

    await page.goto(adminItemPath('applications', hostile));
    const panel = page.getByTestId('submission-panel-item');
    const warning = panel.getByTestId('resume-active-content');
    await expect(warning).toContainText(text['admin.applications.activeContent']);
    await expect(warning).toContainText(text['admin.applications.activeContentHint']);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    await page.goto(adminItemPath('applications', clean));
    await expect(panel.getByTestId('resume-filename')).toHaveText('cv.pdf');
    await expect(panel.getByTestId('resume-active-content')).toHaveCount(0);
  });
}
