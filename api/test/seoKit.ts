/**
 * What the seo.*.test.ts parts share: a stand-in for the public site's build (index.html as Vite
 * writes it, with the server-owned tags marked), an article to publish, and readers for what the
 * server puts in a page's head, its sitemap and its feed. Each part starts its own servers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ar } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';

/** A real 1×1 PNG. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const ORIGIN = 'https://example.sa';
export const BRAND = SITE.brandName.ar;
export const fill = (message: string, values: Record<string, string> = {}) =>
  message.replace(/\{(\w+)\}/g, (m, k: string) => ({ brand: BRAND, ...values })[k] ?? m);

/** The built index.html as Vite writes it (Arabic defaults filled in, server-owned tags marked). */
export const INDEX_HTML = `<!doctype html>
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

export const HOSTILE = `</script><script>alert("x")</script><!-- & 'q' <b>`;

export const article = (overrides: Record<string, unknown> = {}) => ({
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
export function metas(html: string, key: string): string[] {
  const re = new RegExp(`<meta (?:name|property)="${escapeRe(key)}" content="([^"]*)"`, 'g');
  return [...html.matchAll(re)].map((m) => decode(m[1] ?? ''));
}
export const meta = (html: string, key: string) => {
  const all = metas(html, key);
  expect(all, `one ${key}`).toHaveLength(1);
  return all[0];
};
export const head = (html: string) => html.slice(0, html.indexOf('</head>'));
export const title = (html: string) => {
  const all = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)];
  expect(all).toHaveLength(1);
  return decode(all[0]?.[1] ?? '');
};
export const canonical = (html: string) =>
  [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
export function jsonLd(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '') as Record<string, unknown>;
}

/**
 * A tiny well-formedness check: every element closes in order, no stray '<' or '&' in text, and
 * the document starts with the XML declaration. Returns the names of the elements seen.
 */
export function checkXml(xml: string): string[] {
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
export const texts = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) =>
    decode(m[1] ?? ''),
  );

/** A temporary build directory with INDEX_HTML and its entry script; its part removes it. */
export function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-seo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'index-Csbae-Jm.js'), 'console.log(1)');
  return dist;
}
