import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { localizeContentDigits } from '@vb/shared/digits';
import { startFakeOpenAI } from './fake-openai';
import { answerDialog } from './fixtures';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';
import {
  type Lang,
  auditDom,
  eachListPage,
  expectCspMode,
  inHarness,
  listPage,
  newHarness,
} from './xss-harness';
import { type ArticleInput, TEXTS, WRAPPERS, articleContent, seed } from './xss-seed';
import { PAYLOADS } from './xss-payloads';

/**
 * XSS in a real browser. Every payload of e2e/xss-payloads.ts is stored in every placement
 * (article titles, contents and excerpts in both languages, every job-listing text field, every
 * public form field the admin sees, the AI translation's reply; e2e/xss-seed.ts), then every public
 * page and admin list page that shows them is visited in Arabic and in English with the CSP
 * bypassed (the renderer and React's escaping alone must hold), the admin's editor and listing
 * form for as many records as hold every payload in each of their placements, and each kind of
 * screen once more with the CSP on. After each page: no `__xss` call, no dialog, and no dangerous
 * markup in the DOM (e2e/xss-harness.ts).
 * That the API stores and answers every payload verbatim as data, and that the CSV exports keep
 * it as text with formula cells neutralised, is api/test/xssPayloads.test.ts.
 *
 * Runs on its own server (with its own fake OpenAI) so the hundreds of records it makes do not
 * disturb the other specs.
 */

test.describe.configure({ mode: 'default', timeout: 600_000 });

const LANGS: Lang[] = ['ar', 'en'];
/** How many listing forms the battery opens (each holds every payload in its long fields). */
const LISTING_FORMS = 4;

let openai: { url: string; close(): Promise<void> };
let server: E2EServer;
let api: APIRequestContext;
const articles: { id: number; input: ArticleInput }[] = [];
const listings: { id: number; title: string; titleAr: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  openai = await startFakeOpenAI();
  server = await startE2EServer({
    OPENAI_API_KEY: 'e2e-key',
    OPENAI_BASE_URL: openai.url,
    TRANSLATE_TIMEOUT_MS: '5000',
  });
  const anon = await request.newContext({ baseURL: server.url });
  const res = await anon.post('/api/auth/token', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await anon.dispose();
  api = await request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  await seed(api, articles, listings);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await openai?.close();
});

