/**
 * What a visitor hit: the header and the hero's buttons are frosted as
 * the browser computes them, every page sets the tab's title in the visitor's language however it
 * was reached, and an error the site does not know shows the form's own failure text, never a
 * message key.
 */
import { type Page, type Route, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { makePdf } from '../api/test/fixtures/documents';
import { interactive, withPreferences } from './fixtures';

// These tests are about motion, or see the pages as most visitors do: not the run's default of
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const withBrand = (text: string, language: 'ar' | 'en') =>
  text.replaceAll('{brand}', SITE.brandName[language]);
const title = (
  key: 'meta.title' | 'meta.page.news' | 'meta.page.notFound',
  language: 'ar' | 'en',
) => withBrand(messages[language][key], language);

const backdrop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backdropFilter);

test.describe('frosted glass, as computed', () => {
  test('the scrolled header and the hero’s secondary and pause buttons blur what is behind', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    await page.goto('/');
    expect(await backdrop(page, 'a[href="/en#contact"][class*="secondary"]')).toContain(
      'blur(6px)',
    );
    expect(await backdrop(page, '[data-testid="hero-motion-toggle"]')).toContain('blur(6px)');
    await page.mouse.wheel(0, 800);
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => backdrop(page, 'header')).toContain('blur(14px)');
  });
});

test.describe('tab titles', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`follow in-site navigation and the 404 page (${language})`, async ({ page }) => {
      await withPreferences(page, language);
      await page.goto('/news');
      await expect(page).toHaveTitle(title('meta.page.news', language));
      // Back to the home page by the header's logo link, inside the app.
      const home = language === 'en' ? '/en' : '/';
      await page.locator(`header a[href="${home}"]`).first().click();
      await expect(page).toHaveURL(language === 'en' ? /\/en$/ : /\/$/);
      await expect(page).toHaveTitle(title('meta.title', language));
      await page.goto('/no-such-page');
      await expect(page).toHaveTitle(title('meta.page.notFound', language));
    });
  }
});

/** Answers the next request of `path` as something other than this API would. */
const answerWith = (page: Page, path: string, fulfil: (route: Route) => Promise<void>) =>
  page.route(`**${path}`, (route) =>
    route.request().method() === 'POST' ? fulfil(route) : route.continue(),
  );

const unknownCode = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ code: 'INTERNAL', message: 'upstream broke' }),
  });
const proxyPage = (status: number) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'text/html',
    body: `<html><body><h1>${status} Bad Gateway</h1><p>nginx</p></body></html>`,
  });

test.describe('errors the site does not know', () => {
  test.beforeEach(async ({ page }) => {
    await withPreferences(page, 'en');
  });

  for (const [name, fulfil] of [
    ['an unknown error code', unknownCode],
    ['a proxy’s HTML error page', proxyPage(502)],
  ] as const) {
    test(`the job application shows its failure text for ${name}`, async ({ page }) => {
      await answerWith(page, '/api/careers/apply', fulfil);
      await page.goto('/careers');
      await page.getByRole('button', { name: 'Send your resume' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Full Name').fill('Sara Al-Qahtani');
      await dialog.getByLabel('Email').fill('sara@example.test');
      await dialog.getByLabel('Phone').fill('+966 50 123 4567');
      await dialog.getByLabel('Position').fill('Product Designer');
      await dialog
        .getByLabel('Resume')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf() });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      const toast = page.locator('li').filter({ hasText: 'Error Occurred' });
      await expect(toast).toContainText(messages.en['careers.apply.toast.errorText']);
      await expect(toast).not.toContainText('error.');
    });

    test(`the contact form shows its failure text for ${name}`, async ({ page }) => {
      await answerWith(page, '/api/contact', fulfil);
      await page.goto('/#contact');
      // The app sends the form: before it runs, a click posts it as a plain form.
      await interactive(page);
      const form = page.getByTestId('contact-form');
      await form.getByLabel('Name').fill('Nora Test');
      await form.getByLabel('Email').fill('nora@example.test');
      await form.getByLabel('Subject').fill('Partnership');
      await form.getByLabel('Message').fill('Hello, I would like to talk about a partnership.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      const toast = page.locator('li').filter({ hasText: 'Error Occurred' });
      await expect(toast).toContainText(messages.en['contact.toast.errorText']);
      await expect(toast).not.toContainText('error.');
    });
  }

  test('a proxy’s 429 page reads as “too many requests”, not as a message key', async ({
    page,
  }) => {
    await answerWith(page, '/api/investor', proxyPage(429));
    await page.goto('/investor');
    await interactive(page);
    const form = page.getByTestId('invest-form');
    await form.getByLabel('Full Name').fill('Faisal Investor');
    await form.getByLabel('Email').fill('faisal@example.test');
    await form.getByLabel('Organization').fill('Fund');
    await form.getByLabel('Message').fill('Interested in your next venture round.');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const toast = page.locator('li').filter({ hasText: 'Error Occurred' });
    await expect(toast).toContainText(messages.en['error.too_many_requests']);
  });
});
