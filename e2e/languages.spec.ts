/**
 * Each language at its own address: Arabic unprefixed, English under /en. The toggle
 * goes to the other language's address with that language's content and links; a saved language
 * is restored on load; a crawler (no JavaScript, no cookies) gets English at /en/news.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ar, en } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { adminApi, interactive, unique, withPreferences } from './fixtures';

let api: APIRequestContext;
let article: { slug: string; title: string; titleAr: string };

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? '');
  const title = unique('E2E language');
  const res = await api.post('/api/admin/news', {
    data: {
      title,
      titleAr: `خبر ${title}`,
      content: `Content of ${title}.`,
      contentAr: `محتوى ${title}.`,
      isPublished: true,
    },
  });
  expect(res.status()).toBe(201);
  article = ((await res.json()) as { article: typeof article }).article;
});
test.afterAll(async () => {
  await api.dispose();
});

const fill = (message: string, brand: string) => message.replace('{brand}', brand);

test('the toggle takes a visitor to the same page at the English address, and back', async ({
  page,
}) => {
  await page.goto('/news');
  await interactive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar['news.list.title']);
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('link', { name: ar['nav.careers'] })).toHaveAttribute(
    'href',
    '/careers',
  );

  await header.getByTestId('language-toggle').click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['news.list.title']);
  await expect(page).toHaveTitle(fill(en['meta.page.news'], SITE.brandName.en));
  // Every internal link now points at the English addresses.
  await expect(header.getByRole('link', { name: en['nav.careers'] })).toHaveAttribute(
    'href',
    '/en/careers',
  );
  const card = page
    .getByTestId('news-card')
    .filter({ has: page.getByRole('heading', { name: article.title }) });
  await expect(card.getByRole('link', { name: en['news.list.readMore'] })).toHaveAttribute(
    'href',
    `/en/news/${article.slug}`,
  );
  const internal = await page
    .locator('#root a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(internal.length).toBeGreaterThan(5);
  expect(internal.filter((href) => !/^\/(en\b|api\/)/.test(href ?? ''))).toEqual([]);
  // The choice is saved: a reload (and the server, from the cookie) keeps English.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  // Following a link stays in English.
  await header.getByRole('link', { name: en['nav.careers'] }).click();
  await expect(page).toHaveURL(/\/en\/careers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // And the toggle goes back to the Arabic address.
  await header.getByTestId('language-toggle').click();
  await expect(page).toHaveURL(/\/careers$/);
  expect(new URL(page.url()).pathname).toBe('/careers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar['careers.title']);
});

test('a saved language is restored on load: from the cookie by the server, else by the page', async ({
  page,
  context,
}) => {
  // Saved in the browser and mirrored in the cookie: the server answers the English address.
  await withPreferences(page, 'en');
  const response = await page.goto(`/news/${article.slug}`);
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/news/${article.slug}$`));
  await expect(page).toHaveURL(new RegExp(`/en/news/${article.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

  // Without the cookie (only browser storage), the page takes the visitor there once loaded.
  await context.clearCookies();
  await page.goto('/careers');
  await expect(page).toHaveURL(/\/en\/careers$/);
  await interactive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['careers.title']);
});

test.describe('without JavaScript, like a crawler', () => {
  test.use({ javaScriptEnabled: false });

  test('gets English at /en/news and Arabic at /news, each with its alternates', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/en/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['news.list.title']);
    await expect(page).toHaveTitle(fill(en['meta.page.news'], SITE.brandName.en));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/news`,
    );
    await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/news`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/news`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(
      page.getByRole('link', { name: en['news.list.readMore'] }).first(),
    ).toHaveAttribute('href', /^\/en\/news\//);

    await page.goto('/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar['news.list.title']);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/news`);
  });
});