async function setPublished(ids: Set<number>) {
  for (const a of articles) {
    if (a.input.isPublished === ids.has(a.id)) continue;
    a.input.isPublished = ids.has(a.id);
    const res = await api.put(`/api/admin/news/${a.id}`, { data: a.input });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

// ── The control: the payloads and the detector work ─────────────────────────────────────

test('control: without the product in the way, the live payloads fire and the detector sees each one', async ({
  browser,
}) => {
  const { context, page, hits } = await newHarness(browser, server.url, 'bypass', 'en');
  await page.goto('/robots.txt');
  const live = PAYLOADS.filter((p) => p.live);
  // Each payload both inserted with innerHTML and parsed by the HTML parser in its own frame.
  for (const p of live) {
    await page.evaluate((html) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      document.body.append(box);
      const frame = document.createElement('iframe');
      frame.srcdoc = html;
      document.body.append(frame);
    }, p.text);
  }
  // Error events of `src=x` wait for the server's 404s and dialogs come one after another:
  // on a loaded machine that takes a while, so wait for every payload (bounded), not a fixed time.
  const missed = () => {
    const seen = new Set([...hits.calls.map((c) => c.split(' @ ')[0]!), ...hits.dialogs]);
    return live
      .filter(
        (p) =>
          ![...seen].some(
            (s) =>
              s === String(p.id) ||
              s.includes(`(${p.id})`) ||
              (p.name.startsWith('print') && s.startsWith('print')),
          ),
      )
      .map((p) => `${p.id} ${p.name}`);
  };
  await expect.poll(missed, { timeout: 20_000, intervals: [250, 500, 1000] }).toEqual([]);
  expect(hits.dialogs.length).toBeGreaterThan(0);
  // The DOM audit sees the injected handlers and frames too.
  const flagged = await page.evaluate(auditDom);
  expect(flagged.filter((f) => f.startsWith('attribute on')).length).toBeGreaterThan(
    live.length / 2,
  );
  expect(flagged.some((f) => f.startsWith('element: <iframe>'))).toBe(true);
  await context.close();
});

// ── The battery ─────────────────────────────────────────────────────────────────────────
// Every screen is read with the CSP bypassed: the renderer and React's escaping alone must hold.
// That pass is the stricter one (a payload the CSP would stop fires, and the DOM audit is the
// same), so the pass with the CSP on visits each kind of screen once, to see the policy served
// and enforced over the stored payloads.

test('CSP on: every kind of screen serves the policy, blocks inline script and shows the payloads inert', async ({
  browser,
}) => {
  await inHarness(browser, server.url, 'csp', 'ar', { admin: false }, async ({ page, check }) => {
    const policy = async (path: string) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    };
    await policy('/');
    await page.locator('#news').scrollIntoViewIfNeeded();
    await expect(page.locator('#news').getByTestId('news-card').first()).toBeVisible();
    await check('home');
    await policy('/news');
    await expect(page.getByTestId('news-card').first()).toBeVisible();
    await check('/news');
    const first = articles[0]!.input;
    await policy(`/news/${first.slug}`);
    await expect(page.getByTestId('article-content')).toBeVisible();
    await check(`/news/${first.slug}`);
    await policy('/careers');
    await page.getByTestId('job-card').first().locator('button').first().click();
    await expect(page.getByTestId('job-details')).toBeVisible();
    await check('/careers details');
    await expectCspMode(page, 'csp');
  });
  await inHarness(browser, server.url, 'csp', 'en', { admin: true }, async ({ page, check }) => {
    await check('admin dashboard');
    await page.getByTestId('admin-tab-applications').click();
    await expect(page.getByTestId('submission-card').first()).toBeVisible();
    await check('admin applications');
    await page.getByTestId('admin-tab-listings').click();
    await page.getByTestId('listing-card').first().getByTestId('listing-edit').click();
    await expect(page.getByTestId('listing-form')).toBeVisible();
    await check('listing form');
    await page.getByTestId('listing-cancel').click();
    await page.getByTestId('admin-tab-news').click();
    await page.getByTestId('news-item').first().getByTestId('news-edit').click();
    const toggle = page.getByTestId('editor-preview-toggle');
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await expect(page.getByTestId('editor-preview-en').locator('h1')).toBeVisible();
    await check('article editor with its preview');
    await expectCspMode(page, 'csp');
  });
});

