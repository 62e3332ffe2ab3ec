import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  expect,
  request,
  test,
} from '@playwright/test';
import { startFakeOpenAI } from './fake-openai';
import { answerDialog, preferenceCookies } from './fixtures';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './global-setup';
import { FORMULA_EMAILS, FORMULA_PHONES, PAYLOADS, pack } from './xss-payloads';

/**
 * Issue 6, battery 5: XSS in a real browser. Every payload of e2e/xss-payloads.ts is stored in
 * every placement (article titles, contents and excerpts in both languages, every job-listing
 * text field, every public form field the admin sees, the AI translation's reply), then every
 * page that shows them is visited in Arabic and in English, with the CSP on and with it bypassed
 * (the renderer and React's escaping alone must hold). After each page: no `__xss` call, no
 * dialog, and no dangerous markup in the DOM. That the API stores and answers every payload
 * verbatim as data, and that the CSV exports keep it as text with formula cells neutralised, is
 * api/test/xssPayloads.test.ts.
 *
 * Runs on its own server (with its own fake OpenAI) so the hundreds of records it makes do not
 * disturb the other specs.
 */

test.describe.configure({ mode: 'default', timeout: 600_000 });

type Lang = 'ar' | 'en';
type Mode = 'csp' | 'bypass';
const LANGS: Lang[] = ['ar', 'en'];

const TEXTS = PAYLOADS.map((p) => p.text);
const REVERSED = [...TEXTS].reverse();
const fits = (max: number) => TEXTS.filter((t) => t.length <= max);

/** Ways of placing a payload in the article markup (rotated over articles and payloads). */
const WRAPPERS: ((t: string) => string)[] = [
  (t) => t,
  (t) => `## ${t}`,
  (t) => `- ${t}`,
  (t) => `1. ${t}`,
  (t) => `**${t}**`,
  (t) => `*${t}*`,
  (t) => `<u>${t}</u>`,
  (t) => `[${t}](https://example.com/)`,
  (t) => `text before ${t} text after`,
  (t) => `**<u>*${t}*</u>**`,
];

function articleContent(offset: number, texts: readonly string[]): string {
  return texts
    .map((t, k) => WRAPPERS[(k + offset) % WRAPPERS.length]!(t))
    .join(offset % 2 ? '\n\n' : '\n');
}

interface ArticleInput {
  title: string;
  titleAr: string;
  content: string;
  contentAr: string;
  excerpt: string | null;
  excerptAr: string | null;
  slug: string;
  isPublished: boolean;
}

let openai: { url: string; close(): Promise<void> };
let server: E2EServer;
let api: APIRequestContext;
const articles: { id: number; input: ArticleInput }[] = [];
const listings: { id: number; title: string; titleAr: string }[] = [];

