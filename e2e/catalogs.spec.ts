/**
 * The public pages load the catalog of the page's language only (a visitor reads one
 * language); the other comes when the visitor reaches for the language toggle, and the switch
 * changes every text at once, never showing a message key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { en } from '@vb/shared/i18n';
import { interactive, withPreferences } from './fixtures';

const MANIFEST = path.join(
  import.meta.dirname,
  '..',
  'public-web',
  'dist',
  '.vite',
  'manifest.json',
);

/** A language's catalog chunk and the chunks it imports that the entry does not, as site paths. */
function catalogFiles(language: 'ar' | 'en'): string[] {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const entry = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entry.has(key)) return;
    entry.add(key);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`src/app/catalog/${language}.ts`);
  return files;
}

/** Every catalog key: none may show as text. */
const KEYS = Object.keys(en);

/**
 * The texts a visitor meets on the page (text nodes, and the labels, alternatives, titles and
 * placeholders of elements), less those inside an element marked as the other language.
 */
function pageTexts(page: Page, otherLanguage: 'ar' | 'en') {
  return page.evaluate((other) => {
    const texts: string[] = [];
    const outside = (node: Node) =>
      !(node instanceof Element ? node : node.parentElement)?.closest(`[lang="${other}"]`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template')) continue;
      const text = node.textContent?.trim();
      if (text && outside(node)) texts.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'),
    )) {
      if (!outside(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  }, otherLanguage);
}

const ARABIC = /[\u0600-\u06FF]/;

test('the Arabic home page loads only the Arabic catalog, and the toggle switches every text', async ({
  page,
}) => {
  await withPreferences(page, 'ar');
  const arFiles = catalogFiles('ar');
  const enFiles = catalogFiles('en');
  expect(arFiles.length).toBeGreaterThan(0);
  expect(enFiles.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/');
  await interactive(page);
  await page.waitForLoadState('networkidle');
  for (const file of arFiles) expect(requested, file).toContain(file);
  for (const file of enFiles) expect(requested, file).not.toContain(file);
  const arabicTexts = await pageTexts(page, 'en');
  for (const key of KEYS) expect(arabicTexts, key).not.toContain(key);

  // Reaching for the toggle fetches the English catalog; the click switches the page.
  const toggle = page.getByTestId('language-toggle').first();
  const english = page.waitForResponse((r) => new URL(r.url()).pathname === enFiles[0]);
  await toggle.hover();
  expect((await english).ok()).toBe(true);
  await toggle.click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ARABIC);
  await expect
    .poll(async () => (await pageTexts(page, 'ar')).filter((text) => ARABIC.test(text)))
    .toEqual([]);
  const englishTexts = await pageTexts(page, 'ar');
  for (const key of KEYS) expect(englishTexts, key).not.toContain(key);

  // Back to Arabic: nothing more to fetch.
  const before = requested.length;
  await page.getByTestId('language-toggle').first().click();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  expect(requested.slice(before).filter((p) => p.startsWith('/assets/'))).toEqual([]);
});

test('a click on the toggle without a hover first still switches every text', async ({ page }) => {
  await withPreferences(page, 'ar');
  await page.goto('/');
  await interactive(page);
  // A keyboard user: focus (which fetches) and Enter at once.
  await page.getByTestId('language-toggle').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(async () => (await pageTexts(page, 'ar')).filter((text) => ARABIC.test(text)))
    .toEqual([]);
});
