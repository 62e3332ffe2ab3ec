import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminApi, newStaffMember, opened, signInAs, toastItems, unique } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * Working an item, in English and Arabic: a member of staff gives a contact message
 * (found by its unique name) to a second one, who finds it under "Assigned to me", archives it,
 * finds it again under "Show archived" and restores it.
 */

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

/** The contact messages tab, searched for `name`. */
async function contactList(page: Page, name: string) {
  await page.getByTestId('admin-tab-contact').click();
  const list = page.getByTestId('submissions-contact-messages');
  await list.getByTestId('submissions-search').fill(name);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
  return list;
}

/** Picks `label` in an antd Select (opened by clicking `select`). */
async function choose(page: Page, select: ReturnType<Page['getByTestId']>, label: string) {
  await select.click();
  const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await opened(popup);
  await popup.locator('.ant-select-item-option').filter({ hasText: label }).first().click();
}

for (const language of ['en', 'ar'] as const) {
  const t = messages[language];

  test(`assign, mine, archive and restore in ${language}`, async ({ page, browser, baseURL }) => {
    const name = unique(`Assign ${language}`);
    const sent = await api.post('/api/contact', {
      data: { name, email: 'assign@example.com', subject: 'Work', message: 'Long enough to send' },
    });
    expect(sent.status()).toBe(201);
    const assigner = await newStaffMember(api, baseURL!, { tag: 'assigner', roles: ['relations'] });
    const helperTag = unique('Helper');
    const helper = await newStaffMember(api, baseURL!, { tag: helperTag, roles: ['relations'] });
    const helperName = `${helperTag} tester`;

    // The first person gives the item to the second.
    await signInAs(page, assigner, language, language === 'ar' ? 'dark' : 'light');
    let list = await contactList(page, name);
    let card = list.getByTestId('submission-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('assignee-select')).toContainText(t['admin.work.unassigned']);
    await choose(page, card.getByTestId('assignee-select'), helperName);
    await expect(toastItems(page).filter({ hasText: t['admin.work.assigned'] })).toBeVisible();
    await expect(card.getByTestId('assignee-select')).toContainText(helperName);

    // The second finds it under "Assigned to me".
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const other = await context.newPage();
    try {
      await signInAs(other, helper, language, language === 'ar' ? 'light' : 'dark');
      list = await contactList(other, name);
      await choose(other, list.getByTestId('submissions-owner-filter'), t['admin.work.ownerMe']);
      await expect.poll(() => new URL(other.url()).searchParams.get('assignee')).toBe('me');
      card = list.getByTestId('submission-card').filter({ hasText: name });
      await expect(card).toHaveCount(1);

      // Archived: gone from the list, found under "Show archived", restored.
      await card.getByTestId('archive-button').click();
      await expect(
        toastItems(other).filter({ hasText: t['admin.work.archivedTitle'] }),
      ).toBeVisible();
      await expect(card).toHaveCount(0);
      await list.getByTestId('submissions-show-archived').click();
      await expect.poll(() => new URL(other.url()).searchParams.get('archived')).toBe('1');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('archived-tag')).toHaveText(t['admin.work.archivedBadge']);
      await card.getByTestId('restore-button').click();
      await expect(
        toastItems(other).filter({ hasText: t['admin.work.restoredTitle'] }),
      ).toBeVisible();
      await expect(card).toHaveCount(0);
      await list.getByTestId('submissions-show-archived').click();
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('archive-button')).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
