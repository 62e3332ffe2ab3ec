/**
 * Spam defences as only a browser shows them (the spam battery): the honeypot field of the three
 * public forms lies off-screen, clipped, transparent and out of the pointer's reach, and tabbing
 * through a form never lands on it, in English and in right-to-left Arabic. Its markup (tab index,
 * autocomplete, aria-hidden, catalog label), what a form sends and shows when a robot fills it or a
 * rate limit refuses it are checked in the forms' Testing Library tests; the server's answers
 * (nothing stored, 429 with its headers) in api/test/honeypot.test.ts and rateLimits.test.ts.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { en, ar } from '@vb/shared/i18n';
import { withPreferences } from './fixtures';

/** The honeypot of a form: present, but laid out off-screen, clipped and out of reach. */
async function expectOffScreenHoneypot(page: Page, form: Locator) {
  const input = form.locator('input[name="website"]');
  await expect(input).toHaveCount(1);
  await expect(input).not.toBeInViewport();
  const wrapper = form.getByTestId('honeypot');
  const viewport = page.viewportSize()!;
  // The input and its clipping wrapper lie entirely outside the page's visible width; the
  // wrapper, which clips what it holds, is at most a pixel in size.
  for (const box of [await input.boundingBox(), await wrapper.boundingBox()]) {
    expect(box).not.toBeNull();
    expect(box!.x + box!.width <= 0 || box!.x >= viewport.width).toBe(true);
  }
  const clip = (await wrapper.boundingBox())!;
  expect(clip.width).toBeLessThanOrEqual(1);
  expect(clip.height).toBeLessThanOrEqual(1);
  await expect(wrapper).toHaveCSS('overflow', 'hidden');
  // Nothing a pointer can reach, nothing to see.
  await expect(wrapper).toHaveCSS('pointer-events', 'none');
  await expect(wrapper).toHaveCSS('opacity', '0');
}

/** Tabs through the whole form from its first field: the honeypot never takes the focus. */
async function expectNeverFocused(page: Page, form: Locator, first: Locator) {
  await first.focus();
  const controls = await form.locator('input, textarea, button, select').count();
  for (let i = 0; i < controls + 2; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.getAttribute('name'));
    expect(name).not.toBe('website');
  }
}

test.describe('the honeypot of the public forms', () => {
  for (const language of ['en', 'ar'] as const) {
    const t = language === 'en' ? en : ar;

    test(`contact, invest and application forms (${language}): off-screen, never focused`, async ({
      page,
    }) => {
      await withPreferences(page, language);

      await page.goto('/#contact');
      const contact = page.getByTestId('contact-form');
      await contact.scrollIntoViewIfNeeded();
      await expectOffScreenHoneypot(page, contact);
      await expectNeverFocused(page, contact, contact.locator('input[name="name"]'));

      await page.goto('/invest');
      const invest = page.getByTestId('invest-form');
      await invest.scrollIntoViewIfNeeded();
      await expectOffScreenHoneypot(page, invest);
      await expectNeverFocused(page, invest, invest.locator('input[name="name"]'));

      await page.goto('/careers');
      await page.getByRole('button', { name: t['careers.sendResume'] }).click();
      const application = page.getByTestId('application-form');
      await expect(application).toBeVisible();
      await expectOffScreenHoneypot(page, application);
      await expectNeverFocused(page, application, application.locator('input[name="name"]'));
    });
  }
});
