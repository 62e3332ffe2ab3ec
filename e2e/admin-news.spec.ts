import { type Page, expect, test } from '@playwright/test';
import { slugify } from '@vb/shared/text';
import {
  adminApi,
  answerDialog,
  findArticles,
  toastItems,
  unique,
  withPreferences,
} from './fixtures';
import { E2E_ADMIN } from './global-setup';

// antd's open/close animations are off (as for anyone who asks for less motion): no clicks land mid-animation.

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Article {
  id: number;
  slug: string;
  title: string;
  titleAr: string | null;
  content: string;
  contentAr: string | null;
  imageUrl: string | null;
  isPublished: boolean;
}

/** Signs in through the admin's own form and opens the News Management tab. */
async function openNews(
  page: Page,
  language: 'ar' | 'en' = 'en',
  theme: 'dark' | 'light' = 'dark',
) {
  await withPreferences(page, language, theme);
  await page.goto('/admin');
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('admin-tab-news').click();
  await expect(page.getByTestId('news-tab')).toBeVisible();
  await expect(page.getByTestId('news-tab').locator('.ant-spin')).toHaveCount(0);
}

const item = (page: Page, title: string) =>
  page.getByTestId('news-item').filter({ hasText: title });
const toast = (page: Page) => toastItems(page).last();
const content = (page: Page, lang: 'en' | 'ar') => page.getByTestId(`editor-content-${lang}`);

async function search(page: Page, text: string) {
  await page.getByTestId('news-search').fill(text);
}

async function createArticle(baseURL: string, body: Partial<Article>): Promise<Article> {
  const api = await adminApi(baseURL);
  const res = await api.post('/api/admin/news', {
    data: { content: 'Some content.', isPublished: true, ...body },
  });
  expect(res.status()).toBe(201);
  const { article } = (await res.json()) as { article: Article };
  await api.dispose();
  return article;
}

/** The articles whose title holds `title`, whole, as the admin API has them. */
async function adminArticles(baseURL: string, title: string): Promise<Article[]> {
  const api = await adminApi(baseURL);
  const articles = await findArticles<Article>(api, title);
  await api.dispose();
  return articles;
}

/** Sets the textarea's selection as a person selecting with the mouse would. */
async function select(page: Page, lang: 'en' | 'ar', start: number, end = start) {
  await content(page, lang).evaluate(
    (el, [s, e]) => {
      const textarea = el as HTMLTextAreaElement;
      textarea.focus();
      textarea.setSelectionRange(s, e);
    },
    [start, end] as const,
  );
}

