import { type APIRequestContext, type Page, expect, request, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { isolate } from '@vb/shared/text';
import { adminApi, answerDialog, opened, unique, withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * Staff accounts: the owner invites a recruiter, the invitation link sets a password
 * once, the recruiter sees only the tabs of their role, and disabling ends their session. Each
 * test invites its own person (the server is shared between specs).
 */

const en = messages.en;
const ar = messages.ar;
const PASSWORD = 'a long recruiter passphrase 7';
/** What the desktop console (Electron) sends. */
const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) VentureAdmin/1.0.0 Chrome/138.0 Electron/37.2.0 Safari/537.36';

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

/** The invitation link's path and fragment (the server's origin may differ from the test's). */
const local = (url: string) => {
  const link = new URL(url);
  return `${link.pathname}${link.hash}`;
};

async function signIn(page: Page, email: string, password: string, language: 'ar' | 'en' = 'en') {
  const form = page.getByTestId('admin-sign-in');
  const text = messages[language];
  await form.getByLabel(text['admin.login.email']).fill(email);
  await form.getByLabel(text['admin.login.password']).fill(password);
  await form.getByRole('button', { name: text['admin.login.submit'] }).click();
}

/** The tabs shown on the dashboard, by key. */
async function shownTabs(page: Page) {
  const ids = await page
    .locator('[data-testid^="admin-tab-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
  return ids.map((id) => id?.replace('admin-tab-', '')).filter((key) => key !== 'select');
}

/** Sets a password on the invitation page (already open). */
async function choosePassword(page: Page, password: string, confirm = password) {
  const form = page.getByTestId('invitation-form');
  await form.getByLabel(en['admin.invitation.password']).fill(password);
  await form.getByLabel(en['admin.invitation.confirm']).fill(confirm);
  await form.getByRole('button', { name: en['admin.invitation.submit'] }).click();
}

test.describe('staff accounts', () => {
  test('the owner invites a recruiter, who sets a password once, sees only their tabs, and is signed out when disabled', async ({
    page,
    browser,
  }) => {
    const email = `${unique('recruiter')}@example.test`;
    const name = 'Rania Recruiter';

    // The owner invites a recruiter from the People tab.
    await withPreferences(page, 'en', 'light');
    await page.goto('/admin');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByTestId('admin-tab-people').click();
    await expect(page.getByTestId('people-list')).toBeVisible();
    await page.getByTestId('people-invite').click();
    const dialog = page.getByTestId('invite-dialog');
    await opened(page.getByRole('dialog'));
    await dialog.getByLabel(en['admin.people.name']).fill(name);
    await dialog.getByLabel(en['admin.people.email']).fill(email);
    await dialog.getByTestId('role-recruiter').click();
    await dialog.getByTestId('invite-submit').click();
    const url = (await dialog.getByTestId('invitation-url').textContent()) ?? '';
    expect(url).toMatch(/\/admin\/invitation#.+/);
    await expect(dialog.getByTestId('invitation-expiry')).toHaveText(
      /^The link works once, until /,
    );
    await dialog.getByTestId('invite-done').click();
    await expect(dialog).toBeHidden();
    const card = page.locator(`[data-testid="person-card"][data-email="${email}"]`);
    await expect(card.getByTestId('person-status')).toHaveText(en['admin.people.status.invited']);
    await expect(card.getByTestId('person-roles')).toHaveText(en['admin.people.role.recruiter']);

    // In a fresh browser, the link's page sets the password: too short first, then a good one.
    const recruiterContext = await browser.newContext({ reducedMotion: 'reduce' });
    try {
      const invited = await recruiterContext.newPage();
      await withPreferences(invited, 'en', 'dark');
      await invited.goto(local(url));
      await expect(
        invited.getByRole('heading', { name: en['admin.invitation.title'] }),
      ).toBeVisible();
      await choosePassword(invited, 'short one');
      await expect(invited.getByText('At least 12 characters', { exact: true })).toBeVisible();
      await choosePassword(invited, PASSWORD, `${PASSWORD}!`);
      await expect(invited.getByText(en['admin.password.mismatch'])).toBeVisible();
      // A common password: the server's refusal, in the catalog's words.
      await choosePassword(invited, 'qwerty123456');
      await expect(invited.getByTestId('invitation-form').getByRole('alert')).toHaveText(
        en['error.password_too_common'],
      );
      await choosePassword(invited, PASSWORD);
      await expect(invited.getByTestId('invitation-done')).toContainText(
        en['admin.invitation.doneTitle'],
      );
      await invited.getByTestId('invitation-sign-in').click();
      await expect(invited).toHaveURL(/\/admin$/);

      // The recruiter signs in and sees exactly Applications and Job listings.
      await signIn(invited, email, PASSWORD);
      await expect(invited.getByText(`Signed in as ${email}`)).toBeVisible();
      // The overview first, then their lists.
      await expect(invited.getByTestId('overview')).toBeVisible();
      expect(await shownTabs(invited)).toEqual(['overview', 'applications', 'listings']);
      await invited.getByTestId('admin-tab-applications').click();
      await expect(invited.getByTestId('submissions-applications')).toBeVisible();
      await invited.getByTestId('admin-tab-listings').click();
      await expect(invited.getByTestId('listings-tab')).toBeVisible();

      // The link was used: opened again, it is refused with its message.
      const again = await recruiterContext.newPage();
      await again.goto(local(url));
      await choosePassword(again, 'another long passphrase 8');
      await expect(again.getByTestId('invitation-invalid')).toContainText(
        en['error.invitation_invalid'],
      );
      await again.close();

      // The owner (the list read again) sees the recruiter active, and disables them.
      await page.reload();
      await page.getByTestId('admin-tab-people').click();
      await expect(card.getByTestId('person-status')).toHaveText(en['admin.people.status.active']);
      await card.getByTestId('person-disable').click();
      await answerDialog(page, en['admin.people.disable']);
      await expect(card.getByTestId('person-status')).toHaveText(
        en['admin.people.status.disabled'],
      );

      // The recruiter's open admin is on the sign-in form at its next request, and stays out. That
      // request may already have been made for them: a live event (another test's change) has the
      // open lists read again. Else a Refresh makes one.
      const signInForm = invited.getByTestId('admin-sign-in');
      await expect(async () => {
        if (!(await signInForm.isVisible())) {
          await invited.getByTestId('admin-tab-applications').click({ timeout: 2_000 });
          await invited
            .getByRole('button', { name: en['admin.filters.refresh'] })
            .click({ timeout: 2_000 });
        }
        await expect(signInForm).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await signIn(invited, email, PASSWORD);
      // A disabled account answers like a wrong password (the API tells no one it exists).
      await expect(invited.getByTestId('admin-sign-in').getByRole('alert')).toHaveText(
        en['admin.login.invalidCredentials'],
      );
    } finally {
      await recruiterContext.close();
    }
  });

  test('an owner sees where a person is signed in and ends a session (Arabic)', async ({
    page,
    baseURL,
  }) => {
    // A relations person with a password, signed in from the desktop console (a bearer token).
    const email = `${unique('relations')}@example.test`;
    const name = 'سارة العلاقات';
    const created = await api.post('/api/admin/users', {
      data: { email, name, roles: ['relations'] },
    });
    expect(created.status()).toBe(201);
    const { invitation } = (await created.json()) as { invitation: { token: string } };
    const accepted = await api.post('/api/auth/invitation', {
      data: { token: invitation.token, password: PASSWORD },
    });
    expect(accepted.ok()).toBe(true);
    const anon = await request.newContext({ baseURL });
    const signedIn = await anon.post('/api/auth/token', {
      headers: { 'user-agent': DESKTOP_USER_AGENT },
      data: { email, password: PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const asPerson = { headers: { authorization: `Bearer ${token}` } };
    expect((await anon.get('/api/admin/contact-messages', asPerson)).status()).toBe(200);

    await withPreferences(page, 'ar', 'dark');
    await page.goto('/admin');
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, 'ar');
    await page.getByTestId('admin-tab-people').click();
    const card = page.locator(`[data-testid="person-card"][data-email="${email}"]`);
    await card.getByTestId('person-sessions').click();
    const dialog = page.getByRole('dialog');
    await opened(dialog);
    await expect(dialog).toHaveCSS('direction', 'rtl');
    await expect(
      dialog.getByText(ar['admin.people.sessionsTitle'].replace('{name}', isolate(name))),
    ).toBeVisible();
    const sessions = dialog.getByTestId('account-session');
    await expect(sessions).toHaveCount(1);
    await expect(sessions).toContainText(`${ar['admin.account.sessions.desktop']} · Windows`);
    await sessions.getByTestId('account-session-end').click();
    await expect(sessions).toHaveCount(0);
    await expect(dialog).toContainText(
      ar['admin.people.sessionsEmpty'].replace('{name}', isolate(name)),
    );

    // The token no longer opens anything.
    expect((await anon.get('/api/admin/contact-messages', asPerson)).status()).toBe(401);
    await anon.dispose();
    await dialog.getByTestId('person-sessions-close').click();
    await expect(dialog).toBeHidden();
  });

  test('the invitation page in Arabic: right to left, Arabic messages, a used link refused', async ({
    page,
  }) => {
    const email = `${unique('editor')}@example.test`;
    const res = await api.post('/api/admin/users', {
      data: { email, name: 'محرر الأخبار', roles: ['editor'] },
    });
    expect(res.status()).toBe(201);
    const { invitation } = (await res.json()) as { invitation: { url: string } };

    await withPreferences(page, 'ar', 'dark');
    await page.goto(local(invitation.url));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: ar['admin.invitation.title'] })).toBeVisible();
    const form = page.getByTestId('invitation-form');
    await expect(form).toHaveCSS('direction', 'rtl');
    await form.getByLabel(ar['admin.invitation.password']).fill('قصيرة');
    await form.getByLabel(ar['admin.invitation.confirm']).fill('قصيرة');
    await form.getByRole('button', { name: ar['admin.invitation.submit'] }).click();
    // The page's digits: Arabic-Indic where the locale writes them so.
    await expect(
      page.getByText(new RegExp(ar['admin.password.tooShort'].replace('{min}', '(12|١٢)'))),
    ).toBeVisible();

    await form.getByLabel(ar['admin.invitation.password']).fill('qwerty123456');
    await form.getByLabel(ar['admin.invitation.confirm']).fill('qwerty123456');
    await form.getByRole('button', { name: ar['admin.invitation.submit'] }).click();
    await expect(form.getByRole('alert')).toHaveText(ar['error.password_too_common']);

    // Used once (here through the API), the link is refused in Arabic.
    const token = new URL(invitation.url).hash.slice(1);
    const accepted = await api.post('/api/auth/invitation', {
      data: { token, password: 'a long editor passphrase 9' },
    });
    expect(accepted.status()).toBe(204);
    await form.getByLabel(ar['admin.invitation.password']).fill('a long editor passphrase 10');
    await form.getByLabel(ar['admin.invitation.confirm']).fill('a long editor passphrase 10');
    await form.getByRole('button', { name: ar['admin.invitation.submit'] }).click();
    await expect(page.getByTestId('invitation-invalid')).toContainText(
      ar['error.invitation_invalid'],
    );
    await expect(page.getByTestId('invitation-invalid')).toContainText(
      ar['admin.invitation.invalidTitle'],
    );
  });

  test('a link without its token says at once that it cannot be used', async ({ page }) => {
    await withPreferences(page, 'en', 'light');
    await page.goto('/admin/invitation');
    await expect(page.getByTestId('invitation-invalid')).toContainText(
      en['error.invitation_invalid'],
    );
  });
});
