/**
 * What HTML_CodeSniffer (pa11y) found, the forms' invalid submits, one digit
 * system per language, the partner logo, and the smaller things (404, footer divider, the process
 * hint and curves), as the browser shows them. What the components render for each language
 * (portraits, article art, the logo's name, the 404 texts, the hints): their *.test.tsx files.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { MOBILE_BREAKPOINT_PX } from '@vb/shared/constants';
import { localizeDigits } from '@vb/shared/dates';
import { adminApi, interactive, unique, withPreferences } from './fixtures';
import { seededContent } from './siteContent';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

type Language = 'ar' | 'en';
const LANGUAGES: Language[] = ['ar', 'en'];

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

/** Text a person wrote (articles, job listings): shown as written, whatever its digits. */
const CONTENT = [
  '[data-testid="news-card"] :is(h2, h3, p)',
  // The "Read more" link's hidden ": <title>" (the article's title again).
  '[data-testid="news-card"] .visually-hidden',
  // Its image's description names the article (the title again).
  '[data-testid="news-card"] img',
  '[data-testid="job-card"] :is(h2, h3, p)',
  '[data-testid="job-preview"]',
  'script',
  'style',
  // Addresses and paths: written left to right as typed (e-mail, the 404 page's path).
  '[dir="ltr"]',
].join(', ');

/** Every visible text (and label, placeholder, alternative text) with a digit of `pattern`. */
const textsWithDigits = (page: Page, pattern: string) =>
  page.evaluate(
    ([source, content]) => {
      const digit = new RegExp(source);
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (digit.test(text) && !node.parentElement?.closest(content)) found.push(text.trim());
      }
      for (const el of Array.from(
        document.querySelectorAll('[aria-label], [placeholder], img[alt]'),
      )) {
        if (el.closest(content)) continue;
        for (const name of ['aria-label', 'placeholder', 'alt']) {
          const value = el.getAttribute(name);
          if (value && digit.test(value)) found.push(`${name}: ${value}`);
        }
      }
      return found;
    },
    [pattern, CONTENT] as const,
  );

/** Loads a page and brings every lazily shown part of it (news, process, footer) into view. */
async function showWholePage(page: Page, path: string) {
  await page.goto(path);
  await interactive(page);
  await page.locator('footer').scrollIntoViewIfNeeded();
  if (path === '/') {
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    await expect(page.getByTestId('process-marker-1')).toBeAttached();
  }
}

