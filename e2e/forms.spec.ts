import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import {
  adminApi,
  expectLanded,
  interactive,
  toastItems,
  toastRegion,
  unique,
  withPreferences,
} from './fixtures';

let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? '');
});
test.afterAll(async () => {
  await api.dispose();
});

/** The toast viewport (Radix: a region labelled 'Notifications (F8)' / 'الإشعارات (F8)' holding the list). */
const toasts = toastRegion;

/** Refuses the next submissions with a REAL server answer: a malformed JSON body (400). */
async function refuse(page: Page, path: string) {
  await page.route(`**${path}`, (route) => route.continue({ postData: '{"name":' }));
}

function contactForm(page: Page) {
  const form = page.getByTestId('contact-form');
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button', { name: /Send Message|Sending/ }),
  };
}

async function fillContact(page: Page, subject: string) {
  const f = contactForm(page);
  await f.name.fill('Nora Test');
  await f.email.fill('nora@example.test');
  await f.subject.fill(subject);
  await f.message.fill('Hello, I would like to talk about a partnership.');
  return f;
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto('/#contact');
    // The app sends the form (JSON, toasts): before it runs, a click posts it as a plain form.
    await interactive(page);
    // What loads late above the form moves it and the page re-aims: a click during that jump
    // lands beside the button (a full run lost one). The form is used once it has come to rest.
    await expectLanded(page, 'contact', 'contact');
  });

  test('success: toast, fields cleared, message stored', async ({ page }) => {
    const subject = unique('E2E contact');
    const f = await fillContact(page, subject);
    await f.submit.click();
    await expect(toasts(page)).toContainText('Message Sent Successfully');
    await expect(toasts(page)).toContainText('We will get back to you soon');
    for (const field of [f.name, f.email, f.subject, f.message])
      await expect(field).toHaveValue('');
    const res = await api.get('/api/admin/contact-messages');
    const { messages } = (await res.json()) as {
      messages: { subject: string; email: string; status: string }[];
    };
    const stored = messages.find((m) => m.subject === subject);
    expect(stored).toMatchObject({ email: 'nora@example.test', status: 'new' });
  });
});

function investorForm(page: Page) {
  const form = page.getByTestId('invest-form');
  return {
    form,
    name: form.getByLabel('Full Name'),
    email: form.getByLabel('Email'),
    organization: form.getByLabel('Organization'),
    position: form.getByLabel('Position (optional)'),
    phone: form.getByLabel('Phone (optional)'),
    amount: form.getByLabel('Expected Investment Amount (optional)'),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button', { name: /Submit Request|Submitting/ }),
  };
}

async function fillInvestor(page: Page, organization: string) {
  const f = investorForm(page);
  await f.name.fill('Faisal Investor');
  await f.email.fill('faisal@example.test');
  await f.organization.fill(organization);
  await f.position.fill('Partner');
  await f.phone.fill('+966 50 123 4567');
  await f.amount.fill('1,000,000 SAR');
  await f.message.fill('We would like to co-invest in your next ventures.');
  return f;
}

const allEmpty = async (fields: Locator[]) => {
  for (const field of fields) await expect(field).toHaveValue('');
};

test.describe('investor form', () => {
  test('success: toast, form reset, request stored; then back to the home page', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    await page.goto('/invest');
    await interactive(page);
    const organization = unique('E2E org');
    const f = await fillInvestor(page, organization);
    await f.submit.click();
    await expect(toasts(page)).toContainText('Submission Successful');
    await expect(toasts(page)).toContainText(
      'We will contact you soon to discuss investment opportunities',
    );
    await allEmpty([f.name, f.email, f.organization, f.position, f.phone, f.amount, f.message]);
    const res = await api.get('/api/admin/investor-requests');
    const { requests } = (await res.json()) as {
      requests: { organization: string; position: string | null; investmentAmount: string }[];
    };
    expect(requests.find((r) => r.organization === organization)).toMatchObject({
      position: 'Partner',
      investmentAmount: '1,000,000 SAR',
    });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('toasts', () => {
  test('only one is visible at a time; the viewport is labelled and reachable with F8', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    await page.goto('/investor');
    await interactive(page);
    await refuse(page, '/api/investor');
    const f = await fillInvestor(page, unique('E2E org toasts'));
    await f.submit.click();
    await expect(toastItems(page)).toContainText('Error Occurred');
    // A second toast right away replaces the first.
    await page.unroute('**/api/investor');
    await f.submit.click();
    await expect(toastItems(page).filter({ hasText: 'Submission Successful' })).toBeVisible();
    await expect(toastItems(page)).toHaveCount(1);
    await expect(toasts(page)).not.toContainText('Error Occurred');

    await page.keyboard.press('F8');
    await expect(toasts(page).locator('ol')).toBeFocused();
  });

  test('the Arabic messages show in Arabic mode', async ({ page }) => {
    await withPreferences(page, 'ar');
    await page.goto('/invest');
    await interactive(page);
    const form = page.getByTestId('invest-form');
    await form.getByLabel('الاسم الكامل').fill('فيصل');
    await form.getByLabel('البريد الإلكتروني').fill('faisal@example.test');
    await form.getByLabel('الجهة').fill(unique('جهة'));
    await form.getByLabel('الرسالة').fill('نرغب في الاستثمار معكم.');
    await form.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(toastItems(page)).toContainText('تم الإرسال بنجاح');
  });
});
