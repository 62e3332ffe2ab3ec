/**
 * Scheduled publishing and preview links, in Arabic (dark) and English (light): the
 * editor schedules a draft with the date-and-time picker (Riyadh time, which it states), the list
 * shows it scheduled, the public site shows it once its time comes (the server's own loop), and a
 * preview link opens the draft to a visitor with no session, not indexable.
 */
import { type Page, expect, test } from '@playwright/test';
import { formatSiteDateTime, siteMoment, siteWallClock } from '@vb/shared/dates';
import { adminApi, adminItem, signInAs, unique } from './fixtures';
import { E2E_ADMIN } from './global-setup';

interface Article {
  id: number;
  slug: string;
  title: string;
  publishAt: string | null;
  isPublished: boolean;
}

const CASES = [
  { language: 'ar', theme: 'dark' },
  { language: 'en', theme: 'light' },
] as const;

const TEXT = {
  ar: { scheduled: 'مجدول', scheduledFor: 'مجدول للنشر في', zone: 'بتوقيت الرياض' },
  en: { scheduled: 'Scheduled', scheduledFor: 'Scheduled for', zone: 'Riyadh time' },
} as const;

async function openNews(page: Page, language: 'ar' | 'en', theme: 'dark' | 'light') {
  await signInAs(page, E2E_ADMIN.email, language, theme, E2E_ADMIN.password);
  await page.getByTestId('admin-tab-news').click();
  await expect(page.getByTestId('news-tab')).toBeVisible();
  await expect(page.getByTestId('news-tab').locator('.ant-spin')).toHaveCount(0);
}

/** Tomorrow at 10:00 in Riyadh: as the picker takes it, and the moment it is. */
function tomorrowAtTen() {
  const c = siteWallClock(new Date(Date.now() + 86_400_000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    typed: `${c.year}-${pad(c.month + 1)}-${pad(c.day)} 10:00`,
    iso: siteMoment({ ...c, hour: 10, minute: 0 }).toISOString(),
  };
}

for (const { language, theme } of CASES) {
  test(`schedules a draft and shares a preview link (${language}, ${theme})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const api = await adminApi(baseURL!);
    const title = unique(`Scheduled ${language}`);
    const created = await api.post('/api/admin/news', {
      data: { title, titleAr: `مجدول ${title}`, content: 'Scheduled body.', isPublished: false },
    });
    expect(created.status()).toBe(201);
    const draft = ((await created.json()) as { article: Article }).article;

    await openNews(page, language, theme);
    await page.getByTestId('news-search').fill(title);
    const row = page.getByTestId('news-item').filter({ hasText: title });
    await row.getByTestId('news-edit').click();
    await expect(page.getByTestId('article-editor')).toBeVisible();

    // The preview link, before the schedule (saving closes the editor).
    await page.getByTestId('editor-preview-link-create').click();
    const linkField = page.getByTestId('editor-preview-link-url');
    await expect(linkField).toHaveValue(/\/news\/preview\/\d+\.\d+\.\d+\.[\w-]{43}$/);
    const previewUrl = await linkField.inputValue();
    expect(previewUrl.includes('/en/news/preview/')).toBe(language === 'en');

    // The schedule: the picker states the time zone; a typed date and time is taken.
    const schedule = page.getByTestId('editor-schedule');
    await expect(page.getByTestId('editor-schedule-zone')).toContainText(TEXT[language].zone);
    const when = tomorrowAtTen();
    const picker = page.locator('#editor-publish-at');
    // The open calendar on a phone: within the window, in the interface's direction.
    await page.setViewportSize({ width: 375, height: 800 });
    await schedule.scrollIntoViewIfNeeded();
    await picker.click();
    const dropdown = page.locator('.ant-picker-dropdown:visible');
    await expect(dropdown).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`schedule-${language}-${theme}-open-375.png`),
    });
    await picker.fill(when.typed);
    await picker.press('Enter');
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await expect(page.getByTestId('editor-schedule-state')).toHaveText(
      `${TEXT[language].scheduledFor} ${formatSiteDateTime(when.iso, language)}`,
    );
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await schedule.scrollIntoViewIfNeeded();
      // Nothing of the control spills out of the window.
      const box = (await schedule.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const link = (await page.getByTestId('editor-preview-link').boundingBox())!;
      const x = Math.max(0, box.x - 16);
      await page.screenshot({
        path: testInfo.outputPath(`schedule-${language}-${theme}-${width}.png`),
        clip: {
          x,
          y: Math.max(0, box.y - 16),
          width: Math.min(width - x, box.width + 32),
          height: link.y + link.height - box.y + 32,
        },
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('article-editor')).toHaveCount(0);
    await expect(row.getByTestId('news-item-status')).toHaveText(TEXT[language].scheduled);
    await expect(row.getByTestId('news-item-scheduled')).toHaveText(
      `${TEXT[language].scheduledFor} ${formatSiteDateTime(when.iso, language)}`,
    );
    const saved = await adminItem<Article>(api, 'news', draft.id);
    expect(saved).toMatchObject({ isPublished: false, publishAt: when.iso });

    // The preview link, to a visitor with no session: the draft, not indexable.
    const visitor = await browser.newContext();
    const preview = await visitor.newPage();
    const answer = await preview.goto(previewUrl);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(preview.locator('h1')).toHaveText(language === 'ar' ? `مجدول ${title}` : title);
    await expect(preview.getByTestId('article-preview-note')).toBeVisible();
    // An altered link is the not-found page.
    const altered = await preview.goto(previewUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(altered?.status()).toBe(404);
    await visitor.close();

    // Not public yet; then due in a few seconds: the server's loop publishes it on its own.
    const publicSlugs = async () =>
      (
        (await (await api.get('/api/news?limit=50')).json()) as { articles: { slug: string }[] }
      ).articles.map((a) => a.slug);
    expect(await publicSlugs()).not.toContain(draft.slug);
    const soon = new Date(Date.now() + 5000).toISOString();
    const moved = await api.put(`/api/admin/news/${draft.id}`, {
      data: {
        title,
        titleAr: `مجدول ${title}`,
        content: 'Scheduled body.',
        isPublished: false,
        publishAt: soon,
      },
    });
    expect(moved.status()).toBe(200);
    expect(await publicSlugs()).not.toContain(draft.slug);
    await expect.poll(publicSlugs, { timeout: 30_000, intervals: [500] }).toContain(draft.slug);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(soon));
    await page.goto(language === 'ar' ? '/news' : '/en/news');
    await expect(
      page.getByRole('heading', { name: language === 'ar' ? `مجدول ${title}` : title }),
    ).toBeVisible();
    await api.dispose();
  });
}
