import {
  type APIRequestContext,
  type Locator,
  type Page,
  expect,
  request,
  test,
} from '@playwright/test';
import sharp from 'sharp';
import { messages } from '@vb/shared/i18n';
import type { SiteContent } from '@vb/shared/schemas';
import { initials } from '@vb/shared/text';
import {
  STAFF_PASSWORD,
  adminApi,
  answerDialog,
  interactive,
  newStaffMember,
  opened,
  popupsClosed,
  signInAs,
  unique,
  withPreferences,
} from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

/**
 * Site content in the admin: an editor adds a team member with a photo (no alt text: it is
 * decorative beside the name), reorders the group by dragging and with the keyboard, edits a venture, adds a partner and
 * deletes one; the home page then shows the change, in the new order, with the photo. A recruiter
 * has no Site content tab and the API refuses them.
 */

const text = (en: string) => ({ ar: `${en} بالعربية`, en });

interface Created {
  id: string;
}

async function createItem(api: APIRequestContext, kind: string, data: object): Promise<string> {
  const res = await api.post(`/api/admin/content/${kind}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Created).id;
}

const member = (group: string, name: string) => ({
  group,
  name: { ar: `${name} ع`, en: name },
  role: text('Role'),
  bio: text('Bio'),
  photo: null,
  linkedin: null,
});

/** A portrait photo made here: taller than 4:5, so the server crops it. */
const photo = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#2f8f6f' } })
    .png()
    .toBuffer();

const rows = (list: Locator) => list.getByTestId('content-item');
const row = (list: Locator, name: string) => rows(list).filter({ hasText: name });

/** The names of a list's rows (in the interface's language), in order, among `names`. */
async function orderOf(list: Locator, names: string[]) {
  const shown = await rows(list).getByTestId('content-item-name').allTextContents();
  return shown.filter((name) => names.includes(name));
}

const orderSaved = (page: Page, kind: string) =>
  page.waitForResponse(
    (res) =>
      res.url().endsWith(`/api/admin/content/${kind}/order`) && res.request().method() === 'PUT',
  );

async function openContent(page: Page) {
  await page.getByTestId('admin-tab-content').click();
  const tab = page.getByTestId('content-tab');
  await expect(tab).toBeVisible();
  await expect(tab.locator('.ant-spin')).toHaveCount(0);
  return tab;
}

async function chooseGroup(page: Page, group: string) {
  await page
    .locator('.ant-segmented-item')
    .filter({ has: page.getByTestId(`content-group-${group}`) })
    .click();
}

/** Drags a row's handle onto another row with the mouse (in small steps, as a person does). */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** The tags of the items the tests made: removed after each test (the server is shared). */
const made: string[] = [];

test.afterEach(async ({ baseURL }) => {
  const tag = made.pop();
  if (!tag) return;
  const api = await adminApi(baseURL!);
  const content = (await (await api.get('/api/admin/content')).json()) as SiteContent;
  const mine = (items: { id: string; name: { en: string } }[]) =>
    items.filter((item) => item.name.en.includes(tag)).map((item) => item.id);
  const lists = {
    team: [...content.team.leadership, ...content.team.islamic, ...content.team.advisory],
    ventures: content.ventures,
    partners: content.partners,
  };
  for (const [kind, items] of Object.entries(lists))
    for (const id of mine(items))
      expect((await api.delete(`/api/admin/content/${kind}/${id}`)).status()).toBe(204);
  await api.dispose();
});

for (const { language, theme, group } of [
  { language: 'ar', theme: 'dark', group: 'islamic' },
  { language: 'en', theme: 'light', group: 'advisory' },
] as const) {
  test(`an editor manages the team, ventures and partners, and the site shows them (${language}, ${theme})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const api = await adminApi(baseURL!);
    const tag = unique('c');
    made.push(tag);
    const [first, second, added] = [`First ${tag}`, `Second ${tag}`, `Added ${tag}`];
    await createItem(api, 'team', member(group, first));
    await createItem(api, 'team', member(group, second));
    const venture = `Venture ${tag}`;
    await createItem(api, 'ventures', {
      name: text(venture),
      description: text('What it builds'),
      logo: null,
      url: 'https://venture.example.com',
    });
    const doomed = `Gone ${tag}`;
    await createItem(api, 'partners', {
      name: text(doomed),
      logo: null,
      logoDark: null,
      url: 'https://old-partner.example.com',
    });

    const editor = await newStaffMember(api, baseURL!, {
      tag: 'content-editor',
      roles: ['editor'],
    });
    await signInAs(page, editor, language, theme);
    const tab = await openContent(page);
    await chooseGroup(page, group);
    const list = tab.getByTestId('content-team-list');
    const nameIn = (en: string) => (language === 'ar' ? `${en} ع` : en);
    await expect(row(list, nameIn(second))).toBeVisible();
    // A member without a portrait shows their initials, as the site does.
    await expect(row(list, nameIn(second)).getByTestId('content-item-initials')).toHaveText(
      initials(nameIn(second), language),
    );

    // ── add a member with a photo ──
    await tab.getByTestId('content-team-add').click();
    const dialog = page.getByRole('dialog');
    await opened(dialog);
    await dialog.getByTestId('content-name-ar').fill(`${added} ع`);
    await dialog.getByTestId('content-name-en').fill(added);
    await dialog.getByTestId('content-role-ar').fill('مستشار');
    await dialog.getByTestId('content-role-en').fill('Adviser');
    await dialog.getByTestId('content-bio-ar').fill('نبذة قصيرة');
    await dialog.getByTestId('content-bio-en').fill('A short bio');
    await expect(dialog.getByTestId('content-name-ar')).toHaveAttribute('dir', 'rtl');
    await expect(dialog.getByTestId('content-name-en')).toHaveAttribute('dir', 'ltr');

    // A file that is not a picture is refused before anything is sent.
    const upload = dialog.getByTestId('content-photo').locator('input[type="file"]');
    await upload.setInputFiles({
      name: 'notes.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(dialog.getByTestId('content-photo-problem')).toBeVisible();

    const uploaded = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/content/images') && res.status() === 201,
    );
    await upload.setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    const stored = (await (await uploaded).json()) as { id: string; width: number; height: number };
    // Cropped by the server to 4:5, and previewed at that crop.
    expect(stored.width / stored.height).toBeCloseTo(4 / 5, 2);
    const preview = dialog.getByTestId('content-photo').locator('img');
    await expect(preview).toHaveAttribute('srcset', new RegExp(`/api/images/${stored.id}/`));
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // A portrait is decoration beside the name: the form asks no alt text for it.
    await expect(dialog.getByTestId('content-photo-alt-ar')).toHaveCount(0);
    await dialog.getByTestId('content-save').click();
    await expect(dialog).toBeHidden();
    const names = [first, second, added].map(nameIn);
    await expect.poll(() => orderOf(list, names)).toEqual(names);
    await expect(row(list, nameIn(added)).locator('img')).toHaveAttribute(
      'srcset',
      new RegExp(`/api/images/${stored.id}/`),
    );
    const addedId = await row(list, nameIn(added)).getAttribute('data-id');

    // ── reorder by dragging: the new member onto the first ──
    let saved = orderSaved(page, 'team');
    await dragOnto(
      page,
      row(list, nameIn(added)).getByTestId('content-drag'),
      row(list, nameIn(first)),
    );
    expect((await saved).status()).toBe(200);
    await expect.poll(() => orderOf(list, names)).toEqual([added, first, second].map(nameIn));

    // ── and with the keyboard: the second member up by one ──
    saved = orderSaved(page, 'team');
    // The group may hold others before ours: the row's place in the whole list.
    const at =
      (await rows(list).getByTestId('content-item-name').allTextContents()).indexOf(
        nameIn(second),
      ) + 1;
    const over = (position: number) =>
      language === 'ar'
        ? `نُقل ${nameIn(second)} إلى الموضع ${position}.`
        : `${second} moved to position ${position}.`;
    await row(list, nameIn(second)).getByTestId('content-drag').focus();
    // Each step is announced (in the interface's language) once dnd-kit has taken it: picked
    // up over its own place, then over the place above.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(announced).toHaveText(over(at));
    // dnd-kit listens for the arrow keys only from a task it queues when the drag starts
    // (setTimeout 0, after the announcement): Chromium runs input before timers, so an arrow sent
    // at once could arrive first and be lost. A task queued now runs after dnd-kit's.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText(over(at - 1));
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    const finalOrder = [added, second, first].map(nameIn);
    await expect.poll(() => orderOf(list, names)).toEqual(finalOrder);

    // The order is the server's: it is still there after reading the list again.
    await page.reload();
    const again = await openContent(page);
    await chooseGroup(page, group);
    await expect
      .poll(() => orderOf(again.getByTestId('content-team-list'), names))
      .toEqual(finalOrder);

    // ── edit a venture ──
    await again.getByTestId('content-part-ventures').click();
    const ventures = again.getByTestId('content-ventures-list');
    await row(ventures, language === 'ar' ? `${venture} بالعربية` : venture)
      .getByTestId('content-edit')
      .click();
    await opened(dialog);
    const renamed = `Renamed ${tag}`;
    await dialog.getByTestId('content-name-en').fill(renamed);
    await dialog.getByTestId('content-name-ar').fill(`${renamed} ع`);
    // Esc with changes asks first; "Keep editing" keeps them.
    const t = messages[language];
    const discard = page.getByRole('dialog').filter({ hasText: t['admin.discard.title'] });
    await page.keyboard.press('Escape');
    await expect(discard).toContainText(t['admin.content.discardText']);
    // A click during the question's opening animation can be lost (see `opened`).
    await opened(discard);
    await discard.getByRole('button', { name: t['admin.discard.keep'] }).click();
    await expect(discard).toHaveCount(0);
    await expect(dialog.getByTestId('content-name-en')).toHaveValue(renamed);
    // An http address is refused on its field.
    await dialog.getByTestId('content-url').fill('http://venture.example.com');
    await dialog.getByTestId('content-save').click();
    await expect(dialog.getByTestId('content-url')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByTestId('content-url').fill('https://renamed.example.com');
    await dialog.getByTestId('content-save').click();
    await expect(dialog).toBeHidden();
    await expect(row(ventures, nameIn(renamed))).toBeVisible();
    // Opened and closed unchanged: no question. Changed and discarded: nothing is saved.
    await row(ventures, nameIn(renamed)).getByTestId('content-edit').click();
    await opened(dialog);
    await dialog.getByTestId('content-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(discard).toHaveCount(0);
    await row(ventures, nameIn(renamed)).getByTestId('content-edit').click();
    await opened(dialog);
    await dialog.getByTestId('content-name-en').fill('Not kept');
    await dialog.getByTestId('content-name-ar').fill('Not kept ع');
    await dialog.getByTestId('content-cancel').click();
    await opened(discard);
    await discard.getByRole('button', { name: t['admin.discard.confirm'] }).click();
    // Both the question and the form close.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await (await openContent(page)).getByTestId('content-part-ventures').click();
    await expect(row(ventures, nameIn(renamed))).toBeVisible();
    await expect(row(ventures, 'Not kept')).toHaveCount(0);

    // ── add a partner, delete another ──
    await again.getByTestId('content-part-partners').click();
    const partners = again.getByTestId('content-partners-list');
    await again.getByTestId('content-partners-add').click();
    await opened(dialog);
    const partner = `Partner ${tag}`;
    await dialog.getByTestId('content-name-ar').fill(`${partner} ع`);
    await dialog.getByTestId('content-name-en').fill(partner);
    await dialog.getByTestId('content-url').fill('https://partner.example.com');
    await dialog.getByTestId('content-save').click();
    await expect(dialog).toBeHidden();
    await expect(row(partners, nameIn(partner))).toBeVisible();

    await popupsClosed(page);
    await row(partners, language === 'ar' ? `${doomed} بالعربية` : doomed)
      .getByTestId('content-delete')
      .click();
    await answerDialog(page, language === 'ar' ? 'حذف' : 'Delete');
    await expect(row(partners, language === 'ar' ? `${doomed} بالعربية` : doomed)).toHaveCount(0);

    // ── the home page shows it ──
    await withPreferences(page, language, theme);
    await page.goto(language === 'ar' ? '/' : '/en');
    await interactive(page);
    const team = page.locator('#team');
    await team.getByTestId(`team-dot-${group}`).click();
    const cards = team.getByTestId('team-card');
    await expect
      .poll(async () =>
        (await cards.allTextContents()).flatMap((card) => {
          const found = names.find((name) => card.includes(name));
          return found ? [found] : [];
        }),
      )
      .toEqual(finalOrder);
    const portrait = team.getByTestId(`team-member-${addedId}`).locator('img');
    await expect(portrait).toHaveAttribute('srcset', new RegExp(`/api/images/${stored.id}/`));
    // The name beside it names the card: the portrait itself is decorative.
    await expect(portrait).toHaveAttribute('alt', '');
    await expect(page.locator('#ventures')).toContainText(nameIn(renamed));
    await expect(
      page.locator('#partners').getByRole('link', { name: nameIn(partner) }),
    ).toBeVisible();
    await expect(page.locator('#partners')).not.toContainText(nameIn(doomed));
    await api.dispose();
  });
}

test('a recruiter has no Site content tab and the API refuses them', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const recruiter = await newStaffMember(api, baseURL!, {
    tag: 'content-recruiter',
    roles: ['recruiter'],
  });
  await api.dispose();
  await signInAs(page, recruiter, 'en', 'light');
  await expect(page.getByTestId('admin-tab-listings')).toBeVisible();
  await expect(page.getByTestId('admin-tab-content')).toHaveCount(0);

  const anon = await request.newContext({ baseURL: baseURL! });
  const signedIn = await anon.post('/api/auth/token', {
    data: { email: recruiter, password: STAFF_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  expect((await anon.get('/api/admin/content', { headers })).status()).toBe(403);
  expect(
    (await anon.put('/api/admin/content/ventures/order', { headers, data: { ids: [] } })).status(),
  ).toBe(403);
  await anon.dispose();
});
