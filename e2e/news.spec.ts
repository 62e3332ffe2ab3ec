import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DATE_FORMAT } from '@vb/shared/constants';
import { adminApi, interactive, unique, withPreferences } from './fixtures';

/** A 1×1 PNG: the API stores it and serves it from /api/media/…. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Article {
  id: number;
  slug: string;
  title: string;
  publishedAt: string | null;
  imageUrl: string | null;
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

/** The long date as the site shows it: the locale's, in the site's time zone. */
const longDate = (iso: string | null, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, DATE_FORMAT).format(new Date(iso ?? ''));

const card = (page: Page, title: string) =>
  page.getByTestId('news-card').filter({ has: page.getByRole('heading', { name: title }) });

/** On the home page: the scroll-to flag is consumed and the news section is on screen. */
async function expectNewsSectionShown(page: Page) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('scrollTo:news')), { timeout: 5000 })
    .toBeNull();
  await expect(page.locator('#news')).toBeInViewport();
}

/** Removes the Web Share API so that the fallback links show (desktop Chromium may have it). */
async function withoutNativeShare(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
}

test.describe('latest news on the home page', () => {
  test('shows published cards (date, title, excerpt, Read More) and never drafts', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    const draft = await createArticle({ isPublished: false });
    const published = await createArticle({ imageUrl: PNG });
    await page.goto('/');
    // The section's cards load as it comes near the window.
    await page.locator('#news').scrollIntoViewIfNeeded();
    const news = page.locator('#news');
    await expect(news.getByRole('heading', { level: 2 })).toHaveText('Latest News');
    const item = card(page, published.title);
    await expect(item).toBeVisible();
    await expect(item.locator('time')).toHaveText(longDate(published.publishedAt));
    await expect(item).toContainText(`Excerpt of ${published.title}.`);
    await expect(item.getByRole('link', { name: 'Read More' })).toHaveAttribute(
      'href',
      `/en/news/${published.slug}?from=home`,
    );
    const image = item.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('alt', new RegExp(published.title));
    expect(await news.getByTestId('news-card').count()).toBeLessThanOrEqual(4);
    await expect(news).not.toContainText(draft.title);
    await expect(news.getByRole('link', { name: 'View All News' })).toHaveAttribute(
      'href',
      '/en/news',
    );
  });

  test('without an excerpt, shows the first 100 characters of the content and an ellipsis', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    const sentence =
      'Our studio welcomed founders from across the Kingdom this week to build companies that matter for everyone.';
    expect(sentence.length).toBeGreaterThan(100);
    const article = await createArticle({ excerpt: null, content: `**${sentence}** More text.` });
    await page.goto('/');
    // The section's cards load as it comes near the window.
    await page.locator('#news').scrollIntoViewIfNeeded();
    await expect(card(page, article.title)).toContainText(`${sentence.slice(0, 100).trimEnd()}...`);
  });

  test('shows the Arabic fields in Arabic mode', async ({ page }) => {
    await withPreferences(page, 'ar');
    const titleAr = `خبر تجريبي ${unique('ar')}`;
    const article = await createArticle({ titleAr, excerptAr: 'ملخص الخبر باللغة العربية' });
    await page.goto('/');
    // The section's cards load as it comes near the window.
    await page.locator('#news').scrollIntoViewIfNeeded();
    const item = card(page, titleAr);
    await expect(item).toContainText('ملخص الخبر باللغة العربية');
    await expect(item.locator('time')).toHaveText(longDate(article.publishedAt, 'ar-SA'));
    await expect(item.getByRole('link', { name: 'اقرأ المزيد' })).toBeVisible();
  });

  test('shows the empty message when the request fails, and logs it', async ({ page }) => {
    await withPreferences(page, 'en');
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // A real server refusal: a limit the API does not accept.
    await page.route('**/api/news?limit=4', (route) =>
      route.continue({ url: route.request().url().replace('limit=4', 'limit=0') }),
    );
    await page.goto('/');
    // The section's cards load as it comes near the window.
    await page.locator('#news').scrollIntoViewIfNeeded();
    await expect(page.locator('#news')).toContainText('No news available at the moment');
    expect(errors.some((e) => e.includes('Failed to fetch news'))).toBe(true);
  });
});

