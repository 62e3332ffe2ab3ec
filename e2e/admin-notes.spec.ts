import { type APIRequestContext, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminItemPath } from '@vb/shared/paths';
import { submissionStatusLabelKey } from '@vb/shared/submission-csv';
import { adminApi, newStaffMember, opened, signInAs, unique } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * Working an item: a card's Details opens the side panel, where a note is added (shown
 * with its author), edited inline, and the history shows the item's arrival, the note and a
 * status change made in the panel, with who; `/admin?tab=…&item=<id>` opens that panel on load.
 */

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

for (const language of ['en', 'ar'] as const) {
  test(`notes and history of an item in ${language}`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = messages[language];
    const name = unique(`Notes${language}`);
    const posted = await api.post('/api/contact', {
      data: {
        name,
        email: 'notes@example.com',
        subject: `About ${name}`,
        message: 'A message long enough',
      },
    });
    expect(posted.status()).toBe(201);
    const id = ((await posted.json()) as { id: number }).id;
    const email = await newStaffMember(api, baseURL!, { tag: 'notes', roles: ['relations'] });
    await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
    await page.getByTestId('admin-tab-contact').click();
    const list = page.getByTestId('submissions-contact-messages');
    await list.getByTestId('submissions-search').fill(name);
    const card = list.getByTestId('submission-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);

    // Details opens the side panel, with the item's history: received.
    await card.getByTestId('open-panel').click();
    const drawer = page.getByTestId('submission-panel');
    await opened(drawer);
    await expect(drawer.getByTestId('submission-name')).toHaveText(name);
    await expect.poll(() => new URL(page.url()).searchParams.get('item')).toBe(String(id));
    const activity = drawer.getByTestId('item-activity');
    const entries = activity.getByTestId('history-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAttribute('data-type', 'received');
    await expect(entries.first()).toContainText(t['admin.activity.received']);

    // A note, with its author; line breaks kept.
    await activity.getByTestId('note-input').fill('First line\nsecond line');
    await activity.getByTestId('note-add').click();
    const note = activity.getByTestId('note');
    await expect(note).toHaveCount(1);
    await expect(note.getByTestId('note-author')).toHaveText('notes tester');
    await expect(note.getByTestId('note-body')).toHaveText('First line\nsecond line');
    await expect(activity.getByTestId('note-input')).toHaveValue('');

    // Edited inline by its author.
    await note.getByTestId('note-edit').click();
    await note.getByTestId('note-edit-input').fill('Called back, all good');
    await note.getByTestId('note-save').click();
    await expect(note.getByTestId('note-body')).toHaveText('Called back, all good');
    await expect(note).toContainText(t['admin.activity.edited']);

    // A status change made in the panel joins the history.
    const item = drawer.getByTestId('submission-panel-item');
    await item.getByTestId('status-menu').click();
    const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await opened(popup);
    await popup.getByRole('menu').getByTestId('status-action-replied').click();
    const replied = t[submissionStatusLabelKey('contact-messages', 'replied')!];
    await expect(item.getByTestId('status-badge')).toHaveText(replied);
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(1)).toHaveAttribute('data-type', 'note_added');
    await expect(entries.nth(1)).toContainText(t['admin.activity.noteAdded']);
    await expect(entries.nth(2)).toHaveAttribute('data-type', 'note_edited');
    await expect(entries.nth(3)).toHaveAttribute('data-type', 'status_changed');
    await expect(entries.nth(3)).toContainText(
      t['admin.activity.statusChanged'].replace('{status}', replied),
    );
    for (const i of [1, 2, 3])
      await expect(entries.nth(i).getByTestId('history-actor')).toContainText('notes tester');

    // Closed: the address forgets the item.
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.get('item')).toBeNull();

    // The item's link opens its panel on load, with the note.
    await page.goto(adminItemPath('contact-messages', id));
    await expect(drawer.getByTestId('submission-name')).toHaveText(name);
    await expect(drawer.getByTestId('note-body')).toHaveText('Called back, all good');
  });
}
