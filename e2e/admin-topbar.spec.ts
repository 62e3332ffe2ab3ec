import { type Page, expect, test } from '@playwright/test';
import { signInAs } from './fixtures';
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

/** Each language and theme at the widths it is tried at: every width meets both languages. */
const cases = [
  { language: 'en', theme: 'light', widths: [768] },
  { language: 'ar', theme: 'dark', widths: [768] },
  { language: 'en', theme: 'dark', widths: [900, 1024] },
  { language: 'ar', theme: 'light', widths: [900, 1024] },
] as const;

for (const { widths, language, theme } of cases) {
  test(`${widths.join(' and ')} px, ${language}, ${theme}: every tab in sight, the top bar on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await signInAs(page, E2E_ADMIN.email, language, theme, E2E_ADMIN.password);
    await expect(page.getByTestId('admin-sign-out')).toBeVisible();
    // The counts are in the tab labels: the bar is measured at its widest.
    await expect(page.getByTestId('tab-count').first()).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await expectOneLine(page);
    }
  });
}

async function expectOneLine(page: Page) {
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
}
