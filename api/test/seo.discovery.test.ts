/**
 * Discovery with PUBLIC_URL set: an article's page carries its own title, description, social
 * tags, canonical address and JSON-LD (hostile text escaped); drafts and unknown paths answer the
 * shell with 404; the sitemap, the RSS feed and robots.txt list what is public, at that address.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '@vb/shared/i18n';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';
import {
  BRAND,
  HOSTILE,
  ORIGIN,
  PNG_DATA_URL,
  article,
  canonical,
  checkXml,
  fill,
  head,
  jsonLd,
  makeDist,
  meta,
  metas,
  texts,
  title,
} from './seoKit';

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
    const featured = `${ORIGIN}${created.main?.imageUrl}`;
    expect(created.main?.imageUrl).toMatch(/^\/api\/media\//);
    // The link preview is the article's card in the page's language, addressed by its last edit.
    const image = `${ORIGIN}/api/news/main-story/card.png?lang=ar&v=${Date.parse(created.main?.updatedAt ?? '')}`;

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
      image: [featured, image],
      inLanguage: 'ar',
      publisher,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      dateModified: created.main?.updatedAt,
    });
    expect(ld.datePublished).toBe(meta(html, 'article:published_time'));

    // The images the tags point at are really served.
    for (const url of [featured, image]) {
      expect((await server.api(url.slice(ORIGIN.length))).status, url).toBe(200);
    }
  });

  it('falls back to English and the 100-character excerpt; its card without an image', async () => {
    const html = await (await server.api('/news/english-only')).text();
    const excerpt = `${'word '.repeat(20).trim()}...`;
    expect(Array.from(excerpt.replace(/\.\.\.$/, '')).length).toBeLessThanOrEqual(100);
    expect(meta(html, 'description')).toBe(excerpt);
    expect(meta(html, 'og:title')).toBe('English only');
    const version = Date.parse(created.english?.updatedAt ?? '');
    const card = `${ORIGIN}/api/news/english-only/card.png?lang=ar&v=${version}`;
    expect(metas(html, 'og:image')).toEqual([card]);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('English only');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(card);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ headline: 'English only', inLanguage: 'en', image: [card] });
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
    const pages: [string, string | undefined, string, string][] = [
      ['/', `${ORIGIN}/`, fill(ar['meta.title']), fill(ar['meta.description'])],
      ['/news', `${ORIGIN}/news`, fill(ar['meta.page.news']), fill(ar['meta.description.news'])],
      ['/news/', `${ORIGIN}/news`, fill(ar['meta.page.news']), fill(ar['meta.description.news'])],
      [
        '/careers?x=1',
        `${ORIGIN}/careers`,
        fill(ar['meta.page.careers']),
        fill(ar['meta.description.careers']),
      ],
      [
        '/invest',
        `${ORIGIN}/investor`,
        fill(ar['meta.page.invest']),
        fill(ar['meta.description.invest']),
      ],
      [
        '/investor',
        `${ORIGIN}/investor`,
        fill(ar['meta.page.invest']),
        fill(ar['meta.description.invest']),
      ],
      [
        '/privacy',
        `${ORIGIN}/privacy`,
        fill(ar['meta.page.privacy']),
        fill(ar['meta.description.privacy']),
      ],
      ['/admin', undefined, fill(ar['meta.page.admin']), fill(ar['meta.description'])],
    ];
    for (const [pathname, expected, pageTitle, description] of pages) {
      const res = await server.api(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(title(html)).toBe(pageTitle);
      expect(canonical(html)).toEqual(expected ? [expected] : []);
      if (expected) expect(meta(html, 'og:url')).toBe(expected);
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'description')).toBe(description);
      expect(meta(html, 'og:description')).toBe(description);
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
