import { describe, expect, it } from 'vitest';
import { type PageHead, escapeHtml, injectHead, jsonForScript } from './head';

const head: PageHead = {
  language: 'ar',
  title: 'A & B | <Brand>',
  description: 'Say "hi"',
  socialTitle: 'A & B',
  type: 'website',
  canonical: 'https://example.sa/news',
  feed: { url: 'https://example.sa/rss.xml', title: 'News' },
};

/** The built index.html as Vite writes it, with the server-owned elements marked. */
const MARKED = `<!doctype html>
<html lang="ar" dir="rtl" class="dark">
  <head>
    <meta charset="UTF-8" />
    <!-- data-seo: replaced per page by the server -->
    <title data-seo>Old title</title>
    <meta data-seo name="description" content="Old description" />
    <meta data-seo property="og:type" content="website" />
    <meta data-seo name="twitter:card" content="summary_large_image" />
    <link data-seo rel="alternate" type="application/rss+xml" title="Old" href="/rss.xml" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <script type="application/ld+json">{"body":"not touched"}</script>
  </body>
</html>`;

/** An older build without the markers. */
const UNMARKED = MARKED.replace(/ data-seo/g, '');

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('injectHead', () => {
  it.each([
    ['marked', MARKED],
    ['unmarked', UNMARKED],
  ])('replaces the owned head elements of a %s index.html in place', (_name, template) => {
    const html = injectHead(template, head);
    expect(html).not.toContain('Old');
    expect(count(html, '<title>')).toBe(1);
    expect(count(html, 'name="description"')).toBe(1);
    expect(count(html, 'property="og:type"')).toBe(1);
    expect(count(html, 'application/rss+xml')).toBe(1);
    expect(html).toContain('<title>A &amp; B | &lt;Brand&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://example.sa/news" />');
    // The new elements sit where the old ones were: before the scripts and styles.
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    // The body is left alone.
    expect(html).toContain('<script type="application/ld+json">{"body":"not touched"}</script>');
    expect(html).toMatch(/\n {4}<title>/);
  });

  it('adds the elements before </head> when the page has none of them', () => {
    const html = injectHead(
      '<!doctype html><html><head><meta charset="UTF-8"></head><body></body></html>',
      head,
    );
    expect(html).toMatch(/<meta charset="UTF-8"><title>.*<\/head><body><\/body>/s);
  });

  it('works on a bare shell without head or body', () => {
    const html = injectHead('<!doctype html><title>site</title><div id="root"></div>', head);
    expect(html.startsWith('<!doctype html><title>A &amp; B')).toBe(true);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('site</title>');
  });
});

describe('escaping', () => {
  it('escapes HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('writes JSON that cannot end its script element and still parses', () => {
    const value = { headline: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
