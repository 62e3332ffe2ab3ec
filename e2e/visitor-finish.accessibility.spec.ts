/**
 * What HTML_CodeSniffer (pa11y) found, the forms' invalid submits and one digit system per
 * language (and Arabic text's size), as the browser shows them. The smaller things (404, partner
 * logo, footer divider, the process hint and curves): visitor-finish.layout.spec.ts. What the
 * components render for each language (the logo's name): their *.test.tsx files.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { localizeDigits } from '@vb/shared/dates';
import { localizeContentDigits } from '@vb/shared/digits';
import { adminApi, interactive, unique, withPreferences } from './fixtures';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** The WCAG contrast ratio of two `rgb(…)` colours (alpha ignored: both are opaque here). */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const lin = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** An element's text colour and the first opaque background behind it. */
const colours = (locator: Locator) =>
  locator.evaluate((el) => {
    let node: Element | null = el;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const bg = getComputedStyle(node).backgroundColor;
      const alpha = /rgba?\(([^)]+)\)/.exec(bg)?.[1]?.split(',')[3];
      if (bg !== 'transparent' && (alpha === undefined || Number(alpha) === 1)) {
        background = bg;
        break;
      }
      node = node.parentElement;
    }
    return { color: getComputedStyle(el).color, background };
  });

test.describe('accessibility (HTML_CodeSniffer)', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`the required-field asterisk is at least 4.5:1 (${theme})`, async ({ page }) => {
      await withPreferences(page, 'en', theme);
      await page.goto('/#contact');
      const asterisks = page.getByTestId('contact-form').locator('[class*="required"]');
      await expect(asterisks.first()).toBeVisible();
      for (const asterisk of await asterisks.all()) {
        const { color, background } = await colours(asterisk);
        expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    });
  }

  // The logo link's name in each language: layout/Logo.test.tsx. Here, the whole pages' ids.
  test("the logo link's name contains its visible text; ids are unique (ar)", async ({ page }) => {
    const language = 'ar';
    await withPreferences(page, language);
    for (const path of ['/', '/news', '/invest']) {
      await page.goto(path);
      await interactive(page);
      const brand = SITE.brandName[language];
      const logoLinks = page.locator('a:has([class*="logoText"])');
      await expect(logoLinks.first()).toBeVisible();
      for (const link of await logoLinks.all()) {
        const name = await link.evaluate(
          (el) => el.getAttribute('aria-label') ?? el.textContent ?? '',
        );
        expect(name).toContain(brand);
      }
      await expect(page.getByRole('link', { name: brand }).first()).toBeVisible();
      const ids = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[id]'), (el) => el.id),
      );
      const duplicated = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(duplicated, path).toEqual([]);
      // Every logo still finds its gradient.
      const fills = await page
        .locator('svg rect[fill^="url(#"]')
        .evaluateAll((rects) =>
          rects.map(
            (r) =>
              document.getElementById(/url\(#(.+)\)/.exec(r.getAttribute('fill')!)![1]!)?.tagName,
          ),
        );
      expect(fills.length).toBeGreaterThan(0);
      for (const tag of fills) expect(tag).toBe('linearGradient');
    }
  });
});

/** The form's submit button, clicked with every field empty but one. */
async function invalidSubmit(form: Locator, submit: RegExp) {
  await form.getByRole('button', { name: submit }).click();
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim() ?? el?.tagName ?? '';
  });