/** A tiny PDF (only its magic bytes matter to the server). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'utf8');

async function created(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

async function seed() {
  // Articles: titles hold ~4 payloads each, excerpts ~11, contents all of them.
  const titles = pack(TEXTS, 200);
  const titlesAr = pack(REVERSED, 200);
  const excerpts = pack(TEXTS, 500);
  const excerptsAr = pack(REVERSED, 500);
  const count = Math.max(titles.length, titlesAr.length, excerpts.length, excerptsAr.length);
  for (let i = 0; i < count; i++) {
    const input: ArticleInput = {
      title: titles[i] ?? titles[i % titles.length]!,
      titleAr: titlesAr[i] ?? titlesAr[i % titlesAr.length]!,
      content: articleContent(i, TEXTS),
      contentAr: articleContent(i + 3, REVERSED),
      excerpt: excerpts[i] ?? null,
      excerptAr: excerptsAr[i] ?? null,
      slug: `xss-article-${i + 1}`,
      isPublished: true,
    };
    const body = await created(await api.post('/api/admin/news', { data: input }), 'article');
    articles.push({ id: (body.article as { id: number }).id, input });
  }

  // Job listings: short fields packed, long fields with every payload (as lines and bullets).
  const lTitles = pack(TEXTS, 200);
  const lTitlesAr = pack(REVERSED, 200);
  const locationsAr = pack(TEXTS, 200);
  const lines = (texts: readonly string[], prefix: string) =>
    texts.map((t) => `${prefix}${t}`).join('\n');
  for (let i = 0; i < Math.max(lTitles.length, lTitlesAr.length, locationsAr.length); i++) {
    const rotated = [...TEXTS.slice(i * 5), ...TEXTS.slice(0, i * 5)];
    const data = {
      title: lTitles[i % lTitles.length]!,
      titleAr: lTitlesAr[i % lTitlesAr.length]!,
      department: 'technology',
      location: 'Remote',
      locationAr: locationsAr[i % locationsAr.length]!,
      description: lines(rotated, ''),
      descriptionAr: lines([...rotated].reverse(), '- '),
      requirements: lines(rotated, i % 2 ? '- ' : '1. '),
      requirementsAr: lines([...rotated].reverse(), ''),
      employmentType: 'full-time',
      isActive: true,
    };
    const body = await created(await api.post('/api/admin/job-listings', { data }), 'listing');
    listings.push({
      id: (body.jobListing as { id: number }).id,
      title: data.title,
      titleAr: data.titleAr,
    });
  }

  // Submissions through the public routes: every text field packed with payloads, the fields
  // with strict formats (e-mail, phone) with what they accept.
  const names = pack(TEXTS, 120);
  const subjects = pack(TEXTS, 200);
  const messages = pack(TEXTS, 4900, '\n');
  const amounts = pack(fits(100), 100);
  const filenames = pack(
    TEXTS.map((t) => t.replace(/[/\\]/g, '')),
    195,
  ).map((n) => `${n}.pdf`);
  const email = (i: number) => FORMULA_EMAILS[i] ?? `visitor${i}@example.com`;
  const phone = (i: number) => FORMULA_PHONES[i % FORMULA_PHONES.length]!;

  const contactCount = Math.max(names.length, subjects.length, messages.length);
  for (let i = 0; i < contactCount; i++) {
    const data = {
      name: names[i % names.length]!,
      email: email(i),
      subject: subjects[i % subjects.length]!,
      message: messages[i % messages.length]!,
      phone: i % 2 ? phone(i) : '',
    };
    await created(await api.post('/api/contact', { data }), 'contact');
  }
  const investorCount = Math.max(names.length, subjects.length, amounts.length);
  for (let i = 0; i < investorCount; i++) {
    const data = {
      name: names[i % names.length]!,
      email: email(i),
      organization: subjects[i % subjects.length]!,
      message: messages[i % messages.length]!,
      position: subjects[(i + 7) % subjects.length]!,
      phone: i % 2 ? phone(i) : '',
      investmentAmount: amounts[i % amounts.length]!,
    };
    await created(await api.post('/api/investor', { data }), 'investor');
  }
  const applicationCount = Math.max(names.length, subjects.length, filenames.length);
  for (let i = 0; i < applicationCount; i++) {
    const data = {
      name: names[i % names.length]!,
      email: email(i),
      phone: phone(i),
      position: subjects[i % subjects.length]!,
      message: messages[i % messages.length]!,
      resumeFilename: filenames[i % filenames.length]!,
      resumeData: PDF.toString('base64'),
    };
    await created(await api.post('/api/careers/apply', { data }), 'application');
  }
}

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
  await seed();
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await openai?.close();
});

// ── The detector ────────────────────────────────────────────────────────────────────────

interface Hits {
  calls: string[];
  dialogs: string[];
}

interface Harness {
  context: BrowserContext;
  page: Page;
  hits: Hits;
  /** Lets the page settle, then asserts nothing ran and nothing dangerous is in the DOM. */
  check(where: string): Promise<void>;
}

