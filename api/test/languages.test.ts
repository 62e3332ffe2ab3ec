/**
 * Both languages, each at its own address: Arabic unprefixed, English under /en, each
 * with its own head (title, description, Open Graph, JSON-LD, canonical, hreflang alternates), its
 * own feed and its sitemap entries; the saved language's cookie and `?lang=` links redirect; no
 * cache ever answers one language's page for the other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_COOKIES } from '@vb/shared/constants';
import { type MessageKey, ar, en } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

const ORIGIN = 'https://example.sa';

const fill = (message: string, brand: string, values: Record<string, string> = {}) =>
  message.replace(/\{(\w+)\}/g, (m, k: string) => ({ brand, ...values })[k] ?? m);

const INDEX_HTML = `<!doctype html>
<html lang="ar" dir="rtl" class="dark">
  <head>
    <meta charset="UTF-8" />
    <title data-seo>x</title>
    <meta data-seo property="og:locale" content="ar_SA" />
    <link data-seo rel="alternate" type="application/rss+xml" title="x" href="/rss.xml" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A server render that says which URL and language it rendered, and counts its renders. */
const FAKE_RENDER = `let n = 0;
export function render(input) {
  n += 1;
  return '<main data-render="' + n + '">' + input.language + ' ' + input.url + '</main>';
}`;

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const metas = (html: string, key: string) =>
  [
    ...html.matchAll(
      new RegExp(`<meta (?:name|property)="${escapeRe(key)}" content="([^"]*)"`, 'g'),
    ),
  ].map((m) => decode(m[1] ?? ''));
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"([^>]*)/>`, 'g'))].map((m) => m[1] ?? '');
const canonical = (html: string) =>
  links(html, 'canonical').map((attrs) => decode(/href="([^"]*)"/.exec(attrs)?.[1] ?? ''));
/** hreflang → href of a page's alternate links. */
const hreflangs = (html: string) =>
  Object.fromEntries(
    links(html, 'alternate')
      .map((attrs) => [/hreflang="([^"]*)"/.exec(attrs)?.[1], /href="([^"]*)"/.exec(attrs)?.[1]])
      .filter(([lang]) => lang !== undefined),
  ) as Record<string, string>;
const feedLink = (html: string) =>
  links(html, 'alternate')
    .filter((attrs) => attrs.includes('application/rss+xml'))
    .map((attrs) => /href="([^"]*)"/.exec(attrs)?.[1]);
const jsonLd = (html: string) =>
  JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as Record<string, unknown>;
const rendered = (html: string) => /<main data-render="\d+">([^<]*)<\/main>/.exec(html)?.[1];
const renderNumber = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);
const texts = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) =>
    decode(m[1] ?? ''),
  );