test.describe('one digit system per language', () => {
  test.beforeAll(async ({ baseURL }) => {
    // A card with a date: an article whose Arabic text has no digits of its own.
    const api = await adminApi(baseURL ?? '');
    const res = await api.post('/api/admin/news', {
      data: {
        title: unique('E2E digits'),
        titleAr: 'خبر عن الأرقام',
        content: 'Content.',
        contentAr: 'نص الخبر.',
        isPublished: true,
      },
    });
    expect(res.status()).toBe(201);
    await api.dispose();
  });

  for (const [language, other] of [
    ['ar', '[0-9]'],
    ['en', '[٠-٩]'],
  ] as const) {
    test(`the ${language} site shows no ${other} digits`, async ({ page }) => {
      await withPreferences(page, language);
      for (const path of ['/', '/news', '/careers', '/invest', '/no-such-page']) {
        await showWholePage(page, path);
        expect(await textsWithDigits(page, other), path).toEqual([]);
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

test.describe('the 404 page', () => {
  // Its texts in both languages: NotFoundPage.test.tsx. The address sits in a left-to-right box
  // in either language, so one language shows how it wraps.
  test('its path breaks only after a slash (ar)', async ({ page }) => {
    const language = 'ar';
    await page.setViewportSize({ width: 375, height: 800 });
    await withPreferences(page, language);
    await page.goto('/this-is-a-missing-page/with-a-rather-long-name');
    await interactive(page);
    const path = page.locator('main').locator('code');
    await expect(path).toHaveText(new URL(page.url()).pathname);
    // Each word of the path on one line: a word's first and last letters share their top.
    const words = await path.evaluate((el) => {
      const tops: { word: string; first: number; last: number }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (text.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, 0);
        range.setEnd(node, 1);
        const first = range.getBoundingClientRect().top;
        range.setStart(node, text.length - 1);
        range.setEnd(node, text.length);
        tops.push({ word: text, first, last: range.getBoundingClientRect().top });
      }
      return tops;
    });
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) expect(w.last, w.word).toBe(w.first);
  });
});

test.describe('the partner logo', () => {
  test('the partner logo sits on the dark theme, no white plate', async ({ page, request }) => {
    const { logoDark } = (await seededContent(request)).partners[0]!;
    await withPreferences(page, 'en', 'dark');
    await page.goto('/#partners');
    await interactive(page);
    const logo = page.getByTestId('partner-link').getByRole('img');
    await expect(logo).toHaveCount(1);
    await expect(logo).toBeVisible();
    const background = await logo.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgba(0, 0, 0, 0)');
    // The logo drawn for the dark theme (a picture the database holds), really served.
    await expect(logo).toHaveAttribute('src', new RegExp(`^/api/images/${logoDark!.id}/`));
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
  });
});

test.describe('the smaller things', () => {
  test('the footer divider spans the content, not the gutters, at every width', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    for (const width of [375, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/careers');
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      const box = await footer.evaluate((el) => {
        const grid = el.firstElementChild as HTMLElement;
        const divider = el.lastElementChild as HTMLElement;
        const g = grid.getBoundingClientRect();
        const style = getComputedStyle(grid);
        const d = divider.getBoundingClientRect();
        return {
          contentStart: g.left + parseFloat(style.paddingLeft),
          contentEnd: g.right - parseFloat(style.paddingRight),
          dividerStart: d.left,
          dividerEnd: d.right,
          border: getComputedStyle(divider).borderTopWidth,
        };
      });
      expect(box.border, `${width}`).toBe('1px');
      expect(Math.abs(box.dividerStart - box.contentStart), `${width}`).toBeLessThan(1);
      expect(Math.abs(box.dividerEnd - box.contentEnd), `${width}`).toBeLessThan(1);
    }
  });

  // Which hint shows is the screen's CSS, whatever the language (Process.test.tsx: both texts).
  test('the process hint speaks of tapping on a touch screen, of hovering with a mouse (en)', async ({
    browser,
  }) => {
    const language = 'en';
    const hint = messages.en['process.hint'];
    const touchHint = messages.en['process.hintTouch'];
    const home = '/en';
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const touch = await phone.newPage();
    await withPreferences(touch, language);
    await touch.goto(home);
    await touch.locator('#process').scrollIntoViewIfNeeded();
    await expect(touch.getByText(touchHint)).toBeVisible();
    await expect(touch.getByText(hint)).toBeHidden();
    await phone.close();

    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const mouse = await desk.newPage();
    await withPreferences(mouse, language);
    await mouse.goto(home);
    await mouse.locator('#process').scrollIntoViewIfNeeded();
    await expect(mouse.getByText(hint)).toBeVisible();
    await expect(mouse.getByText(touchHint)).toBeHidden();
    await desk.close();
  });
});

test.describe('the process diagram', () => {
  for (const language of LANGUAGES) {
    test(`each curve leaves the end of its marker and reaches its stage (${language})`, async ({
      page,
    }) => {
      // Reduced motion: the diagram is drawn whole at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await withPreferences(page, language);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(language === 'ar' ? '/' : '/en');
        await interactive(page);
        await page.locator('#process').scrollIntoViewIfNeeded();
        // The server drew the diagram for its guess of the screen (a desktop browser's: across,
        // animated); the browser redraws it for the real one once it has taken the page over.
        const diagram = page.getByTestId('process-diagram');
        await expect(diagram).toHaveAttribute('data-state', 'static');
        await expect(diagram).toHaveAttribute(
          'data-orientation',
          width < MOBILE_BREAKPOINT_PX ? 'vertical' : 'horizontal',
        );
        // Measured in a painted frame: the sections below the fold are `content-visibility:
        // auto`, and until the browser has rendered one after the scroll, the diagram's box can
        // still be the server's across layout (a CI run measured exactly that, 145 px off).
        const measure = () =>
          diagram.evaluate(async (diagram) => {
            for (let frame = 0; frame < 3; frame++)
              await new Promise((painted) => requestAnimationFrame(painted));
            return [0, 1, 2, 3].map((i) => {
              const onScreen = (element: SVGGraphicsElement, point: DOMPointInit) =>
                new DOMPoint(point.x, point.y).matrixTransform(element.getScreenCTM()!);
              const branch = diagram.querySelector<SVGPathElement>(`[data-branch="${i}"]`)!;
              const marker = diagram.querySelector<SVGLineElement>(`[data-marker="${i}"]`)!;
              const start = onScreen(branch, branch.getPointAtLength(0));
              const end = onScreen(branch, branch.getPointAtLength(branch.getTotalLength()));
              const ends = [
                onScreen(marker, { x: marker.x1.baseVal.value, y: marker.y1.baseVal.value }),
                onScreen(marker, { x: marker.x2.baseVal.value, y: marker.y2.baseVal.value }),
              ];
              const node = diagram
                .querySelector(`[data-process-stage="${i}"] button > [aria-hidden="true"]`)!
                .getBoundingClientRect();
              return {
                fromMarkerEnd: Math.min(
                  ...ends.map((e) => Math.hypot(e.x - start.x, e.y - start.y)),
                ),
                toNodeCentre: Math.hypot(
                  end.x - (node.left + node.width / 2),
                  end.y - (node.top + node.height / 2),
                ),
                nodeRadius: node.width / 2,
              };
            });
          });
        await expect(async () => {
          const parts = await measure();
          for (const [i, part] of parts.entries()) {
            const label = `stage ${i + 1} at ${width} px (${language})`;
            expect(part.fromMarkerEnd, `${label}: the curve starts at its marker`).toBeLessThan(2);
            expect(part.toNodeCentre, `${label}: the curve ends under its node`).toBeLessThan(
              part.nodeRadius,
            );
          }
        }).toPass({ timeout: 10_000 });
      }
    });
  }
});
