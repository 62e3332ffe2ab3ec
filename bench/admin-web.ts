/**
 * The admin as staff use it, in Chromium, on the admin step's database (`npm run bench`, step
 * admin): from pressing Sign in to a usable dashboard (the overview, the console's first tab,
 * with its figures, and the tabs' counts shown), then, in the applications list, the
 * main thread's longest task while a search is typed (Long Tasks API).
 */
import { chromium } from '@playwright/test';

export interface AdminBrowserFigures {
  /** Pressing Sign in → the overview's figures and the tabs' counts on screen. */
  signInMs: number;
  /** Tasks of 50 ms or more while the search was typed and its answer shown (their lengths). */
  longTasksMs: number[];
  /** What was typed, one key every `keyDelayMs`. */
  typed: string;
  keyDelayMs: number;
}

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
    return { signInMs, longTasksMs, typed: TYPED, keyDelayMs: KEY_DELAY_MS };
  } finally {
    await browser.close();
  }
}