test.describe('News Management (English)', () => {
  test('creates a published article that appears on the news page with its markup', async ({
    page,
  }) => {
    const title = unique('E2E Published News');
    await openNews(page, 'en', 'light');
    await page.getByTestId('news-create').click();
    await page.getByTestId('editor-title-en').fill(title);
    await expect(page.getByTestId('editor-slug')).toHaveValue(slugify(title));
    await content(page, 'en').fill(
      'Intro with **bold** text.\n\n## A heading\n\n- first\n- second',
    );
    await page.getByTestId('editor-tab-ar').click();
    await page.getByTestId('editor-title-ar').fill(`خبر ${title}`);
    await content(page, 'ar').fill('محتوى **عربي**.');
    await page.getByTestId('editor-publish').click();
    await page.getByTestId('editor-save').click();

    await expect(toast(page)).toContainText('Article Published Successfully');
    await expect(toast(page)).toContainText('New article has been published');
    await expect(page.getByTestId('article-editor')).toHaveCount(0);
    const row = item(page, title);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('news-item-status')).toHaveText('Published');
    await expect(row.getByTestId('news-item-title-ar')).toHaveText(`خبر ${title}`);
    await expect(row.getByTestId('news-item-preview')).toContainText('Intro with bold text.');
    await expect(row.getByTestId('news-view')).toBeVisible();

    // "View on site" opens the public page in a new tab.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByTestId('news-view').click(),
    ]);
    await expect(popup).toHaveURL(new RegExp(`/news/${slugify(title)}$`));
    await popup.close();

    await page.goto('/news');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goto(`/news/${slugify(title)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const body = page.getByTestId('article-content');
    await expect(body.locator('strong')).toHaveText('bold');
    await expect(body.locator('h2')).toHaveText('A heading');
    await expect(body.locator('li')).toHaveText(['first', 'second']);
  });

  test('edits an article: the slug is kept and the change shows on the site', async ({
    page,
    baseURL,
  }) => {
    const title = unique('E2E Editable');
    const article = await createArticle(baseURL ?? '', { title, content: 'Old body.' });
    await openNews(page);
    await search(page, title);
    await item(page, title).getByTestId('news-edit').click();

    const newTitle = `${title} updated`;
    await page.getByTestId('editor-title-en').fill(newTitle);
    await content(page, 'en').fill('New *body* text.');
    await page.getByTestId('editor-save').click();

    await expect(toast(page)).toContainText('Article Updated Successfully');
    await expect(toast(page)).toContainText('Changes have been saved to the article');
    await search(page, newTitle);
    await expect(item(page, newTitle)).toBeVisible();

    await page.goto(`/news/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await expect(page.getByTestId('article-content').locator('em')).toHaveText('body');
  });

  test('uploads a picture for the content and refers to it by URL', async ({ page }) => {
    await openNews(page);
    await page.getByTestId('news-create').click();
    await content(page, 'en').fill('Before');
    await select(page, 'en', 6);
    await page.getByTestId('editor-en-image-input').setInputFiles({
      name: 'team-photo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(content(page, 'en')).toHaveValue(
      /^Before\n!\[team photo\]\(\/api\/media\/[A-Za-z0-9_-]+\)$/,
    );
    const url = /\((\/api\/media\/[A-Za-z0-9_-]+)\)/.exec(
      await content(page, 'en').inputValue(),
    )?.[1];
    const stored = await page.request.get(url ?? '/missing');
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);
    await page.getByTestId('editor-preview-toggle').click();
    await expect(page.getByTestId('editor-preview-en').locator('img')).toHaveAttribute(
      'src',
      /^\/api\/media\//,
    );
  });

  test('uploads a featured image that the saved article keeps', async ({ page, baseURL }) => {
    const title = unique('E2E Image News');
    await openNews(page);
    await page.getByTestId('news-create').click();
    await page.getByTestId('editor-title-en').fill(title);
    await content(page, 'en').fill('With a picture.');
    await page
      .getByTestId('editor-image-input')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('editor-image-preview')).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    );
    await page.getByTestId('editor-publish').click();
    await page.getByTestId('editor-save').click();
    await expect(toast(page)).toContainText('Article Published Successfully');

    const saved = (await adminArticles(baseURL ?? '', title)).find((a) => a.title === title);
    expect(saved?.imageUrl).toMatch(/^\/api\/media\/[A-Za-z0-9_-]+$/);
    await expect(item(page, title).getByTestId('news-item-thumbnail')).toHaveAttribute(
      'src',
      saved?.imageUrl ?? '',
    );

    // Editing keeps the stored image unless it is removed.
    await item(page, title).getByTestId('news-edit').click();
    await expect(page.getByTestId('editor-image-preview')).toHaveAttribute(
      'src',
      saved?.imageUrl ?? '',
    );
    await page.getByTestId('editor-image-remove').click();
    await expect(page.getByTestId('editor-image-preview')).toHaveCount(0);
    await page.getByTestId('editor-save').click();
    await expect(toast(page)).toContainText('Article Updated Successfully');
    const after = (await adminArticles(baseURL ?? '', title)).find((a) => a.title === title);
    expect(after?.imageUrl).toBeNull();
  });

  test('reloading or closing the page asks while the editor has unsaved changes, not once clean', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      // Stay on the page: the editor and its text must still be there.
      void dialog.dismiss();
    });
    await openNews(page);

    // An untouched editor: nothing to ask about.
    await page.getByTestId('news-create').click();
    await expect(page.getByTestId('article-editor')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('article-editor')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    await page.getByTestId('admin-tab-news').click();
    await page.getByTestId('news-create').click();
    // Typed by hand (a real gesture: the browser asks only on a page the person used).
    await page.getByTestId('editor-title-en').click();
    await page.keyboard.type('Unsaved work');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    await expect(page.getByTestId('editor-title-en')).toHaveValue('Unsaved work');

    // Discarding the changes removes the question: the page now closes without one.
    await page.getByTestId('editor-cancel').click();
    await answerDialog(page, 'Discard changes');
    await expect(page.getByTestId('article-editor')).toHaveCount(0);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual(['beforeunload']);
  });

  test('saves the typed article once signed in again, when the session ended during the save', async ({
    page,
    baseURL,
  }) => {
    const title = unique('E2E Session News');
    await openNews(page);
    await page.getByTestId('news-create').click();
    await page.getByTestId('editor-title-en').fill(title);
    await content(page, 'en').fill('Written before the session ended.');
    await page.context().clearCookies();
    await page.getByTestId('editor-save').click();

    // Only the sign-in dialog: the save waits for it, no error is shown meanwhile.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your session has expired');
    await expect(page.getByTestId('editor-title-en')).toHaveValue(title);
    await expect(toast(page)).toHaveCount(0);
    await dialog.locator('input[type="email"]').fill(E2E_ADMIN.email);
    await dialog.locator('input[type="password"]').fill(E2E_ADMIN.password);
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toHaveCount(0);

    // The save goes through with the new session, once.
    await expect(toast(page)).toContainText('Draft Saved');
    await expect(toast(page)).not.toContainText('Error');
    const saved = (await adminArticles(baseURL ?? '', title)).filter((a) => a.title === title);
    expect(saved).toHaveLength(1);
  });

  test('keeps the editor open across other tabs', async ({ page }) => {
    await openNews(page);
    await page.getByTestId('news-create').click();
    await page.getByTestId('editor-title-en').fill('Work in progress');
    await page.getByTestId('admin-tab-listings').click();
    await page.getByTestId('admin-tab-news').click();
    await expect(page.getByTestId('editor-title-en')).toHaveValue('Work in progress');
  });
});

