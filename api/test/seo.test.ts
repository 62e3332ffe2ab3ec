import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_COOKIES } from '@vb/shared/constants';
import { ar } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

/** A real 1×1 PNG. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const ORIGIN = 'https://example.sa';
const BRAND = SITE.brandName.ar;
const fill = (message: string, values: Record<string, string> = {}) =>
  message.replace(/\{(\w+)\}/g, (m, k: string) => ({ brand: BRAND, ...values })[k] ?? m);

/** The built index.html as Vite writes it (Arabic defaults filled in, server-owned tags marked). */
const INDEX_HTML = `<!doctype html>
<html lang="ar" dir="rtl" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <!-- The server replaces the data-seo elements with each page's own. -->
    <title data-seo>${fill(ar['meta.title'])}</title>
    <meta data-seo name="description" content="${fill(ar['meta.description'])}" />
    <meta data-seo property="og:type" content="website" />
    <meta data-seo property="og:locale" content="ar_SA" />
    <meta data-seo property="og:title" content="${fill(ar['meta.ogTitle'])}" />
    <meta data-seo property="og:description" content="${fill(ar['meta.description'])}" />
    <meta data-seo name="twitter:card" content="summary_large_image" />
    <meta data-seo name="twitter:title" content="${fill(ar['meta.ogTitle'])}" />
    <meta data-seo name="twitter:description" content="${fill(ar['meta.description'])}" />
    <link data-seo rel="alternate" type="application/rss+xml" title="${fill(ar['meta.page.news'])}" href="/rss.xml" />
    <script type="module" crossorigin src="/assets/index-Csbae-Jm.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-CIA-1EsP.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const HOSTILE = `</script><script>alert("x")</script><!-- & 'q' <b>`;

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Our new venture',
  titleAr: 'مشروعنا الجديد',
  content: 'We are **launching** a new venture.',
  contentAr: 'نطلق **مشروعاً** جديداً.',
  slug: '',
  imageUrl: null,
  isPublished: true,
  ...overrides,
});

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The decoded content of every <meta name|property="key"> of a page. */
function metas(html: string, key: string): string[] {
  const re = new RegExp(`<meta (?:name|property)="${escapeRe(key)}" content="([^"]*)"`, 'g');
  return [...html.matchAll(re)].map((m) => decode(m[1] ?? ''));
}
const meta = (html: string, key: string) => {
  const all = metas(html, key);
  expect(all, `one ${key}`).toHaveLength(1);
  return all[0];
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const title = (html: string) => {
  const all = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)];
  expect(all).toHaveLength(1);
  return decode(all[0]?.[1] ?? '');
};
const canonical = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
function jsonLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '') as Record<string, unknown>;
}

/**
 * A tiny well-formedness check: every element closes in order, no stray '<' or '&' in text, and
 * the document starts with the XML declaration. Returns the names of the elements seen.
 */
function checkXml(xml: string): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  const stack: string[] = [];
  const seen: string[] = [];
  let last = 0;
  for (const m of body.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const text = body.slice(last, m.index);
    expect(text, 'text between tags').not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
    last = (m.index ?? 0) + m[0].length;
    const [, closing, name = '', , selfClosing] = m;
    if (closing) expect(stack.pop(), `</${name}>`).toBe(name);
    else {
      seen.push(name);
      if (!selfClosing) stack.push(name);
    }
  }
  expect(body.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
  return seen;
}

/** The text content of the <name> elements of an XML string. */
const texts = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) =>
    decode(m[1] ?? ''),
  );

function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-seo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'index-Csbae-Jm.js'), 'console.log(1)');
  return dist;
}