describe('each language at its own address', () => {
  let server: TestServer;
  let admin: TestFetch;
  let parent: string;

  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-languages-'));
    const dist = path.join(parent, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(dist, 'assets', 'index-a.js'), 'console.log(1)');
    fs.mkdirSync(path.join(parent, 'dist-server'));
    fs.writeFileSync(path.join(parent, 'dist-server', 'entry-server.js'), FAKE_RENDER);
    server = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      PUBLIC_URL: `${ORIGIN}/`,
      LOG_LEVEL: 'error',
    });
    admin = await server.signIn();
    const res = await admin(
      '/api/admin/news',
      json('POST', {
        title: 'Main story',
        titleAr: 'الخبر الرئيسي',
        content: 'We are launching.',
        contentAr: 'نطلق.',
        excerpt: 'Main story summary',
        excerptAr: 'ملخص الخبر الرئيسي',
        slug: 'main-story',
        imageUrl: null,
        isPublished: true,
      }),
    );
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('serves English pages at /en with English head, locale, canonical and alternates', async () => {
    const brand = SITE.brandName.en;
    const cases: [string, string, string, MessageKey][] = [
      ['/en', fill(en['meta.title'], brand), '/', 'meta.description'],
      ['/en/news', fill(en['meta.page.news'], brand), '/news', 'meta.description.news'],
      ['/en/careers', fill(en['meta.page.careers'], brand), '/careers', 'meta.description.careers'],
      ['/en/investor', fill(en['meta.page.invest'], brand), '/investor', 'meta.description.invest'],
    ];
    for (const [page, expectedTitle, arabicPath, descriptionKey] of cases) {
      const description = fill(en[descriptionKey], brand);
      const res = await server.api(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-language'), page).toBe('en');
      const html = await res.text();
      expect(html, page).toContain('<html lang="en" dir="ltr"');
      expect(title(html), page).toBe(expectedTitle);
      expect(metas(html, 'description'), page).toEqual([description]);
      expect(metas(html, 'og:description'), page).toEqual([description]);
      expect(metas(html, 'og:locale'), page).toEqual(['en_US']);
      expect(metas(html, 'og:locale:alternate'), page).toEqual(['ar_SA']);
      expect(metas(html, 'og:site_name'), page).toEqual([brand]);
      expect(canonical(html), page).toEqual([`${ORIGIN}${page}`]);
      expect(metas(html, 'og:url'), page).toEqual([`${ORIGIN}${page}`]);
      expect(hreflangs(html), page).toEqual({
        ar: `${ORIGIN}${arabicPath}`,
        en: `${ORIGIN}${page}`,
        'x-default': `${ORIGIN}${arabicPath}`,
      });
      expect(feedLink(html), page).toEqual([`${ORIGIN}/en/rss.xml`]);
      expect(rendered(html), page).toBe(`en ${page}`);
    }
    expect(metas(await (await server.api('/en')).text(), 'og:title')).toEqual([
      fill(en['meta.ogTitle'], brand),
    ]);
  });

  it("links each language's manifest and preview image, and says who publishes the site", async () => {
    for (const language of ['ar', 'en'] as const) {
      const home = language === 'ar' ? '/' : '/en';
      const html = await (await server.api(home)).text();
      const manifests = links(html, 'manifest').map((attrs) => /href="([^"]*)"/.exec(attrs)?.[1]);
      expect(manifests, home).toEqual([`/manifest.${language}.webmanifest`]);
      const image = `${ORIGIN}/social/${language}.png`;
      expect(metas(html, 'og:image'), home).toEqual([image]);
      expect(metas(html, 'og:image:width'), home).toEqual(['1200']);
      expect(metas(html, 'og:image:height'), home).toEqual(['630']);
      expect(metas(html, 'og:image:alt')[0], home).toContain(SITE.brandName[language]);
      expect(metas(html, 'twitter:card'), home).toEqual(['summary_large_image']);
      expect(metas(html, 'twitter:image'), home).toEqual([image]);
      // The home page's JSON-LD: the company with its logo, and the site in this language.
      const graph = (jsonLd(html)['@graph'] ?? []) as Record<string, unknown>[];
      const organization = graph.find((node) => node['@type'] === 'Organization');
      const website = graph.find((node) => node['@type'] === 'WebSite');
      expect(organization, home).toMatchObject({
        name: SITE.brandName[language],
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/icons/icon-512.png`, width: 512 },
        sameAs: [SITE.x.url, SITE.linkedin.url],
      });
      expect(website, home).toMatchObject({
        name: SITE.brandName[language],
        url: `${ORIGIN}${home}`,
        inLanguage: language,
      });
      // An article without its own image: its card in the language, the publisher's logo.
      const article = await (
        await server.api(`${home === '/' ? '' : home}/news/main-story`)
      ).text();
      const [card] = metas(article, 'og:image');
      expect(card, home).toMatch(
        new RegExp(`^${ORIGIN}/api/news/main-story/card\\.png\\?lang=${language}&v=\\d+$`),
      );
      expect(jsonLd(article), home).toMatchObject({
        image: [card],
        publisher: { logo: { url: `${ORIGIN}/icons/icon-512.png` } },
      });
    }
  });

  it('keeps Arabic at the unprefixed addresses, with the same alternates', async () => {
    const html = await (await server.api('/news')).text();
    expect(title(html)).toBe(fill(ar['meta.page.news'], SITE.brandName.ar));
    expect(metas(html, 'og:locale')).toEqual(['ar_SA']);
    expect(metas(html, 'og:locale:alternate')).toEqual(['en_US']);
    expect(canonical(html)).toEqual([`${ORIGIN}/news`]);
    expect(hreflangs(html)).toEqual({
      ar: `${ORIGIN}/news`,
      en: `${ORIGIN}/en/news`,
      'x-default': `${ORIGIN}/news`,
    });
    expect(feedLink(html)).toEqual([`${ORIGIN}/rss.xml`]);
    // /invest is indexed as /investor in its own language.
    expect(canonical(await (await server.api('/en/invest')).text())).toEqual([
      `${ORIGIN}/en/investor`,
    ]);
  });

  it('describes an English article page in English, with English JSON-LD', async () => {
    const html = await (await server.api('/en/news/main-story')).text();
    const url = `${ORIGIN}/en/news/main-story`;
    expect(title(html)).toBe(
      fill(en['meta.page.article'], SITE.brandName.en, { title: 'Main story' }),
    );
    expect(metas(html, 'og:title')).toEqual(['Main story']);
    expect(metas(html, 'description')).toEqual(['Main story summary']);
    expect(canonical(html)).toEqual([url]);
    expect(hreflangs(html)).toEqual({
      ar: `${ORIGIN}/news/main-story`,
      en: url,
      'x-default': `${ORIGIN}/news/main-story`,
    });
    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Main story',
      description: 'Main story summary',
      url,
      inLanguage: 'en',
      mainEntityOfPage: { '@id': url },
      publisher: { name: SITE.brandName.en, url: `${ORIGIN}/en` },
    });
    const arabic = jsonLd(await (await server.api('/news/main-story')).text());
    expect(arabic).toMatchObject({ headline: 'الخبر الرئيسي', inLanguage: 'ar' });
  });

  it('keeps the not-found page out of the index in both languages, and the admin unprefixed', async () => {
    for (const page of ['/en/nothing-here', '/en/news/no-such-story', '/en/admin']) {
      const res = await server.api(page);
      expect(res.status, page).toBe(404);
      const html = await res.text();
      expect(metas(html, 'robots'), page).toEqual(['noindex']);
      expect(canonical(html), page).toEqual([]);
      expect(hreflangs(html), page).toEqual({});
      expect(title(html), page).toBe(fill(en['meta.page.notFound'], SITE.brandName.en));
    }
    expect((await server.api('/admin')).status).toBe(200);
  });

  it('lists both languages in the sitemap, each entry with its hreflang alternates', async () => {
    const xml = await (await server.api('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const byLoc = new Map(entries.map((e) => [texts(e, 'loc')[0], e]));
    for (const [arPath, enPath] of [
      ['/', '/en'],
      ['/news', '/en/news'],
      ['/careers', '/en/careers'],
      ['/investor', '/en/investor'],
      ['/privacy', '/en/privacy'],
      ['/news/main-story', '/en/news/main-story'],
    ]) {
      for (const loc of [arPath, enPath]) {
        const entry = byLoc.get(`${ORIGIN}${loc}`);
        expect(entry, loc).toBeDefined();
        const alternates = Object.fromEntries(
          [
            ...(entry ?? '').matchAll(
              /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
            ),
          ].map((m) => [m[1], m[2]]),
        );
        expect(alternates, loc).toEqual({
          ar: `${ORIGIN}${arPath}`,
          en: `${ORIGIN}${enPath}`,
          'x-default': `${ORIGIN}${arPath}`,
        });
      }
    }
    expect(entries).toHaveLength(12);
    const robots = await (await server.api('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('publishes a feed per language, each in its language and linking its pages', async () => {
    const arabic = await (await server.api('/rss.xml')).text();
    const english = await server.api('/en/rss.xml');
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await english.text();
    const channel = xml.slice(0, xml.indexOf('<item>'));
    expect(texts(channel, 'language')).toEqual(['en']);
    expect(texts(channel, 'title')).toEqual([fill(en['meta.page.news'], SITE.brandName.en)]);
    expect(texts(channel, 'link')).toEqual([`${ORIGIN}/en/news`]);
    expect(channel).toContain(`<atom:link href="${ORIGIN}/en/rss.xml" rel="self"`);
    const item = xml.slice(xml.indexOf('<item>'));
    expect(texts(item, 'title')).toEqual(['Main story']);
    expect(texts(item, 'link')).toEqual([`${ORIGIN}/en/news/main-story`]);
    expect(texts(item, 'description')).toEqual(['Main story summary']);

    const arChannel = arabic.slice(0, arabic.indexOf('<item>'));
    expect(texts(arChannel, 'language')).toEqual(['ar']);
    expect(texts(arChannel, 'link')).toEqual([`${ORIGIN}/news`]);
    const arItem = arabic.slice(arabic.indexOf('<item>'));
    expect(texts(arItem, 'title')).toEqual(['الخبر الرئيسي']);
    expect(texts(arItem, 'link')).toEqual([`${ORIGIN}/news/main-story`]);
  });

  it('sends a visitor whose saved language is the other one to their page (302, never cached)', async () => {
    const english = `${PREFERENCE_COOKIES.language}=en`;
    const arabic = `${PREFERENCE_COOKIES.language}=ar`;
    const cases: [string, string, string][] = [
      ['/news?from=home', english, '/en/news?from=home'],
      ['/', english, '/en'],
      ['/news/main-story', english, '/en/news/main-story'],
      ['/en/careers?job=3', arabic, '/careers?job=3'],
      ['/en', arabic, '/'],
      ['/en//evil.example', arabic, '/evil.example'],
    ];
    for (const [page, cookie, location] of cases) {
      // Twice: the second request must not be answered from what the first left behind.
      for (let i = 0; i < 2; i += 1) {
        const res = await server.api(page, { headers: { cookie }, redirect: 'manual' });
        expect(res.status, page).toBe(302);
        expect(res.headers.get('location'), page).toBe(location);
        expect(res.headers.get('cache-control'), page).toBe('private, no-store');
        expect(res.headers.get('vary') ?? '', page).toMatch(/cookie/i);
      }
    }
    // The same language as the address, and the admin, are answered as they are.
    for (const [page, cookie] of [
      ['/en/news', english],
      ['/news', arabic],
      ['/admin', english],
    ] as const) {
      const res = await server.api(page, { headers: { cookie }, redirect: 'manual' });
      expect(res.status, page).toBe(200);
    }
  });

  it('sends a ?lang= link to the address of that language, without the parameter (301)', async () => {
    const cases: [string, string][] = [
      ['/news?lang=en', '/en/news'],
      ['/careers?job=3&lang=en', '/en/careers?job=3'],
      ['/en/news/main-story?lang=ar&from=home', '/news/main-story?from=home'],
      ['/?lang=en', '/en'],
    ];
    for (const [page, location] of cases) {
      const res = await server.api(page, { redirect: 'manual' });
      expect(res.status, page).toBe(301);
      expect(res.headers.get('location'), page).toBe(location);
    }
    // An unknown value is no language: the page is answered.
    expect((await server.api('/news?lang=fr', { redirect: 'manual' })).status).toBe(200);
  });

  it('never answers one language’s page for the other, from any cache, with or without cookies', async () => {
    const english = { cookie: `${PREFERENCE_COOKIES.language}=en` };
    const arabic = { cookie: `${PREFERENCE_COOKIES.language}=ar` };
    const read = async (page: string, headers?: Record<string, string>) => {
      const res = await server.api(page, { headers, redirect: 'manual' });
      expect(res.headers.get('vary') ?? '', page).toMatch(/cookie/i);
      return { status: res.status, html: await res.text() };
    };
    for (const [first, second] of [
      ['/news', '/en/news'],
      ['/en/careers', '/careers'],
    ] as const) {
      const firstLanguage = first.startsWith('/en') ? 'en' : 'ar';
      const secondLanguage = second.startsWith('/en') ? 'en' : 'ar';
      // Each page twice without cookies (the second time from the caches), then again with them.
      for (let i = 0; i < 2; i += 1) {
        expect(rendered((await read(first)).html)).toBe(`${firstLanguage} ${first}`);
        expect(rendered((await read(second)).html)).toBe(`${secondLanguage} ${second}`);
      }
      const matching = (language: string) => (language === 'en' ? english : arabic);
      const cached = await read(first, matching(firstLanguage));
      expect(cached.status).toBe(200);
      expect(rendered(cached.html)).toBe(`${firstLanguage} ${first}`);
      const other = await read(second, matching(firstLanguage));
      expect(other.status).toBe(302);
      expect(rendered(other.html)).toBeUndefined();
      const own = await read(second, matching(secondLanguage));
      expect(rendered(own.html)).toBe(`${secondLanguage} ${second}`);
      // And the page first cached stays in its language for a visitor of the other one.
      const crossed = await read(first, matching(secondLanguage));
      expect(crossed.status).toBe(302);
    }
    // One render per language and address: the caches keep each page apart.
    const a = renderNumber((await read('/news')).html);
    const b = renderNumber((await read('/en/news')).html);
    expect(a).not.toBe(b);
    expect(renderNumber((await read('/news')).html)).toBe(a);
    expect(renderNumber((await read('/en/news')).html)).toBe(b);
  });
});
