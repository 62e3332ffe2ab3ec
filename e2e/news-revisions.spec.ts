/**
 * A draft is saved on its own while it is edited; another person's save meanwhile is
 * shown as a conflict and the person's text is kept; the article's revisions are listed and one
 * can be restored. In both languages and themes, with screenshots at 1280 and 375 px.
 */
import { type Locator, type Page, type TestInfo, expect, test } from '@playwright/test';
import { adminApi, answerQuestion, signInAs, unique } from './fixtures';
import { E2E_ADMIN } from './global-setup';

interface Article {
  id: number;
  slug: string;
  title: string;
  content: string;
  version: number;
}

const AUTOSAVE_WAIT = { timeout: 20_000 };

async function openNews(page: Page, language: 'ar' | 'en', theme: 'dark' | 'light') {
  await signInAs(page, E2E_ADMIN.email, language, theme, E2E_ADMIN.password);
  await showNews(page);
}

async function showNews(page: Page) {
  await page.getByTestId('admin-tab-news').click();
  await expect(page.getByTestId('news-tab')).toBeVisible();
  await expect(page.getByTestId('news-tab').locator('.ant-spin')).toHaveCount(0);
}

async function openEditor(page: Page, title: string) {
  await page.getByTestId('news-search').fill(title);
  await page.getByTestId('news-item').filter({ hasText: title }).getByTestId('news-edit').click();
  await expect(page.getByTestId('article-editor')).toBeVisible();
}

const content = (page: Page) => page.getByTestId('editor-content-en');
const status = (page: Page) => page.getByTestId('editor-save-status');

/** Screenshots at 1280 and 375 px, each once `shown` is in view at that width. */
async function shots(page: Page, testInfo: TestInfo, name: string, shown: Locator) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const [language, theme] of [
  ['ar', 'dark'],
  ['en', 'light'],
] as const) {
  test(`autosave, conflict and revisions (${language}/${theme})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const api = await adminApi(baseURL!);
    const title = unique('Revisions');
    const created = await api.post('/api/admin/news', {
      data: { title, content: 'The first words.', isPublished: false },
    });
    expect(created.status()).toBe(201);
    const article = ((await created.json()) as { article: Article }).article;

    await openNews(page, language, theme);
    await openEditor(page, title);

    // Typing in the draft saves it on its own, without Save.
    const autosaved = page.waitForResponse(
      (res) =>
        res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/news/${article.id}`),
      AUTOSAVE_WAIT,
    );
    await content(page).fill('Words saved on their own.');
    expect((await autosaved).status()).toBe(200);
    await expect(status(page)).toHaveAttribute('data-state', 'saved');
    await expect(status(page)).toHaveText(language === 'ar' ? /حُفظ الساعة/ : /Saved at/);

    // A reload shows the saved text.
    await page.reload();
    await showNews(page);
    await openEditor(page, title);
    await expect(content(page)).toHaveValue('Words saved on their own.');

    // Someone else saves meanwhile: the next autosave is refused, shown, and the text is kept.
    const theirs = await api.put(`/api/admin/news/${article.id}`, {
      data: { title, content: 'Their words.', isPublished: false },
    });
    expect(theirs.status()).toBe(200);
    const refused = page.waitForResponse(
      (res) =>
        res.request().method() === 'PUT' && res.url().endsWith(`/api/admin/news/${article.id}`),
      AUTOSAVE_WAIT,
    );
    await content(page).fill('My words, not to be lost.');
    expect((await refused).status()).toBe(409);
    const notice = page.getByTestId('editor-conflict');
    await expect(notice).toBeVisible();
    await expect(status(page)).toHaveAttribute('data-state', 'conflict');
    await expect(notice).toContainText(E2E_ADMIN.email);
    await expect(content(page)).toHaveValue('My words, not to be lost.');
    await shots(page, testInfo, `conflict-${language}-${theme}`, notice);

    // Loading their version keeps mine beside it.
    await notice.getByTestId('conflict-load-theirs').click();
    await expect(content(page)).toHaveValue('Their words.');
    await expect(page.getByTestId('conflict-mine-text')).toHaveValue(/My words, not to be lost\./);
    await page.getByTestId('conflict-close').click();
    await expect(notice).toHaveCount(0);

    // The history lists every save, newest first; the first one is restored.
    await page.getByTestId('editor-history').click();
    const panel = page.getByTestId('revisions-panel');
    const revisions = panel.getByTestId('revision');
    await expect(revisions).toHaveCount(3);
    await expect(revisions.first()).toContainText(E2E_ADMIN.email);
    await expect(revisions.first()).toContainText(language === 'ar' ? 'مسودة' : 'Draft');
    await shots(page, testInfo, `history-${language}-${theme}`, revisions.last());
    await revisions.last().getByTestId('revision-restore').click();
    const restored = page.waitForResponse((res) => res.url().endsWith('/restore'));
    await answerQuestion(
      page.locator('.ant-modal-confirm'),
      page.getByTestId('revision-restore-confirm'),
    );
    expect((await restored).status()).toBe(200);
    await expect(content(page)).toHaveValue('The first words.');

    const list = await api.get(`/api/admin/news/${article.id}/revisions`);
    const body = (await list.json()) as { total: number; revisions: { action: string }[] };
    expect(body.total).toBe(4);
    expect(body.revisions[0]?.action).toBe('restored');
    await api.dispose();
  });
}
