import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { jobPath } from '@vb/shared/paths';
import { makePdf } from '../api/test/fixtures/documents';
import { adminApi, interactive, unique, withPreferences } from './fixtures';

interface Listing {
  id: number;
  title: string;
}

interface ApplicationRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string | null;
  resumeFilename: string;
  resumeSize: number;
  jobListingId: number | null;
}

let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

/** Creates an active listing with a unique title (tests share one database). */
async function createListing(overrides: Record<string, unknown> = {}): Promise<Listing> {
  const res = await api.post('/api/admin/job-listings', {
    data: {
      title: unique('Engineer'),
      department: 'technology',
      location: 'Remote',
      description: 'Build products with our venture teams.',
      requirements: '- Five years of experience\n- Strong TypeScript',
      employmentType: 'full-time',
      isActive: true,
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { jobListing: Listing }).jobListing;
}

const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });

async function openCareers(page: Page, query = '') {
  await page.goto(`/careers${query}`);
  // Not by role: an open dialog hides the page from the accessibility tree.
  await expect(page.locator('h1')).toBeVisible();
  // The cards' buttons answer once the app runs the page (before, it is plain HTML).
  await interactive(page);
}

/** Fills the applicant's own fields of the application dialog. */
async function fillApplicant(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill('Sara Al-Qahtani');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+966 50 123 4567');
}

test.describe('careers page', () => {
  test.beforeEach(async ({ page }) => {
    await withPreferences(page, 'en', 'light');
  });

  test("an older ?job= link leads to the listing's own page, details open; Copy link copies it", async ({
    page,
    context,
    baseURL,
  }) => {
    const job = await createListing();
    const address = `${new URL(baseURL!).origin}${jobPath(job, 'en')}`;
    await page.goto(`/en/careers?job=${job.id}`);
    await expect(page).toHaveURL(address);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: job.title })).toBeVisible();
    await interactive(page);

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    // Closing shows the list in the details' place.
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/careers$/);
    await expect(card(page, job.title)).toBeVisible();
  });

  test('Back closes the details opened from the list and stays on the careers page', async ({
    page,
  }) => {
    const job = await createListing();
    await openCareers(page);
    await card(page, job.title).getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: job.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${jobPath(job, 'en')}$`));
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/careers$/);
    await expect(card(page, job.title)).toBeVisible();
  });

  for (const width of [375, 1024]) {
    test(`at ${width} px the error toast leaves the dialog's Submit button uncovered`, async ({
      page,
    }) => {
      const job = await createListing();
      await page.setViewportSize({ width, height: 667 });
      await openCareers(page);
      await card(page, job.title).getByRole('button', { name: 'Apply' }).click();
      await fillApplicant(page, `${unique('toast')}@example.test`);
      const dialog = page.getByRole('dialog');
      const submit = dialog.getByRole('button', { name: 'Submit Application' });
      // Read to the end of the form, where the button is.
      await dialog.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
      // A résumé over the size limit is refused with the error toast.
      await dialog.getByLabel('Resume').setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(11 * 1024 * 1024, 1),
      });
      // Not by role: the open dialog hides the toasts' region from the accessibility tree (the
      // toast is announced through its own live region).
      const toast = page.locator('li[data-state="open"]').filter({ hasText: 'File is too large' });
      await expect(toast).toBeVisible();
      // Where the toast has come to rest (it slides in), against the button.
      await expect(async () => {
        const [a, b] = [await toast.boundingBox(), await submit.boundingBox()];
        expect(a && b).toBeTruthy();
        const overlaps =
          a!.x < b!.x + b!.width &&
          b!.x < a!.x + a!.width &&
          a!.y < b!.y + b!.height &&
          b!.y < a!.y + a!.height;
        expect(overlaps, JSON.stringify({ toast: a, submit: b })).toBe(false);
      }).toPass({ timeout: 5_000 });
      // And the button still takes a click of its own.
      await submit.click({ trial: true });
    });
  }

  test('a successful application shows progress, then success, and reaches the admin', async ({
    page,
  }) => {
    const job = await createListing();
    const email = `${unique('applicant')}@example.test`;
    const pdf = makePdf('Sara Al-Qahtani CV');
    // Hold the (real) request until the progress bar has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/careers/apply', async (route) => {
      await held;
      await route.continue();
    });
    await openCareers(page);
    await card(page, job.title).getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await fillApplicant(page, email);
    await dialog.getByLabel('Cover Letter (optional)').fill('I would love to join.');
    await dialog
      .getByLabel('Resume')
      .setInputFiles({ name: 'Sara CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByTestId('resume-selected')).toContainText('Sara CV.pdf');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    const success = dialog.getByTestId('application-success');
    await expect(success).toContainText('Application Submitted Successfully');
    await expect(progress).toHaveCount(0);

    const res = await api.get('/api/admin/applications');
    expect(res.status()).toBe(200);
    const { applications } = (await res.json()) as { applications: ApplicationRow[] };
    const row = applications.find((a) => a.email === email);
    expect(row).toMatchObject({
      name: 'Sara Al-Qahtani',
      phone: '+966 50 123 4567',
      position: job.title,
      message: 'I would love to join.',
      resumeFilename: 'Sara CV.pdf',
      resumeSize: pdf.length,
      jobListingId: job.id,
    });
    const file = await api.get(`/api/admin/applications/${row!.id}/resume`);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);

    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('careers page in Arabic', () => {
  test('shows the Arabic title, location and labels', async ({ page }) => {
    await withPreferences(page, 'ar', 'dark');
    const job = await createListing({
      titleAr: unique('مهندس برمجيات'),
      location: 'Riyadh, Saudi Arabia',
      locationAr: 'الرياض، المملكة العربية السعودية',
      employmentType: 'flexible',
      descriptionAr: 'وصف الوظيفة باللغة العربية.',
    });
    const listing = job as Listing & { titleAr: string };
    await openCareers(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('انضم إلى فريقنا');
    const jobCard = card(page, listing.titleAr);
    await expect(jobCard.getByTestId('job-location')).toHaveText(
      'الرياض، المملكة العربية السعودية',
    );
    await expect(jobCard.getByTestId('job-type')).toHaveText('دوام مرن');
    await expect(jobCard.getByTestId('job-preview')).toHaveText('وصف الوظيفة باللغة العربية.');
    await jobCard.getByRole('button', { name: 'تقدّم الآن' }).click();
    await expect(page.getByRole('dialog').getByLabel('الوظيفة')).toHaveValue(listing.titleAr);
  });
});