const mode = 'bypass' as const;
test.describe('XSS battery (CSP bypassed)', () => {
  for (const language of LANGS) {
    test(`public site in ${language}: home, news, every article, careers, feed`, async ({
      browser,
    }) => {
      await inHarness(
        browser,
        server.url,
        mode,
        language,
        { admin: false },
        async ({ context, page, check }) => {
          // The public reads are cacheable (max-age): each round empties the browser's HTTP cache
          // so that it sees the articles it published.
          const cdp = await context.newCDPSession(page);
          // /news lists the 20 newest: publish the articles 20 at a time.
          for (let start = 0; start < articles.length; start += 20) {
            const round = articles.slice(start, start + 20);
            await setPublished(new Set(round.map((a) => a.id)));
            await cdp.send('Network.clearBrowserCache');
            await page.goto('/news');
            await expect(page.getByTestId('news-card')).toHaveCount(round.length);
            await check(`/news (articles ${start + 1}-${start + round.length})`);
            await page.goto('/');
            // The section's cards load as it comes near the window.
            await page.locator('#news').scrollIntoViewIfNeeded();
            await expect(page.locator('#news').getByTestId('news-card')).toHaveCount(
              Math.min(4, round.length),
            );
            await check(`home (articles ${start + 1}-${start + round.length})`);
            for (const { input } of round) {
              const response = await page.goto(`/news/${input.slug}`);
              expect(response?.status()).toBe(200);
              const title = language === 'ar' ? input.titleAr : input.title;
              // Shown with the page's digits (@vb/shared/digits): the payload stays text.
              await expect(page.locator('h1')).toHaveText(
                localizeContentDigits(title.replace(/\s+/g, ' ').trim(), language),
              );
              await expect(page.getByTestId('article-content')).toBeVisible();
              await check(`/news/${input.slug}`);
            }
          }
          await setPublished(new Set(articles.map((a) => a.id)));
          await page.goto('/rss.xml');
          await check('/rss.xml');

          await page.goto('/careers');
          const cards = page.getByTestId('job-card');
          await expect(cards).toHaveCount(listings.length);
          await check('/careers');
          for (let i = 0; i < listings.length; i++) {
            await cards.nth(i).locator('button').first().click();
            const details = page.getByTestId('job-details');
            await expect(details).toBeVisible();
            await check(`/careers details of listing ${i + 1}`);
            await page.keyboard.press('Escape');
            await expect(details).toHaveCount(0);
          }
          await expectCspMode(page, mode);
        },
      );
    });

    test(`admin in ${language}: submissions, listings, news lists`, async ({ browser }) => {
      await inHarness(
        browser,
        server.url,
        mode,
        language,
        { admin: true },
        async ({ page, check }) => {
          await check('admin dashboard');
          for (const [tab, kind] of [
            ['applications', 'applications'],
            ['contact', 'contact-messages'],
            ['investors', 'investor-requests'],
          ] as const) {
            await page.getByTestId(`admin-tab-${tab}`).click();
            const panel = page.getByTestId(`submissions-${kind}`);
            await expect(panel.getByTestId('submission-card').first()).toBeVisible();
            // The pager is shown above and below the list: the first one serves.
            const next = panel.locator('.ant-pagination-next').first();
            for (let p = 1; p < 50; p++) {
              await check(`admin ${tab} page ${p}`);
              if (
                (await next.count()) === 0 ||
                (await next.getAttribute('aria-disabled')) === 'true'
              )
                break;
              await next.click();
              // (Its title is the number in Western digits; its text is in the page's.)
              await expect(panel.locator('.ant-pagination-item-active').first()).toHaveAttribute(
                'title',
                String(p + 1),
              );
            }
          }
          // The article and listing lists are read a page at a time: every page is looked at.
          await page.getByTestId('admin-tab-listings').click();
          expect(
            await eachListPage(page, 'listings', 'listing-card', (_, p) =>
              check(`admin listings page ${p}`),
            ),
          ).toBe(listings.length);
          await page.getByTestId('admin-tab-news').click();
          expect(
            await eachListPage(page, 'news', 'news-item', (_, p) =>
              check(`admin news list page ${p}`),
            ),
          ).toBe(articles.length);
          await expectCspMode(page, mode);
        },
      );
    });
  }

  test('admin forms: the editor with its live previews over every content placement, listing forms, the translation helpers', async ({
    browser,
  }) => {
    await inHarness(browser, server.url, mode, 'en', { admin: true }, async ({ page, check }) => {
      // The editor's preview is the article page's renderer. Consecutive articles rotate their
      // contents through every wrapper (xss-seed.ts), so WRAPPERS.length of them put every
      // payload in every placement of both previews (checked below from their addresses); every
      // title is already shown as text by the admin list pages and the public pages above.
      await page.getByTestId('admin-tab-news').click();
      const items = await listPage(page, 'news', 'news-item');
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(WRAPPERS.length);
      const rotations = new Set<number>();
      for (let i = 0; i < WRAPPERS.length; i++) {
        const name = `article ${i + 1} of the list`;
        await items.nth(i).getByTestId('news-edit').click();
        await expect(page.getByTestId('article-editor')).toBeVisible();
        const slug = await page.getByTestId('editor-slug').inputValue();
        const seeded = articles.findIndex((a) => a.input.slug === slug);
        expect(seeded, `${name} is a seeded article`).toBeGreaterThanOrEqual(0);
        rotations.add(seeded % WRAPPERS.length);
        const toggle = page.getByTestId('editor-preview-toggle');
        if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
        await expect(page.getByTestId('editor-preview-en').locator('h1')).toBeVisible();
        await check(`editor of ${name} (English)`);
        await page.getByTestId('editor-tab-ar').click();
        await expect(page.getByTestId('editor-preview-ar').locator('h1')).toBeVisible();
        await check(`editor of ${name} (Arabic)`);
        await page.getByTestId('editor-cancel').click();
        await expect(page.getByTestId('article-editor')).toHaveCount(0);
        await expect(items).toHaveCount(count);
      }
      expect(rotations.size, 'the editors opened hold every wrapper').toBe(WRAPPERS.length);

      // Translation: the fake OpenAI answers "[AR] <text>", bringing every payload back.
      // (A single-line input drops line breaks.)
      const all = TEXTS.join(' ').replace(/\n/g, '');
      await page.getByTestId('news-create').click();
      await page.getByTestId('editor-preview-toggle').click();
      await expect(page.getByTestId('editor-preview-toggle')).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.getByTestId('editor-title-en').fill(all);
      await page.getByTestId('editor-content-en').fill(articleContent(0, TEXTS));
      await page.getByTestId('editor-translate-en').click();
      await page.getByTestId('editor-tab-ar').click();
      await expect(page.getByTestId('editor-title-ar')).toHaveValue(`[AR] ${all}`);
      // The preview shows the title as the Arabic page will, in the page's digits.
      await expect(page.getByTestId('editor-preview-ar').locator('h1')).toHaveText(
        localizeContentDigits(`[AR] ${all}`, 'ar').replace(/\s+/g, ' '),
      );
      await check('editor after translation to Arabic');
      await page.getByTestId('editor-translate-ar').click();
      // The English text was written by hand: replacing it is asked first.
      await answerDialog(page, /Replace|استبدال/);
      await page.getByTestId('editor-tab-en').click();
      await expect(page.getByTestId('editor-title-en')).toHaveValue(`[EN] [AR] ${all}`);
      await check('editor after translation back to English');
      await page.getByTestId('editor-cancel').click();
      await page.getByRole('dialog').getByRole('button').last().click();
      await expect(page.getByTestId('article-editor')).toHaveCount(0);

      // A listing's form shows its texts only as field values; a few forms with every payload
      // in their long fields serve, the titles being shown as text by the lists and the careers page.
      await page.getByTestId('admin-tab-listings').click();
      const cards = await listPage(page, 'listings', 'listing-card');
      expect(await cards.count()).toBeGreaterThanOrEqual(LISTING_FORMS);
      for (let i = 0; i < LISTING_FORMS; i++) {
        await cards.nth(i).getByTestId('listing-edit').click();
        await expect(page.getByTestId('listing-form')).toBeVisible();
        await check(`listing form ${i + 1}`);
        await page.getByTestId('listing-cancel').click();
        await expect(page.getByTestId('listing-form')).toHaveCount(0);
      }
      await page.getByTestId('listing-add').click();
      const field = (name: string) => page.getByTestId(`listing-${name}`);
      await field('title').fill(all);
      await field('description').fill(TEXTS.join('\n'));
      await field('requirements').fill(TEXTS.map((t) => `- ${t}`).join('\n'));
      await page.getByTestId('listing-translate-enToAr').click();
      await expect(field('titleAr')).toHaveValue(`[AR] ${all}`);
      // The list markers never reach the model: its "[AR] " comes after the first.
      await expect(field('requirementsAr')).toHaveValue(
        TEXTS.map((t) => `- ${t}`)
          .join('\n')
          .replace(/^- /, '- [AR] '),
      );
      await check('listing form after translation to Arabic');
      await field('title').fill('');
      await field('description').fill('');
      await page.getByTestId('listing-translate-arToEn').click();
      // The English requirements were written by hand: replacing them is asked first,
      // in a question over the listing's own dialog.
      const question = page.locator('.ant-modal-confirm');
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: /Replace|استبدال/ }).click();
      await expect(question).toBeHidden();
      await expect(field('title')).toHaveValue(`[EN] [AR] ${all}`);
      await check('listing form after translation to English');
      await page.getByTestId('listing-cancel').click();
      await expectCspMode(page, mode);
    });
  });
});