describe('discovery: article pages, sitemap, feed, robots (PUBLIC_URL set)', () => {
  let server: TestServer;
  let admin: TestFetch;
  let dist: string;
  const created: Record<string, { slug: string; imageUrl: string | null; updatedAt: string }> = {};

  const create = async (key: string, overrides: Record<string, unknown>) => {
    const res = await admin('/api/admin/news', json('POST', article(overrides)));
    expect(res.status).toBe(201);
    const body = await res.json();
    created[key] = body.article;
    return body.article;
  };

  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      PUBLIC_URL: `${ORIGIN}/`,
    });
    admin = await server.signIn();
    await create('main', {
      title: 'Main story',
      titleAr: 'الخبر الرئيسي',
      excerptAr: 'ملخص الخبر الرئيسي',
      excerpt: 'Main story summary',
      slug: 'main-story',
      imageUrl: PNG_DATA_URL,
    });
    await create('english', {
      title: 'English only',
      titleAr: null,
      contentAr: null,
      content: `${'word '.repeat(40)}end`,
      slug: 'english-only',
    });
    await create('hostile', { title: HOSTILE, titleAr: HOSTILE, slug: 'hostile' });
    await create('arabic', { title: 'Arabic slug', slug: 'خبر عربي' });
    await create('draft', { title: 'Secret draft', slug: 'secret-draft', isPublished: false });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves an article's own title, description, social tags, canonical and JSON-LD", async () => {
    const res = await server.api('/news/main-story?from=home');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    const url = `${ORIGIN}/news/main-story`;
    const image = `${ORIGIN}${created.main?.imageUrl}`;
    expect(created.main?.imageUrl).toMatch(/^\/api\/media\//);

    expect(title(html)).toBe(fill(ar['meta.page.article'], { title: 'الخبر الرئيسي' }));
    expect(meta(html, 'description')).toBe('ملخص الخبر الرئيسي');
    expect(canonical(html)).toEqual([url]);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe('الخبر الرئيسي');
    expect(meta(html, 'og:description')).toBe('ملخص الخبر الرئيسي');
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe(image);
    expect(meta(html, 'og:site_name')).toBe(BRAND);
    expect(Date.parse(meta(html, 'article:published_time') ?? '')).not.toBeNaN();
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('الخبر الرئيسي');
    expect(meta(html, 'twitter:description')).toBe('ملخص الخبر الرئيسي');
    expect(meta(html, 'twitter:image')).toBe(image);
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${fill(ar['meta.page.news'])}" href="${ORIGIN}/rss.xml" />`,
    );
    // The build's defaults are gone, the rest of the shell is intact.
    expect(head(html)).not.toContain(fill(ar['meta.description']));
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Csbae-Jm.js">');
    expect(html).toContain('<div id="root"></div>');

    const ld = jsonLd(html);
    const publisher = {
      '@type': 'Organization',
      name: BRAND,
      url: `${ORIGIN}/`,
      logo: {
        '@type': 'ImageObject',
        url: `${ORIGIN}/icons/icon-512.png`,
        width: 512,
        height: 512,
      },
    };
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'الخبر الرئيسي',
      description: 'ملخص الخبر الرئيسي',
      image: [image],
      inLanguage: 'ar',
      publisher,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      dateModified: created.main?.updatedAt,
    });
    expect(ld.datePublished).toBe(meta(html, 'article:published_time'));

    // The image the tags point at is really served.
    const img = await server.api(created.main?.imageUrl ?? '');
    expect(img.status).toBe(200);
  });

  it("falls back to English and the 100-character excerpt; the brand's preview image without an image", async () => {
    const html = await (await server.api('/news/english-only')).text();
    const excerpt = `${'word '.repeat(20).trim()}...`;
    expect(Array.from(excerpt.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(100);
    expect(meta(html, 'description')).toBe(excerpt);
    expect(meta(html, 'og:title')).toBe('English only');
    const brandImage = `${ORIGIN}/social/ar.png`;
    expect(metas(html, 'og:image')).toEqual([brandImage]);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toContain(BRAND);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(brandImage);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ headline: 'English only', inLanguage: 'en', image: [brandImage] });
  });

  it('serves an Arabic slug with a percent-encoded canonical address', async () => {
    const encoded = encodeURIComponent('خبر-عربي');
    const res = await server.api(`/news/${encoded}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(canonical(html)).toEqual([`${ORIGIN}/news/${encoded}`]);
  });

  it('escapes a hostile title everywhere and keeps the JSON-LD intact', async () => {
    const res = await server.api('/news/hostile');
    expect(res.status).toBe(200);
    const html = await res.text();
    // Only the template's own module script, the JSON-LD and the embedded read open a script
    // element.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('alert("x")</script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<!-- &');
    expect(title(html)).toBe(fill(ar['meta.page.article'], { title: HOSTILE }));
    expect(meta(html, 'og:title')).toBe(HOSTILE);
    expect(meta(html, 'twitter:title')).toBe(HOSTILE);
    const ld = jsonLd(html);
    expect(ld.headline).toBe(HOSTILE);
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('answers drafts, unknown articles and unknown paths with the shell and 404', async () => {
    for (const pathname of [
      '/news/secret-draft',
      '/news/no-such-article',
      '/news/%E0%A4%A',
      '/news/main-story/extra',
      '/no-such-page',
      '/careers/nope',
    ]) {
      const res = await server.api(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(title(html)).toBe(fill(ar['meta.page.notFound']));
      expect(meta(html, 'robots')).toBe('noindex');
      expect(canonical(html)).toEqual([]);
      expect(html).not.toContain('Secret draft');
      expect(html).not.toContain('application/ld+json');
    }
    const head = await server.api('/news/secret-draft', { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('answers the known routes with 200 and gives the public pages a canonical link', async () => {
    const pages: [string, string | undefined, string][] = [
      ['/', `${ORIGIN}/`, fill(ar['meta.title'])],
      ['/news', `${ORIGIN}/news`, fill(ar['meta.page.news'])],
      ['/news/', `${ORIGIN}/news`, fill(ar['meta.page.news'])],
      ['/careers?x=1', `${ORIGIN}/careers`, fill(ar['meta.page.careers'])],
      ['/invest', `${ORIGIN}/investor`, fill(ar['meta.page.invest'])],
      ['/investor', `${ORIGIN}/investor`, fill(ar['meta.page.invest'])],
      ['/privacy', `${ORIGIN}/privacy`, fill(ar['meta.page.privacy'])],
      ['/admin', undefined, fill(ar['meta.page.admin'])],
    ];
    for (const [pathname, expected, pageTitle] of pages) {
      const res = await server.api(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(title(html)).toBe(pageTitle);
      expect(canonical(html)).toEqual(expected ? [expected] : []);
      if (expected) expect(meta(html, 'og:url')).toBe(expected);
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'description')).toBe(fill(ar['meta.description']));
    }
    const home = await (await server.api('/')).text();
    expect(meta(home, 'og:title')).toBe(fill(ar['meta.ogTitle']));
    expect(meta(await (await server.api('/admin')).text(), 'robots')).toBe('noindex');
  });

  it('lists the public pages and published articles (not drafts) in the sitemap', async () => {
    const res = await server.api('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await res.text();
    expect(checkXml(xml)[0]).toBe('urlset');
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const locs = texts(xml, 'loc');
    for (const p of ['/', '/news', '/careers', '/investor', '/privacy'])
      expect(locs).toContain(`${ORIGIN}${p}`);
    for (const p of ['/en', '/en/news', '/en/careers', '/en/investor', '/en/privacy'])
      expect(locs).toContain(`${ORIGIN}${p}`);
    for (const slug of ['main-story', 'english-only', 'hostile', encodeURIComponent('خبر-عربي')]) {
      expect(locs).toContain(`${ORIGIN}/news/${slug}`);
      expect(locs).toContain(`${ORIGIN}/en/news/${slug}`);
    }
    expect(xml).not.toContain('secret-draft');
    expect(locs).toHaveLength(18);
    const entry =
      /<url><loc>https:\/\/example\.sa\/news\/main-story<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(
        xml,
      );
    expect(entry?.[1]).toBe(created.main?.updatedAt);
  });

  it('publishes the latest articles as an RSS 2.0 feed', async () => {
    const res = await server.api('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await res.text();
    const names = checkXml(xml);
    expect(names.slice(0, 2)).toEqual(['rss', 'channel']);
    expect(xml).toContain('<rss version="2.0"');
    const channel = xml.slice(0, xml.indexOf('<item>'));
    expect(texts(channel, 'title')).toEqual([fill(ar['meta.page.news'])]);
    expect(texts(channel, 'description')).toEqual([fill(ar['news.list.subtitle'])]);
    expect(texts(channel, 'link')).toEqual([`${ORIGIN}/news`]);
    expect(texts(channel, 'language')).toEqual(['ar']);

    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? '');
    expect(items).toHaveLength(4);
    expect(xml).not.toContain('secret-draft');
    const main = items.find((i) => i.includes('/news/main-story<'));
    expect(texts(main ?? '', 'title')).toEqual(['الخبر الرئيسي']);
    expect(texts(main ?? '', 'link')).toEqual([`${ORIGIN}/news/main-story`]);
    expect(main).toContain(`<guid isPermaLink="true">${ORIGIN}/news/main-story</guid>`);
    expect(texts(main ?? '', 'description')).toEqual(['ملخص الخبر الرئيسي']);
    const pubDate = texts(main ?? '', 'pubDate')[0] ?? '';
    expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(Date.parse(pubDate)).not.toBeNaN();
    const hostile = items.find((i) => i.includes('/news/hostile<'));
    expect(texts(hostile ?? '', 'title')).toEqual([HOSTILE]);
    // Newest first.
    const dates = items.map((i) => Date.parse(texts(i, 'pubDate')[0] ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('limits the feed to the latest 20 articles', async () => {
    for (let i = 0; i < 18; i++)
      await create(`bulk${i}`, { title: `Bulk ${i}`, slug: `bulk-${i}` });
    const xml = await (await server.api('/rss.xml')).text();
    checkXml(xml);
    expect(xml.match(/<item>/g)).toHaveLength(20);
    const sitemap = await (await server.api('/sitemap.xml')).text();
    expect(texts(sitemap, 'loc')).toHaveLength(2 * (5 + 22));
  });

  it('serves robots.txt that keeps crawlers out of the admin and points to the sitemap', async () => {
    const res = await server.api('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/admin',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });
});

describe('discovery: the address derived from the request (no PUBLIC_URL)', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      TRUST_PROXY: '1',
      // Behind the proxy the site's hosts are listed; the odd ones below are not.
      ALLOWED_HOSTS: 'news.example.org',
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("uses the request's protocol and host", async () => {
    const html = await (await server.api('/careers')).text();
    expect(canonical(html)).toEqual([`${server.url}/careers`]);
    const robots = await (await server.api('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('honours the proxy headers with TRUST_PROXY and escapes what they carry', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'news.example.org' };
    const html = await (await server.api('/news', { headers })).text();
    expect(canonical(html)).toEqual(['https://news.example.org/news']);
    const sitemap = await (await server.api('/sitemap.xml', { headers })).text();
    expect(texts(sitemap, 'loc')).toContain('https://news.example.org/');
    const odd = await server.api('/news', {
      headers: { 'x-forwarded-host': 'a"b<c>&d' },
    });
    const oddHtml = await odd.text();
    expect(oddHtml).not.toContain('a"b<c>');
    const xml = await (
      await server.api('/sitemap.xml', { headers: { 'x-forwarded-host': 'a<b>&c' } })
    ).text();
    checkXml(xml);
  });
});

describe('a forged Host never lands in a shared cache', () => {
  let server: TestServer;
  let proxied: TestServer;
  let dist: string;
  const FORGED = 'evil.example';
  const DISCOVERY = ['/sitemap.xml', '/rss.xml', '/en/rss.xml', '/robots.txt'];

  /** A GET with this Host header (fetch would send the server's own). */
  const getWithHost = (base: string, pathname: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const url = new URL(base);
        http
          .get({ host: url.hostname, port: url.port, path: pathname, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          })
          .on('error', reject);
      },
    );

  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
    proxied = await startTestServer({
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist,
      TRUST_PROXY: '1',
      ALLOWED_HOSTS: 'www.example.sa, example.sa:8443',
    });
  });
  afterAll(async () => {
    await server.close();
    await proxied.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers an unlisted Host with the listen address, never cached publicly', async () => {
    for (const pathname of [...DISCOVERY, '/careers', '/news']) {
      // Twice: the second answer may come from the read model or the front door.
      for (let round = 0; round < 2; round += 1) {
        const res = await getWithHost(server.url, pathname, { host: FORGED });
        expect(res.status, pathname).toBe(200);
        expect(res.body, pathname).not.toContain(FORGED);
        expect(res.headers['cache-control'], pathname).toBe('private, no-store');
      }
    }
    const page = await getWithHost(server.url, '/careers', { host: FORGED });
    expect(canonical(page.body)).toEqual([`${server.url}/careers`]);
    expect(meta(page.body, 'og:url')).toBe(`${server.url}/careers`);
    const robots = await getWithHost(server.url, '/robots.txt', { host: FORGED });
    expect(robots.body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('keeps the public caching for the listen address and localhost', async () => {
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const res = await getWithHost(server.url, '/sitemap.xml', { host });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(texts(res.body, 'loc')).toContain(`http://${host}/`);
      const page = await getWithHost(server.url, '/careers', { host });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(canonical(page.body)).toEqual([`http://${host}/careers`]);
    }
  });

  it('behind a trusted proxy, uses only listed forwarded hosts; the first is the fallback', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const listed = await getWithHost(proxied.url, '/sitemap.xml', {
      ...https,
      'x-forwarded-host': 'www.example.sa',
    });
    expect(listed.headers['cache-control']).toBe('public, max-age=300');
    expect(texts(listed.body, 'loc')).toContain('https://www.example.sa/');
    const withPort = await getWithHost(proxied.url, '/robots.txt', {
      ...https,
      'x-forwarded-host': 'example.sa:8443',
    });
    expect(withPort.body).toContain('Sitemap: https://example.sa:8443/sitemap.xml');
    for (const forged of [FORGED, 'www.example.sa.evil.example', 'example.sa:9999', 'example.sa']) {
      for (const pathname of [...DISCOVERY, '/careers']) {
        const res = await getWithHost(proxied.url, pathname, {
          ...https,
          host: 'www.example.sa',
          'x-forwarded-host': forged,
        });
        expect(res.headers['cache-control'], `${forged} ${pathname}`).toBe('private, no-store');
        expect(res.body, `${forged} ${pathname}`).not.toMatch(/evil\.example|example\.sa:9999/);
      }
      const page = await getWithHost(proxied.url, '/careers', {
        ...https,
        'x-forwarded-host': forged,
      });
      expect(canonical(page.body)).toEqual(['https://www.example.sa/careers']);
    }
  });
});

