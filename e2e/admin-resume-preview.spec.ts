import { type APIRequestContext, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { makeActivePdf, makeDocx, makePagedPdf } from '../api/test/fixtures/documents';
import { adminApi, newStaffMember, opened, signInAs, unique } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * The résumé preview: a PDF résumé is drawn inside the admin (a canvas with the page's
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

/** What the stand-in for the print dialog saw (below). */
interface Printed {
  title: string;
  shown: string[];
  pages: { width: number; height: number; dark: number }[];
}

test('a résumé is printed: its pages alone, one image per page, then all is as before', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const t = messages.ar;
  const name = unique('Print');
  await apply(name, 'cv.pdf', makePagedPdf([`${name} page one`, 'page two', 'page three']));
  // No print dialog can open under test: `print` notes what the print media would show (the
  // body's children not hidden, the pages' images and their ink), then the dialog "closes".
  await page.addInitScript(() => {
    window.print = () => {
      const root = document.querySelector('[data-testid="resume-print"]');
      const pages = Array.from(root?.querySelectorAll('img') ?? []).map((image) => {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
        return { width: image.naturalWidth, height: image.naturalHeight, dark };
      });
      const shown = Array.from(document.body.children)
        .filter((element) => getComputedStyle(element).display !== 'none')
        .map((element) => element.getAttribute('data-testid') ?? element.tagName);
      (window as unknown as { printed: Printed }).printed = { title: document.title, shown, pages };
      window.dispatchEvent(new Event('afterprint'));
    };
  });

  const email = await newStaffMember(api, baseURL!, { tag: 'print', roles: ['recruiter'] });
  await signInAs(page, email, 'ar', 'dark');
  await page.getByTestId('admin-tab-applications').click();
  const list = page.getByTestId('submissions-applications');
  await list.getByTestId('submissions-search').fill(name);
  const card = list.getByTestId('submission-card').filter({ hasText: name });
  await card.getByTestId('preview-resume').click();
  const preview = page.getByTestId('resume-preview');
  await expect(preview.getByTestId('resume-canvas')).toHaveAttribute('data-painted', '1@1');
  const title = await page.title();

  await page.emulateMedia({ media: 'print' });
  const button = preview.getByTestId('resume-print-button');
  await expect(button).toHaveText(t['admin.resume.print']);
  await button.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: Printed }).printed))
    .toBeTruthy();
  const printed = await page.evaluate(() => (window as unknown as { printed: Printed }).printed);
  // Only the pages are printed: the admin, its dialog and the toasts are left out.
  expect(printed.shown).toEqual(['resume-print']);
  // The dialog offers the résumé's name for a saved PDF.
  expect(printed.title).toContain(name);
  // Three A4 pages at 180 dots per inch, each with its text.
  expect(printed.pages).toHaveLength(3);
  for (const printedPage of printed.pages) {
    expect(printedPage.width).toBe(Math.floor(595 * 2.5));
    expect(printedPage.height).toBe(Math.floor(842 * 2.5));
    expect(printedPage.dark).toBeGreaterThan(50);
  }

  // Printed (or cancelled): nothing of it stays, and the preview is as it was.
  await expect(page.getByTestId('resume-print')).toHaveCount(0);
  await expect(page.locator('body[data-printing]')).toHaveCount(0);
  expect(await page.title()).toBe(title);
  await page.emulateMedia({ media: 'screen' });
  await expect(button).toBeEnabled();
  await expect(preview.getByTestId('resume-canvas')).toBeVisible();
});
