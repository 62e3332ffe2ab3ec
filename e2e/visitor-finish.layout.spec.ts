/**
 * The smaller things a visitor sees finished, as the browser shows them: the 404 page's path, the
 * partner logo on the dark theme, the footer divider, the process hint and curves. What
 * HTML_CodeSniffer found, the invalid submits and the digits: visitor-finish.accessibility.spec.ts.
 * What the components render for each language (portraits, article art, the 404 texts, the
 * hints): their *.test.tsx files.
 */
import { expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { MOBILE_BREAKPOINT_PX } from '@vb/shared/constants';
import { interactive, withPreferences } from './fixtures';
import { seededContent } from './siteContent';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

type Language = 'ar' | 'en';
const LANGUAGES: Language[] = ['ar', 'en'];

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

test.describe('side margins', () => {
  for (const language of LANGUAGES) {
    test(`at 1024 px every page keeps its text and controls 32 px from the edges (${language})`, async ({
      page,
    }) => {
      const width = 1024;
      const gutter = 32;
      await page.setViewportSize({ width, height: 800 });
      await withPreferences(page, language);
      for (const path of ['/', '/news', '/careers', '/investor', '/privacy']) {
        await page.goto(language === 'en' ? `/en${path === '/' ? '' : path}` : path);
        await interactive(page);
        // Every element that shows text of its own, and every control: their boxes' extremes.
        const edges = await page.evaluate(() => {
          const boxes: { what: string; left: number; right: number }[] = [];
          const shown = (el: Element) => {
            const style = getComputedStyle(el);
            const box = el.getBoundingClientRect();
            return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
          };
          for (const el of Array.from(document.querySelectorAll('header *, main *, footer *'))) {
            // A video's fallback text is never shown where the video plays; a floating button
            // (back to top) is not part of the page's column.
            if (el.closest('[aria-hidden="true"], video') || !shown(el)) continue;
            if (getComputedStyle(el).position === 'fixed') continue;
            const ownText = Array.from(el.childNodes).some(
              (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
            );
            if (!ownText && !el.matches('a, button, input, select, textarea')) continue;
            const box = el.getBoundingClientRect();
            const what = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
            boxes.push({ what, left: box.left, right: box.right });
          }
          return boxes;
        });
        expect(edges.length, path).toBeGreaterThan(10);
        const outside = edges.filter(
          (edge) => edge.left < gutter - 0.5 || edge.right > width - gutter + 0.5,
        );
        expect(
          outside.map((edge) => `${edge.what} ${Math.round(edge.left)}–${Math.round(edge.right)}`),
          path,
        ).toEqual([]);
      }
    });
  }
});
