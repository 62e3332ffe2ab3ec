import { type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { TOAST } from '@vb/shared/constants';
import { signInAs, toastItems, toastRegion } from './fixtures';
import { E2E_ADMIN } from './global-setup';

/**
 * The admin's toasts follow SPEC section 4 like the site's (one host, app/ToastHost): one visible
 * at a time, gone after 5 s, a viewport labelled in the person's language that F8 focuses.
 */

async function openListings(page: Page, language: 'ar' | 'en') {
  await signInAs(
    page,
    E2E_ADMIN.email,
    language,
    language === 'ar' ? 'dark' : 'light',
    E2E_ADMIN.password,
  );
  await page.getByTestId('admin-tab-listings').click();
  await expect(page.getByTestId('listings-tab')).toBeVisible();
}

for (const language of ['ar', 'en'] as const) {
  const m = messages[language];
  const viewportLabel = m['toast.viewportLabel'].replace('{hotkey}', TOAST.hotkey);

  test(`${language}: one toast at a time, gone after 5 s, F8 reaches the labelled region`, async ({
    page,
  }) => {
    await openListings(page, language);
    await page.getByTestId('listing-add').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    // Two notices in a row: the second replaces the first, above the dialog.
    await page.getByTestId('listing-translate-arToEn').click();
    await expect(toastItems(page)).toContainText(m['admin.listings.toast.noArabic']);
    await page.getByTestId('listing-translate-enToAr').click();
    await expect(toastItems(page)).toContainText(m['admin.listings.toast.noEnglish']);
    const shownAt = Date.now();
    await expect(toastItems(page)).toHaveCount(1);
    await expect(toastRegion(page)).not.toContainText(m['admin.listings.toast.noArabic']);
    await expect(toastItems(page)).toBeInViewport();
    // The viewport is the site's: labelled in the page's language with its hotkey.
    await expect(page.getByRole('region', { name: viewportLabel })).toHaveCount(1);

    // F8 brings the keyboard to the notifications (the dialog's focus trap aside: closed first).
    await dialog.locator('.ant-modal-close').click();
    await expect(dialog).toBeHidden();
    await page.keyboard.press(TOAST.hotkey);
    await expect(page.getByRole('region', { name: viewportLabel }).locator('ol')).toBeFocused();
    // Focus elsewhere again: the toast, paused while the keyboard was on it, runs out.
    await page.getByTestId('admin-account').focus();
    await expect(page.getByTestId('admin-account')).toBeFocused();

    // It goes after the spec's 5 seconds (not before).
    await expect(toastItems(page)).toHaveCount(0, { timeout: TOAST.durationMs + 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST.durationMs - 500);
  });
}
