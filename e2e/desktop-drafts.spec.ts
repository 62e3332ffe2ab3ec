import { type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { installFakeBridge, signInToConsole, useConsole } from './desktop-host';
import {
  STAFF_PASSWORD,
  adminApi,
  adminItem,
  answerQuestion,
  createListing,
  newStaffMember,
  unique,
  withPreferences,
} from './fixtures';

/**
 * Offline drafts in the desktop console's renderer (Chromium, the preload bridge's
 * test implementation keeping the drafts): a listing edit made while the server cannot be reached
 * is kept and shown as pending; someone else's change meanwhile is shown as a conflict with both
 * versions, and overwriting sends mine. "Unreachable" is the page's requests to /api/ failing.
 */

const en = messages.en;
const ar = messages.ar;

const under = useConsole({ ownerApi: true });

/** The console in `language`/`theme`, on the test server, signed in as the e2e admin. */
async function openConsole(page: Page, language: 'en' | 'ar', theme: 'light' | 'dark') {
  await withPreferences(page, language, theme, { cookies: false });
  await installFakeBridge(page, { server: under.apiUrl, answering: [under.apiUrl] });
  await page.goto(under.renderer.url);
  await signInToConsole(page, 'listings');
}

const SHOTS = process.env.DRAFTS_SHOTS;

for (const [language, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`a listing edited offline is kept, then its conflict resolved (${language}, ${theme})`, async ({
    page,
  }) => {
    const t = language === 'en' ? en : ar;
    const title = unique('Offline role');
    const listingId = await createListing(under.api, { title });

    await openConsole(page, language, theme);
    await page.getByTestId('admin-tab-listings').click();
    const card = page.getByTestId('listing-card').filter({ hasText: title });
    await card.getByTestId('listing-edit').click();
    await page.getByTestId('listing-description').fill('My description, written offline.');

    // The server goes away: the save is kept on this computer.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByTestId('listing-save').click();
    await expect(page.getByText(t['drafts.keptTitle']).first()).toBeVisible();
    await expect(page.getByTestId('listing-form')).toBeHidden();
    await expect(card.getByTestId('draft-pending-tag')).toHaveText(t['drafts.pendingTag']);
    // The count in the interface's digits (Arabic-Indic in Arabic).
    await expect(page.getByTestId('drafts-pending')).toContainText(
      t['drafts.pendingButton'].replace('{count, number}', language === 'ar' ? '١' : '1'),
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pending-${language}-${theme}.png` });

    // Meanwhile a colleague changes the listing.
    const colleague = await adminApi(under.apiUrl, {
      email: await newStaffMember(under.api, under.apiUrl, { tag: 'drafts', roles: ['recruiter'] }),
      password: STAFF_PASSWORD,
    });
    const theirs = await colleague.put(`/api/admin/job-listings/${listingId}`, {
      data: {
        title: `${title} (theirs)`,
        department: 'technology',
        location: 'Riyadh, Saudi Arabia',
        description: 'Their description.',
        requirements: 'Curiosity.',
        employmentType: 'full-time',
        isActive: true,
      },
    });
    expect(theirs.status()).toBe(200);
    await colleague.dispose();

    // The server is back: the draft is not sent over their change; both versions are shown.
    await page.unroute('**/api/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('drafts-pending').click();
    const draft = page.getByTestId('draft-card');
    await expect(draft).toHaveAttribute('data-state', 'conflict');
    await expect(draft.getByTestId('draft-mine')).toHaveValue(/My description, written offline/);
    await expect(draft.getByTestId('draft-theirs')).toHaveValue(/Their description/);
    // Who changed it, as the server's refusal named them.
    await expect(draft.getByRole('alert')).toContainText('drafts tester');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/conflict-${language}-${theme}.png` });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SHOTS}/conflict-${language}-${theme}-375.png` });
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    const stillTheirs = await adminItem<{ description: string }>(
      under.api,
      'job-listings',
      listingId,
    );
    expect(stillTheirs.description).toBe('Their description.');

    // Overwrite, deliberately: mine reaches the server and the draft is gone.
    await draft.getByTestId('draft-overwrite').click();
    await answerQuestion(
      page.locator('.ant-modal-confirm'),
      page.getByTestId('draft-overwrite-confirm'),
    );
    await expect(page.getByTestId('draft-card')).toHaveCount(0);
    const after = await adminItem<{ description: string }>(under.api, 'job-listings', listingId);
    expect(after.description).toBe('My description, written offline.');
    await page.keyboard.press('Escape');
    await expect(card.getByTestId('draft-pending-tag')).toHaveCount(0);
  });
}

test('an article saved offline is kept, then sent when the server is back', async ({ page }) => {
  const title = unique('Offline article');
  const created = await under.api.post('/api/admin/news', {
    data: { title, content: 'Their first text.', isPublished: false },
  });
  expect(created.status()).toBe(201);
  const { article } = (await created.json()) as { article: { id: number } };

  await openConsole(page, 'en', 'light');
  await page.getByTestId('admin-tab-news').click();
  const item = page.getByTestId('news-item').filter({ hasText: title });
  await item.getByTestId('news-edit').click();

  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.locator('#editor-content-en').fill('My text, written offline.');
  await page.getByTestId('editor-save').click();
  await expect(page.getByText(en['drafts.keptTitle']).first()).toBeVisible();
  await expect(page.getByTestId('article-editor')).toBeHidden();
  await expect(item.getByTestId('draft-pending-tag')).toHaveText(en['drafts.pendingTag']);

  // Back: sent on its own, the tag goes, the server has my text.
  await page.unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(en['drafts.sentTitle']).first()).toBeVisible();
  await expect(item.getByTestId('draft-pending-tag')).toHaveCount(0);
  await expect(page.getByTestId('drafts-pending')).toHaveCount(0);
  const stored = await adminItem<{ content: string }>(under.api, 'news', article.id);
  expect(stored.content).toBe('My text, written offline.');
});

test('an article changed meanwhile opens to merge: theirs loadable, mine kept', async ({
  page,
}) => {
  const title = unique('Merged article');
  const created = await under.api.post('/api/admin/news', {
    data: { title, content: 'Their first text.', isPublished: false },
  });
  expect(created.status()).toBe(201);
  const { article } = (await created.json()) as { article: { id: number; version: number } };

  await openConsole(page, 'ar', 'light');
  await page.getByTestId('admin-tab-news').click();
  const item = page.getByTestId('news-item').filter({ hasText: title });
  await item.getByTestId('news-edit').click();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.locator('#editor-content-en').fill('My offline text.');
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('article-editor')).toBeHidden();

  const theirs = await under.api.put(`/api/admin/news/${article.id}`, {
    data: {
      title,
      content: 'Their second text.',
      isPublished: false,
      baseVersion: article.version,
    },
  });
  expect(theirs.status()).toBe(200);
  await page.unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(item.getByTestId('draft-pending-tag')).toHaveAttribute('data-state', 'conflict');

  await page.getByTestId('drafts-pending').click();
  await page.getByTestId('draft-card').getByTestId('draft-open').click();
  // The editor holds mine, with the conflict notice: their version to load, or overwrite.
  await expect(page.getByTestId('editor-conflict')).toBeVisible();
  await expect(page.locator('#editor-content-en')).toHaveValue('My offline text.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/merge-ar-light.png` });
  await page.getByTestId('conflict-load-theirs').click();
  await expect(page.locator('#editor-content-en')).toHaveValue('Their second text.');
  await expect(page.getByTestId('conflict-mine-text')).toHaveValue(/My offline text\./);
  // Still kept here until a save reaches the server.
  await page.getByTestId('editor-cancel').click();
  await expect(item.getByTestId('draft-pending-tag')).toBeVisible();
});
