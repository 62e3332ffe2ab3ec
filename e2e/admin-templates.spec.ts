import { type APIRequestContext, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import {
  adminApi,
  contactCard,
  newStaffMember,
  openPanel,
  opened,
  popupsClosed,
  signInAs,
  unique,
} from './fixtures';

/**
 * Managing a kind's reply templates from an item's reply box: a template written in both
 * languages, previewed for the item open, is at once in the box's picker, and picking it fills
 * the box in the language the person wrote in.
 */

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

const TEXTS = {
  ar: 'شكرًا يا {name} على اهتمامك بـ{company}، وسنرد عليك قريبًا.',
  en: 'Thank you, {name}, for your interest in {company}; we will answer soon.',
};

for (const language of ['ar', 'en'] as const) {
  test(`a template made from the reply box, then used there (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = messages[language];
    // The person wrote in the other language than the interface's.
    const theirs = language === 'ar' ? 'en' : 'ar';
    const name = unique(`Manage${language}`);
    const templateName = unique(language === 'ar' ? 'ترحيب' : 'Welcome');
    const posted = await api.post('/api/contact', {
      headers: { 'content-language': theirs },
      data: { name, email: 'manage@example.com', subject: 'Hi', message: 'A message long enough' },
    });
    expect(posted.status()).toBe(201);
    const email = await newStaffMember(api, baseURL!, { tag: 'manage', roles: ['relations'] });
    await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
    const drawer = await openPanel(page, await contactCard(page, name));
    const thread = drawer.getByTestId('thread');

    await thread.getByRole('button', { name: t['admin.templates.manage'] }).click();
    const list = page.getByRole('dialog', { name: t['admin.templates.title.contact-messages'] });
    await opened(list);
    await list.getByRole('button', { name: t['admin.templates.new'] }).click();

    const form = page.getByRole('dialog', { name: t['admin.templates.createTitle'] });
    await expect(form.getByTestId('template-placeholders')).toContainText('{company}');
    await form.getByLabel(t['admin.templates.name'], { exact: true }).fill(templateName);
    const arabic = form.getByLabel(t['admin.templates.bodyAr']);
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await arabic.fill(TEXTS.ar);
    await form.getByLabel(t['admin.templates.bodyEn']).fill(TEXTS.en);
    const filled = {
      ar: `شكرًا يا ${name} على اهتمامك بـ${SITE.brandName.ar}، وسنرد عليك قريبًا.`,
      en: `Thank you, ${name}, for your interest in ${SITE.brandName.en}; we will answer soon.`,
    };
    // Each text as the item's person would read it.
    await expect(form.getByTestId('template-preview-ar')).toContainText(filled.ar);
    await expect(form.getByTestId('template-preview-en')).toContainText(filled.en);
    await form.getByRole('button', { name: t['admin.templates.create'] }).click();

    await expect(list.getByTestId('template-name').filter({ hasText: templateName })).toHaveCount(
      1,
    );
    // Nothing unsaved: Esc closes the dialog alone, the side panel stays.
    await popupsClosed(page);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(drawer).toBeVisible();

    await thread.getByTestId('reply-template').click();
    const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await opened(popup);
    await popup.getByText(templateName, { exact: true }).click();
    const box = thread.getByTestId('reply-input');
    await expect(box).toHaveValue(filled[theirs]);
    await expect(box).toHaveAttribute('dir', theirs === 'ar' ? 'rtl' : 'ltr');
  });
}
