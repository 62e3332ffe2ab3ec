import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminApi, withPreferences } from './fixtures';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';

test.describe('admin sign-in', () => {
  test('signs in, shows the dashboard, and signs out', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto('/admin');
    const form = page.getByTestId('admin-sign-in');
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(`Signed in as ${E2E_ADMIN.email}`)).toBeVisible();
    await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
    await page.getByTestId('admin-sign-out').click();
    await expect(page.getByTestId('admin-sign-in')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  });

  test('in Arabic the sign-in screen is right to left with Arabic labels', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.locator('.ant-form').first()).toHaveCSS('direction', 'rtl');
  });

  test('says clearly when the credentials are wrong', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto('/admin');
    const form = page.getByTestId('admin-sign-in');
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Incorrect email or password.');
    // One honest mistake must not lock out everyone else: sign in properly now.
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
  });
});

test.describe('admin sign-in throttling', () => {
  // Its own server: the failures it needs must not throttle the sign-ins of the other tests.
  let server: E2EServer;
  test.beforeAll(async () => {
    server = await startE2EServer({ LOGIN_MAX_FAILURES: '3' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('after too many failures, says how long to wait, in both languages', async ({ page }) => {
    await withPreferences(page, 'en');
    await page.goto(`${server.url}/admin`);
    const form = page.getByTestId('admin-sign-in');
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    for (let i = 0; i < 3; i++) {
      await form.getByLabel('Password').fill(`wrong ${i}`);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(form.getByRole('alert')).toHaveText('Incorrect email or password.');
    }
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    // The window is 15 minutes: told in minutes, rounded up.
    await expect(form.getByRole('alert')).toHaveText('Too many attempts. Try again in 15 minutes.');
    await page.getByTestId('admin-language-toggle').click();
    await form.getByRole('button').last().click();
    // In Arabic, with the Arabic site's digits.
    await expect(form.getByRole('alert')).toHaveText(
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد ١٥ دقيقة.',
    );
  });
});

test.describe('two-factor sign-in', () => {
  // Its own server: the shared admin account must not get a second factor.
  let server: E2EServer;
  test.beforeAll(async () => {
    server = await startE2EServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('asks for the code once the password is right, refuses a wrong one, takes the right one', async ({
    page,
  }) => {
    // Two-factor turned on through the API, as the account screen does.
    const api = await adminApi(server.url);
    const { secret } = (await (await api.post('/api/auth/2fa')).json()) as { secret: string };
    const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = await api.post('/api/auth/2fa/confirm', { data: { otp: code() } });
    expect(confirmed.status()).toBe(200);
    await api.dispose();

    await withPreferences(page, 'en');
    await page.goto(`${server.url}/admin`);
    const form = page.getByTestId('admin-sign-in');
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const codeField = form.getByLabel('Authentication code');
    await expect(codeField).toBeFocused();
    await expect(
      form.getByText(
        'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      ),
    ).toBeVisible();
    await codeField.fill('000000');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'That code is not valid, or has already been used. Try the next one.',
    );
    // The next step's code (the one just used for confirming is spent).
    await codeField.fill(
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 }),
    );
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
  });
});
