import { type APIRequestContext, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import {
  adminApi,
  contactCard,
  newStaffMember,
  openPanel,
  opened,
  signInAs,
  unique,
} from './fixtures';

/**
 * Answering an item from its side panel: `r` puts the cursor in the reply box, the reply goes out
 * in the language chosen and joins the thread in its text's direction, with where its e-mail
 * stands (queued: the test server sends no mail). A template fills the box in the language the
 * person wrote in, their name filled in, for staff to send as it is or edited.
 */

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

const REPLIES = {
  ar: { text: 'شكرًا لرسالتك، سنتواصل معك قريبًا.', option: 'language.arabic', dir: 'rtl' },
  en: {
    text: 'Thank you for writing, we will call you soon.',
    option: 'language.english',
    dir: 'ltr',
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  test(`a reply to a contact message in ${language}`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = messages[language];
    // Written in the other language than the interface's: its direction is the text's own.
    const reply = REPLIES[language === 'ar' ? 'en' : 'ar'];
    const name = unique(`Reply${language}`);
    const posted = await api.post('/api/contact', {
      data: {
        name,
        email: 'replies@example.com',
        subject: `About ${name}`,
        message: 'A message long enough',
      },
    });
    expect(posted.status()).toBe(201);
    const email = await newStaffMember(api, baseURL!, { tag: 'replies', roles: ['relations'] });
    await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
    const drawer = await openPanel(page, await contactCard(page, name));
    const thread = drawer.getByTestId('thread');
    await expect(thread).toContainText(t['admin.thread.empty']);

    // `r` (the same key on an Arabic layout) puts the cursor in the box.
    const box = thread.getByTestId('reply-input');
    await drawer.getByTestId('submission-name').click();
    await page.keyboard.press('r');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await expect(thread.getByLabel(t['admin.thread.replyLabel'])).toBeVisible();

    await thread.getByTestId('reply-language').click();
    const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await opened(popup);
    await popup.getByText(t[reply.option], { exact: true }).click();
    await expect(box).toHaveAttribute('dir', reply.dir);
    await box.fill(reply.text);
    await thread.getByTestId('reply-send').click();

    const sent = thread.getByTestId('thread-message');
    await expect(sent).toHaveCount(1);
    await expect(sent.getByTestId('thread-body')).toHaveText(reply.text);
    const direction = (el: HTMLElement | SVGElement) => getComputedStyle(el).direction;
    expect(await sent.getByTestId('thread-body').evaluate(direction)).toBe(reply.dir);
    await expect(sent.getByTestId('thread-author')).toHaveText('replies tester');
    await expect(sent).toHaveAttribute('data-status', 'queued');
    await expect(sent.getByTestId('thread-status')).toHaveText(t['admin.thread.queued']);
    await expect(box).toHaveValue('');
  });
}

for (const language of ['ar', 'en'] as const) {
  test(`a reply from a template, in the language the person wrote in (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = messages[language];
    const name = unique(`Template${language}`);
    const templateName = unique('Thanks');
    const made = await api.post('/api/admin/reply-templates', {
      data: {
        kind: 'contact-messages',
        name: templateName,
        bodyAr: 'شكرًا يا {name} على رسالتك إلى {company}.',
        bodyEn: 'Thank you, {name}, for writing to {company}.',
      },
    });
    expect(made.status()).toBe(201);
    // The person wrote in the other language than the interface's.
    const theirs = language === 'ar' ? 'en' : 'ar';
    const posted = await api.post('/api/contact', {
      headers: { 'content-language': theirs },
      data: {
        name,
        email: 'template@example.com',
        subject: 'Hi',
        message: 'A message long enough',
      },
    });
    expect(posted.status()).toBe(201);
    const email = await newStaffMember(api, baseURL!, { tag: 'templates', roles: ['relations'] });
    await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
    const drawer = await openPanel(page, await contactCard(page, name));
    const thread = drawer.getByTestId('thread');

    await thread.getByTestId('reply-template').click();
    const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await opened(popup);
    await popup.getByText(templateName, { exact: true }).click();
    const brand = SITE.brandName[theirs];
    const filled =
      theirs === 'ar'
        ? `شكرًا يا ${name} على رسالتك إلى ${brand}.`
        : `Thank you, ${name}, for writing to ${brand}.`;
    const box = thread.getByTestId('reply-input');
    await expect(box).toHaveValue(filled);
    await expect(box).toHaveAttribute('dir', theirs === 'ar' ? 'rtl' : 'ltr');
    await expect(thread.getByTestId('reply-language')).toContainText(
      t[theirs === 'ar' ? 'language.arabic' : 'language.english'],
    );
    await thread.getByTestId('reply-send').click();
    const sent = thread.getByTestId('thread-message');
    await expect(sent).toHaveCount(1);
    await expect(sent.getByTestId('thread-body')).toHaveText(filled);
    await expect(box).toHaveValue('');
  });
}
