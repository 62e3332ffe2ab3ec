import { type APIRequestContext, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminApi, newStaffMember, opened, signInAs, toastItems } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).
test.use({ reducedMotion: 'reduce' });

/**
 * Each person's notification choices (issue 15) in My account: the kinds they may see only, every
 * item, a daily digest or off, the digest's hour; saved at once and kept. Both languages.
 */
let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

for (const [language, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  const t = messages[language];
  test(`notification choices in ${language}: the person's kinds, a digest at an hour, kept`, async ({
    page,
    baseURL,
  }) => {
    const email = await newStaffMember(api, baseURL!, { tag: 'notify', roles: ['relations'] });
    await signInAs(page, email, language, theme);
    await page.getByTestId('admin-account').click();
    const section = page.getByTestId('notification-settings');
    await expect(section).toContainText(t['admin.account.notifications.intro']);
    // Relations: messages and investment requests; never applications.
    await expect(page.getByTestId('notify-mode-applications')).toHaveCount(0);
    const messagesChoice = page.getByTestId('notify-mode-contact-messages');
    await expect(messagesChoice).toContainText(t['admin.account.notifications.mode.none']);
    await expect(page.getByTestId('notify-mode-investor-requests')).toContainText(
      t['admin.account.notifications.mode.none'],
    );
    // The hour waits until a kind asks for a digest.
    const hour = page.getByTestId('notify-digest-hour');
    await expect(hour).toHaveClass(/ant-select-disabled/);

    await messagesChoice.click();
    const options = page.locator('.ant-select-dropdown:visible');
    await opened(options);
    await options.getByText(t['admin.account.notifications.mode.digest'], { exact: true }).click();
    await expect(
      toastItems(page).filter({ hasText: t['admin.account.notifications.saved'] }),
    ).toHaveCount(1);
    await expect(hour).not.toHaveClass(/ant-select-disabled/);
    await hour.click();
    const hours = page.locator('.ant-select-dropdown:visible');
    await opened(hours);
    const eighteen = language === 'ar' ? '١٨:٠٠' : '18:00';
    await hours.getByText(eighteen, { exact: true }).click();
    await expect(hour).toContainText(eighteen);

    // Kept on the server: a new page shows the same.
    await page.reload();
    await page.getByTestId('admin-account').click();
    await expect(page.getByTestId('notify-mode-contact-messages')).toContainText(
      t['admin.account.notifications.mode.digest'],
    );
    await expect(page.getByTestId('notify-digest-hour')).toContainText(eighteen);
  });
}
