import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { DATE_LOCALES } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import { adminApi, newStaffMember, opened, signInAs, toastItems, unique } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * Each person's notification choices in My account: the kinds they may see only, every
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

/**
 * The browser's notifications, recorded: the page's Notification is replaced by one that keeps
 * what it was asked to show, with the permission the browser would give on the switch's click;
 * the page is taken to be in a tab the person is not looking at.
 */
async function recordNotices(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body: string; lang: string; dir: string }[] = [];
    // The browser remembers a permission given to the site (here: for the tab's life).
    class RecordedNotification {
      static get permission(): NotificationPermission {
        return sessionStorage.getItem('test.permission') === 'granted' ? 'granted' : 'default';
      }
      static async requestPermission() {
        sessionStorage.setItem('test.permission', 'granted');
        return 'granted';
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions = {}) {
        shown.push({
          title,
          body: options.body ?? '',
          lang: options.lang ?? '',
          dir: options.dir ?? '',
        });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification });
    Object.defineProperty(window, '__notices', { value: shown });
    document.hasFocus = () => false;
  });
}

const notices = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __notices: { title: string; body: string; dir: string }[] })
        .__notices,
  );

for (const [language, theme] of [
  ['ar', 'light'],
  ['en', 'dark'],
] as const) {
  const t = messages[language];
  test(`browser alerts in ${language}: switched on, only the kinds the person follows`, async ({
    page,
    baseURL,
  }) => {
    const email = await newStaffMember(api, baseURL!, { tag: 'alerts', roles: ['relations'] });
    await recordNotices(page);
    await signInAs(page, email, language, theme);
    await page.getByTestId('admin-account').click();
    // Contact messages: every item; investment requests stay off.
    await page.getByTestId('notify-mode-contact-messages').click();
    const options = page.locator('.ant-select-dropdown:visible');
    await opened(options);
    await options.getByText(t['admin.account.notifications.mode.each'], { exact: true }).click();
    await expect(
      toastItems(page).filter({ hasText: t['admin.account.notifications.saved'] }),
    ).toHaveCount(1);
    const alerts = page.getByTestId('notify-browser');
    await expect(page.getByTestId('notification-settings')).toContainText(
      t['admin.account.notifications.liveHint'],
    );
    await expect(alerts).toHaveAttribute('aria-checked', 'false');
    await alerts.click();
    await expect(alerts).toHaveAttribute('aria-checked', 'true');

    // Kept in this browser: after a reload, still on; the live feed opens (what comes after is news).
    const feed = page.waitForResponse((res) => res.url().includes('/api/admin/events'));
    await page.reload();
    await feed;
    await page.getByTestId('admin-account').click();
    await expect(page.getByTestId('notify-browser')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');

    const investor = await api.post('/api/investor', {
      data: {
        name: unique('Investor'),
        email: 'investor@example.test',
        organization: 'Fund',
        message: 'An investment interest long enough to be accepted.',
      },
    });
    expect(investor.status()).toBe(201);
    const contact = await api.post('/api/contact', {
      data: {
        name: unique('Visitor'),
        email: 'visitor@example.test',
        subject: 'Question',
        message: 'A message long enough to be accepted.',
      },
    });
    expect(contact.status()).toBe(201);

    // Other tests send messages too: every line told is of contact messages, in the language.
    const contactLines = new Set(
      Array.from({ length: 50 }, (_, i) =>
        String(
          new IntlMessageFormat(t['desktop.notify.messages'], DATE_LOCALES[language]).format({
            count: i + 1,
          }),
        ),
      ),
    );
    await expect
      .poll(async () => (await notices(page)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    for (const notice of await notices(page)) {
      expect(notice.title).toBe(t['desktop.notify.title']);
      expect(notice.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      for (const line of notice.body.split('\n')) expect(contactLines).toContain(line);
    }
  });
}
