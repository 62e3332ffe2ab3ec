import { type APIRequestContext, type Page, expect, request, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { messages } from '@vb/shared/i18n';
import { adminApi, answerDialog, opened, unique, withPreferences } from './fixtures';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * A person's own account and the owners' view of what happened: the Activity tab
 * (audit trail). The shared server's admin never turns on two-factor sign-in here: those tests
 * start their own server.
 */

const en = messages.en;
const ar = messages.ar;

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('admin-sign-in');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('the Activity tab', () => {
  test('shows an action the owner just did, and filters by action', async ({ page }) => {
    const email = `${unique('audited')}@example.test`;
    const res = await api.post('/api/admin/users', {
      data: { email, name: 'Audited Person', roles: ['editor'] },
    });
    expect(res.status()).toBe(201);

    await withPreferences(page, 'en', 'light');
    await page.goto('/admin');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByTestId('admin-tab-audit').click();
    const table = page.getByTestId('audit-table');
    const invited = table.getByTestId('audit-row').filter({ hasText: email });
    await expect(invited).toHaveCount(1);
    await expect(invited).toHaveAttribute('data-action', 'person_invited');
    await expect(invited).toContainText(en['admin.audit.action.person_invited']);
    await expect(invited).toContainText(E2E_ADMIN.email);

    // Only sign-ins once filtered by that action; the invitation is gone from the list.
    await page.getByTestId('audit-filter-action').click();
    const options = page.locator('.ant-select-dropdown');
    await opened(options);
    await options.getByText(en['admin.audit.action.sign_in'], { exact: true }).click();
    await expect(table.getByTestId('audit-row').filter({ hasText: email })).toHaveCount(0);
    const rows = table.getByTestId('audit-row');
    await expect(rows.first()).toHaveAttribute('data-action', 'sign_in');
    const actions = await rows.evaluateAll((els) => els.map((el) => el.dataset.action));
    expect(new Set(actions)).toEqual(new Set(['sign_in']));
  });
});

/** Invites a person through the API and sets their password with the invitation's token. */
async function newPerson(baseURL: string, owner: APIRequestContext, password: string) {
  const email = `${unique('account')}@example.test`;
  const created = await owner.post('/api/admin/users', {
    data: { email, name: 'Account Person', roles: ['editor'] },
  });
  expect(created.status()).toBe(201);
  const { invitation } = (await created.json()) as { invitation: { token: string } };
  const anon = await request.newContext({ baseURL });
  const accepted = await anon.post('/api/auth/invitation', {
    data: { token: invitation.token, password },
  });
  expect(accepted.status()).toBe(204);
  await anon.dispose();
  return email;
}

test.describe('my account', () => {
  test('lists the sessions, this one marked, and ends another', async ({ page, baseURL }) => {
    const password = 'a long account passphrase 7';
    const email = await newPerson(baseURL!, api, password);
    // Another device: a desktop console token.
    const other = await request.newContext({
      baseURL,
      extraHTTPHeaders: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' },
    });
    const token = await other.post('/api/auth/token', { data: { email, password } });
    expect(token.status()).toBe(200);
    const { token: bearer } = (await token.json()) as { token: string };

    await withPreferences(page, 'en', 'light');
    await page.goto('/admin');
    await signIn(page, email, password);
    await page.getByTestId('admin-account').click();
    const dialog = page.getByTestId('account-dialog');
    await opened(page.getByRole('dialog'));
    const sessions = dialog.getByTestId('account-session');
    await expect(sessions).toHaveCount(2);
    const current = sessions.filter({ has: page.getByTestId('account-session-current') });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(en['admin.account.sessions.current']);
    await expect(current.getByTestId('account-session-end')).toHaveCount(0);

    const firefox = sessions.filter({ hasText: 'Firefox · Linux' });
    await firefox.getByTestId('account-session-end').click();
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toHaveAttribute('data-current', 'true');
    // The ended token no longer opens anything.
    const refused = await other.get('/api/auth/me', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(refused.status()).toBe(401);
    await other.dispose();
  });
});

test.describe('two-factor sign-in from the account dialog', () => {
  // Its own server: the shared admin account must not get a second factor.
  let server: E2EServer;
  test.beforeAll(async () => {
    server = await startE2EServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a required second factor is set up from the banner, and the recovery codes shown once', async ({
    page,
  }) => {
    const owner = await adminApi(server.url);
    const required = await owner.put('/api/admin/settings', {
      data: { requireTwoFactor: true },
    });
    expect(required.status()).toBe(200);
    await owner.dispose();

    await withPreferences(page, 'en', 'light');
    await page.goto(`${server.url}/admin`);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const banner = page.getByTestId('two-factor-required');
    await expect(banner).toContainText(en['admin.account.mustSetUp.title']);
    await banner.getByRole('button', { name: en['admin.account.mustSetUp.action'] }).click();
    const dialog = page.getByTestId('account-dialog');
    await opened(page.getByRole('dialog'));
    await expect(dialog.getByTestId('two-factor-off')).toBeVisible();
    await dialog.getByTestId('two-factor-turn-on').click();
    await expect(dialog.getByTestId('two-factor-qr')).toBeVisible();
    const secret = (await dialog.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);

    // A wrong code is refused, the right one turns it on.
    await dialog.getByTestId('two-factor-otp').fill('000000');
    await dialog.getByTestId('two-factor-confirm').click();
    await expect(dialog.getByRole('alert')).toHaveText(en['error.invalid_otp']);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await dialog.getByTestId('two-factor-otp').fill(code);
    await dialog.getByTestId('two-factor-confirm').click();
    const codes = dialog.getByTestId('recovery-code');
    await expect(codes).toHaveCount(10);
    await expect(dialog.getByTestId('two-factor-codes')).toContainText(
      en['admin.account.twoFactor.codesTitle'],
    );
    await dialog.getByTestId('two-factor-done').click();
    await expect(dialog.getByTestId('two-factor-on')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('a forgotten password', () => {
  test('the form says the same words whatever the address, in the page language', async ({
    page,
  }) => {
    await withPreferences(page, 'ar', 'dark');
    await page.goto('/admin');
    await page.getByTestId('admin-forgot-password').click();
    const form = page.getByTestId('forgot-form');
    await form.getByLabel(ar['admin.login.email']).fill(`${unique('nobody')}@example.test`);
    await form.getByRole('button', { name: ar['admin.forgot.submit'] }).click();
    const sent = page.getByTestId('forgot-sent');
    await expect(sent).toContainText(ar['admin.forgot.sentTitle']);
    await expect(sent.getByRole('status')).toContainText('إن كان لهذا العنوان حساب');
    await sent.getByTestId('forgot-back').click();
    await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  });

  test('the reset page with a bad token says the link cannot be used', async ({ page }) => {
    await withPreferences(page, 'en', 'light');
    await page.goto('/admin/reset-password#not-a-real-token');
    const form = page.getByTestId('reset-form');
    await expect(page.getByRole('heading', { name: en['admin.reset.title'] })).toBeVisible();
    await form.getByLabel(en['admin.invitation.password']).fill('a long new passphrase 9');
    await form.getByLabel(en['admin.invitation.confirm']).fill('a long new passphrase 9');
    await form.getByRole('button', { name: en['admin.reset.submit'] }).click();
    const invalid = page.getByTestId('reset-invalid');
    await expect(invalid.getByRole('alert')).toHaveText(en['error.reset_link_invalid']);
    await invalid.getByTestId('reset-sign-in').click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-sign-in')).toBeVisible();
  });

  test('the reset page without a token says so at once', async ({ page }) => {
    await withPreferences(page, 'en', 'light');
    await page.goto('/admin/reset-password');
    await expect(page.getByTestId('reset-invalid')).toBeVisible();
  });
});

test.describe("the owners' settings and e-mail outbox", () => {
  // Its own server: requiring two-factor sign-in must not reach the shared admin account.
  let server: E2EServer;
  test.beforeAll(async () => {
    server = await startE2EServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the outbox shows a waiting invitation and says e-mail is not set up; requiring two-factor asks first', async ({
    page,
  }) => {
    const owner = await adminApi(server.url);
    const email = `${unique('outbox')}@example.test`;
    const created = await owner.post('/api/admin/users', {
      data: { email, name: 'Outbox Person', roles: ['relations'] },
    });
    expect(created.status()).toBe(201);
    await owner.dispose();

    await withPreferences(page, 'en', 'light');
    await page.goto(`${server.url}/admin`);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByTestId('admin-tab-people').click();
    const outbox = page.getByTestId('outbox');
    await expect(outbox.getByTestId('outbox-disabled')).toHaveText(en['admin.outbox.disabled']);
    const row = outbox.getByTestId('outbox-row').filter({ hasText: email });
    await expect(row.getByTestId('outbox-status')).toHaveAttribute('data-status', 'pending');

    // Cancelling leaves it off; confirming turns it on, and the owner is asked to set it up.
    const toggle = page.getByTestId('settings-require-two-factor');
    await toggle.click();
    await answerDialog(page, en['admin.people.cancel']);
    await expect(toggle).not.toBeChecked();
    await expect(page.getByTestId('two-factor-required')).toHaveCount(0);
    await toggle.click();
    await answerDialog(page, en['admin.settings.requireOn']);
    await expect(toggle).toBeChecked();
    await expect(page.getByTestId('two-factor-required')).toBeVisible();
  });
});
