import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  adminApi,
  createListing as createListingWith,
  type ListingBody,
  toastItems,
  unique,
  withPreferences,
} from './fixtures';
import { E2E_ADMIN } from './global-setup';

// antd's open/close animations are off (as for anyone who asks for less motion): no clicks land mid-animation.

/** Signs in through the admin's own form and opens the Job Listings tab. */
async function openListings(page: Page, language: 'ar' | 'en', theme: 'dark' | 'light' = 'dark') {
  await withPreferences(page, language, theme);
  await page.goto('/admin');
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('admin-tab-listings').click();
  await expect(page.getByTestId('listings-tab')).toBeVisible();
  await expect(page.getByTestId('listings-tab').locator('.ant-spin')).toHaveCount(0);
}

const card = (page: Page, title: string) =>
  page.getByTestId('listing-card').filter({ hasText: title });
const field = (page: Page, name: string) => page.getByTestId(`listing-${name}`);
const toast = (page: Page) => toastItems(page).last();

/** Waits until no animation runs (a dialog that is still zooming in may miss a click). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

/** Picks an option of one of the form's selects by its visible label. */
async function choose(page: Page, select: Locator, label: string) {
  await select.click();
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label}$`) });
  await expect(option).toBeInViewport();
  await option.click();
}

/** A listing made through the admin API (its own context, closed after). */
async function createListing(baseURL: string, body: ListingBody) {
  const api = await adminApi(baseURL);
  try {
    return await createListingWith(api, body);
  } finally {
    await api.dispose();
  }
}

async function publicTitles(page: Page) {
  const res = await page.request.get('/api/job-listings');
  expect(res.ok()).toBe(true);
  const { jobListings } = (await res.json()) as { jobListings: { title: string }[] };
  return jobListings.map((l) => l.title);
}

test.describe('admin job listings', () => {
  test('create: listed in the admin with its options, stored trimmed, and on /careers', async ({
    page,
  }) => {
    const title = unique('E2E Listing Engineer');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/job-listings')) posts.push(r.url());
    });
    await openListings(page, 'en', 'light');
    await page.getByTestId('listing-add').click();
    const dialog = page.getByRole('dialog', { name: 'New Job Listing' });
    await expect(dialog).toBeVisible();

    // The location's Arabic label fills the Arabic location, which the person then edits.
    await choose(page, field(page, 'location'), 'Remote');
    await expect(field(page, 'locationAr')).toHaveValue('عن بُعد');
    await field(page, 'locationAr').fill('عن بُعد بالكامل');

    await field(page, 'title').fill(`  ${title}  `);
    await field(page, 'titleAr').fill('مهندس اختبار');
    await choose(page, field(page, 'department'), 'Design');
    await choose(page, field(page, 'employmentType'), 'Part-time');
    await field(page, 'description').fill('Designs and tests things end to end.');
    await field(page, 'requirements').fill('- Care\n- Patience');
    await page.getByTestId('listing-save').click();

    await expect(toast(page)).toContainText('Created Successfully');
    await expect(dialog).toBeHidden();
    const created = card(page, title);
    await expect(created).toBeVisible();
    await expect(created).toContainText('مهندس اختبار');
    await expect(created).toContainText('Design');
    await expect(created).toContainText('Remote');
    await expect(created).toContainText('Part-time');
    await expect(created.getByTestId('listing-status')).toHaveText('Active');
    expect(posts).toHaveLength(1);

    // The stored listing is trimmed and keeps the edited Arabic location.
    const res = await page.request.get('/api/job-listings');
    const listing = (
      (await res.json()) as { jobListings: Record<string, unknown>[] }
    ).jobListings.find((l) => l.title === title);
    expect(listing).toMatchObject({
      title,
      titleAr: 'مهندس اختبار',
      department: 'design',
      location: 'Remote',
      locationAr: 'عن بُعد بالكامل',
      employmentType: 'part-time',
      isActive: true,
    });

    await page.goto('/careers');
    await expect(page.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
  });

  test('edit, deactivate (dimmed and dashed, gone from /careers) and activate again, in Arabic', async ({
    page,
    baseURL,
  }) => {
    const title = unique('E2E Toggle Listing');
    await createListing(baseURL!, { title, titleAr: 'وظيفة للتبديل' });
    await openListings(page, 'ar', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Edit: the Arabic form, with its Arabic fields right to left.
    await card(page, title).getByTestId('listing-edit').click();
    const dialog = page.getByRole('dialog', { name: 'تعديل الوظيفة' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('المسمى الوظيفي (بالإنجليزية)')).toBeVisible();
    await expect(dialog.getByText('الوصف (بالعربية)')).toBeVisible();
    await expect(field(page, 'descriptionAr')).toHaveAttribute('dir', 'rtl');
    await expect(field(page, 'title')).toHaveValue(title);
    const renamed = `${title} v2`;
    await field(page, 'title').fill(renamed);
    await page.getByTestId('listing-save').click();
    await expect(toast(page)).toContainText('تم التحديث بنجاح');
    await expect(dialog).toBeHidden();
    await expect(card(page, renamed)).toBeVisible();

    // Deactivate.
    await card(page, renamed).getByTestId('listing-edit').click();
    await expect(field(page, 'isActive')).toBeChecked();
    await settled(page);
    await field(page, 'isActive').click();
    await expect(field(page, 'isActive')).not.toBeChecked();
    await page.getByTestId('listing-save').click();
    await expect(toast(page)).toContainText('تم التحديث بنجاح');
    const inactive = card(page, renamed);
    await expect(inactive).toHaveAttribute('data-active', 'false');
    await expect(inactive.getByTestId('listing-status')).toHaveText('غير نشطة');
    await expect(inactive).toHaveCSS('border-top-style', 'dashed');
    expect(await inactive.evaluate((el) => getComputedStyle(el).filter)).toMatch(/grayscale/);
    expect(await publicTitles(page)).not.toContain(renamed);

    // Activate again.
    await inactive.getByTestId('listing-edit').click();
    await expect(field(page, 'isActive')).not.toBeChecked();
    await settled(page);
    await field(page, 'isActive').click();
    await expect(field(page, 'isActive')).toBeChecked();
    await page.getByTestId('listing-save').click();
    await expect(toast(page)).toContainText('تم التحديث بنجاح');
    await expect(card(page, renamed)).toHaveAttribute('data-active', 'true');
    await expect(card(page, renamed)).toHaveCSS('border-top-style', 'solid');
    expect(await publicTitles(page)).toContain(renamed);

    await page.goto('/careers');
    await expect(page.getByTestId('job-list')).toBeVisible();
    await expect(page.getByTestId('job-card').filter({ hasText: 'وظيفة للتبديل' })).toBeVisible();
  });
});
