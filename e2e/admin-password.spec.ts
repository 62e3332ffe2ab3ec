import { expect, test, type Page } from '@playwright/test';
import { toastItems, withPreferences } from './fixtures';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';

const NEW_PASSWORD = 'a fresh e2e passphrase 42';

/**
 * Changing the password in the admin: on a server of its own (the shared one keeps its password
 * for the other specs), signed in twice in separate browser contexts.
 */
test.describe('admin password change', () => {
  // The second test signs in with the password the first one set.
  test.describe.configure({ mode: 'serial' });
  let server: E2EServer;
  test.beforeAll(async () => {
    server = await startE2EServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function signIn(page: Page, password: string) {
    await withPreferences(page, 'en');
    await page.goto(`${server.url}/admin`);
    const form = page.getByTestId('admin-sign-in');
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in' }).click();
  }

  test('changes the password and ends the other session, keeping this one', async ({ browser }) => {
    const here = await browser.newContext();
    const elsewhere = await browser.newContext();
    try {
      const page = await here.newPage();
      const other = await elsewhere.newPage();
      await signIn(page, E2E_ADMIN.password);
      await signIn(other, E2E_ADMIN.password);
      await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
      await expect(other.getByTestId('admin-tab-applications')).toBeVisible();

      await page.getByTestId('admin-change-password').click();
      const dialog = page.getByRole('dialog', { name: 'Change your password' });
      await expect(dialog).toBeVisible();
      // Client-side checks first: too short, and a confirmation that does not match.
      await dialog.getByLabel('Current password').fill(E2E_ADMIN.password);
      await dialog.getByLabel('New password', { exact: true }).fill('short');
      await dialog.getByLabel('Repeat the new password').fill('different');
      await dialog.getByTestId('password-submit').click();
      await expect(dialog.getByText('At least 12 characters')).toBeVisible();
      await expect(dialog.getByText('The two new passwords do not match')).toBeVisible();
      // A wrong current password: the server's answer, shown in the dialog.
      await dialog.getByLabel('Current password').fill('not the password at all');
      await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await dialog.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
      await dialog.getByTestId('password-submit').click();
      await expect(dialog.getByRole('alert')).toHaveText('The current password is incorrect.');
      // The right one.
      await dialog.getByLabel('Current password').fill(E2E_ADMIN.password);
      await dialog.getByTestId('password-submit').click();
      await expect(dialog).toBeHidden();
      await expect(toastItems(page).last()).toContainText('Password changed');

      // This session stays signed in; the other one ended.
      await page.reload();
      await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
      await other.reload();
      await expect(other.getByTestId('admin-sign-in')).toBeVisible();
      // The old password no longer signs in; the new one does.
      const form = other.getByTestId('admin-sign-in');
      await form.getByLabel('Email').fill(E2E_ADMIN.email);
      await form.getByLabel('Password').fill(E2E_ADMIN.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(form.getByRole('alert')).toHaveText('Incorrect email or password.');
      await form.getByLabel('Password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(other.getByTestId('admin-tab-applications')).toBeVisible();
    } finally {
      await here.close();
      await elsewhere.close();
    }
  });

  test('the dialog is in Arabic, right to left, in the Arabic admin', async ({ page }) => {
    await page.goto(`${server.url}/admin`);
    const form = page.getByTestId('admin-sign-in');
    await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
    await form.locator('input[type="password"]').fill(NEW_PASSWORD);
    await form.getByRole('button').last().click();
    await page.getByTestId('admin-change-password').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('تغيير كلمة المرور');
    await expect(dialog.locator('.ant-form')).toHaveCSS('direction', 'rtl');
  });
});