/** Records __xss calls, dialog functions and cross-origin frame messages in every frame. */
function detectorScript() {
  const w = window as unknown as Record<string, unknown>;
  const calls: string[] = [];
  const report = (what: unknown) => {
    calls.push(String(what));
    try {
      (w.__xssReport as (x: string) => void)(String(what));
    } catch {
      // the binding may not be there yet: the list on the window still has it
    }
  };
  Object.defineProperty(window, '__xssCalls', { value: calls });
  Object.defineProperty(window, '__xss', { value: report, writable: false, configurable: false });
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    const original = window[name] as (...args: unknown[]) => unknown;
    Object.defineProperty(window, name, {
      value: function (this: unknown, ...args: unknown[]) {
        report(`${name}(${String(args[0] ?? '')})`);
        return original.apply(this, args);
      },
      writable: false,
      configurable: false,
    });
  }
  window.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (data && typeof data === 'object' && '__xss' in data)
      report((data as { __xss: unknown }).__xss);
  });
}

/**
 * Dangerous things in a document, whether or not they ran: event-handler attributes, scripts other
 * than the site's own files and JSON-LD, frames and plugins, <base>, meta refresh, and URLs with a
 * scheme other than http(s), mailto, tel, blob or a raster data image.
 */
function auditDom(): string[] {
  const bad: string[] = [];
  const SAFE = new Set(['http:', 'https:', 'mailto:', 'tel:', 'blob:']);
  const URL_ATTRS = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'background',
    'poster',
    'srcset',
    'ping',
  ]);
  const describe = (el: Element) => `<${el.localName}> ${el.outerHTML.slice(0, 160)}`;
  // The page's embedded first reads: one JSON data block (not executable), which must parse.
  const dataBlocks = document.querySelectorAll('script[type="application/json"]');
  const readsBlock = document.getElementById('initial-reads');
  if (dataBlocks.length > 1 || (dataBlocks.length === 1 && dataBlocks[0] !== readsBlock))
    bad.push(`script: ${dataBlocks.length} JSON data blocks`);
  if (readsBlock) {
    try {
      JSON.parse(readsBlock.textContent ?? '');
    } catch {
      bad.push(`script: the initial reads are not JSON: ${describe(readsBlock)}`);
    }
  }
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    if (tag === 'script') {
      const s = el as HTMLScriptElement;
      const ownFile = s.src !== '' && new URL(s.src).origin === location.origin;
      const data = s.type === 'application/ld+json' || el === readsBlock;
      if (!ownFile && !data) bad.push(`script: ${describe(el)}`);
    }
    if (
      [
        'iframe',
        'frame',
        'object',
        'embed',
        'base',
        'foreignobject',
        'animate',
        'set',
        'isindex',
      ].includes(tag)
    )
      bad.push(`element: ${describe(el)}`);
    if (tag === 'meta' && /refresh/i.test(el.getAttribute('http-equiv') ?? ''))
      bad.push(`meta refresh: ${describe(el)}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc')
        bad.push(`attribute ${name}: ${describe(el)}`);
      if (name === 'style' && /javascript:|expression\s*\(|behavior\s*:/i.test(attr.value))
        bad.push(`style: ${describe(el)}`);
      if (!URL_ATTRS.has(name) || attr.value.trim() === '') continue;
      const values =
        name === 'srcset'
          ? attr.value.split(',').map((v) => v.trim().split(/\s+/)[0] ?? '')
          : [attr.value];
      for (const value of values) {
        let url: URL;
        try {
          url = new URL(value, document.baseURI);
        } catch {
          continue;
        }
        const rasterData =
          url.protocol === 'data:' && /^\s*data:image\/(png|jpeg|gif|webp)[;,]/i.test(value);
        if (!SAFE.has(url.protocol) && !rasterData)
          bad.push(`url ${name}=${value.slice(0, 80)}: ${describe(el)}`);
      }
    }
  }
  return bad;
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  // Two frames and a moment: long enough for an injected image's error or an svg's load event.
  await page.evaluate(
    () =>
      new Promise<void>((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 120))),
      ),
  );
}

async function newHarness(browser: Browser, mode: Mode, language: Lang): Promise<Harness> {
  const context = await browser.newContext({
    baseURL: server.url,
    bypassCSP: mode === 'bypass',
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
  });
  const hits: Hits = { calls: [], dialogs: [] };
  await context.exposeBinding('__xssReport', ({ frame }, what: string) => {
    hits.calls.push(`${what} @ ${frame.url().slice(0, 120)}`);
  });
  await context.addInitScript(detectorScript);
  await preferenceCookies(context, language, 'dark', server.url);
  await context.addInitScript(
    ([l]) => {
      if (!sessionStorage.getItem('xss-prefs')) {
        localStorage.setItem('language', l);
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('xss-prefs', '1');
      }
    },
    [language] as const,
  );
  const watch = (p: Page) =>
    p.on('dialog', (dialog) => {
      hits.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
  context.on('page', watch);
  const page = await context.newPage();
  const check = async (where: string) => {
    await settle(page);
    expect(hits.calls, `__xss called on ${where}`).toEqual([]);
    expect(hits.dialogs, `dialog opened on ${where}`).toEqual([]);
    for (const frame of page.frames()) {
      const bad = await frame.evaluate(auditDom).catch(() => [] as string[]);
      expect(bad, `dangerous markup on ${where} (frame ${frame.url()})`).toEqual([]);
    }
    expect(context.pages(), `a window opened on ${where}`).toHaveLength(1);
  };
  return { context, page, hits, check };
}

/** Runs `body` in a fresh harness (signed in to the admin first if asked), closed afterwards. */
async function inHarness(
  browser: Browser,
  mode: Mode,
  language: Lang,
  { admin }: { admin: boolean },
  body: (harness: Harness) => Promise<void>,
) {
  const harness = await newHarness(browser, mode, language);
  try {
    if (admin) await signIn(harness.page);
    await body(harness);
  } finally {
    await harness.context.close();
  }
}

/** Whether an inline script runs in this context: it must not with the CSP, and must without. */
async function expectCspMode(page: Page, mode: Mode) {
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.head.append(s);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(
    ran,
    `inline scripts ${mode === 'csp' ? 'blocked by the CSP' : 'run with the CSP bypassed'}`,
  ).toBe(mode === 'bypass');
}

/**
 * Goes through every page of an admin content list (`news` or `listings`, read a page at a time):
 * `visit` is given each page's items once they are that page's; answers how many there were.
 */
async function eachListPage(
  page: Page,
  name: 'news' | 'listings',
  item: string,
  visit: (items: Locator, pageNumber: number) => Promise<void>,
): Promise<number> {
  const tab = page.getByTestId(`${name}-tab`);
  const items = tab.getByTestId(item);
  let seen = 0;
  for (let p = 1; ; p++) {
    await expect(items.first()).toBeVisible();
    await expect(tab).not.toHaveAttribute('aria-busy', 'true');
    await visit(items, p);
    seen += await items.count();
    const next = page.getByTestId(`${name}-pager`).locator('.ant-pagination-next');
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true')
      return seen;
    await next.click();
    await expect(
      page.getByTestId(`${name}-pager`).locator('.ant-pagination-item-active'),
    ).toHaveAttribute('title', String(p + 1));
  }
}

async function signIn(page: Page) {
  await page.goto('/admin');
  const form = page.getByTestId('admin-sign-in');
  await form.locator('input[type="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[type="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('admin-tab-applications')).toBeVisible();
}

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
  const { context, page, hits } = await newHarness(browser, 'bypass', 'en');
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

// ── The battery, with the CSP and without ───────────────────────────────────────────────

for (const mode of ['csp', 'bypass'] as const) {
  test.describe(`XSS battery (${mode === 'csp' ? 'CSP on' : 'CSP bypassed'})`, () => {
    for (const language of LANGS) {
      test(`public site in ${language}: home, news, every article, careers, feed`, async ({
        browser,
      }) => {
        await inHarness(
          browser,
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
                if (mode === 'csp')
                  expect(response?.headers()['content-security-policy']).toContain(
                    "script-src 'self'",
                  );
                const title = language === 'ar' ? input.titleAr : input.title;
                await expect(page.locator('h1')).toHaveText(title.replace(/\s+/g, ' ').trim());
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
        await inHarness(browser, mode, language, { admin: true }, async ({ page, check }) => {
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
        });
      });
    }

    test('admin forms: every article in the editor with its live preview, every listing form, the translation helpers', async ({
      browser,
    }) => {
      await inHarness(browser, mode, 'en', { admin: true }, async ({ page, check }) => {
        await page.getByTestId('admin-tab-news').click();
        const edited = await eachListPage(page, 'news', 'news-item', async (items, p) => {
          const count = await items.count();
          for (let i = 0; i < count; i++) {
            const name = `article ${i + 1} of page ${p}`;
            await items.nth(i).getByTestId('news-edit').click();
            await expect(page.getByTestId('article-editor')).toBeVisible();
            const toggle = page.getByTestId('editor-preview-toggle');
            if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
            await expect(page.getByTestId('editor-preview-en').locator('h1')).toBeVisible();
            await check(`editor of ${name} (English)`);
            await page.getByTestId('editor-tab-ar').click();
            await expect(page.getByTestId('editor-preview-ar').locator('h1')).toBeVisible();
            await check(`editor of ${name} (Arabic)`);
            await page.getByTestId('editor-cancel').click();
            await expect(page.getByTestId('article-editor')).toHaveCount(0);
            // Back on the same page of the list.
            await expect(items).toHaveCount(count);
          }
        });
        expect(edited).toBe(articles.length);

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
        await expect(page.getByTestId('editor-preview-ar').locator('h1')).toHaveText(
          `[AR] ${all}`.replace(/\s+/g, ' '),
        );
        await check('editor after translation to Arabic');
        await page.getByTestId('editor-translate-ar').click();
        // The English text was written by hand: replacing it is asked first (issue 16).
        await answerDialog(page, /Replace|استبدال/);
        await page.getByTestId('editor-tab-en').click();
        await expect(page.getByTestId('editor-title-en')).toHaveValue(`[EN] [AR] ${all}`);
        await check('editor after translation back to English');
        await page.getByTestId('editor-cancel').click();
        await page.getByRole('dialog').getByRole('button').last().click();
        await expect(page.getByTestId('article-editor')).toHaveCount(0);

        await page.getByTestId('admin-tab-listings').click();
        const formed = await eachListPage(page, 'listings', 'listing-card', async (cards, p) => {
          const count = await cards.count();
          for (let i = 0; i < count; i++) {
            await cards.nth(i).getByTestId('listing-edit').click();
            await expect(page.getByTestId('listing-form')).toBeVisible();
            await check(`listing form ${i + 1} of page ${p}`);
            await page.getByTestId('listing-cancel').click();
            await expect(page.getByTestId('listing-form')).toHaveCount(0);
          }
        });
        expect(formed).toBe(listings.length);
        await page.getByTestId('listing-add').click();
        const field = (name: string) => page.getByTestId(`listing-${name}`);
        await field('title').fill(all);
        await field('description').fill(TEXTS.join('\n'));
        await field('requirements').fill(TEXTS.map((t) => `- ${t}`).join('\n'));
        await page.getByTestId('listing-translate-enToAr').click();
        await expect(field('titleAr')).toHaveValue(`[AR] ${all}`);
        // The list markers never reach the model (issue 16): its "[AR] " comes after the first.
        await expect(field('requirementsAr')).toHaveValue(
          TEXTS.map((t) => `- ${t}`)
            .join('\n')
            .replace(/^- /, '- [AR] '),
        );
        await check('listing form after translation to Arabic');
        await field('title').fill('');
        await field('description').fill('');
        await page.getByTestId('listing-translate-arToEn').click();
        // The English requirements were written by hand: replacing them is asked first (issue 16),
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
}
