import { expect, test } from '@playwright/test';
import { PREFERENCE_COOKIES } from '@vb/shared/constants';
import { interactive } from './fixtures';

/**
 * The theme a page was rendered in holds once the app takes over: a visitor whose cookie asks for
 * light and whose browser storage is empty (a new browser profile, cleared site data) sees light
 * from the first paint on, with no turn to dark after hydration; storage then follows.
 */
for (const path of ['/', '/en/careers']) {
  test(`a light cookie with empty storage stays light (${path})`, async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([{ name: PREFERENCE_COOKIES.theme, value: 'light', url: baseURL! }]);
    await page.goto(path);
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    await interactive(page);
    await expect(html).toHaveClass(/\blight\b/);
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
}