describe('page boot: route preloads and the first reads answered in the page', () => {
  let server: TestServer;
  let admin: TestFetch;
  let dist: string;
  const MANIFEST = {
    'index.html': {
      file: 'assets/index-Csbae-Jm.js',
      isEntry: true,
      imports: ['_i18n-a.js'],
      css: ['assets/index-CIA-1EsP.css'],
    },
    '_i18n-a.js': { file: 'assets/i18n-a.js' },
    '_schemas-s.js': { file: 'assets/schemas-s.js' },
    'src/app/readSchemas.ts': { file: 'assets/readSchemas-r.js', imports: ['_schemas-s.js'] },
    'src/pages/news/ArticlePage.tsx': {
      file: 'assets/ArticlePage-p.js',
      imports: ['index.html', '_i18n-a.js'],
      css: ['assets/ArticlePage-p.css'],
    },
    'src/pages/careers/CareersPage.tsx': {
      file: 'assets/CareersPage-c.js',
      imports: ['index.html', '_schemas-s.js'],
    },
  };
  /** The object the page carries in its initial-reads element. */
  const embedded = (html: string): Record<string, unknown> => {
    const blocks = [
      ...html.matchAll(/<script type="application\/json" id="initial-reads">([\s\S]*?)<\/script>/g),
    ];
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0]?.[1] ?? '') as Record<string, unknown>;
  };
  const links = (html: string, rel: string) =>
    [...head(html).matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]*)">`, 'g'))].map(
      (m) => m[1],
    );

  beforeAll(async () => {
    dist = makeDist();
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
    admin = await server.signIn();
    const res = await admin(
      '/api/admin/news',
      json('POST', article({ title: HOSTILE, titleAr: HOSTILE, content: HOSTILE, slug: 'x' })),
    );
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('preloads the route chunk and what it imports, once each, never the entry again', async () => {
    const html = await (await server.api('/news/x')).text();
    expect(links(html, 'modulepreload')).toEqual(['/assets/ArticlePage-p.js']);
    expect(links(html, 'stylesheet')).toEqual([
      '/assets/index-CIA-1EsP.css',
      '/assets/ArticlePage-p.css',
    ]);
    const careers = await (await server.api('/careers')).text();
    expect(links(careers, 'modulepreload')).toEqual([
      '/assets/CareersPage-c.js',
      '/assets/schemas-s.js',
    ]);
    // The home page's code is all in the entry; it has no route chunk to preload.
    expect(links(await (await server.api('/')).text(), 'modulepreload')).toEqual([]);
  });

  it('answers the first reads of a page inside it, byte for byte what the API answers', async () => {
    for (const [page, read] of [
      ['/news', '/api/news?limit=20'],
      ['/careers', '/api/job-listings'],
      ['/news/x', '/api/news/x'],
      // The home page's team, ventures and partners.
      ['/', '/api/content'],
    ] as const) {
      const html = await (await server.api(page)).text();
      const api = await (await server.api(read)).json();
      expect(embedded(html), page).toEqual({ [read]: api });
    }
    // Hostile text stays inside the JSON: no markup of it reaches the document.
    const html = await (await server.api('/news/x')).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><script>');
    expect(html.split('</script>').length - 1).toBe((html.match(/<script\b/g) ?? []).length);
  });

  it('embeds nothing for pages without reads, the not-found page and the admin', async () => {
    for (const page of ['/invest', '/admin', '/news/no-such-article']) {
      const html = await (await server.api(page)).text();
      expect(html, page).not.toContain('id="initial-reads"');
    }
  });

  it('a page rebuilt without a manifest still serves, without preloads', async () => {
    fs.renameSync(path.join(dist, '.vite'), path.join(dist, '.vite-off'));
    try {
      // The server notices the rebuild by itself (within about a second), without a restart.
      await expect
        .poll(
          async () => {
            const res = await server.api('/careers');
            expect(res.status).toBe(200);
            return links(await res.text(), 'modulepreload');
          },
          { timeout: 15_000, interval: 200 },
        )
        .toEqual([]);
    } finally {
      fs.renameSync(path.join(dist, '.vite-off'), path.join(dist, '.vite'));
    }
    await expect
      .poll(async () => links(await (await server.api('/careers')).text(), 'modulepreload'), {
        timeout: 15_000,
        interval: 200,
      })
      .not.toEqual([]);
  });
});

