import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import {
  adminApi,
  expectLanded,
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

/** Replaces one field of the JSON body before it reaches the server. */
async function alter(page: Page, path: string, changes: Record<string, unknown>) {
  await page.route(`**${path}`, (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, ...changes }) });
  });
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
    // What loads late above the form moves it and the page re-aims: a click during that jump
    // lands beside the button (a full run lost one). The form is used once it has come to rest.
    await expectLanded(page, 'contact', 'contact');
  });

  test('shows the fields, the hint and the contact information', async ({ page }) => {
    const f = contactForm(page);
    await expect(f.email).toHaveAttribute('type', 'email');
    for (const field of [f.name, f.email, f.subject, f.message]) {
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(f.message).toHaveAttribute(
      'placeholder',
      'Please write your message here (minimum 3 characters)',
    );
    await expect(f.form).toContainText('Message must be at least 3 characters long');
    const contact = page.locator('#contact');
    await expect(contact).toContainText('Riyadh, Saudi Arabia');
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(contact.getByRole('link', { name: /X/ })).toHaveAttribute(
      'href',
      /^https:\/\/x\.com\//,
    );
    await expect(contact.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\//,
    );
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

  test('failure: destructive toast, fields kept', async ({ page }) => {
    const subject = unique('E2E contact failure');
    await refuse(page, '/api/contact');
    const f = await fillContact(page, subject);
    await f.submit.click();
    const item = toastItems(page);
    await expect(item).toContainText('Error Occurred');
    await expect(item).toContainText('Failed to send message, please try again');
    await expect(item).toHaveAttribute('data-variant', 'destructive');
    await expect(f.subject).toHaveValue(subject);
    await expect(f.name).toHaveValue('Nora Test');
    await expect(f.message).toHaveValue('Hello, I would like to talk about a partnership.');
  });

  test('a server field error appears next to the field it concerns', async ({ page }) => {
    await alter(page, '/api/contact', { email: 'not-an-email' });
    const f = await fillContact(page, unique('E2E contact field'));
    await f.submit.click();
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    const errorId = await f.email.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Enter a valid e-mail address');
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(toastItems(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(f.email).toHaveValue('nora@example.test');
  });

  test("while sending, the button is disabled and reads 'Sending...'", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await gate;
      await route.continue();
    });
    const f = await fillContact(page, unique('E2E contact slow'));
    await f.submit.click();
    await expect(f.submit).toHaveText('Sending...');
    await expect(f.submit).toBeDisabled();
    release();
    await expect(f.submit).toHaveText('Send Message');
    await expect(f.submit).toBeEnabled();
    await expect(toasts(page)).toContainText('Message Sent Successfully');
  });

  test('client checks: empty fields are flagged without a request', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) requests += 1;
    });
    const f = contactForm(page);
    await f.message.fill('Hi');
    await f.submit.click();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.message).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
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

for (const path of ['/invest', '/investor']) {
  test.describe(`investor form on ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await withPreferences(page, 'en');
      await page.goto(path);
    });

    test('has a back-to-home button and the required fields', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invest With Us');
      const f = investorForm(page);
      await expect(f.email).toHaveAttribute('type', 'email');
      for (const field of [f.name, f.email, f.organization, f.message]) {
        await expect(field).toHaveAttribute('required', '');
      }
      for (const field of [f.position, f.phone, f.amount]) {
        await expect(field).not.toHaveAttribute('required', '');
      }
      await expect(f.form).toContainText('Message must be at least 3 characters long');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/en$/);
    });

    test('success: toast, form reset, request stored', async ({ page }) => {
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
    });

    test('failure: destructive toast, fields kept', async ({ page }) => {
      const organization = unique('E2E org failure');
      await refuse(page, '/api/investor');
      const f = await fillInvestor(page, organization);
      await f.submit.click();
      const item = toastItems(page);
      await expect(item).toContainText('Error Occurred');
      await expect(item).toContainText('Failed to submit the request, please try again');
      await expect(item).toHaveAttribute('data-variant', 'destructive');
      await expect(f.organization).toHaveValue(organization);
      await expect(f.message).toHaveValue('We would like to co-invest in your next ventures.');
    });
  });
}

test.describe('toasts', () => {
  test('only one is visible at a time; the viewport is labelled and reachable with F8', async ({
    page,
  }) => {
    await withPreferences(page, 'en');
    await page.goto('/investor');
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
    const form = page.getByTestId('invest-form');
    await form.getByLabel('الاسم الكامل').fill('فيصل');
    await form.getByLabel('البريد الإلكتروني').fill('faisal@example.test');
    await form.getByLabel('الجهة').fill(unique('جهة'));
    await form.getByLabel('الرسالة').fill('نرغب في الاستثمار معكم.');
    await form.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(toastItems(page)).toContainText('تم الإرسال بنجاح');
  });
});
