import { expect, test } from '@playwright/test';
import { TOOLTIP } from '@vb/shared/constants';

test.describe('preferences', () => {
  test('Arabic, right to left and dark by default, restored after reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveClass(/dark/);

    await page.getByTestId('language-toggle').first().click();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await page.getByTestId('theme-toggle').first().click();
    await expect(html).not.toHaveClass(/dark/);

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).not.toHaveClass(/dark/);
    expect(
      await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('theme')]),
    ).toEqual(['en', 'light']);
  });

  test('the language toggle tooltip is in the other language and opens after a delay', async ({
    page,
  }) => {
    // The page's clock, so that the moment after a close when the next tooltip opens at once can
    // be stepped over instead of slept through.
    await page.clock.install();
    await page.goto('/');
    const toggle = page.getByTestId('language-toggle').first();
    await toggle.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Switch to English');
    await page.mouse.move(0, 0);
    await toggle.click();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.fastForward(TOOLTIP.skipDelayMs);
    await toggle.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/العربية/);
  });

  test('the meta tags are in Arabic', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/[\u0600-\u06FF]/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/[\u0600-\u06FF]/);
    const og = await page.locator('meta[property="og:title"]').getAttribute('content');
    expect(og).toMatch(/[\u0600-\u06FF]/);
  });
});

test.describe('routes', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404|غير موجودة/);
    await expect(page.locator('code')).toHaveText('/this/does/not/exist');
  });

  test('the header is hidden on /invest and shown on /investor', async ({ page }) => {
    await page.goto('/invest');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await page.goto('/investor');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });
});
