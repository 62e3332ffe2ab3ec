/**
 * The translation status per article and listing, as an editor sees it: a language
 * auto-translated from the other one says "needs update" in the list and on the editor's tab once
 * its source changed; translating it again makes it complete. The listing form asks before a
 * translation replaces text written by hand. Against the loopback fake of the translator.
 */
import { type Page, type TestInfo, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminApi, opened, popupsClosed, signInAs, toastItems, unique } from './fixtures';
import { E2E_ADMIN } from './global-setup';

async function openTab(
  page: Page,
  tab: 'news' | 'listings',
  language: 'ar' | 'en',
  theme: 'dark' | 'light',
) {
  await signInAs(page, E2E_ADMIN.email, language, theme, E2E_ADMIN.password);
  await page.getByTestId(`admin-tab-${tab}`).click();
  await expect(page.getByTestId(`${tab}-tab`)).toBeVisible();
  await expect(page.getByTestId(`${tab}-tab`).locator('.ant-spin')).toHaveCount(0);
}

/** Answers the question asked before a translation replaces text written by hand. */
async function answerReplace(page: Page, button: string) {
  const question = page.locator('.ant-modal-confirm');
  await opened(question);
  await question.getByRole('button', { name: button }).click();
  await expect(question).toBeHidden();
}

