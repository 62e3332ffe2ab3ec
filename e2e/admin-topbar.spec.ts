import { type Page, expect, test } from '@playwright/test';
import { withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

/**
 * The dashboard on a tablet or a small laptop (768-1024 px): every tab in sight and reachable
 * (none hidden behind a "more" menu), and the top bar on one line, Sign out included. In both
 * languages and both themes.
 */

const TABS = [
  'overview',
  'applications',
  'contact',
  'investors',
  'listings',
  'news',
  'people',
  'audit',
];

async function signIn(page: Page, language: 'ar' | 'en', theme: 'dark' | 'light') {
  await withPreferences(page, language, theme);
  await page.goto('/admin');
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('admin-sign-out')).toBeVisible();
  // The counts are in the tab labels: the bar is measured at its widest.
  await expect(page.getByTestId('tab-count').first()).toBeVisible();
}

const cases = [
  { width: 768, language: 'en', theme: 'light' },
  { width: 768, language: 'ar', theme: 'dark' },
  { width: 900, language: 'en', theme: 'dark' },
  { width: 900, language: 'ar', theme: 'light' },
  { width: 1024, language: 'en', theme: 'dark' },
  { width: 1024, language: 'ar', theme: 'light' },
] as const;

for (const { width, language, theme } of cases) {
  test(`${width} px, ${language}, ${theme}: every tab in sight, the top bar on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, language, theme);

    // No "more" menu; each tab wholly inside the tab bar and the window.
    await expect(page.locator('.ant-tabs-nav-more')).toBeHidden();
    const bar = (await page.locator('.ant-tabs-nav-wrap').first().boundingBox())!;
    for (const key of TABS) {
      const tab = page.getByRole('tab').filter({ has: page.getByTestId(`admin-tab-${key}`) });
      await expect(tab).toBeInViewport({ ratio: 1 });
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(bar.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
    }
    // The last one is reached with a click.
    const activity = page.getByRole('tab').filter({ has: page.getByTestId('admin-tab-audit') });
    await activity.click();
    await expect(activity).toHaveAttribute('aria-selected', 'true');

    // One line: everything in the bar on the same middle line, Sign out no taller than a button.
    const middles = await page.locator('header > *').evaluateAll((items) =>
      items
        .map((item) => item.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .map((r) => r.top + r.height / 2),
    );
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(2);
    const signOut = (await page.getByTestId('admin-sign-out').boundingBox())!;
    const account = (await page.getByTestId('admin-account').boundingBox())!;
    expect(signOut.height).toBe(account.height);
    await expect(page.getByTestId('admin-sign-out')).toBeInViewport({ ratio: 1 });
  });
}
