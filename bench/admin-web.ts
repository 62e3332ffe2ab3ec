/**
 * The admin as staff use it, in Chromium, on the admin step's database (`npm run bench`, step
 * admin): from pressing Sign in to a usable dashboard (the overview, the console's first tab,
 * with its figures, and the tabs' counts shown), then, in the applications list, the
 * main thread's longest task while a search is typed (Long Tasks API), and, in a new article
 * holding a long text, the time each typed key takes to be taken and drawn.
 */
import { type Page, chromium } from '@playwright/test';

export interface AdminBrowserFigures {
  /** Pressing Sign in → the overview's figures and the tabs' counts on screen. */
  signInMs: number;
  /** Tasks of 50 ms or more while the search was typed and its answer shown (their lengths). */
  longTasksMs: number[];
  /** What was typed, one key every `keyDelayMs`. */
  typed: string;
  keyDelayMs: number;
  /** Each of EDITOR_KEYS keys typed at the end of an article of `articleChars` characters. */
  editorKeysMs: number[];
  articleChars: number;
}

/** Keys typed into the long article; the text is about 30 KB, a long article's size. */
const EDITOR_KEYS = 30;
const ARTICLE = Array.from(
  { length: 60 },
  (_, i) =>
    `## Part ${i + 1}\n\n${'A paragraph of the article, with enough words to make it long. '.repeat(7)}`,
).join('\n\n');

const TYPED = 'falcon partner';
const KEY_DELAY_MS = 80;

export async function measureAdminBrowser(
  origin: string,
  chromiumPath: string,
  account: { email: string; password: string },
): Promise<AdminBrowserFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/admin`);
    const form = page.getByTestId('admin-sign-in');
    await form.locator('input[type="email"]').fill(account.email);
    await form.locator('input[type="password"]').fill(account.password);
    const started = Date.now();
    await form.locator('button[type="submit"]').click();
    await page.getByTestId('overview-unassigned').waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByTestId('tab-count').first().waitFor({ state: 'visible', timeout: 60_000 });
    const signInMs = Date.now() - started;

    // The applications list, its first page shown.
    await page.getByTestId('admin-tab-applications').click();
    await page
      .getByTestId('submissions-applications')
      .locator('[data-testid="submission-card"], [data-testid="submission-row"], .ant-table-row')
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });

    // Long tasks from here on.
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const search = page.getByTestId('submissions-applications').getByTestId('submissions-search');
    await search.click();
    const answered = page.waitForResponse(
      (res) =>
        res.url().includes(`q=${encodeURIComponent(TYPED).replace(/%20/g, '+')}`) ||
        res.url().includes(`q=${encodeURIComponent(TYPED)}`),
      { timeout: 60_000 },
    );
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    await answered;
    // The answer drawn: the results line shows the new count.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    const longTasksMs = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );

    const editorKeysMs = await typeInLongArticle(page);
    return {
      signInMs,
      longTasksMs,
      typed: TYPED,
      keyDelayMs: KEY_DELAY_MS,
      editorKeysMs,
      articleChars: ARTICLE.length,
    };
  } finally {
    await browser.close();
  }
}

/**
 * A new article with a long text: each key typed at its end, from the input to the synchronous
 * update React makes of it (the editor's work for a key, style and layout aside). The console is
 * open and signed in.
 */
export async function typeInLongArticle(page: Page): Promise<number[]> {
  await page.getByTestId('admin-tab-news').click();
  await page.getByTestId('news-create').click();
  const content = page.getByTestId('editor-content-en');
  await content.waitFor({ state: 'visible', timeout: 60_000 });
  await content.fill(ARTICLE);
  await content.press('End');
  return page.evaluate(async (keys) => {
    const area = document.querySelector<HTMLTextAreaElement>('[data-testid="editor-content-en"]')!;
    const times: number[] = [];
    for (let i = 0; i < keys; i++) {
      area.focus();
      const start = performance.now();
      document.execCommand('insertText', false, 'x');
      times.push(performance.now() - start);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    }
    return times;
  }, EDITOR_KEYS);
}
