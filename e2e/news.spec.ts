import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { adminApi, interactive, unique, withPreferences } from './fixtures';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

interface Article {
  id: number;
  slug: string;
  title: string;
}

let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? '');
});
test.afterAll(async () => {
  await api.dispose();
});

/** Creates an article through the admin API (published unless told otherwise). */
async function createArticle(fields: Record<string, unknown> = {}): Promise<Article> {
  const title = unique('E2E news');
  const res = await api.post('/api/admin/news', {
    data: {
      title,
      content: `Content of ${title}.`,
      excerpt: `Excerpt of ${title}.`,
      isPublished: true,
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { article: Article }).article;
}

const card = (page: Page, title: string) =>
  page.getByTestId('news-card').filter({ has: page.getByRole('heading', { name: title }) });

/** On the home page: the scroll-to flag is consumed and the news section is on screen. */
async function expectNewsSectionShown(page: Page) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('scrollTo:news')), { timeout: 5000 })
    .toBeNull();
  await expect(page.locator('#news')).toBeInViewport();
}

test.describe('news list', () => {
  // The cards' fields, the limit and the links: news.test.tsx; drafts kept out: api/test/news.test.ts.
  test('a published article’s Read more leads to the article', async ({ page }) => {
    await withPreferences(page, 'en');
    const article = await createArticle();
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
    await card(page, article.title).getByRole('link', { name: 'Read more' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });
});

test.describe('a news card pointed at', () => {
  test('lifts; under reduced motion it keeps still and keeps its look', async ({ page }) => {
    await withPreferences(page, 'en');
    const article = await createArticle();
    await page.goto('/news');
    const item = card(page, article.title);
    const transform = () => item.evaluate((el) => getComputedStyle(el).transform);
    await item.hover();
    await expect.poll(transform).not.toBe('none');

    await page.mouse.move(0, 0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(transform).toBe('none');
    const look = () =>
      item.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.display} | ${style.backgroundImage} | ${style.aspectRatio}`;
      });
    const before = { look: await look(), box: await item.boundingBox() };
    await item.hover();
    await expect.poll(() => item.evaluate((el) => el.matches(':hover'))).toBe(true);
    expect(await transform()).toBe('none');
    expect(await look()).toBe(before.look);
    expect(await item.boundingBox()).toEqual(before.box);
  });
});

test.describe('article page', () => {
  // What the page renders, shares and answers to a failure: ArticlePage.test.tsx.
  test('a hostile article renders inert', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.addInitScript(() => {
      const w = window as unknown as {
        __xss: () => void;
        __xssCalls: number;
        __clicked: string[];
      };
      w.__xssCalls = 0;
      w.__xss = () => {
        w.__xssCalls += 1;
      };
      w.__clicked = [];
      // Last in the click's path: its handlers (and any inline one) have run when this records it.
      window.addEventListener('click', (event) => {
        w.__clicked.push((event.target as Element | null)?.textContent ?? '');
      });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const article = await createArticle({
      title: unique('E2E hostile <img src=x onerror=window.__xss()>'),
      content: [
        '<script>window.__xss()</script>',
        '',
        '<img src=x onerror="window.__xss()">',
        '',
        '[click me](javascript:window.__xss())',
        '',
        '[encoded](JaVaScRiPt&#58;alert(1))',
        '',
        '![pic](javascript:alert(1))',
        '',
        '"><svg onload=window.__xss()>',
      ].join('\n'),
    });
    await page.goto(`/news/${article.slug}`);
    const content = page.getByTestId('article-content');
    await expect(content).toContainText('<script>window.__xss()</script>');
    await expect(content).toContainText('click me');
    await expect(content.locator('script, svg, img, iframe, [onerror], [onload]')).toHaveCount(0);
    await expect(content.locator('a')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
    // Clicked once the app runs the page: a click while hydration moved the layout landed on the
    // header's link in a full run (a new page, and the click recorded on none).
    await interactive(page);
    const address = page.url();
    await content.getByText('click me').click();
    expect(page.url()).toBe(address);
    // With no link in the content (above), a click can run script only through its handlers, and
    // those have run once the click has gone through the page.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __clicked: string[] }).__clicked))
      .toEqual(['click me']);
    expect(
      await page.evaluate(() => (window as unknown as { __xssCalls: number }).__xssCalls),
    ).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('from the home page, Back goes back to the home news section', async ({ page }) => {
    await withPreferences(page, 'en');
    const article = await createArticle();
    await page.goto('/');
    // The section's cards load as it comes near the window.
    await page.locator('#news').scrollIntoViewIfNeeded();
    await card(page, article.title).getByRole('link', { name: 'Read More' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${article.slug}\\?from=home$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await page.getByTestId('article-back').click();
    await expect(page).toHaveURL(/\/en$/);
    await expectNewsSectionShown(page);
  });

  test('opened directly with from=home, Back goes to the home news section', async ({ page }) => {
    await withPreferences(page, 'en');
    const article = await createArticle();
    await page.goto(`/news/${article.slug}?from=home`);
    await interactive(page);
    await page.getByTestId('article-back-bottom').click();
    await expect(page).toHaveURL(/\/en#news$/);
    await expectNewsSectionShown(page);
  });
});
