import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminApi, opened, unique, withPreferences } from './fixtures';
import { E2E_ADMIN } from './global-setup';

// antd's open/close animations are off (as for anyone who asks for less motion).
test.use({ reducedMotion: 'reduce' });

/**
 * A person's own account and the owners' view of what happened (issue 13): the Activity tab
 * (audit trail). The shared server's admin never turns on two-factor sign-in here: those tests
 * start their own server.
 */

const en = messages.en;

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
