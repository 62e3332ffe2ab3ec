/**
 * The brand files a browser, a home screen and a link preview ask for: served by the
 * built site with their types, and named by each language's page head.
 */
import { expect, test } from '@playwright/test';
import { SITE } from '@vb/shared/site-config';

test('favicon.ico, the touch icon, each language’s manifest and preview image are served', async ({
  request,
}) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const ico = await favicon.body();
  expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);

  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');

  for (const language of ['ar', 'en'] as const) {
    const manifest = await request.get(`/manifest.${language}.webmanifest`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      name: string;
      lang: string;
      icons: { src: string }[];
    };
    expect(body).toMatchObject({ name: SITE.brandName[language], lang: language });
    for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);

    const image = await request.get(`/social/${language}.png`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('each language’s page links its own manifest and preview image', async ({ browser }) => {
  for (const [home, language] of [
    ['/', 'ar'],
    ['/en', 'en'],
  ] as const) {
    // A first visit in each language (a visit saves its language, which later visits restore).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(home);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      `/manifest.${language}.webmanifest`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/social/${language}\\.png$`),
    );
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    );
    // The icon the browser picks is really there.
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    for (const href of icons) expect((await page.request.get(href)).status()).toBe(200);
    await context.close();
  }
});
