/**
 * Spam defences as a visitor meets them (issue 6, battery 7): the honeypot field of the three
 * public forms is never shown to people nor reachable with the keyboard, a robot filling it gets
 * the ordinary success and stores nothing; past the contact form's rate limit the visitor reads
 * the catalog's message, in English and in Arabic.
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { en, ar } from '@vb/shared/i18n';
import { adminApi, toastItems, unique, withPreferences } from './fixtures';
import { startFakeOpenAI } from './fake-openai';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';

test.use({ reducedMotion: 'reduce' });

const toasts = (page: Page) => page.getByRole('region', { name: /Notification|الإشعارات/ });

/** The honeypot of a form: present, but off-screen, hidden from assistive technology, untabbable. */
async function expectHiddenHoneypot(page: Page, form: Locator, label: string) {
  const input = form.locator('input[name="website"]');
  await expect(input).toHaveCount(1);
  await expect(input).toHaveAttribute('tabindex', '-1');
  await expect(input).toHaveAttribute('autocomplete', 'off');
  await expect(input).toHaveValue('');
  await expect(input).not.toBeInViewport();
  const wrapper = form.getByTestId('honeypot');
  const viewport = page.viewportSize()!;
  // The input and its clipping wrapper lie entirely outside the page's visible width; the
  // wrapper, which clips what it holds, is at most a pixel in size.
  for (const box of [await input.boundingBox(), await wrapper.boundingBox()]) {
    expect(box).not.toBeNull();
    expect(box!.x + box!.width <= 0 || box!.x >= viewport.width).toBe(true);
  }
  const clip = (await wrapper.boundingBox())!;
  expect(clip.width).toBeLessThanOrEqual(1);
  expect(clip.height).toBeLessThanOrEqual(1);
  await expect(wrapper).toHaveCSS('overflow', 'hidden');
  // The wrapper hides it (and its label) from assistive technology…
  await expect(wrapper).toHaveAttribute('aria-hidden', 'true');
  await expect(wrapper.locator('label')).toHaveText(label);
  await expect(form.getByRole('textbox', { name: label })).toHaveCount(0);
  // …and nothing a pointer can reach.
  await expect(wrapper).toHaveCSS('pointer-events', 'none');
  await expect(wrapper).toHaveCSS('opacity', '0');
}

/** Tabs through the whole form from its first field: the honeypot never takes the focus. */
async function expectNeverFocused(page: Page, form: Locator, first: Locator) {
  await first.focus();
  const controls = await form.locator('input, textarea, button, select').count();
  for (let i = 0; i < controls + 2; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.getAttribute('name'));
    expect(name).not.toBe('website');
  }
}

test.describe('the honeypot of the public forms', () => {
  for (const language of ['en', 'ar'] as const) {
    const label = (language === 'en' ? en : ar)['form.honeypot'];

    test(`contact form (${language}): hidden from people, not focusable`, async ({ page }) => {
      await withPreferences(page, language);
      await page.goto('/#contact');
      const form = page.getByTestId('contact-form');
      await form.scrollIntoViewIfNeeded();
      await expectHiddenHoneypot(page, form, label);
      await expectNeverFocused(page, form, form.locator('input[name="name"]'));
    });

    test(`invest form (${language}): hidden from people, not focusable`, async ({ page }) => {
      await withPreferences(page, language);
      await page.goto('/invest');
      const form = page.getByTestId('invest-form');
      await form.scrollIntoViewIfNeeded();
      await expectHiddenHoneypot(page, form, label);
      await expectNeverFocused(page, form, form.locator('input[name="name"]'));
    });

    test(`application dialog (${language}): hidden from people, not focusable`, async ({
      page,
    }) => {
      await withPreferences(page, language);
      await page.goto('/careers');
      await page
        .getByRole('button', { name: language === 'en' ? 'Send your resume' : /سيرتك/ })
        .click();
      const form = page.getByTestId('application-form');
      await expect(form).toBeVisible();
      await expectHiddenHoneypot(page, form, label);
      await expectNeverFocused(page, form, form.locator('input[name="name"]'));
    });
  }

  test('a robot that fills it is told "sent", and nothing is stored', async ({ page, baseURL }) => {
    const api = await adminApi(baseURL ?? '');
    try {
      await withPreferences(page, 'en');
      await page.goto('/#contact');
      const form = page.getByTestId('contact-form');
      const subject = unique('E2E honeypot');
      await form.getByLabel('Name').fill('Spam Bot');
      await form.getByLabel('Email').fill('bot@example.test');
      await form.getByLabel('Subject').fill(subject);
      await form.getByLabel('Message').fill('Buy cheap things now');
      // A robot fills every input it finds, seen or not.
      await form.locator('input[name="website"]').fill('https://spam.example', { force: true });
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
      await form.getByRole('button', { name: 'Send Message' }).click();
      const res = await answer;
      expect(res.status()).toBe(201);
      expect(await res.json()).toEqual({ success: true, id: expect.any(Number) });
      await expect(toasts(page)).toContainText('Message Sent Successfully');
      const list = await api.get('/api/admin/contact-messages');
      const { messages } = (await list.json()) as { messages: { subject: string }[] };
      expect(messages.some((m) => m.subject === subject)).toBe(false);
    } finally {
      await api.dispose();
    }
  });
});

