/**
 * The public forms without JavaScript: a browser that runs no script sends the contact form and
 * the investment request as plain HTML forms, and the server answers with the page in the
 * visitor's language — the confirmation after a redirect, or the values back with each field's
 * problem beside it and a summary above the form.
 */
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ar, en } from '@vb/shared/i18n';
import { adminApi, preferenceCookies, unique } from './fixtures';

test.use({ javaScriptEnabled: false });

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL ?? '');
});
test.afterAll(async () => {
  await api.dispose();
});

/** The stored rows of a list sent as `name`. */
async function storedAs(list: 'contact-messages' | 'investor-requests', name: string) {
  const res = await api.get(`/api/admin/${list}?q=${encodeURIComponent(name)}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Record<string, { name: string; email: string }[]>;
  return (body.messages ?? body.requests ?? []).filter((row) => row.name === name);
}

/** A page in a language and theme, as a returning visitor's cookies ask for it. */
async function open(page: Page, language: 'ar' | 'en', path: string) {
  await preferenceCookies(page.context(), language, language === 'ar' ? 'dark' : 'light');
  await page.goto(path);
  // Nothing runs: the page is the server's HTML only.
  await expect(page.locator('#root')).not.toHaveAttribute('data-interactive');
}

/** A background with nothing painted. */
const CLEAR = 'rgba(0, 0, 0, 0)';

test.describe('the public forms without JavaScript', () => {
  test('contact form in Arabic: sent, confirmed on the page, stored', async ({ page }) => {
    await open(page, 'ar', '/');
    // At the top of the page the header is clear over the hero, as with the script.
    await expect(page.getByTestId('site-header')).toHaveCSS('background-color', CLEAR);
    await page.goto('/#contact');
    const form = page.getByTestId('contact-form');
    const name = unique('نورة');
    await form.getByLabel(ar['contact.form.name']).fill(name);
    await form.getByLabel(ar['contact.form.email']).fill('noura@example.test');
    await form.getByLabel(ar['contact.form.subject']).fill('شراكة');
    await form.getByLabel(ar['contact.form.message']).fill('مرحبًا، أود الحديث عن شراكة.');
    await form.getByRole('button', { name: ar['contact.form.submit'] }).click();

    await expect(page).toHaveURL(/\/\?sent=contact#contact$/);
    // Scrolled to the form with no script to tell the header: it is frosted all the same, not
    // clear over the text beneath it.
    const header = page.getByTestId('site-header');
    await expect(header).not.toHaveCSS('background-color', CLEAR);
    const status = page.getByTestId('contact-form').getByRole('status');
    await expect(status).toContainText(ar['contact.toast.successTitle']);
    await expect(status).toContainText(ar['contact.toast.successText']);
    await expect(status).toBeInViewport();
    await expect(page.getByTestId('contact-form').getByLabel(ar['contact.form.name'])).toHaveValue(
      '',
    );
    expect(await storedAs('contact-messages', name)).toEqual([
      expect.objectContaining({ name, email: 'noura@example.test' }),
    ]);
  });

  test('investor form in English: sent, confirmed on the page, stored', async ({ page }) => {
    await open(page, 'en', '/en/invest');
    const form = page.getByTestId('invest-form');
    const name = unique('Faisal');
    await form.getByLabel(en['invest.form.name']).fill(name);
    await form.getByLabel(en['invest.form.email']).fill('faisal@example.test');
    await form.getByLabel(en['invest.form.organization']).fill('Fund One');
    await form.getByLabel(en['invest.form.message']).fill('Interested in your next round.');
    await form.getByRole('button', { name: en['invest.form.submit'] }).click();

    await expect(page).toHaveURL(/\/en\/invest\?sent=investor#invest-form-title$/);
    const status = page.getByTestId('invest-form').getByRole('status');
    await expect(status).toContainText(en['invest.toast.successTitle']);
    await expect(status).toContainText(en['invest.toast.successText']);
    expect(await storedAs('investor-requests', name)).toEqual([
      expect.objectContaining({ name, email: 'faisal@example.test' }),
    ]);
  });

  test('an invalid contact message in English: each problem beside its field, a summary, the values kept', async ({
    page,
  }) => {
    await open(page, 'en', '/en#contact');
    const form = page.getByTestId('contact-form');
    const name = unique('<b>Nora</b>');
    await form.getByLabel(en['contact.form.name']).fill(name);
    await form.getByLabel(en['contact.form.email']).fill('not-an-address');
    await form.getByLabel(en['contact.form.message']).fill('ab');
    await form.getByRole('button', { name: en['contact.form.submit'] }).click();

    await expect(page).toHaveURL(/\/en#contact$/);
    const answered = page.getByTestId('contact-form');
    const summary = answered.getByTestId('form-notice');
    await expect(summary).toHaveAttribute('role', 'alert');
    await expect(summary).toContainText(en['form.summary.title']);
    await expect(summary).toContainText(`${en['contact.form.email']}: ${en['validation.email']}`);
    await expect(summary).toContainText(
      `${en['contact.form.subject']}: ${en['validation.required']}`,
    );
    const email = answered.getByLabel(en['contact.form.email']);
    await expect(email).toHaveValue('not-an-address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(en['validation.email']);
    await expect(answered.getByLabel(en['contact.form.message'])).toHaveAccessibleDescription(
      en['validation.messageMin'],
    );
    // The name came back as the text it was, in the field.
    await expect(answered.getByLabel(en['contact.form.name'])).toHaveValue(name);
    await expect(answered.getByLabel(en['contact.form.name'])).not.toHaveAttribute('aria-invalid');
    expect(await storedAs('contact-messages', name)).toEqual([]);

    // Corrected and sent again: confirmed.
    await email.fill('nora@example.test');
    await answered.getByLabel(en['contact.form.subject']).fill('Partnership');
    await answered.getByLabel(en['contact.form.message']).fill('Hello, about a partnership.');
    await answered.getByRole('button', { name: en['contact.form.submit'] }).click();
    await expect(page.getByTestId('contact-form').getByRole('status')).toContainText(
      en['contact.toast.successTitle'],
    );
    expect(await storedAs('contact-messages', name)).toHaveLength(1);
  });

  test('an invalid investment request in Arabic: the problems in Arabic', async ({ page }) => {
    await open(page, 'ar', '/investor');
    const form = page.getByTestId('invest-form');
    await form.getByLabel(ar['invest.form.name']).fill('فيصل');
    await form.getByLabel(ar['invest.form.phone']).fill('اتصل بي');
    await form.getByRole('button', { name: ar['invest.form.submit'] }).click();

    const answered = page.getByTestId('invest-form');
    const summary = answered.getByTestId('form-notice');
    await expect(summary).toContainText(ar['form.summary.title']);
    await expect(summary).toContainText(`${ar['invest.form.email']}: ${ar['validation.required']}`);
    await expect(answered.getByLabel(ar['invest.form.phone'])).toHaveAccessibleDescription(
      ar['validation.phone'],
    );
    await expect(answered.getByLabel(ar['invest.form.phone'])).toHaveValue('اتصل بي');
    await expect(answered.getByLabel(ar['invest.form.name'])).toHaveValue('فيصل');
  });
});
