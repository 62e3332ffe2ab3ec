import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages, type MessageKey } from '@vb/shared/i18n';
import { submissionStatusLabelKey } from '@vb/shared/submission-csv';
import {
  adminApi,
  newStaffMember,
  opened,
  popupsClosed,
  signInAs,
  toastItems,
  unique,
} from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * Bulk actions and keyboard triage of a submissions list, in English and Arabic: select
 * rows, change their status or delete them through the bar; move through the list with j/k, open
 * with Enter, change a status with s, search with /, list the shortcuts with ?, and turn the page
 * with the arrows (mirrored in Arabic). Each test signs in as a person of its own (the table view
 * is kept per person; the other specs' admin keeps seeing cards).
 */

type Lang = 'ar' | 'en';

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

/**
 * A catalog text with `count` filled in: the plural branch of that count (`one`, `two`, `other`:
 * enough for the counts used here), `#` and the other `{name}`s replaced.
 */
function plural(
  language: Lang,
  text: string,
  count: number,
  values: Record<string, string> = {},
): string {
  const branches = new Map<string, string>();
  const body = /^\{count, plural, (.*)\}$/s.exec(text)?.[1] ?? text;
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('{', at);
    if (open < 0) break;
    const name = body.slice(at, open).trim();
    let depth = 0;
    let end = open;
    for (; end < body.length; end++) {
      if (body[end] === '{') depth++;
      else if (body[end] === '}' && --depth === 0) break;
    }
    branches.set(name, body.slice(open + 1, end));
    at = end + 1;
  }
  const rule = new Intl.PluralRules(language).select(count);
  const chosen = branches.get(`=${count}`) ?? branches.get(rule) ?? branches.get('other') ?? text;
  return Object.entries(values).reduce(
    (done, [key, value]) => done.replaceAll(`{${key}}`, value),
    chosen.replaceAll(
      '#',
      new Intl.NumberFormat(language, {
        numberingSystem: language === 'ar' ? 'arab' : 'latn',
      }).format(count),
    ),
  );
}

