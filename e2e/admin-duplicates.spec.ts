import { type APIRequestContext, expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { DATE_LOCALES } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import { adminApi, newStaffMember, opened, popupsClosed, signInAs, unique } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * The same person: an applicant who also wrote a message (another case, dots and a
 * +tag of the same Gmail address) is flagged on the application's card ("Applied before · 1") and
 * on the message's table row, and the application's side panel links to the message under "Same
 * person": the link switches to the messages tab with that item's panel open.
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
  test(`the same person flagged and linked, in ${language}/${theme}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const t = messages[language];
    /** A catalog message as the admin writes it (its numbers in the language's digits). */
    const format = (message: string, count: number) =>
      String(new IntlMessageFormat(message, DATE_LOCALES[language]).format({ count }));
    const name = unique(`Same${language}`);
    const local = name.toLowerCase();
    const applied = await api.post('/api/careers/apply', {
      data: {
        name,
        email: `${local}@gmail.com`,
        phone: '+966 55 123 4567',
        position: 'Data Analyst',
        resumeFilename: 'cv.pdf',
        resumeData: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      },
    });
    expect(applied.status()).toBe(201);
    const subject = `Question from ${name}`;
    const wrote = await api.post('/api/contact', {
      data: {
        name,
        email: `${local.slice(0, 3)}.${local.slice(3).toUpperCase()}+site@googlemail.com`,
        subject,
        message: 'A message long enough to be sent.',
      },
    });
    expect(wrote.status()).toBe(201);
    const messageId = ((await wrote.json()) as { id: number }).id;

    const email = await newStaffMember(api, baseURL!, {
      tag: 'dupes',
      roles: ['recruiter', 'relations'],
    });
    await signInAs(page, email, language, theme);
    await page.getByTestId('admin-tab-applications').click();
    const applications = page.getByTestId('submissions-applications');
    await applications.getByTestId('submissions-search').fill(name);
    const card = applications.getByTestId('submission-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    const flag = card.getByTestId('duplicate-flag');
    await expect(flag).toHaveText(format(t['admin.duplicates.appliedBefore'], 1));
    await expect(flag).toHaveAttribute('data-count', '1');

    // The panel's "Same person" links to the message.
    await card.getByTestId('open-panel').click();
    const drawer = page.getByTestId('submission-panel');
    await opened(drawer);
    const related = drawer.getByTestId('related-items');
    await expect(related).toContainText(t['admin.related.title']);
    const link = related.getByTestId('related-item');
    await expect(link).toHaveCount(1);
    await expect(link).toContainText(subject);
    await expect(link).toHaveAttribute('href', `/admin?tab=contact&item=${messageId}`);
    await page.screenshot({ path: testInfo.outputPath(`same-person-${language}-${theme}.png`) });

    // Following it shows the messages tab with the message's panel open.
    await link.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('contact');
    await expect.poll(() => new URL(page.url()).searchParams.get('item')).toBe(String(messageId));
    const messagePanel = page.getByTestId('submission-panel').filter({ hasText: subject });
    await expect(messagePanel).toBeVisible();
    await expect(messagePanel.getByTestId('submission-name')).toHaveText(name);
    await expect(
      messagePanel.getByTestId('related-item').filter({ hasText: 'Data Analyst' }),
    ).toHaveCount(1);

    // The message's table row carries the flag too ("Wrote before").
    await popupsClosed(page);
    await page.keyboard.press('Escape');
    await expect(messagePanel).toBeHidden();
    const messageList = page.getByTestId('submissions-contact-messages');
    await messageList.getByTestId('submissions-search').fill(name);
    await messageList.getByTestId('layout-toggle').getByText(t['admin.layout.table']).click();
    const row = messageList.getByTestId('submission-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('duplicate-flag')).toHaveText(
      format(t['admin.duplicates.wroteBefore'], 1),
    );
    await page.screenshot({ path: testInfo.outputPath(`table-${language}-${theme}.png`) });
  });
}
