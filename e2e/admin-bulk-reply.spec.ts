import { type APIRequestContext, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import {
  adminApi,
  newStaffMember,
  openPanel,
  opened,
  signInAs,
  toastItems,
  unique,
} from './fixtures';

/**
 * A reply template sent to a selection from the list's bulk bar: the dialog shows the template
 * in both languages, the send reaches every selected item (each in its person's language, with
 * their name), the toast says how many, and the items move to "replied" with the message in
 * their threads.
 */

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

const SENT = { en: 'Sent to 2 people.', ar: 'أُرسل إلى شخصين.' };

for (const language of ['ar', 'en'] as const) {
  test(`a template sent to two selected messages (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = messages[language];
    const tag = unique(`Bulk${language}`);
    const names = { ar: `${tag} عربي`, en: `${tag} English` };
    for (const [written, name] of Object.entries(names)) {
      const posted = await api.post('/api/contact', {
        headers: { 'content-language': written },
        data: { name, email: 'bulk@example.com', subject: 'Hi', message: 'A message long enough' },
      });
      expect(posted.status()).toBe(201);
    }
    const templateName = unique('Thanks');
    const made = await api.post('/api/admin/reply-templates', {
      data: {
        kind: 'contact-messages',
        name: templateName,
        bodyAr: 'شكرًا يا {name}، وصلتنا رسالتك.',
        bodyEn: 'Thank you, {name}: we have your message.',
      },
    });
    expect(made.status()).toBe(201);

    const email = await newStaffMember(api, baseURL!, { tag: 'bulkreply', roles: ['relations'] });
    await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
    await page.getByTestId('admin-tab-contact').click();
    const list = page.getByTestId('submissions-contact-messages');
    await list.getByTestId('submissions-search').fill(tag);
    const cards = list.getByTestId('submission-card');
    await expect(cards).toHaveCount(2);
    for (const name of Object.values(names))
      await list
        .getByRole('checkbox', { name: t['admin.bulk.select'].replace('{name}', name) })
        .check();

    await list.getByTestId('bulk-bar').getByTestId('bulk-reply').click();
    const dialog = page.getByRole('dialog');
    await opened(dialog);
    await dialog.getByTestId('bulk-reply-template').click();
    const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await opened(popup);
    await popup.getByText(templateName, { exact: true }).click();
    const preview = dialog.getByTestId('bulk-reply-preview');
    await expect(preview.locator('[dir="rtl"]')).toHaveText('شكرًا يا {name}، وصلتنا رسالتك.');
    await expect(preview.locator('[dir="ltr"]')).toHaveText(
      'Thank you, {name}: we have your message.',
    );
    await dialog.getByTestId('bulk-reply-send').click();
    await expect(dialog).toHaveCount(0);
    await expect(toastItems(page).last()).toContainText(SENT[language]);

    // Both replied, each thread holding the text in its person's language, filled for them.
    for (const card of await cards.all())
      await expect(card).toHaveAttribute('data-status', 'replied');
    const drawer = await openPanel(page, cards.filter({ hasText: names.ar }));
    await expect(drawer.getByTestId('thread-body')).toHaveText(
      `شكرًا يا ${names.ar}، وصلتنا رسالتك.`,
    );
  });
}
