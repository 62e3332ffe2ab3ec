import { type APIRequestContext, type Page, expect, test as base } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminApi, signInAs, unique } from './fixtures';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';

/**
 * The admin kept live: what arrives while a person looks at a list is counted in an
 * "N new" marker (the list itself does not move), the tab's badge counts it at once, pressing the
 * marker shows it; a colleague's status change shows in place. In both languages.
 */

/**
 * On a server of its own: the marker counts every message that arrives, and the other files'
 * forms must not bring one in between pressing the marker and seeing it gone.
 */
const test = base.extend<{ api: APIRequestContext }, { server: E2EServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures take their dependencies as a pattern
    async ({}, use) => {
      const server = await startE2EServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  api: async ({ server }, use) => {
    const api = await adminApi(server.url);
    await use(api);
    await api.dispose();
  },
});

async function signIn(page: Page, language: 'ar' | 'en') {
  await signInAs(page, E2E_ADMIN.email, language, 'dark', E2E_ADMIN.password);
  await expect(page.getByTestId('admin-tab-contact')).toBeVisible();
}

async function postContact(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.post('/api/contact', {
    data: {
      name,
      email: 'live@example.test',
      subject: 'Live arrival',
      message: 'A message that arrives while the list is open.',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A badge's number, whatever digits it is written in. */
const badgeNumber = async (page: Page) => {
  const text = await page.getByTestId('admin-tab-contact').getByTestId('tab-count').innerText();
  return Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, ''));
};

for (const language of ['ar', 'en'] as const) {
  test(`a message that arrives is counted, then shown when asked (${language})`, async ({
    page,
    api,
  }) => {
    const t = messages[language];
    // A list with something in it already: what arrives must not push it down.
    const earlier = await postContact(api, unique(`Earlier ${language}`));
    await signIn(page, language);
    await page.getByTestId('admin-tab-contact').click();
    const panel = page.getByTestId('submissions-contact-messages');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('admin-tab-contact').getByTestId('tab-count')).toBeVisible();
    const before = await badgeNumber(page);
    const firstCard = panel.getByTestId('submission-card').first();
    await expect(
      panel.locator(`[data-testid="submission-card"][data-id="${earlier}"]`),
    ).toBeVisible();
    // Other tests may send messages meanwhile: what counts is that the list stays as it is now.
    const top = await firstCard.getAttribute('data-id');

    const name = unique(`Live ${language}`);
    const id = await postContact(api, name);

    const marker = panel.getByTestId('submissions-new-arrivals');
    await expect(marker).toBeVisible({ timeout: 15_000 });
    await expect(marker).toContainText(t['admin.live.show']);
    await expect
      .poll(() => badgeNumber(page), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(before + 1);
    // Nothing slipped in under the pointer: the list is as it was until asked.
    await expect(panel.getByTestId('submission-card').filter({ hasText: name })).toHaveCount(0);
    await expect(firstCard).toHaveAttribute('data-id', top ?? '');

    await marker.click();
    const card = panel.getByTestId('submission-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(marker).toBeHidden();

    // Another message arrives, then a colleague marks the shown one read (through the API): the
    // card follows without a refresh, and what arrived still waits behind the marker (the list is
    // not read again, which would slip it in at the top).
    const shownTop = await firstCard.getAttribute('data-id');
    const later = unique(`Later ${language}`);
    await postContact(api, later);
    await expect(marker).toBeVisible({ timeout: 15_000 });
    const put = await api.put(`/api/admin/contact-messages/${id}/status`, {
      data: { status: 'read' },
    });
    expect(put.status()).toBe(200);
    const badge = card.getByTestId('status-badge');
    await expect(badge).toHaveAttribute('data-status', 'read', { timeout: 15_000 });
    await expect(badge).toHaveText(t['status.contact.read']);
    await expect(panel.getByTestId('submission-card').filter({ hasText: later })).toHaveCount(0);
    await expect(firstCard).toHaveAttribute('data-id', shownTop ?? '');
  });
}

/** Whether two boxes share any point. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

for (const [language, width, height] of [
  ['ar', 1440, 900],
  ['en', 390, 844],
] as const) {
  test(`the marker takes its own place beside the pager (${language}, ${width} px)`, async ({
    page,
    api,
  }) => {
    // Pages enough for the pager to show above the list.
    for (let i = 0; i < 25; i++) await postContact(api, unique(`Filler ${language}${width}`));
    await signIn(page, language);
    // Narrow, the tabs are a menu: the list is opened by its address.
    await page.setViewportSize({ width, height });
    await page.goto('/admin?tab=contact');
    const panel = page.getByTestId('submissions-contact-messages');
    const pager = panel.getByTestId('pager-top');
    const firstCard = panel.getByTestId('submission-card').first();
    await expect(pager).toBeVisible();
    await expect(firstCard).toBeVisible();
    const cardTop = (await firstCard.boundingBox())!.y;
    // On a phone the header and filters leave the first item in the screen's upper half.
    if (width < 768) expect(cardTop).toBeLessThan(height * 0.55);

    await postContact(api, unique(`Beside ${language}${width}`));
    const marker = panel.getByTestId('submissions-new-arrivals');
    await expect(marker).toBeVisible({ timeout: 15_000 });
    const markerBox = (await marker.boundingBox())!;
    // Nothing of the pager (its page numbers, steps and size) lies under the marker.
    const controls = pager.locator('a, button, input, .ant-select, [aria-current]');
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box) expect(overlap(markerBox, box), await control.innerText()).toBe(false);
    }
    // Its coming moved nothing: the list starts where it did.
    expect((await firstCard.boundingBox())!.y).toBe(cardTop);
    // And it is whole on the screen.
    expect(markerBox.x).toBeGreaterThanOrEqual(0);
    expect(markerBox.x + markerBox.width).toBeLessThanOrEqual(width);
  });
}
