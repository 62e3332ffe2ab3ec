import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  adminApi,
  answerDialog,
  createListing as createListingWith,
  type ListingBody,
  opened,
  toastItems,
  unique,
  withPreferences,
} from './fixtures';
import { E2E_ADMIN } from './global-setup';

// antd's open/close animations are off (as for anyone who asks for less motion): no clicks land mid-animation.
test.use({ reducedMotion: 'reduce' });

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

/** Answers the question asked before a translation replaces text written by hand (issue 16). */
async function replaceHandWritten(page: Page) {
  const question = page.locator('.ant-modal-confirm');
  await opened(question);
  await question.getByRole('button', { name: 'Replace' }).click();
  await expect(question).toBeHidden();
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
  test('create: required fields, the location fills the Arabic location, then listed in the admin and on /careers', async ({
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

    // Submitting the empty form shows the three required errors and sends nothing.
    await page.getByTestId('listing-save').click();
    await expect(dialog.getByText('This field is required')).toHaveCount(3);
    for (const label of ['Title (English)', 'Description (English)', 'Requirements (English)']) {
      await expect(
        dialog
          .locator('.ant-form-item')
          .filter({ hasText: label })
          .locator('.ant-form-item-explain'),
      ).toHaveText('This field is required');
    }
    expect(posts).toHaveLength(0);

    // Choosing a location fills the Arabic location, which stays editable.
    await expect(field(page, 'locationAr')).toHaveValue('الرياض، المملكة العربية السعودية');
    await choose(page, field(page, 'location'), 'Remote');
    await expect(field(page, 'locationAr')).toHaveValue('عن بُعد');
    await field(page, 'locationAr').fill('عن بُعد بالكامل');

    await field(page, 'title').fill(`  ${title}  `);
    await expect(dialog.getByText('This field is required')).toHaveCount(2);
    await field(page, 'titleAr').fill('مهندس اختبار');
    await choose(page, field(page, 'department'), 'Design');
    await choose(page, field(page, 'employmentType'), 'Part-time');
    await field(page, 'description').fill('Designs and tests things end to end.');
    await field(page, 'requirements').fill('- Care\n- Patience');
    await expect(dialog.getByText('This field is required')).toHaveCount(0);
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

  test('a deactivated listing is not on the public careers page', async ({ page, baseURL }) => {
    const title = unique('E2E Hidden Listing');
    const visible = unique('E2E Visible Listing');
    await createListing(baseURL!, { title, isActive: false });
    await createListing(baseURL!, { title: visible });
    await openListings(page, 'en');
    await expect(card(page, title)).toHaveAttribute('data-active', 'false');
    await expect(card(page, title).getByTestId('listing-status')).toHaveText('Inactive');
    await page.goto('/careers');
    await expect(page.getByTestId('job-card').filter({ hasText: visible })).toBeVisible();
    await expect(page.getByTestId('job-card').filter({ hasText: title })).toHaveCount(0);
  });

  test('delete asks for confirmation naming the listing, then removes it', async ({
    page,
    baseURL,
  }) => {
    const title = unique('E2E Delete Listing');
    const titleAr = unique('وظيفة للحذف');
    await createListing(baseURL!, { title, titleAr });
    await openListings(page, 'en');
    const target = card(page, title);

    await target.getByTestId('listing-delete').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'This action cannot be undone.' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('Delete the job listing');
    await expect(confirm).toContainText(title);
    await answerDialog(page, 'Cancel');
    await expect(target).toBeVisible();

    // In Arabic the dialog names the listing by its Arabic title.
    await page.getByTestId('admin-language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await target.getByTestId('listing-delete').click();
    const confirmAr = page.getByRole('dialog').filter({ hasText: 'لا يمكن التراجع' });
    await expect(confirmAr).toContainText('هل تريد حذف الوظيفة');
    await expect(confirmAr).toContainText(titleAr);
    await expect(confirmAr).not.toContainText(title);
    await answerDialog(page, 'إلغاء');
    await page.getByTestId('admin-language-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await target.getByTestId('listing-delete').click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(title);
    await answerDialog(page, 'Delete');
    await expect(toast(page)).toContainText('Deleted');
    await expect(target).toHaveCount(0);
    expect(await publicTitles(page)).not.toContain(title);
  });

  test('closing the form with unsaved changes asks first; without changes it closes at once', async ({
    page,
  }) => {
    await openListings(page, 'en', 'light');
    const form = page.getByRole('dialog', { name: 'New Job Listing' });
    const question = page.getByRole('dialog').filter({ hasText: 'Discard your changes?' });

    // Nothing changed: Escape, × and Cancel each close at once.
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => form.getByRole('button', { name: 'Close' }).click(),
      () => page.getByTestId('listing-cancel').click(),
    ]) {
      await page.getByTestId('listing-add').click();
      await opened(form);
      await field(page, 'title').click();
      await close();
      await expect(form).toBeHidden();
      await expect(question).toHaveCount(0);
    }

    await page.getByTestId('listing-add').click();
    await opened(form);
    await field(page, 'title').fill('Half-written listing');

    // Escape asks; Keep editing keeps the form and its text.
    await page.keyboard.press('Escape');
    await opened(question);
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    await expect(form).toBeVisible();
    await expect(field(page, 'title')).toHaveValue('Half-written listing');

    // × asks too.
    await form.getByRole('button', { name: 'Close' }).click();
    await opened(question);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    await expect(field(page, 'title')).toHaveValue('Half-written listing');

    // Cancel asks; Discard closes, and the next form starts empty.
    await page.getByTestId('listing-cancel').click();
    await opened(question);
    await question.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(question).toHaveCount(0);
    await expect(form).toBeHidden();
    await page.getByTestId('listing-add').click();
    await opened(form);
    await expect(field(page, 'title')).toHaveValue('');
  });

  test('in Arabic, closing an edited listing asks in Arabic and Discard keeps the stored listing', async ({
    page,
    baseURL,
  }) => {
    const title = unique('E2E Discard Listing');
    await createListing(baseURL!, { title, titleAr: 'عنوان محفوظ' });
    await openListings(page, 'ar', 'dark');
    await card(page, title).getByTestId('listing-edit').click();
    const form = page.getByRole('dialog').filter({ has: page.getByTestId('listing-form') });
    await opened(form);
    await field(page, 'titleAr').fill('عنوان لم يُحفظ');

    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog').filter({ hasText: 'هل تريد تجاهل تغييراتك؟' });
    await opened(question);
    await question.getByRole('button', { name: 'متابعة التحرير' }).click();
    await expect(question).toHaveCount(0);
    await expect(field(page, 'titleAr')).toHaveValue('عنوان لم يُحفظ');

    await page.keyboard.press('Escape');
    await opened(question);
    await question.getByRole('button', { name: 'تجاهل', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(card(page, title)).toContainText('عنوان محفوظ');
    await expect(card(page, title)).not.toContainText('عنوان لم يُحفظ');
  });

  test('a failed save keeps the form open with its values and shows the server’s field problem', async ({
    page,
  }) => {
    const title = unique('E2E Refused Listing');
    await openListings(page, 'en');
    // The server refuses an over-long title (a real 400 answer with a field issue).
    await page.route('**/api/admin/job-listings', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, title: 'x'.repeat(300) }) });
    });
    await page.getByTestId('listing-add').click();
    await field(page, 'title').fill(title);
    await field(page, 'description').fill('A description');
    await field(page, 'requirements').fill('Requirements');
    await page.getByTestId('listing-save').click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('An error occurred while saving the job listing');
    const dialog = page.getByRole('dialog', { name: 'New Job Listing' });
    await expect(dialog).toBeVisible();
    await expect(field(page, 'title')).toHaveValue(title);
    await expect(field(page, 'description')).toHaveValue('A description');
    await expect(dialog.getByText('At most 200 characters')).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
  });

  test('translate Arabic to English fills only the English fields from the non-empty Arabic ones', async ({
    page,
  }) => {
    await openListings(page, 'en');
    await page.getByTestId('listing-add').click();
    await field(page, 'titleAr').fill('مهندس بيانات');
    await field(page, 'descriptionAr').fill('يبني خطوط البيانات');
    await field(page, 'description').fill('Old English description');
    await field(page, 'requirements').fill('Keep these requirements');

    // While the calls run, both buttons are disabled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/translate', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('listing-translate-arToEn').click();
    // The English description was written by hand: asked first (issue 16).
    await replaceHandWritten(page);
    await expect(page.getByTestId('listing-translate-arToEn')).toContainText('Translating...');
    await expect(page.getByTestId('listing-translate-arToEn')).toBeDisabled();
    await expect(page.getByTestId('listing-translate-enToAr')).toBeDisabled();
    release();

    await expect(toast(page)).toContainText('Translation Complete');
    await expect(field(page, 'title')).toHaveValue('[EN] مهندس بيانات');
    await expect(field(page, 'description')).toHaveValue('[EN] يبني خطوط البيانات');
    await expect(field(page, 'requirements')).toHaveValue('Keep these requirements');
    await expect(field(page, 'titleAr')).toHaveValue('مهندس بيانات');
    await expect(field(page, 'descriptionAr')).toHaveValue('يبني خطوط البيانات');
    await expect(field(page, 'requirementsAr')).toHaveValue('');
    await expect(page.getByTestId('listing-translate-arToEn')).toBeEnabled();
    await expect(page.getByTestId('listing-translate-enToAr')).toBeEnabled();
  });

  test('translate English to Arabic fills only the Arabic fields (not the Arabic location)', async ({
    page,
  }) => {
    await openListings(page, 'ar');
    await page.getByTestId('listing-add').click();
    await field(page, 'title').fill('Data Engineer');
    await field(page, 'requirements').fill('SQL');
    await field(page, 'descriptionAr').fill('وصف قائم');
    await page.getByTestId('listing-translate-enToAr').click();
    await expect(toast(page)).toContainText('اكتملت الترجمة');
    await expect(field(page, 'titleAr')).toHaveValue('[AR] Data Engineer');
    await expect(field(page, 'requirementsAr')).toHaveValue('[AR] SQL');
    await expect(field(page, 'descriptionAr')).toHaveValue('وصف قائم');
    await expect(field(page, 'locationAr')).toHaveValue('الرياض، المملكة العربية السعودية');
    await expect(field(page, 'title')).toHaveValue('Data Engineer');
    await expect(field(page, 'description')).toHaveValue('');
  });

  test('with nothing to translate, a notice says so', async ({ page }) => {
    await openListings(page, 'en');
    await page.getByTestId('listing-add').click();
    await field(page, 'title').fill('   ');
    await page.getByTestId('listing-translate-arToEn').click();
    await expect(toast(page)).toContainText('No Arabic content to translate');
    await page.getByTestId('listing-translate-enToAr').click();
    await expect(toast(page)).toContainText('No English content to translate');
    await expect(field(page, 'titleAr')).toHaveValue('');
  });

  test('a failing translation changes no field and shows the error', async ({ page }) => {
    await openListings(page, 'en');
    await page.getByTestId('listing-add').click();
    await field(page, 'title').fill('Good title');
    await field(page, 'description').fill('This one fails __FAIL__');
    await field(page, 'requirements').fill('Good requirements');
    await field(page, 'requirementsAr').fill('متطلبات قائمة');
    await page.getByTestId('listing-translate-enToAr').click();
    await replaceHandWritten(page);
    await expect(toast(page)).toContainText('Translation Error');
    await expect(toast(page)).toContainText(
      'An error occurred during translation. Please try again.',
    );
    await expect(field(page, 'titleAr')).toHaveValue('');
    await expect(field(page, 'descriptionAr')).toHaveValue('');
    await expect(field(page, 'requirementsAr')).toHaveValue('متطلبات قائمة');
    await expect(field(page, 'title')).toHaveValue('Good title');
    await expect(page.getByTestId('listing-translate-enToAr')).toBeEnabled();
  });
});
