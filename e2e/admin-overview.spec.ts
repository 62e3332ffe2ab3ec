import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { E2E_ADMIN } from './global-setup';
import { adminApi, signInAs, unique } from './fixtures';

// antd's animations are off (as for anyone who asks for less motion).

/**
 * The admin's overview: the first tab, its figures in Arabic and English, the week axis
 * mirrored in Arabic (the newest week on the left), the charts drawn in the dark and light
 * themes, and a count that opens its list filtered. Screenshots at 375 and 1280 px.
 */

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
  // Something new this week, in a list nobody has been given.
  const sent = await api.post('/api/contact', {
    data: {
      name: unique('Overview'),
      email: 'overview@example.com',
      subject: 'Hello',
      message: 'Long enough to send',
    },
  });
  expect(sent.status()).toBe(201);
});
test.afterAll(async () => {
  await api.dispose();
});

async function signIn(page: Page, language: 'ar' | 'en', theme: 'dark' | 'light') {
  await signInAs(page, E2E_ADMIN.email, language, theme, E2E_ADMIN.password);
  await expect(page.getByTestId('overview')).toBeVisible();
}

/** The week axis' label of a week (`YYYY-MM-DD`) as the admin writes it. */
const weekLabel = (page: Page, day: string, language: 'ar' | 'en') =>
  page.evaluate(
    ([d, locale]) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        calendar: 'gregory',
        timeZone: 'UTC',
      }).format(new Date(`${d}T00:00:00Z`)),
    [day, language === 'ar' ? 'ar-SA' : 'en-US'] as const,
  );

/** The horizontal middle of the chart's text that reads `text`. */
async function textX(page: Page, chart: string, text: string): Promise<number> {
  const label = page.getByTestId(chart).locator('svg text').filter({ hasText: text }).first();
  const box = (await label.boundingBox())!;
  return box.x + box.width / 2;
}

/** The relative luminance (0–1) of an SVG text's fill. */
const fillLuminance = (page: Page, chart: string) =>
  page
    .getByTestId(chart)
    .locator('svg text')
    .first()
    .evaluate((el) => {
      const fill = getComputedStyle(el).fill;
      const [r, g, b] = (fill.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    });

const cases = [
  { language: 'ar', theme: 'dark' },
  { language: 'en', theme: 'light' },
] as const;

for (const { language, theme } of cases) {
  const t = messages[language];

  test(`the overview opens first, in ${language} and ${theme}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, language, theme);
    const overview = (await (await api.get('/api/admin/overview')).json()) as {
      weeks: string[];
      unassigned: Record<string, number>;
    };

    // The first tab, and the one shown.
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toContainText(t['admin.tabs.overview']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    // The counts in the language's words and digits.
    const unassigned = page.getByTestId('overview-unassigned');
    await expect(unassigned).toContainText(t['admin.overview.unassigned']);
    const count = new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US').format(
      overview.unassigned['contact-messages']!,
    );
    await expect(page.getByTestId('overview-unassigned-contact')).toContainText(count);
    await expect(page.getByTestId('overview-overdue')).toContainText(t['admin.overview.overdue']);
    await expect(page.getByTestId('overview-first-response')).toContainText(
      t['admin.overview.firstResponse'],
    );
    await expect(page.getByTestId('overview-weekly')).toContainText(t['admin.overview.weekly']);
    await expect(page.getByTestId('overview-applicants')).toContainText(
      t['admin.overview.applicants'],
    );

    // The charts are drawn (SVG), the week axis in the language, mirrored in Arabic.
    const chart = page.getByTestId('overview-weekly-chart');
    await expect(chart.locator('svg rect, svg path').first()).toBeAttached();
    const oldest = await weekLabel(page, overview.weeks[0]!, language);
    const newest = await weekLabel(page, overview.weeks[11]!, language);
    await expect(chart.locator('svg text').filter({ hasText: newest })).toHaveCount(1);
    const [oldX, newX] = [
      await textX(page, 'overview-weekly-chart', oldest),
      await textX(page, 'overview-weekly-chart', newest),
    ];
    if (language === 'ar') expect(newX).toBeLessThan(oldX);
    else expect(newX).toBeGreaterThan(oldX);
    if (language === 'ar') expect(newest).toMatch(/[٠-٩]/);
    else expect(newest).toMatch(/[0-9]/);

    // The theme: light text on the dark theme, dark text on the light one.
    const luminance = await fillLuminance(page, 'overview-weekly-chart');
    if (theme === 'dark') expect(luminance).toBeGreaterThan(0.5);
    else expect(luminance).toBeLessThan(0.5);

    await page.screenshot({
      path: testInfo.outputPath(`overview-${language}-${theme}-1280.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('admin-tab-select')).toBeVisible();
    await expect(chart.locator('svg')).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.screenshot({
      path: testInfo.outputPath(`overview-${language}-${theme}-375.png`),
      fullPage: true,
    });
  });
}

test('a count opens its list, filtered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'en', 'light');
  await page.getByTestId('overview-unassigned-contact').click();
  await expect(
    page.getByRole('tab').filter({ has: page.getByTestId('admin-tab-contact') }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => new URL(page.url()).searchParams.get('assignee')).toBe('none');
  await expect(page.getByTestId('submissions-contact-messages')).toBeVisible();

  // Back on the overview, the overdue count opens the new items up to the last overdue day.
  await page.getByTestId('admin-tab-overview').click();
  await page.getByTestId('overview-overdue-contact').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('new');
  const overview = (await (await api.get('/api/admin/overview')).json()) as {
    overdueThrough: string;
  };
  expect(new URL(page.url()).searchParams.get('to')).toBe(overview.overdueThrough);
  expect(new URL(page.url()).searchParams.get('assignee')).toBeNull();
});
