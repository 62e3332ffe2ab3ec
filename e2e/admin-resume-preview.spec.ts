import { type APIRequestContext, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { makeActivePdf, makeDocx } from '../api/test/fixtures/documents';
import { adminApi, newStaffMember, opened, signInAs, unique } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).
test.use({ reducedMotion: 'reduce' });

/**
 * The résumé preview (issue 15): a PDF résumé is drawn inside the admin (a canvas with the page's
 * pixels, page navigation and zoom), and the PDF's own script (an OpenAction alerting and opening
 * an address) and link do nothing: no dialog, no request, no new window, no navigation. The
 * preview is in the item's history; a Word résumé has no preview, only its download.
 */

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

async function apply(name: string, filename: string, bytes: Buffer): Promise<number> {
  const res = await api.post('/api/careers/apply', {
    data: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '+966 55 123 4567',
      position: 'Analyst',
      resumeFilename: filename,
      resumeData: bytes.toString('base64'),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`a PDF résumé is previewed and cannot act, in ${language}/${theme}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const t = messages[language];
    const name = unique(`Preview${language}`);
    const trap = `${baseURL}/pdf-trap-${name}`;
    await apply(name, 'cv.pdf', makeActivePdf(`${name} curriculum vitae`, trap));
    const wordName = unique(`Word${language}`);
    await apply(wordName, 'cv.docx', makeDocx());

    // Whatever the PDF tries: a dialog, a request to its address, a window.
    const acted: string[] = [];
    page.on('dialog', (dialog) => {
      acted.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      if (request.url().includes('pdf-trap')) acted.push(`request ${request.url()}`);
    });
    page.context().on('page', (opened) => acted.push(`window ${opened.url()}`));

    const email = await newStaffMember(api, baseURL!, { tag: 'preview', roles: ['recruiter'] });
    await signInAs(page, email, language, theme);
    await page.getByTestId('admin-tab-applications').click();
    const list = page.getByTestId('submissions-applications');

    // A Word résumé: downloaded, not previewed.
    await list.getByTestId('submissions-search').fill(wordName);
    const wordCard = list.getByTestId('submission-card').filter({ hasText: wordName });
    await expect(wordCard).toHaveCount(1);
    await expect(wordCard.getByTestId('download-resume')).toBeVisible();
    await expect(wordCard.getByTestId('preview-resume')).toHaveCount(0);

    await list.getByTestId('submissions-search').fill(name);
    const card = list.getByTestId('submission-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('preview-resume')).toHaveText(t['admin.resume.preview']);
    await card.getByTestId('preview-resume').click();

    const preview = page.getByTestId('resume-preview');
    await expect(preview).toBeVisible();
    const canvas = preview.getByTestId('resume-canvas');
    await expect(canvas).toHaveAttribute('data-painted', '1@1');
    // "Page 1 of 1" (Arabic-Indic digits in Arabic).
    await expect(preview.getByTestId('resume-page')).toHaveText(
      new RegExp(`^${t['admin.resume.page'].replace(/\{page\}|\{pages\}/g, '[1١]')}$`),
    );
    // The page is drawn: dark pixels (the text) on the white page.
    const inked = await canvas.evaluate((element) => {
      const c = element as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
      return { dark, width: c.width, height: c.height };
    });
    expect(inked.width).toBeGreaterThan(300);
    expect(inked.height).toBeGreaterThan(400);
    expect(inked.dark).toBeGreaterThan(50);
    await page.screenshot({ path: testInfo.outputPath(`preview-${language}-${theme}.png`) });

    // The link over the top of the page does nothing; zoom repaints (and proves the page lives on).
    const before = page.url();
    await canvas.click({ position: { x: 150, y: 60 } });
    await preview.getByTestId('resume-zoom-in').click();
    await expect(canvas).toHaveAttribute('data-painted', '1@1.25');
    await expect(preview.getByTestId('resume-next')).toBeDisabled();
    expect(page.url()).toBe(before);
    expect(acted).toEqual([]);
    expect(await page.evaluate(() => window.location.href)).toBe(before);

    // Closed, the preview is in the item's history.
    await page.getByRole('button', { name: t['admin.resume.close'], exact: true }).click();
    await expect(preview).toHaveCount(0);
    await card.getByTestId('open-panel').click();
    const drawer = page.getByTestId('submission-panel');
    await opened(drawer);
    await expect(
      drawer.getByTestId('history-entry').filter({ hasText: t['admin.activity.resumeViewed'] }),
    ).toHaveCount(1);
    expect(acted).toEqual([]);
  });
}
