import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
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
 * The job board, in English (light) and Arabic (dark): a recruiter sees a listing's
 * applicant counts on its card, opens its board (a column per status, counts matching), drags a
 * card to another column and moves another by its Move menu from the keyboard; the applications
 * list shows the new statuses. A move of a card someone else moved meanwhile is refused with the
 * server's reason. Screenshots of the board at 375 and 1280 px go to the test's output.
 */

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

/** A tiny PDF (only its magic bytes matter to the server). */
const pdf = (marker: string) =>
  Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`, 'utf8');

async function createListing(title: string): Promise<number> {
  const res = await api.post('/api/admin/job-listings', {
    data: {
      title,
      titleAr: `${title} (ع)`,
      department: 'technology',
      location: 'Riyadh, Saudi Arabia',
      description: 'Build the board.',
      requirements: '- Care',
      employmentType: 'full-time',
      isActive: true,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { jobListing: { id: number } }).jobListing.id;
}

async function apply(name: string, jobListingId: number): Promise<number> {
  const res = await api.post('/api/careers/apply', {
    data: {
      name,
      email: 'board@example.com',
      phone: '+966 55 987 6543',
      position: 'Engineer',
      resumeFilename: 'cv.pdf',
      resumeData: pdf(name).toString('base64'),
      jobListingId,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const column = (page: Page, status: string) =>
  page.getByTestId('job-board').locator(`[data-testid="board-column"][data-status="${status}"]`);
const card = (page: Page, name: string) => page.getByTestId('board-card').filter({ hasText: name });

/** The counts the columns show, by status. */
async function columnCounts(page: Page) {
  const counts: Record<string, string> = {};
  for (const status of ['new', 'reviewed', 'contacted', 'interviewed', 'hired', 'rejected'])
    counts[status] = (await column(page, status).getByTestId('board-column-count').innerText())
      .trim()
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return counts;
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  const t = messages[language];

  test(`a listing's board in ${language}`, async ({ page, baseURL }, testInfo) => {
    const title = unique(`Board ${language}`);
    const jobId = await createListing(title);
    const [first, second, third] = [
      unique('Dragged'),
      unique('Keyboard'),
      unique('Refused'),
    ] as const;
    await apply(first, jobId);
    await apply(second, jobId);
    const refusedId = await apply(third, jobId);
    const recruiter = await newStaffMember(api, baseURL!, {
      tag: `board-${language}`,
      roles: ['recruiter'],
    });

    const live = language === 'en';
    if (!live) await page.route('**/api/admin/events**', (route) => route.abort());
    await signInAs(page, recruiter, language, theme);
    await page.getByTestId('admin-tab-listings').click();
    const listing = page.getByTestId('listing-card').filter({ hasText: title });
    const open = listing.getByTestId('listing-applicants');
    await expect(open).toHaveAttribute('data-total', '3');
    await expect(open).toHaveAttribute('data-new', '3');
    await expect(listing.getByTestId('listing-new-count')).toBeVisible();
    await listing.screenshot({ path: testInfo.outputPath(`listing-${language}-${theme}.png`) });
    await page.setViewportSize({ width: 375, height: 812 });
    await listing.screenshot({ path: testInfo.outputPath(`listing-${language}-${theme}-375.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });

    await open.click();
    const board = page.getByTestId('job-board');
    await expect(board).toBeVisible();
    // The open board is in the address: a reload (or a shared link) opens it again.
    await expect.poll(() => new URL(page.url()).searchParams.get('board')).toBe(String(jobId));
    await page.reload();
    // The board slides in: it is measured once it has come to rest.
    await opened(page.locator('.ant-drawer-content-wrapper'));
    await expect(board).toBeVisible();
    await expect(card(page, first)).toBeVisible();
    expect(await columnCounts(page)).toEqual({
      new: '3',
      reviewed: '0',
      contacted: '0',
      interviewed: '0',
      hired: '0',
      rejected: '0',
    });
    // The columns follow the reading order: in Arabic the first status is on the right.
    const newBox = (await column(page, 'new').boundingBox())!;
    const reviewedBox = (await column(page, 'reviewed').boundingBox())!;
    if (language === 'ar') expect(newBox.x).toBeGreaterThan(reviewedBox.x);
    else expect(newBox.x).toBeLessThan(reviewedBox.x);

    // Screenshots at 1280 and 375 px (looked at by hand).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`board-${language}-${theme}-1280.png`) });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(card(page, first)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`board-${language}-${theme}-375.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Drag and drop: the first card to Reviewed.
    await card(page, first).dragTo(column(page, 'reviewed'));
    await expect(column(page, 'reviewed').getByTestId('board-card')).toContainText(first);
    await expect(toastItems(page).filter({ hasText: t['admin.board.movedTitle'] })).toBeVisible();
    await expect(column(page, 'new').getByTestId('board-column-count')).toHaveText(
      language === 'ar' ? /^(2|٢)$/ : '2',
    );

    // The keyboard: the second card's Move menu opened with Enter, Hired picked.
    const move = card(page, second).getByTestId('board-card-move');
    await move.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await opened(menu);
    // Its own column is not offered.
    await expect(menu.getByTestId('board-move-new')).toHaveCount(0);
    // Arrow keys to Hired, Enter picks it.
    const hired = menu.getByTestId('board-move-hired');
    const onHired = () =>
      hired.evaluate(
        (el) =>
          el === document.activeElement || el.classList.contains('ant-dropdown-menu-item-active'),
      );
    for (let step = 0; step < 6 && !(await onHired()); step++)
      await page.keyboard.press('ArrowDown');
    expect(await onHired()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(column(page, 'hired').getByTestId('board-card')).toContainText(second);
    // The focus follows the card to its new column.
    await expect(card(page, second).getByTestId('board-card-move')).toBeFocused();

    // Someone else moves the third applicant. In English the live feed brings the move to this
    // board; in Arabic the feed is held back (as if the event had not arrived yet), so the board's
    // move (from New) is refused with the server's reason and the card then shows where it is.
    const elsewhere = await api.put(`/api/admin/applications/${refusedId}/status`, {
      data: { status: 'rejected' },
    });
    expect(elsewhere.status()).toBe(200);
    if (!live) {
      await expect(column(page, 'new').getByTestId('board-card')).toContainText(third);
      const response = page.waitForResponse(
        (r) =>
          r.url().endsWith(`/applications/${refusedId}/status`) && r.request().method() === 'PUT',
      );
      await card(page, third).dragTo(column(page, 'contacted'));
      expect((await response).status()).toBe(409);
      await expect(toastItems(page).filter({ hasText: t['error.status_changed'] })).toBeVisible();
    }
    await expect(column(page, 'rejected').getByTestId('board-card')).toContainText(third);
    await expect(column(page, 'contacted').getByTestId('board-card')).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(board).toBeVisible();
    // The columns scroll sideways inside the board, the page itself does not.
    const scroll = await page
      .getByTestId('board-columns')
      .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll.scroll).toBeGreaterThan(scroll.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.setViewportSize({ width: 1280, height: 800 });

    // The applications list shows the new statuses.
    await popupsClosed(page);
    await page.keyboard.press('Escape');
    await expect(board).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.get('board')).toBeNull();
    await page.getByTestId('admin-tab-applications').click();
    const list = page.getByTestId('submissions-applications');
    for (const [name, status] of [
      [first, 'reviewed'],
      [second, 'hired'],
    ] as const) {
      await list.getByTestId('submissions-search').fill(name);
      const item = list.getByTestId('submission-card').filter({ hasText: name });
      await expect(item.getByTestId('status-badge')).toHaveAttribute('data-status', status);
    }
  });
}