/** A picture of the tags to look at (the test's output folder). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

const toast = (page: Page) => toastItems(page).last();

// Each journey runs once, the two together in both languages and themes; the tags' texts in
// each interface language are TranslationTags.test.tsx.
test.describe('translation status', () => {
  test('an auto-translated language needs an update after its source changed (ar, dark)', async ({
    page,
    baseURL,
  }, testInfo) => {
    const [language, theme] = ['ar', 'dark'] as const;
    const m = messages[language];
    const title = unique('E2E Status');
    const api = await adminApi(baseURL ?? '');
    const created = await api.post('/api/admin/news', {
      data: { title, content: 'First English words.', isPublished: false },
    });
    expect(created.status()).toBe(201);
    await api.dispose();

    await openTab(page, 'news', language, theme);
    await page.getByTestId('news-search').fill(title);
    const row = page.getByTestId('news-item').filter({ hasText: title });
    const arTag = row.getByTestId('translation-ar');
    await expect(arTag).toHaveText(m['admin.translation.ar.missing']);
    await expect(row.getByTestId('translation-en')).toHaveText(m['admin.translation.en.present']);

    // Translated into Arabic and saved: complete.
    await row.getByTestId('news-edit').click();
    await expect(page.getByTestId('editor-tab-ar').locator('..')).toContainText(
      m['admin.translation.short.missing'],
    );
    await page.getByTestId('editor-translate-en').click();
    await expect(toast(page)).toContainText(m['editor.toast.translatedToArabic']);
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(arTag).toHaveText(m['admin.translation.ar.present']);

    // The English changes: the Arabic needs an update, in the list and on the editor's tab.
    await row.getByTestId('news-edit').click();
    await page.getByTestId('editor-content-en').fill('Second English words.');
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(arTag).toHaveText(m['admin.translation.ar.stale']);
    await expect(arTag).toHaveAttribute('data-state', 'stale');
    await expect(row.getByTestId('translation-en')).toHaveText(m['admin.translation.en.present']);
    await arTag.hover();
    await expect(page.getByRole('tooltip')).toHaveText(m['admin.translation.ar.staleHint']);
    await shot(page, testInfo, `list-${language}-${theme}`);
    await popupsClosed(page);

    await row.getByTestId('news-edit').click();
    const arTab = page.getByTestId('editor-tab-ar').locator('..');
    await expect(arTab.getByTestId('translation-ar')).toHaveText(
      m['admin.translation.short.stale'],
    );
    await expect(page.getByTestId('editor-tab-en').locator('..')).not.toContainText(
      m['admin.translation.short.stale'],
    );
    await arTab.getByTestId('translation-ar').hover();
    await expect(page.getByRole('tooltip')).toHaveText(m['admin.translation.ar.staleHint']);
    await shot(page, testInfo, `editor-${language}-${theme}`);
    await popupsClosed(page);

    // Translated again: the Arabic there is not this editor's translation, so it asks first.
    await page.getByTestId('editor-translate-en').click();
    await answerReplace(page, m['editor.translate.replace']);
    await expect(toast(page)).toContainText(m['editor.toast.translatedToArabic']);
    await page.getByTestId('editor-tab-ar').click();
    await expect(page.getByTestId('editor-content-ar')).toHaveValue('[AR] Second English words.');
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(arTag).toHaveText(m['admin.translation.ar.present']);
  });

  test('the listing form asks before replacing hand-written text; its status follows (en, light)', async ({
    page,
    baseURL,
  }, testInfo) => {
    const [language, theme] = ['en', 'light'] as const;
    const m = messages[language];
    const title = unique('E2E Status Listing');
    const api = await adminApi(baseURL ?? '');
    const created = await api.post('/api/admin/job-listings', {
      data: {
        title,
        titleAr: 'عنوان كُتب يدويًا',
        department: 'technology',
        location: 'Riyadh, Saudi Arabia',
        description: 'Build products.',
        descriptionAr: 'وصف كُتب يدويًا',
        requirements: 'Curiosity.',
        requirementsAr: 'متطلبات كُتبت يدويًا',
        employmentType: 'full-time',
        isActive: true,
      },
    });
    expect(created.status()).toBe(201);
    await api.dispose();

    await openTab(page, 'listings', language, theme);
    await page.getByTestId('listings-search').fill(title);
    const card = page.getByTestId('listing-card').filter({ hasText: title });
    const arTag = card.getByTestId('translation-ar');
    await expect(arTag).toHaveText(m['admin.translation.ar.present']);

    await card.getByTestId('listing-edit').click();
    const field = (name: string) => page.getByTestId(`listing-${name}`);
    await expect(field('titleAr')).toHaveValue('عنوان كُتب يدويًا');
    await page.getByTestId('listing-translate-enToAr').click();
    // Kept when the question is declined.
    await answerReplace(page, m['admin.listings.form.cancel']);
    await expect(field('titleAr')).toHaveValue('عنوان كُتب يدويًا');
    await page.getByTestId('listing-translate-enToAr').click();
    await answerReplace(page, m['admin.listings.translate.replace']);
    await expect(field('titleAr')).toHaveValue(`[AR] ${title}`);
    await expect(field('requirementsAr')).toHaveValue('[AR] Curiosity.');
    // The translation's toast has come in: one still sliding in over the dialog's footer (its
    // corner in Arabic) took a run's click on Save; a toast at rest is waited out by the click.
    await expect(toast(page)).toContainText(m['admin.listings.toast.translationCompleteTitle']);
    await page.getByTestId('listing-save').click();
    await expect(toast(page)).toContainText(m['admin.listings.toast.updatedTitle']);
    await expect(arTag).toHaveText(m['admin.translation.ar.present']);

    // The English changes: the Arabic translation needs an update.
    await card.getByTestId('listing-edit').click();
    await field('description').fill('Build better products.');
    await page.getByTestId('listing-save').click();
    await expect(toast(page)).toContainText(m['admin.listings.toast.updatedTitle']);
    await expect(arTag).toHaveText(m['admin.translation.ar.stale']);
    await shot(page, testInfo, `listings-${language}-${theme}`);

    // Opened again, the form shows it too.
    await card.getByTestId('listing-edit').click();
    await expect(page.getByRole('dialog').getByTestId('translation-ar')).toHaveText(
      m['admin.translation.ar.stale'],
    );
    await shot(page, testInfo, `listing-form-${language}-${theme}`);
  });
});
