/**
 * Editor fixes, as an editor sees them, in Arabic (dark) and English (light): the save
 * toast says what happened, the link placeholder is in the language of the text, a taken address
 * is said while typing with a free numbered one offered, Enter continues a list, and at 768 px the
 * publish switch comes before the image area.
 */
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { messages } from '@vb/shared/i18n';
import { adminApi, findArticles, newStaffMember, signInAs, toastItems, unique } from './fixtures';

// antd's open/close animations are off (as for anyone who asks for less motion).

let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await adminApi(baseURL!);
});
test.afterAll(async () => {
  await api.dispose();
});

const content = (page: Page, lang: 'en' | 'ar') => page.getByTestId(`editor-content-${lang}`);
const item = (page: Page, title: string) =>
  page.getByTestId('news-item').filter({ hasText: title });

async function openNews(page: Page, baseURL: string, language: 'ar' | 'en') {
  const editor = await newStaffMember(api, baseURL, {
    tag: `editor-${language}`,
    roles: ['editor'],
  });
  await signInAs(page, editor, language, language === 'ar' ? 'dark' : 'light');
  await page.getByTestId('admin-tab-news').click();
  await expect(page.getByTestId('news-tab')).toBeVisible();
}

for (const language of ['ar', 'en'] as const) {
  const t = messages[language];

  test(`the editor's fixes in ${language}`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const taken = unique(`taken-${language}`).toLowerCase();
    expect(
      (
        await api.post('/api/admin/news', { data: { title: taken, slug: taken, content: 'x' } })
      ).status(),
    ).toBe(201);
    await openNews(page, baseURL!, language);

    await page.getByTestId('news-create').click();
    const title = unique(`Fixes ${language}`);
    await page.getByTestId('editor-title-en').fill(title);

    // Enter after a list line continues the list; on an empty item it ends it.
    const english = content(page, 'en');
    await english.fill('- one');
    await english.press('End');
    await english.press('Enter');
    await english.pressSequentially('two');
    await english.press('Enter');
    await english.press('Enter');
    await english.pressSequentially('After the list.');
    await expect(english).toHaveValue('- one\n- two\nAfter the list.');

    // The link button writes its placeholder in the language of the pane, whatever the interface.
    await english.press('Control+End');
    await english.press('Enter');
    await page.getByTestId('editor-en-link').click();
    await expect(english).toHaveValue(/\n\[link text\]\(https:\/\/example\.com\)$/);
    await page.getByTestId('editor-tab-ar').click();
    const arabic = content(page, 'ar');
    await arabic.fill('');
    await page.getByTestId('editor-ar-link').click();
    await expect(arabic).toHaveValue('[نص الرابط](https://example.com)');
    await arabic.fill('نص عربي.');
    await page.getByTestId('editor-tab-en').click();

    // A taken address is said while typing, with the first free numbered one offered.
    const slug = page.getByTestId('editor-slug');
    await slug.fill(taken);
    const slugError = page.getByTestId('editor-slug-error');
    await expect(slugError).toContainText(t['error.slug_taken']);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: testInfo.outputPath(`slug-${language}.png`) });
    await page.getByTestId('editor-slug-suggestion').click();
    await expect(slug).toHaveValue(`${taken}-2`);
    await expect(slugError).toHaveCount(0);

    // At 768 px the publish switch comes before the image area.
    await page.setViewportSize({ width: 768, height: 1024 });
    const publish = page.getByTestId('editor-publish');
    await publish.scrollIntoViewIfNeeded();
    const switchBox = (await publish.boundingBox())!;
    const imageBox = (await page.getByTestId('editor-image-choose').boundingBox())!;
    expect(switchBox.y + switchBox.height).toBeLessThan(imageBox.y);
    await page.screenshot({ path: testInfo.outputPath(`settings-768-${language}.png`) });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Saved as a draft: the toast says a draft was saved, not that anything was published.
    await page.getByTestId('editor-save').click();
    const toast = toastItems(page).last();
    await expect(toast).toContainText(t['editor.toast.draftSavedTitle']);
    await expect(toast).toContainText(t['editor.toast.draftSavedText']);
    await expect(item(page, title).getByTestId('news-item-status')).toHaveText(
      t['editor.settings.draft'],
    );
    const stored = await findArticles<{ title: string }>(api, title);
    expect(stored.find((a) => a.title === title)).toMatchObject({
      slug: `${taken}-2`,
      isPublished: false,
      content: '- one\n- two\nAfter the list.\n[link text](https://example.com)',
    });

    // Published later: the spec's published texts; taken off the site: "unpublished".
    await item(page, title).getByTestId('news-edit').click();
    await page.getByTestId('editor-publish').click();
    await page.getByTestId('editor-save').click();
    await expect(toastItems(page).last()).toContainText(t['editor.toast.publishedTitle']);
    await expect(item(page, title).getByTestId('news-item-status')).toHaveText(
      t['editor.settings.published'],
    );
    await item(page, title).getByTestId('news-edit').click();
    await page.getByTestId('editor-publish').click();
    await page.getByTestId('editor-save').click();
    await expect(toastItems(page).last()).toContainText(t['editor.toast.unpublishedTitle']);
    await expect(toastItems(page).last()).toContainText(t['editor.toast.unpublishedText']);
  });
}
