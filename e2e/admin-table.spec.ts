import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { localDigits } from '@vb/shared/dates';
import { messages } from '@vb/shared/i18n';
import { submissionStatusLabelKey } from '@vb/shared/submission-csv';
import { adminApi, newStaffMember, opened, popupsClosed, signInAs, unique } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * The submissions table: cards or table kept per person on the server, sorting by the
 * server, page sizes, a row opened in the side panel, the view in the address (a reload shows the
 * same), saved views. Each test signs in as a person of its own: preferences are per person, and
 * the other specs' admin keeps seeing cards.
 */

const COUNT = 22;

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

for (const language of ['en', 'ar'] as const) {
  test(`table view in ${language}: server order, page size, side panel, the address, saved views`, async ({
    page,
    baseURL,
  }) => {
    // One long story (22 items, a reload) on a machine the other specs share.
    test.setTimeout(150_000);
    const t = messages[language];
    const tag = unique(`Tbl${language}`);
    const names = Array.from({ length: COUNT }, (_, i) => `${tag} n${String(i).padStart(2, '0')}`);
    // Posted in name order: the newest first (the default) puts n00 and n01 on page 2.
    const ids: number[] = [];
    for (const name of names) {
      const res = await api.post('/api/contact', {
        data: {
          name,
          email: 'table@example.com',
          subject: `Subject ${name}`,
          message: 'A message long enough',
        },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const email = await newStaffMember(api, baseURL!, { tag: 'table', roles: ['relations'] });
    await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
    await expect(page.getByTestId('admin-tab-contact')).toBeVisible();
    await page.getByTestId('admin-tab-contact').click();
    const panel = page.getByTestId('submissions-contact-messages');
    await panel.getByTestId('submissions-search').fill(tag);
    await expect.poll(() => param(page, 'q')).toBe(tag);
    expect(param(page, 'tab')).toBe('contact');
    await expect(panel.getByTestId('submission-card')).toHaveCount(20);

    // Cards → table.
    await panel.getByTestId('layout-toggle').getByText(t['admin.layout.table']).click();
    const table = panel.getByTestId('submissions-table');
    const rows = table.getByTestId('submission-row');
    await expect(rows).toHaveCount(20);
    await expect(panel.getByTestId('submission-card')).toHaveCount(0);
    await expect(rows.first().getByTestId('row-name')).toHaveText(names[COUNT - 1]!);

    // Sorting by name is the server's: n00 was not on the first page before.
    await table.getByRole('columnheader', { name: t['admin.field.name'] }).click();
    await expect(rows.first().getByTestId('row-name')).toHaveText(names[0]!);
    await expect(rows.nth(19).getByTestId('row-name')).toHaveText(names[19]!);
    await expect.poll(() => param(page, 'sort')).toBe('name');

    // 50 a page: every item on one page.
    await panel.getByTestId('pager-top').locator('.ant-select').click();
    const sizes = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await opened(sizes);
    const fifty = t['admin.pager.pageSize'].replace('{size}', localDigits(50, language));
    await sizes.locator('.ant-select-item-option').filter({ hasText: fifty }).click();
    await expect(rows).toHaveCount(COUNT);
    await expect.poll(() => param(page, 'size')).toBe('50');
    await expect(panel.getByTestId('pager-bottom')).toBeVisible();

    // Enter on a focused row opens it in the side panel, at the end side of the page.
    const row = rows.filter({ hasText: names[5]! });
    await row.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await opened(drawer);
    const item = page.getByTestId('submission-panel-item');
    await expect(item.getByTestId('submission-name')).toHaveText(names[5]!);
    const box = (await drawer.boundingBox())!;
    const width = page.viewportSize()!.width;
    if (language === 'ar') expect(box.x).toBeLessThan(1);
    else expect(box.x + box.width).toBeGreaterThan(width - 1);

    // Its status menu works as on a card; the row follows.
    await item.getByTestId('status-menu').click();
    const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    const menu = popup.getByRole('menu');
    await expect(menu).toBeInViewport();
    await opened(popup);
    await menu.getByTestId('status-action-read').click();
    const read = t[submissionStatusLabelKey('contact-messages', 'read')!];
    await expect(item.getByTestId('status-badge')).toHaveText(read);
    await expect(row).toHaveAttribute('data-status', 'read');
    await expect(row.getByTestId('status-badge')).toHaveText(read);
    await expect
      .poll(async () => {
        const res = await api.get(`/api/admin/contact-messages?q=${encodeURIComponent(names[5]!)}`);
        const body = (await res.json()) as { messages: { id: number; status: string }[] };
        return body.messages.find((m) => m.id === ids[5])?.status;
      })
      .toBe('read');
    await popupsClosed(page);
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    // A reload shows the same view: the table (the person's preference), the address's filters.
    const address = page.url();
    await page.reload();
    await expect(rows).toHaveCount(COUNT);
    await expect(panel.getByTestId('submissions-search')).toHaveValue(tag);
    await expect(rows.first().getByTestId('row-name')).toHaveText(names[0]!);
    expect(page.url()).toBe(address);
    // Save the view, clear the filters, apply the view again.
    const viewName = language === 'ar' ? 'الرسائل حسب الاسم' : 'Messages by name';
    await panel.getByTestId('saved-views-button').click();
    const views = page.getByTestId('saved-views');
    await expect(views).toBeVisible();
    await views.getByTestId('saved-view-name').fill(viewName);
    await views.getByTestId('saved-view-save').click();
    await expect(views.getByTestId('saved-view')).toHaveText([viewName]);
    await page.keyboard.press('Escape');
    await expect(views).toBeHidden();

    await panel.getByTestId('submissions-clear').click();
    await expect.poll(() => param(page, 'q')).toBe(null);
    await table.getByRole('columnheader', { name: t['admin.columns.date'] }).click();
    await expect.poll(() => param(page, 'sort')).toBe(null);

    await panel.getByTestId('saved-views-button').click();
    await expect(views).toBeVisible();
    await views
      .getByRole('button', { name: t['admin.views.apply'].replace('{name}', viewName) })
      .click();
    await expect(panel.getByTestId('submissions-search')).toHaveValue(tag);
    await expect.poll(() => param(page, 'q')).toBe(tag);
    await expect.poll(() => param(page, 'sort')).toBe('name');
    await expect(rows.first().getByTestId('row-name')).toHaveText(names[0]!);
    // The saved view is the person's, on the server; it can be deleted.
    await panel.getByTestId('saved-views-button').click();
    await expect(views).toBeVisible();
    await views.getByTestId('saved-view-delete').click();
    await expect(views.getByTestId('saved-view')).toHaveCount(0);
  });
}