test.describe('invalid submits', () => {
  test.beforeEach(async ({ page }) => {
    await withPreferences(page, 'en');
  });

  test('contact: an empty e-mail is required; focus goes to the first invalid field', async ({
    page,
  }) => {
    await page.goto('/#contact');
    await interactive(page);
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Nora');
    await form.getByLabel('Subject').fill('Hello');
    await form.getByLabel('Message').fill('Hello there');
    await invalidSubmit(form, /Send Message/);
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    const errorId = await email.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(messages.en['validation.required']);

    await form.getByLabel('Name').fill('');
    await form.getByLabel('Subject').fill('');
    await invalidSubmit(form, /Send Message/);
    await expect(form.getByLabel('Name')).toBeFocused();
  });

  test('invest: focus goes to the first invalid field', async ({ page }) => {
    await page.goto('/invest');
    await interactive(page);
    const form = page.getByTestId('invest-form');
    await form.getByLabel('Full Name').fill('Faisal');
    await invalidSubmit(form, /Submit Request/);
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('careers: focus goes to the first invalid field', async ({ page }) => {
    await page.goto('/careers');
    await interactive(page);
    await page.getByRole('button', { name: 'Send your resume' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Sara');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Email');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

/**
 * Text a person wrote (articles, job listings): shown as written on English pages, whatever its
 * digits; on Arabic pages only the numbers of Latin words and phrases keep their ASCII digits.
 */
const CONTENT = [
  '[data-testid="news-card"] :is(h2, h3, p)',
  '[data-testid="article-content"]',
  'article > header > h1',
  // The "Read more" link's hidden ": <title>" (the article's title again).
  '[data-testid="news-card"] .visually-hidden',
  // Its image's description names the article (the title again).
  '[data-testid="news-card"] img',
  '[data-testid="job-card"] :is(h2, h3, p)',
  '[data-testid="job-preview"]',
].join(', ');

/** Not the page's text: scripts and styles; addresses and paths, written left to right as typed
 * (e-mail, the 404 page's path), and English text standing in for a missing Arabic field. */
const IGNORED = ['script', 'style', '[dir="ltr"]'].join(', ');

/**
 * Every visible text (and label, placeholder, alternative text) with a digit of `pattern`: the
 * site's own, and the texts of content (CONTENT) apart.
 */
const textsWithDigits = (page: Page, pattern: string) =>
  page.evaluate(
    ([source, content, ignored]) => {
      const digit = new RegExp(source);
      const site: string[] = [];
      const written: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!digit.test(text) || node.parentElement?.closest(ignored)) continue;
        (node.parentElement?.closest(content) ? written : site).push(text.trim());
      }
      for (const el of Array.from(
        document.querySelectorAll('[aria-label], [placeholder], img[alt]'),
      )) {
        if (el.closest(content) || el.closest(ignored)) continue;
        for (const name of ['aria-label', 'placeholder', 'alt']) {
          const value = el.getAttribute(name);
          if (value && digit.test(value)) site.push(`${name}: ${value}`);
        }
      }
      return { site, written };
    },
    [pattern, CONTENT, IGNORED] as const,
  );

/** Loads a page and brings every lazily shown part of it (news, process, footer) into view. */
async function showWholePage(page: Page, path: string) {
  await page.goto(path);
  await interactive(page);
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  if (path === '/') {
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    await expect(page.getByTestId('process-marker-1')).toBeAttached();
  }
}

test.describe('one digit system per language', () => {
  let articlePath = '';
  test.beforeAll(async ({ baseURL }) => {
    // A card with a date beside numbers an editor typed, in both languages.
    const api = await adminApi(baseURL ?? '');
    const res = await api.post('/api/admin/news', {
      data: {
        title: unique('E2E digits 2026'),
        titleAr: 'خبر عن الأرقام لعام 2026',
        content: 'Content of 2026.',
        contentAr: 'نص الخبر عن 3 مشاريع في 2026 وشبكات 5G.',
        isPublished: true,
      },
    });
    expect(res.status()).toBe(201);
    articlePath = `/news/${((await res.json()) as { article: { slug: string } }).article.slug}`;
    await api.dispose();
  });

  for (const [language, other] of [
    ['ar', '[0-9]'],
    ['en', '[٠-٩]'],
  ] as const) {
    test(`the ${language} site shows no ${other} digits`, async ({ page }) => {
      await withPreferences(page, language);
      for (const path of ['/', '/news', articlePath, '/careers', '/invest', '/no-such-page']) {
        await showWholePage(page, path);
        const { site, written } = await textsWithDigits(page, other);
        expect(site, path).toEqual([]);
        // What editors typed: in Arabic, only Latin words and phrases keep ASCII digits.
        if (language === 'ar') {
          expect(
            written.filter((text) => localizeContentDigits(text, 'ar') !== text),
            path,
          ).toEqual([]);
        }
        if (language === 'ar' && path === articlePath) {
          await expect(page.locator('h1')).toHaveText('خبر عن الأرقام لعام ٢٠٢٦');
          await expect(page.getByTestId('article-content')).toHaveText(
            'نص الخبر عن ٣ مشاريع في ٢٠٢٦ وشبكات 5G.',
          );
        }
      }
      // The digits it does use: the copyright year and the dates.
      const year = new Date().getFullYear();
      await expect(page.locator('footer')).toContainText(
        language === 'ar' ? localizeDigits(String(year), 'ar') : String(year),
      );
    });
  }

  test('Arabic text is at least 14 px everywhere', async ({ page }) => {
    await withPreferences(page, 'ar');
    for (const path of ['/', '/news', '/careers', '/invest']) {
      await showWholePage(page, path);
      const small = await page.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          const text = node.textContent?.trim() ?? '';
          if (!el || !/[\u0600-\u06FF]/.test(text) || el.closest('.visually-hidden')) continue;
          const style = getComputedStyle(el);
          if (style.display === 'none' || style.visibility === 'hidden') continue;
          if (parseFloat(style.fontSize) < 14) found.push(`${style.fontSize} ${text.slice(0, 40)}`);
        }
        return found;
      });
      expect(small, path).toEqual([]);
    }
  });
});
