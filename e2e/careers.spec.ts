import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { APPLICATION_DIALOG_RESET_MS } from '@vb/shared/constants';
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

/**
 * Waits until the form has refused to send: its submit button is back (not 'Submitting...') and
 * no upload progress shows. A refused submit returns before it reads the résumé or sends anything;
 * one that went out would show 'Submitting...' until its answer, its request counted by then.
 */
async function refusedToSend(dialog: Locator) {
  await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
}

/** Counts POST /api/careers/apply requests the page sends. */
function countApplications(page: Page) {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/careers/apply'))
      sent.count += 1;
  });
  return sent;
}

test.describe('careers page', () => {
  test.beforeEach(async ({ page }) => {
    await withPreferences(page, 'en', 'light');
  });

  test('department chips filter the listings, with the active chip pressed', async ({ page }) => {
    const design = await createListing({ title: unique('Designer'), department: 'design' });
    const finance = await createListing({ title: unique('Accountant'), department: 'finance' });
    await openCareers(page);
    const chips = page.getByRole('group', { name: 'Filter by department' }).getByRole('button');
    await expect(chips).toHaveText([
      'All',
      'Technology',
      'Finance',
      'Marketing',
      'Business',
      'Design',
      'Human Resources',
      'Project Management',
      'Innovation and Research',
    ]);
    await expect(chips.filter({ hasText: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, design.title)).toBeVisible();
    await expect(card(page, finance.title)).toBeVisible();

    await chips.filter({ hasText: 'Design' }).click();
    await expect(chips.filter({ hasText: 'Design' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.filter({ hasText: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(card(page, design.title)).toBeVisible();
    await expect(card(page, finance.title)).toHaveCount(0);

    await chips.filter({ hasText: 'Finance' }).click();
    await expect(card(page, finance.title)).toBeVisible();
    await expect(card(page, design.title)).toHaveCount(0);

    await chips.filter({ hasText: 'All' }).click();
    await expect(card(page, design.title)).toBeVisible();
    await expect(card(page, finance.title)).toBeVisible();
  });

  test('a card shows its tags and the first 200 characters of the description', async ({
    page,
  }) => {
    const description = Array.from({ length: 30 }, (_, i) => `Word${i}x`).join(' ');
    expect(description.length).toBeGreaterThan(200);
    const job = await createListing({
      description,
      employmentType: 'part-time',
      location: 'Riyadh, Saudi Arabia',
    });
    await openCareers(page);
    const jobCard = card(page, job.title);
    await expect(jobCard.getByTestId('job-preview')).toHaveText(
      `${description.slice(0, 200).trimEnd()}...`,
    );
    await expect(jobCard.getByTestId('job-type')).toHaveText('Part-time');
    await expect(jobCard.getByTestId('job-location')).toHaveText('Riyadh, Saudi Arabia');
    await expect(jobCard.getByRole('button', { name: 'Apply' })).toBeVisible();
    await expect(jobCard.getByRole('button', { name: 'Details' })).toBeVisible();
  });

  test('clicking a card toggles its highlight', async ({ page }) => {
    const job = await createListing();
    await openCareers(page);
    const jobCard = card(page, job.title);
    await expect(jobCard).not.toHaveAttribute('data-active');
    await jobCard.getByRole('heading').click();
    await expect(jobCard).toHaveAttribute('data-active', 'true');
    await jobCard.getByTestId('job-preview').click();
    await expect(jobCard).not.toHaveAttribute('data-active');
  });

  test('the details dialog shows every field, with readable line breaks and bullets', async ({
    page,
  }) => {
    const job = await createListing({
      department: 'human-resources',
      location: 'Saudi Arabia',
      employmentType: 'internship',
      description: 'First line of the role.\nSecond line <b>not bold</b>.',
      requirements: 'You bring:\n- Curiosity\n- Arabic and English',
    });
    await openCareers(page);
    await card(page, job.title).getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: job.title })).toBeVisible();
    const details = dialog.getByTestId('job-details');
    await expect(details).toContainText('DepartmentHuman Resources');
    await expect(details).toContainText('LocationSaudi Arabia');
    await expect(details).toContainText('Employment TypeInternship');
    await expect(details).toContainText('First line of the role.');
    // Markup-looking text stays text; the line break is a real one.
    await expect(details.getByText('Second line <b>not bold</b>.')).toBeVisible();
    await expect(details.locator('b')).toHaveCount(0);
    await expect(details.locator('br')).toHaveCount(1);
    await expect(details.getByRole('listitem')).toHaveText(['Curiosity', 'Arabic and English']);

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('each listing has a shareable ?job= link that opens its details', async ({
    page,
    context,
    baseURL,
  }) => {
    const job = await createListing();
    await openCareers(page, `?job=${job.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: job.title })).toBeVisible();

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(baseURL!).origin}/en/careers?job=${job.id}`,
    );

    // Closing clears the parameter; opening the details from a card puts it back.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/careers$/);
    await card(page, job.title).getByRole('button', { name: 'Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers\\?job=${job.id}$`));
    await expect(page.getByRole('dialog').getByRole('heading', { name: job.title })).toBeVisible();

    // An unknown id only shows the list.
    await openCareers(page, '?job=999999999');
    await expect(card(page, job.title)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('applying for a job prefills a read-only position', async ({ page }) => {
    const job = await createListing();
    await openCareers(page);
    await card(page, job.title).getByRole('button', { name: 'Details' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Apply for ${job.title}` })).toBeVisible();
    const position = dialog.getByLabel('Position');
    await expect(position).toHaveValue(job.title);
    await expect(position).toHaveAttribute('readonly', '');
    await position.press('End');
    await page.keyboard.type('changed');
    await expect(position).toHaveValue(job.title);
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Resume')).toHaveAttribute('accept', '.pdf,.doc,.docx');
  });

  test("'Send your resume' asks for a position and nothing is sent without one", async ({
    page,
  }) => {
    const sent = countApplications(page);
    await openCareers(page);
    await page.getByRole('button', { name: 'Send your resume' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Send Your Resume' })).toBeVisible();
    const position = dialog.getByLabel('Position');
    await expect(position).toHaveValue('');
    await expect(position).not.toHaveAttribute('readonly');
    await fillApplicant(page, `${unique('cv')}@example.test`);
    await dialog
      .getByLabel('Resume')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(position).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(position).toBeFocused();
    await refusedToSend(dialog);
    expect(sent.count).toBe(0);
  });

  test("submitting without a resume says 'Please upload your resume'", async ({ page }) => {
    const sent = countApplications(page);
    const job = await createListing();
    await openCareers(page);
    await card(page, job.title).getByRole('button', { name: 'Apply' }).click();
    await fillApplicant(page, `${unique('cv')}@example.test`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please upload your resume');
    await refusedToSend(dialog);
    expect(sent.count).toBe(0);
  });

  test('a file of another type is refused and the choice cleared', async ({ page }) => {
    await openCareers(page);
    await page.getByRole('button', { name: 'Send your resume' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByLabel('Resume');
    await input.setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Only .pdf, .doc and .docx files are accepted',
    );
    await expect(dialog.getByTestId('resume-selected')).toHaveCount(0);
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);

    // A valid choice afterwards replaces the error.
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await expect(dialog.getByTestId('resume-selected')).toContainText('cv.pdf');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('a file above 10 MB shows the error toast and is cleared', async ({ page }) => {
    await openCareers(page);
    await page.getByRole('button', { name: 'Send your resume' }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByLabel('Resume');
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.4\n', 0, 'latin1');
    await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(
      page.getByText('File is too large. Maximum size is 10MB.', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByTestId('resume-selected')).toHaveCount(0);
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
  });

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
    // The page's clock: the dialog's reset after closing is stepped through, not slept through.
    await page.clock.install();
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

    // Close, and the dialog is fresh next time.
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(APPLICATION_DIALOG_RESET_MS);
    await page.getByRole('button', { name: 'Send your resume' }).click();
    await expect(page.getByRole('dialog').getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByRole('dialog').getByTestId('resume-selected')).toHaveCount(0);
  });

  test('a refusal from the server shows the error toast and keeps the fields', async ({ page }) => {
    const email = `${unique('refused')}@example.test`;
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logs.push(message.text());
    });
    // The server really refuses it: the bytes sent are not a PDF.
    await page.route('**/api/careers/apply', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      body.resumeData = Buffer.from('this is not a pdf').toString('base64');
      await route.continue({ postData: JSON.stringify(body) });
    });
    await openCareers(page);
    await page.getByRole('button', { name: 'Send your resume' }).click();
    const dialog = page.getByRole('dialog');
    await fillApplicant(page, email);
    await dialog.getByLabel('Position').fill('Product Designer');
    await dialog
      .getByLabel('Resume')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();

    const toast = page.locator('li').filter({ hasText: 'Error Occurred' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Only .pdf, .doc and .docx files are accepted');
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Sara Al-Qahtani');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('Position')).toHaveValue('Product Designer');
    await expect(dialog.getByTestId('resume-selected')).toContainText('cv.pdf');
    await expect(dialog.getByTestId('application-success')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(logs.some((l) => l.includes('Failed to send job application'))).toBe(true);

    const res = await api.get('/api/admin/applications');
    const { applications } = (await res.json()) as { applications: ApplicationRow[] };
    expect(applications.some((a) => a.email === email)).toBe(false);
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