/** Posts `count` contact messages named `${tag} nNN` (n00 first: the newest is the last). */
async function seed(tag: string, count: number): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${tag} n${String(i).padStart(2, '0')}`);
  for (const name of names) {
    const res = await api.post('/api/contact', {
      data: { name, email: 'triage@example.com', subject: `About ${name}`, message: 'Long enough' },
    });
    expect(res.status()).toBe(201);
  }
  return names;
}

/** Signs in, opens the contact messages in the table view, searched for `tag`. */
async function openTable(page: Page, baseURL: string, language: Lang, tag: string) {
  const email = await newStaffMember(api, baseURL, { tag: 'triage', roles: ['relations'] });
  await signInAs(page, email, language, language === 'ar' ? 'dark' : 'light');
  await page.getByTestId('admin-tab-contact').click();
  const list = page.getByTestId('submissions-contact-messages');
  await list.getByTestId('submissions-search').fill(tag);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(tag);
  await list
    .getByTestId('layout-toggle')
    .getByText(messages[language]['admin.layout.table'])
    .click();
  await expect(list.getByTestId('submissions-table')).toBeVisible();
  return list;
}

/** The contact tab's count, whatever digits it is written in. */
const tabCount = async (page: Page) => {
  const text = await page.getByTestId('admin-tab-contact').getByTestId('tab-count').innerText();
  return Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, ''));
};

for (const language of ['en', 'ar'] as const) {
  const t = messages[language];
  const label = (status: string) =>
    t[submissionStatusLabelKey('contact-messages', status) as MessageKey];

  test(`bulk actions in ${language}: status of two rows, then two deleted`, async ({
    page,
    baseURL,
  }) => {
    const tag = unique(`Blk${language}`);
    const names = await seed(tag, 4);
    const list = await openTable(page, baseURL!, language, tag);
    const rows = list.getByTestId('submission-row');
    await expect(rows).toHaveCount(4);
    const row = (name: string) => rows.filter({ hasText: name });

    // Two selected: the bar says so; their status changes together.
    await list
      .getByRole('checkbox', { name: t['admin.bulk.select'].replace('{name}', names[0]!) })
      .check();
    await list
      .getByRole('checkbox', { name: t['admin.bulk.select'].replace('{name}', names[1]!) })
      .check();
    const bar = list.getByTestId('bulk-bar');
    await expect(bar.getByTestId('bulk-count')).toHaveText(
      plural(language, t['admin.bulk.selected'], 2),
    );
    // Selecting does not open the row.
    await expect(page.getByTestId('submission-panel-item')).toHaveCount(0);
    await bar.getByTestId('bulk-status').click();
    const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await opened(popup);
    await popup.getByTestId('bulk-status-replied').click();
    const replied = label('replied');
    for (const name of names.slice(0, 2)) {
      await expect(row(name)).toHaveAttribute('data-status', 'replied');
      await expect(row(name).getByTestId('status-badge')).toHaveText(replied);
    }
    await expect(row(names[2]!)).toHaveAttribute('data-status', 'new');
    await expect(toastItems(page).last()).toContainText(
      plural(language, t['admin.bulk.statusChanged'], 2, { status: replied }),
    );
    // The action clears the selection.
    await expect(bar).toHaveCount(0);

    // The header checkbox selects the page; two are left selected, then deleted.
    await list.getByRole('checkbox', { name: t['admin.bulk.selectPage'] }).check();
    await expect(list.getByTestId('bulk-count')).toHaveText(
      plural(language, t['admin.bulk.selected'], 4),
    );
    await list
      .getByRole('checkbox', { name: t['admin.bulk.select'].replace('{name}', names[0]!) })
      .uncheck();
    await list
      .getByRole('checkbox', { name: t['admin.bulk.select'].replace('{name}', names[1]!) })
      .uncheck();
    await expect(list.getByTestId('bulk-count')).toHaveText(
      plural(language, t['admin.bulk.selected'], 2),
    );
    await expect.poll(() => tabCount(page)).toBeGreaterThan(0);
    await list.getByTestId('bulk-delete').click();
    const dialog = page.getByRole('dialog');
    await opened(dialog);
    await expect(dialog).toContainText(plural(language, t['admin.bulk.deleteTitle'], 2));
    await dialog.getByTestId('bulk-delete-confirm').click();
    await expect(rows).toHaveCount(2);
    await expect(row(names[2]!)).toHaveCount(0);
    await expect(row(names[3]!)).toHaveCount(0);
    await expect(toastItems(page).last()).toContainText(
      plural(language, t['admin.bulk.deleted'], 2),
    );
    // Gone on the server too, and the tab's count follows the server's total (the other specs
    // post messages meanwhile, so the total is read, not computed from the one before).
    await expect
      .poll(async () => {
        const res = await api.get(`/api/admin/contact-messages?q=${encodeURIComponent(tag)}`);
        const body = (await res.json()) as { messages: { name: string }[]; total: number };
        return { names: body.messages.map((m) => m.name).sort(), total: body.total };
      })
      .toEqual({ names: [names[0], names[1]], total: 2 });
    await expect
      .poll(async () => {
        const res = await api.get('/api/admin/summary');
        const summary = (await res.json()) as { 'contact-messages': { total: number } };
        return (await tabCount(page)) === summary['contact-messages'].total;
      })
      .toBe(true);
  });

  test(`keyboard triage in ${language}: j/k, Enter, s, /, ?, the page arrows`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = unique(`Key${language}`);
    // 21: two pages of 20. The newest (n20) is first.
    const names = await seed(tag, 21);
    const list = await openTable(page, baseURL!, language, tag);
    const rows = list.getByTestId('submission-row');
    await expect(rows).toHaveCount(20);
    await page.locator('body').click({ position: { x: 1, y: 1 } });

    // j twice: the second row is the active one; Enter opens it in the side panel.
    await page.keyboard.press('j');
    await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('j');
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(rows.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Enter');
    const item = page.getByTestId('submission-panel-item');
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await expect(item.getByTestId('submission-name')).toHaveText(names[19]!);
    await page.keyboard.press('Escape');
    await expect(item).toHaveCount(0);
    // The keys wait for the panel to have gone (they are the panel's while it is there).
    await expect(drawer).toBeHidden();

    // k goes back up; s opens the active item's status menu; a status chosen there sticks.
    await page.keyboard.press('k');
    await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('s');
    const popup = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await opened(popup);
    await expect(item.getByTestId('submission-name')).toHaveText(names[20]!);
    await popup.getByTestId('status-action-read').click();
    await expect(rows.nth(0)).toHaveAttribute('data-status', 'read');
    await expect(item.getByTestId('status-badge')).toHaveText(label('read'));
    await page.locator('.ant-drawer-close').click();
    await expect(item).toHaveCount(0);
    // The keys wait for the panel to have gone (they are the panel's while it is there).
    await expect(drawer).toBeHidden();

    // / puts the cursor in the search; typing there is text, not shortcuts.
    await page.keyboard.press('/');
    const search = list.getByTestId('submissions-search');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue(tag);
    await page.keyboard.press('j');
    await expect(search).toHaveValue(`${tag}j`);
    await page.keyboard.press('Backspace');
    await expect(search).toHaveValue(tag);
    await search.blur();

    // ? lists the shortcuts, the page arrows as they work in this direction.
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog');
    await opened(dialog);
    await expect(dialog).toContainText(t['admin.shortcuts.title']);
    const forward = language === 'ar' ? '←' : '→';
    await expect(dialog.getByTestId('shortcut-nextPage')).toContainText(forward);
    await popupsClosed(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The arrow towards the reading's end is the next page (← in Arabic); the other goes back.
    const next = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const back = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    // The keys are the dialog's until its closing animation ends (the list ignores them while an
    // overlay is shown), so a key pressed in that moment is pressed again; on the last or first
    // page the arrow does nothing, so a second press cannot overshoot.
    await expect(async () => {
      await page.keyboard.press(next);
      await expect(rows).toHaveCount(1, { timeout: 2_000 });
    }).toPass();
    await expect(rows.first().getByTestId('row-name')).toHaveText(names[0]!);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect(async () => {
      await page.keyboard.press(back);
      await expect(rows).toHaveCount(20, { timeout: 2_000 });
    }).toPass();
    await expect(rows.first().getByTestId('row-name')).toHaveText(names[20]!);

    // g, then a tab's place in the bar: that tab (this person's bar: the overview, contact
    // messages, investment requests).
    const selected = page.getByRole('tab', { selected: true });
    await page.keyboard.press('g');
    await page.keyboard.press('1');
    await expect(selected.getByTestId('admin-tab-overview')).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('3');
    await expect(selected.getByTestId('admin-tab-investors')).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('2');
    await expect(selected.getByTestId('admin-tab-contact')).toBeVisible();
    await expect(rows.first().getByTestId('row-name')).toHaveText(names[20]!);
  });
}