test.describe('news list', () => {
  test('lists published articles with Read more links to the article', async ({ page }) => {
    await withPreferences(page, 'en');
    const draft = await createArticle({ isPublished: false });
    const article = await createArticle();
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
    const item = card(page, article.title);
    await expect(item.locator('time')).toHaveText(longDate(article.publishedAt));
    await expect(item).toContainText(`Excerpt of ${article.title}.`);
    await expect(item.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      `/en/news/${article.slug}`,
    );
    expect(await page.getByTestId('news-card').count()).toBeLessThanOrEqual(20);
    await expect(page.getByTestId('page')).not.toContainText(draft.title);
    await item.getByRole('link', { name: 'Read more' }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });
});

test.describe('article page', () => {
  test('renders the markup, the image, the date and the title (also as document title)', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    const article = await createArticle({
      imageUrl: PNG,
      content: [
        'Intro with **bold words** and *italic words*.',
        '',
        '## A heading',
        '- first item',
        '- second item',
        '',
        'See [the example](https://example.com/page) for more.',
      ].join('\n'),
    });
    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('time')).toContainText(longDate(article.publishedAt));
    await expect(page).toHaveTitle(new RegExp(article.title));
    const content = page.getByTestId('article-content');
    await expect(content.locator('strong')).toHaveText('bold words');
    await expect(content.locator('em')).toHaveText('italic words');
    await expect(content.locator('h2')).toHaveText('A heading');
    await expect(content.locator('ul > li')).toHaveText(['first item', 'second item']);
    const link = content.getByRole('link', { name: 'the example' });
    await expect(link).toHaveAttribute('href', 'https://example.com/page');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('target', '_blank');
    const image = page.getByRole('img', { name: new RegExp(article.title) });
    await expect(image).toHaveAttribute('src', /^\/api\/media\//);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  test('shows the Arabic title and content in Arabic mode', async ({ page }) => {
    await withPreferences(page, 'ar');
    const titleAr = `مقال عربي ${unique('ar')}`;
    const article = await createArticle({ titleAr, contentAr: 'نص **عريض** باللغة العربية' });
    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleAr);
    await expect(page.getByTestId('article-content').locator('strong')).toHaveText('عريض');
    await expect(page.getByRole('link', { name: 'العودة إلى الأخبار' })).toBeVisible();
  });

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
    await expect(page).toHaveURL(/\/en$/);
    await expectNewsSectionShown(page);
  });

  test('without from=home, Back and View More News go to /news', async ({ page }) => {
    await withPreferences(page, 'en');
    const article = await createArticle();
    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('link', { name: 'View More News' })).toHaveAttribute(
      'href',
      '/en/news',
    );
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News');
  });

  test('without the Web Share API: X and LinkedIn links, and copying the link', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withPreferences(page, 'en');
    await withoutNativeShare(page);
    const article = await createArticle();
    const url = `${baseURL}/en/news/${article.slug}`;
    await page.goto(`/news/${article.slug}?from=home`);
    const x = page.getByRole('link', { name: 'Share on X' });
    await expect(x).toHaveAttribute(
      'href',
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(article.title)}`,
    );
    await expect(x).toHaveAttribute('target', '_blank');
    await expect(x).toHaveAttribute('rel', /noopener/);
    const linkedin = page.getByRole('link', { name: 'Share on LinkedIn' });
    await expect(linkedin).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await expect(linkedin).toHaveAttribute('rel', /noopener/);
    await expect(page.getByTestId('share-native')).toHaveCount(0);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('region', { name: /Notification/ })).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('with the Web Share API, the share button opens the system share', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
          return Promise.resolve();
        },
      });
    });
    const article = await createArticle();
    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('link', { name: 'Share on X' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const shared = await page.evaluate(
      () => (window as unknown as { __shared?: ShareData }).__shared,
    );
    expect(shared?.url).toMatch(new RegExp(`/news/${article.slug}$`));
    expect(shared?.title).toBe(article.title);
  });

  test('an unknown slug shows the not-found state with Back to News', async ({ page }) => {
    await withPreferences(page, 'en');
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`/news/${unique('no-such-article')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    expect(errors.some((e) => e.includes('Article not found'))).toBe(true);
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('a draft is not found, and any other failure shows the not-found state too', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    const draft = await createArticle({ isPublished: false });
    await page.goto(`/news/${draft.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');

    const article = await createArticle();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // A real server failure other than 404: the method is refused (405). The page arrives without
    // the answer the server embeds in it, so the read goes to the network.
    await page.route(`**/api/news/${article.slug}`, (route) =>
      route.continue({ method: 'DELETE' }),
    );
    await page.route(`**/news/${article.slug}`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="initial-reads">[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
    await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible();
    expect(errors.some((e) => e.includes('Failed to fetch article'))).toBe(true);
  });
});
