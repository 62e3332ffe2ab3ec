import { expect, test, type Page } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { expectLanded, interactive, withPreferences } from './fixtures';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const en = messages.en;

const heroSource = (page: Page) => page.getByTestId('hero-video').locator('source');

test.describe('hero', () => {
  // Which file each language and theme plays, and its attributes: Hero.test.tsx.
  test('the loop is muted, and every variant’s files are served', async ({ page, request }) => {
    await withPreferences(page, 'ar', 'dark');
    await page.goto('/');
    await expect(heroSource(page)).toHaveAttribute('src', '/media/hero-ar-dark.mp4');
    const video = page.getByTestId('hero-video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    for (const language of ['ar', 'en'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const media = await request.get(`/media/hero-${language}-${theme}.mp4`);
        expect(media.status()).toBe(200);
        expect(media.headers()['content-type']).toContain('video/mp4');
        const poster = await request.get(`/media/hero-${language}-${theme}.jpg`);
        expect(poster.status()).toBe(200);
      }
    }
  });

  test('Discover More goes to the ventures, Get in Touch to the contact section', async ({
    page,
  }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/');
    // Before the app runs the page its links are plain links (they would add the #fragment).
    await interactive(page);
    await page.getByRole('link', { name: en['hero.discoverMore'] }).click();
    await expectLanded(page, 'ventures', 'Discover More');

    // The visitor scrolls back up themself (which ends the page's own re-aiming at once).
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, -100_000);
    await expect(page.getByRole('link', { name: en['hero.getInTouch'] })).toBeInViewport();
    await page.getByRole('link', { name: en['hero.getInTouch'] }).click();
    await expectLanded(page, 'contact', 'Get in Touch');
    // The address names the section, to share or come back to.
    expect(new URL(page.url()).hash).toBe('#contact');
  });

  test('with reduced motion the loop stays paused on its poster', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toBeAttached();
    // The server renders the loop paused (it cannot know the preference); it stays so once the
    // page is the app's, whose first effects would have started it.
    await interactive(page);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.paused, v.autoplay])).toEqual([
      true,
      false,
    ]);
    await expect(page.getByTestId('hero-motion-toggle')).toHaveCount(0);
    await context.close();
  });
});

test.describe('team', () => {
  // The group arrows, dots, cards and links: Team.test.tsx.
  test('Contact Us scrolls to the contact section', async ({ page }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/');
    await page.locator('#team').scrollIntoViewIfNeeded();
    // The link answers once the app runs the page.
    await interactive(page);
    await page.getByRole('link', { name: en['team.contactUs'] }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('section links', () => {
  test('leave a shareable #section in the address, and Back returns to it', async ({ page }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/en');
    await interactive(page);
    const nav = page.getByTestId('site-header').getByRole('navigation').first();
    await nav.getByRole('link', { name: en['nav.team'] }).click();
    await expect(page).toHaveURL(/\/en#team$/);
    await expectLanded(page, 'team', 'Team from the header');
    await nav.getByRole('link', { name: en['nav.careers'] }).click();
    await expect(page).toHaveURL(/\/en\/careers$/);
    // The careers page is shown (the page change fades before it swaps), as a person sees it.
    await expect(page.getByRole('heading', { level: 1, name: en['careers.title'] })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/en#team$/);
    await expectLanded(page, 'team', 'Team after Back');
    // From another page, the link names its section too.
    await page.goto('/en/news');
    await interactive(page);
    await nav.getByRole('link', { name: en['nav.partners'] }).click();
    await expect(page).toHaveURL(/\/en#partners$/);
    await expectLanded(page, 'partners', 'Partners from the news page');
  });
});

test.describe('the contact form', () => {
  test('a half-typed message survives a reload of the tab', async ({ page }) => {
    await withPreferences(page, 'en', 'dark');
    await page.goto('/en#contact');
    await interactive(page);
    const form = page.getByTestId('contact-form');
    const name = form.getByRole('textbox', { name: new RegExp(en['contact.form.name']) });
    const message = form.getByRole('textbox', { name: new RegExp(en['contact.form.message']) });
    await name.fill('Nora Test');
    await message.fill('About a partnership');
    await page.reload();
    await interactive(page);
    await expect(name).toHaveValue('Nora Test');
    await expect(message).toHaveValue('About a partnership');
  });
});