test.describe('the contact form past its rate limit', () => {
  // Its own server with the limits on (the shared one runs without them).
  let server: E2EServer;
  test.beforeAll(async () => {
    server = await startE2EServer({ RATE_LIMITS: 'on', CONTACT_RATE_PER_MINUTE: '2' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function submitContact(page: Page, language: 'en' | 'ar') {
    const form = page.getByTestId('contact-form');
    const t = language === 'en' ? en : ar;
    await form.locator('input[name="name"]').fill('Nora Test');
    await form.locator('input[name="email"]').fill('nora@example.test');
    await form.locator('input[name="subject"]').fill(unique('E2E limit'));
    await form.locator('textarea[name="message"]').fill('Hello there, again.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: t['contact.form.submit'] }).click();
    return answer;
  }

  test('shows the catalog message on 429, in English and in Arabic', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto(`${server.url}/#contact`);
    const statuses: number[] = [];
    // Bounded: the limit is 2 a minute, so the third is refused.
    for (let i = 0; i < 5 && !statuses.includes(429); i++) {
      const res = await submitContact(page, 'en');
      statuses.push(res.status());
      if (res.status() === 201) {
        expect(res.headers()['ratelimit-limit']).toBe('2');
        await expect(toasts(page)).toContainText('Message Sent Successfully');
      } else {
        expect(res.headers()['retry-after']).toMatch(/^\d+$/);
        expect(res.headers()['ratelimit-remaining']).toBe('0');
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
    await expect(toasts(page)).toContainText(en['error.too_many_requests']);
    // The fields are kept for a later try.
    await expect(page.getByTestId('contact-form').locator('input[name="name"]')).toHaveValue(
      'Nora Test',
    );

    // The same visitor in Arabic, still within the minute.
    await page.getByTestId('language-toggle').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const res = await submitContact(page, 'ar');
    expect(res.status()).toBe(429);
    await expect(toasts(page)).toContainText(ar['error.too_many_requests']);
  });
});

test.describe('translation past its rate limit', () => {
  let server: E2EServer;
  let openai: { url: string; close(): Promise<void> };
  test.beforeAll(async () => {
    openai = await startFakeOpenAI();
    server = await startE2EServer({
      RATE_LIMITS: 'on',
      TRANSLATE_RATE_PER_MINUTE: '1',
      OPENAI_API_KEY: 'e2e-key',
      OPENAI_BASE_URL: openai.url,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await openai?.close();
  });

  test('the listing form shows the catalog message and changes no field', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto(`${server.url}/admin`);
    const signIn = page.getByTestId('admin-sign-in');
    await signIn.locator('input[type="email"]').fill(E2E_ADMIN.email);
    await signIn.locator('input[type="password"]').fill(E2E_ADMIN.password);
    await signIn.locator('button[type="submit"]').click();
    await page.getByTestId('admin-tab-listings').click();
    await page.getByTestId('listing-add').click();
    // Two fields to translate: two calls, one more than the limit of one a minute.
    await page.getByTestId('listing-title').fill('Data Engineer');
    await page.getByTestId('listing-requirements').fill('SQL');
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/translate') && r.status() === 429,
    );
    await page.getByTestId('listing-translate-enToAr').click();
    const res = await refused;
    expect(res.headers()['ratelimit-limit']).toBe('1');
    expect(res.headers()['ratelimit-remaining']).toBe('0');
    const notice = toastItems(page).last();
    await expect(notice).toContainText(en['error.too_many_requests']);
    await expect(page.getByTestId('listing-titleAr')).toHaveValue('');
    await expect(page.getByTestId('listing-requirementsAr')).toHaveValue('');
  });
});