test.describe('News Management (Arabic)', () => {
  test('creates and publishes an article through the Arabic interface', async ({ page }) => {
    const title = unique('E2E Arabic UI');
    await openNews(page, 'ar', 'dark');
    await page.getByTestId('news-create').click();
    await page.getByTestId('editor-title-en').fill(title);
    await content(page, 'en').fill('English **body**.');
    await page.getByTestId('editor-tab-ar').click();
    await page.getByTestId('editor-title-ar').fill(`عنوان ${title}`);
    await content(page, 'ar').fill('**نص** **عريض** هنا');
    await page.getByTestId('editor-publish').click();
    await page.getByTestId('editor-save').click();

    await expect(toast(page)).toContainText('تم نشر المقال بنجاح');
    const row = item(page, title);
    await expect(row.getByTestId('news-item-status')).toHaveText('منشور');

    await page.goto('/news');
    await expect(page.getByRole('heading', { name: `عنوان ${title}` })).toBeVisible();
    await page.goto(`/news/${slugify(title)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`عنوان ${title}`);
    await expect(page.getByTestId('article-content').locator('strong')).toHaveText(['نص', 'عريض']);
  });

  test('edits an article in Arabic: translation and save', async ({ page, baseURL }) => {
    const title = unique('E2E Arabic Edit');
    const article = await createArticle(baseURL ?? '', { title, content: 'English text.' });
    await openNews(page, 'ar', 'light');
    await search(page, title);
    await item(page, title).getByTestId('news-edit').click();
    await page.getByTestId('editor-translate-en').click();
    await expect(toast(page)).toContainText('تمت ترجمة المحتوى إلى العربية');
    await page.getByTestId('editor-save').click();
    await expect(toast(page)).toContainText('تم تحديث المقال بنجاح');

    const saved = (await adminArticles(baseURL ?? '', article.title)).find(
      (a) => a.id === article.id,
    );
    expect(saved?.titleAr).toBe(`[AR] ${title}`);
    expect(saved?.contentAr).toBe('[AR] English text.');
    expect(saved?.slug).toBe(article.slug);
  });
});
