import { devices, expect, test } from '@playwright/test';
import { interactive, withPreferences } from './fixtures';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test.describe('header', () => {
  test('is fixed and turns frosted after 50 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('position', 'fixed');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('has the eight links in both languages', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Team',
      'Ventures',
      'Partners',
      'News',
      'Careers',
      'Contact',
    ]);
    await page.getByTestId('language-toggle').first().click();
    await expect(page.getByRole('navigation').first().getByRole('link')).toHaveCount(8);
    await expect(page.getByRole('navigation').first().getByRole('link').first()).toHaveText(
      /[\u0600-\u06FF]/,
    );
  });

  test('off the home page, an anchor link stores the flag and scrolls there on /', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    await page.goto('/careers');
    // The app's way (before it runs, the link goes to /#contact as a plain link).
    await interactive(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Contact' })
      .click();
    // The address names the section, to share or come back to.
    await expect(page).toHaveURL(/\/en#contact$/);
    // The flag is cleared and the section scrolled into view after 500 ms.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('scrollTo:contact')), { timeout: 5000 })
      .toBeNull();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.getElementById('contact');
          return el ? Math.abs(el.getBoundingClientRect().top) < window.innerHeight : false;
        }),
      )
      .toBe(true);
  });

  test('a #fragment in the address scrolls to its section', async ({ page }) => {
    await page.goto('/#contact');
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
      .toBeGreaterThan(200);
  });

  test('the logo goes home and to the top', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('page changes fade out and in, and scroll to the top', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto('/');
    // Before hydration the header's links are plain links (a full page load, no transition), and
    // the saved English takes the visitor from / to /en once the app runs: wait for both.
    await interactive(page);
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('page')).toHaveAttribute('data-stage', 'in');
    await page.evaluate(() => window.scrollTo(0, 600));
    const stages: string[] = [];
    await page.exposeFunction('recordStage', (s: string) => stages.push(s));
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="page"]');
      if (!el) return;
      new MutationObserver(() => {
        (window as unknown as { recordStage(s: string): void }).recordStage(
          el.getAttribute('data-stage') ?? '',
        );
      }).observe(el, { attributes: true, attributeFilter: ['data-stage'] });
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Careers' })
      .click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => stages.join(',')).toContain('out,in');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu at 375 px', () => {
  // A phone's browser: the server lays its pages out for a narrow screen by the user agent.
  test.use({ viewport: { width: 375, height: 812 }, userAgent: devices['Pixel 5'].userAgent });

  test('toggles, holds the links and both switches, and closes on a choice', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const button = page.getByTestId('menu-button');
    await button.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(8);
    await button.click();
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByTestId('theme-toggle').click();
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    await button.click();
    await menu.getByTestId('language-toggle').click();
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await button.click();
    await menu.getByRole('link').nth(6).click(); // Careers
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
  });

  test('nothing overflows horizontally', async ({ page }) => {
    for (const path of ['/', '/news', '/careers', '/investor', '/nope']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