describe('server render: the page arrives rendered in the visitor’s language and theme', () => {
  let server: TestServer;
  let parent: string;
  let logs: string[];
  const FAKE_RENDER = `export function render(input) {
  if (input.url === '/careers?job=404404') throw new Error('render broke');
  return '<main data-url="' + input.url + '">' + input.language + ' ' + input.theme + ' ' +
    input.origin + ' ' + Object.keys(input.reads).join(',') + '</main>';
}`;

  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-ssr-'));
    const dist = path.join(parent, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-Csbae-Jm.js', isEntry: true },
        'src/boot.ts': { file: 'assets/boot-x.js', isEntry: true },
        'src/pages/careers/CareersPage.tsx': { file: 'assets/CareersPage-c.js' },
      }),
    );
    fs.mkdirSync(path.join(parent, 'dist-server'));
    fs.writeFileSync(path.join(parent, 'dist-server', 'entry-server.js'), FAKE_RENDER);
    logs = [];
    server = await startTestServer(
      { SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist, LOG_LEVEL: 'error' },
      { logSink: (line) => logs.push(line) },
    );
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*?)<\/div>/.exec(html);

  it('renders in Arabic and dark by default, with the page’s reads and the request’s origin', async () => {
    const html = await (await server.api('/careers')).text();
    expect(html).toContain('<html lang="ar" dir="rtl" class="dark">');
    expect(root(html)?.[1]).toBe(' data-rendered="ar dark" data-narrow="false"');
    expect(root(html)?.[2]).toMatch(
      /^<main data-url="\/careers">ar dark http:\/\/127\.0\.0\.1:\d+ \/api\/job-listings<\/main>$/,
    );
  });

  it('renders the address’s language and the theme cookie; a cookie for the other language redirects', async () => {
    const cookie = `${PREFERENCE_COOKIES.language}=en; ${PREFERENCE_COOKIES.theme}=light`;
    const html = await (await server.api('/', { headers: { cookie } })).text();
    expect(html).toContain('<html lang="en" dir="ltr" class="light">');
    expect(root(html)?.[1]).toBe(' data-rendered="en light" data-narrow="false"');
    const redirected = await server.api('/', { headers: { cookie }, redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/en');
    const linked = await server.api('/en?lang=ar', { headers: { cookie }, redirect: 'manual' });
    expect(linked.status).toBe(301);
    expect(linked.headers.get('location')).toBe('/');
    const junk = `${PREFERENCE_COOKIES.language}=xx; ${PREFERENCE_COOKIES.theme}=<b>`;
    const fallback = await (await server.api('/', { headers: { cookie: junk } })).text();
    expect(root(fallback)?.[1]).toBe(' data-rendered="ar dark" data-narrow="false"');
  });

  it('renders for a narrow screen when a phone asks', async () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
    const html = await (await server.api('/', { headers: { 'user-agent': phone } })).text();
    expect(root(html)?.[1]).toBe(' data-rendered="ar dark" data-narrow="true"');
    const tablet =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
    const wide = await (await server.api('/', { headers: { 'user-agent': tablet } })).text();
    expect(root(wide)?.[1]).toBe(' data-rendered="ar dark" data-narrow="false"');
  });

  it('hands the scripts to the loader, which fetches them after the first paint', async () => {
    const html = await (await server.api('/careers')).text();
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script defer src="/assets/boot-x.js" data-entry="/assets/index-Csbae-Jm.js" data-preload="/assets/CareersPage-c.js"></script>',
    );
  });

  it('does not render the admin, and a failed render leaves the page to the browser', async () => {
    const admin = await (await server.api('/admin')).text();
    expect(root(admin)?.[0]).toBe('<div id="root"></div>');
    expect(admin).toContain('<script type="module" crossorigin src="/assets/index-Csbae-Jm.js">');
    const failed = await server.api('/careers?job=404404');
    expect(failed.status).toBe(200);
    const html = await failed.text();
    expect(root(html)?.[0]).toBe('<div id="root"></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Csbae-Jm.js">');
    expect(logs.some((line) => line.includes('server render failed'))).toBe(true);
  });
});
