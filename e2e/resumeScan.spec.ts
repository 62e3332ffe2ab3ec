import net from 'node:net';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminItemPath } from '@vb/shared/paths';
import { makePdf, makeZip } from '../api/test/fixtures/documents';
import { adminApi, interactive, unique, withPreferences } from './fixtures';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';

/**
 * Hostile résumés, in a real browser: an application whose résumé holds macros shows
 * "Contains active content" and its caution beside the résumé, in both languages and themes; a
 * clean résumé shows no such warning. With an antivirus (a clamd of the spec's own on loopback),
 * the application form shows its refusal on the résumé field, in the visitor's language.
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

test.describe('with an antivirus', () => {
  const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
  let clamd: net.Server;
  let server: E2EServer;

  test.beforeAll(async () => {
    // Answers FOUND for a file holding the EICAR string (read up to the empty chunk), else OK.
    clamd = net.createServer((socket) => {
      let input = Buffer.alloc(0);
      socket.on('error', () => {});
      socket.on('data', (data: Buffer) => {
        input = Buffer.concat([input, data]);
        let at = 'zINSTREAM\0'.length;
        const chunks: Buffer[] = [];
        for (;;) {
          if (at + 4 > input.length) return;
          const length = input.readUInt32BE(at);
          if (length === 0) break;
          if (at + 4 + length > input.length) return;
          chunks.push(input.subarray(at + 4, at + 4 + length));
          at += 4 + length;
        }
        const flagged = Buffer.concat(chunks).includes(EICAR);
        socket.end(flagged ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
      });
    });
    const port = await new Promise<number>((resolve) =>
      clamd.listen(0, '127.0.0.1', () => resolve((clamd.address() as net.AddressInfo).port)),
    );
    server = await startE2EServer({ CLAMAV_ADDRESS: `127.0.0.1:${port}` });
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => clamd?.close(resolve));
  });

  for (const [language, theme] of [
    ['en', 'dark'],
    ['ar', 'light'],
  ] as const) {
    test(`the form shows the scanner's refusal on the résumé field (${language})`, async ({
      page,
    }) => {
      const text = messages[language];
      await withPreferences(page, language, theme);
      await page.goto(`${server.url}${language === 'en' ? '/en' : ''}/careers`);
      await interactive(page);
      await page.getByRole('button', { name: text['careers.sendResume'] }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text['careers.apply.fullName']).fill('Layla');
      await dialog.getByLabel(text['careers.apply.email']).fill('layla@example.com');
      await dialog.getByLabel(text['careers.apply.phone']).fill('+966 50 123 4567');
      await dialog.getByLabel(text['careers.apply.position']).fill('Analyst');
      await dialog.getByTestId('resume-input').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([makePdf('Infected résumé'), Buffer.from(EICAR)]),
      });
      const sent = page.waitForResponse((res) => res.url().endsWith('/api/careers/apply'));
      await dialog.getByRole('button', { name: text['careers.apply.submit'] }).click();
      expect((await sent).status()).toBe(422);
      const resumeInput = dialog.getByTestId('resume-input');
      await expect(resumeInput).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await resumeInput.getAttribute('aria-describedby'))?.split(' ') ?? [];
      const error = dialog.locator(errorId.map((id) => `[id="${id}"][role="alert"]`).join(','));
      await expect(error).toHaveText(text['careers.apply.resumeRejectedByScanner']);
      await expect(dialog.getByTestId('application-success')).toHaveCount(0);
    });
  }
});
