import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LINK_TEMPLATE,
  escapeHtml,
  isSafeImageUrl,
  isSafeLinkUrl,
  linkTemplate,
  markupToPlainText,
  renderMarkup,
} from './markup';

const A_ATTRS = 'target="_blank" rel="noopener noreferrer nofollow"';
const link = (href: string, text: string): string => `<a href="${href}" ${A_ATTRS}>${text}</a>`;

// ---------------------------------------------------------------------------------------------
// A strict checker of the output: a small tokenizer over `<[^>]*>`.

const ALLOWED_ATTRS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  strong: [],
  em: [],
  u: [],
  h2: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'loading'],
};
const VOID_TAGS = new Set(['br', 'img']);

/** Decodes every character reference a browser would, for checking attribute values. */
function decodeForCheck(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) =>
      String.fromCodePoint(Number.parseInt(h, 16) % 0x110000),
    )
    .replace(/&#([0-9]+);?/g, (_, d: string) =>
      String.fromCodePoint(Number.parseInt(d, 10) % 0x110000),
    )
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Throws (via expect) unless `html` is made only of allowed, well-formed, well-nested tags. */
function assertSafeHtml(html: string, input = ''): void {
  const ctx = `input: ${JSON.stringify(input)}\noutput: ${html}`;
  expect(html, ctx).not.toMatch(/<script/i);
  expect(html, ctx).not.toMatch(
    /<\s*\/?\s*(?:script|iframe|svg|object|embed|style|math|form|body)/i,
  );
  // Outside of tags there is no raw `<`, `>` or `"`.
  expect(html.replace(/<[^>]*>/g, ''), ctx).not.toMatch(/[<>"]/);

  const stack: string[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    const m = /^<(\/?)([a-z0-9]+)((?: [a-z]+="[^"]*")*)>$/.exec(tag);
    expect(m, `malformed tag ${tag}\n${ctx}`).not.toBeNull();
    if (!m) return;
    const [, slash = '', name = '', attrText = ''] = m;
    const allowed = ALLOWED_ATTRS[name];
    expect(allowed, `tag <${name}> not allowed\n${ctx}`).toBeDefined();
    expect(tag, ctx).not.toMatch(/\son\w+\s*=/i);
    expect(tag, ctx).not.toMatch(/\sstyle\s*=/i);

    if (slash) {
      expect(attrText, ctx).toBe('');
      expect(stack.pop(), `unbalanced </${name}>\n${ctx}`).toBe(name);
      continue;
    }
    const seen = new Set<string>();
    for (const [, attr = '', value = ''] of attrText.matchAll(/ ([a-z]+)="([^"]*)"/g)) {
      expect(allowed, `attribute ${attr} on <${name}>\n${ctx}`).toContain(attr);
      expect(seen.has(attr), `duplicate ${attr}\n${ctx}`).toBe(false);
      seen.add(attr);
      expect(value, ctx).not.toMatch(/[<>`]/);
      if (attr === 'href' || attr === 'src') {
        const decoded = decodeForCheck(value);
        const squeezed = decoded.replace(/[\p{C}\p{Z}\s]/gu, '');
        for (const v of [value, decoded, squeezed]) {
          expect(v, ctx).not.toMatch(/javascript:|vbscript:|data:text|livescript:/i);
        }
        const allowedForm =
          attr === 'href'
            ? /^(?:https?:|mailto:|#|\/(?![/\\]))/i
            : /^(?:https?:|\/(?![/\\])|data:image\/(?:png|jpeg|gif|webp);base64,)/i;
        expect(squeezed, ctx).toMatch(allowedForm);
        expect(decoded, ctx).toMatch(allowedForm);
      }
    }
    if (name === 'a') {
      expect([...seen].sort(), ctx).toEqual(['href', 'rel', 'target']);
    }
    if (name === 'img') {
      expect([...seen].sort(), ctx).toEqual(['alt', 'loading', 'src']);
    }
    if (!VOID_TAGS.has(name)) stack.push(name);
  }
  expect(stack, `unclosed tags\n${ctx}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe('renderMarkup: features', () => {
  it('renders plain text as a paragraph and nothing for empty input', () => {
    expect(renderMarkup('Hello world')).toBe('<p>Hello world</p>');
    expect(renderMarkup('')).toBe('');
    expect(renderMarkup('   \n\n \t ')).toBe('');
  });

  it('renders bold', () => {
    expect(renderMarkup('a **bold** b')).toBe('<p>a <strong>bold</strong> b</p>');
  });

  it('renders italic', () => {
    expect(renderMarkup('a *italic* b')).toBe('<p>a <em>italic</em> b</p>');
  });

  it('renders underline tags', () => {
    expect(renderMarkup('a <u>under</u> b')).toBe('<p>a <u>under</u> b</p>');
  });

  it('renders a heading', () => {
    expect(renderMarkup('## Title')).toBe('<h2>Title</h2>');
  });

  it('renders bullet lists', () => {
    expect(renderMarkup('- one\n- two')).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('renders numbered lists', () => {
    expect(renderMarkup('1. one\n2. two\n10. ten')).toBe(
      '<ol><li>one</li><li>two</li><li>ten</li></ol>',
    );
  });

  it('renders links', () => {
    expect(renderMarkup('see [the site](https://example.com/a?b=1&c=2)')).toBe(
      `<p>see ${link('https://example.com/a?b&#61;1&amp;c&#61;2', 'the site')}</p>`,
    );
  });

  it('renders mailto, same-origin path and fragment links', () => {
    expect(renderMarkup('[m](mailto:a@b.co)')).toBe(`<p>${link('mailto:a@b.co', 'm')}</p>`);
    expect(renderMarkup('[n](/news/x)')).toBe(`<p>${link('/news/x', 'n')}</p>`);
    expect(renderMarkup('[f](#top)')).toBe(`<p>${link('#top', 'f')}</p>`);
    expect(renderMarkup('[h](HTTP://A.COM)')).toBe(`<p>${link('HTTP://A.COM', 'h')}</p>`);
  });

  it('keeps balanced parentheses in URLs and trims spaces around them', () => {
    expect(renderMarkup('[w](https://en.wikipedia.org/wiki/A_(b))')).toBe(
      `<p>${link('https://en.wikipedia.org/wiki/A_(b)', 'w')}</p>`,
    );
    expect(renderMarkup('[w]( https://a.com )')).toBe(`<p>${link('https://a.com', 'w')}</p>`);
  });

  it('shows the URL when the link text is empty', () => {
    expect(renderMarkup('[](https://a.com)')).toBe(
      `<p>${link('https://a.com', 'https://a.com')}</p>`,
    );
  });

  it('renders images', () => {
    expect(renderMarkup('![A photo](https://cdn.example.com/p.png)')).toBe(
      '<p><img src="https://cdn.example.com/p.png" alt="A photo" loading="lazy"></p>',
    );
    expect(renderMarkup('![x](/uploads/p.webp)')).toBe(
      '<p><img src="/uploads/p.webp" alt="x" loading="lazy"></p>',
    );
    expect(renderMarkup('![x](data:image/png;base64,iVBORw0KGgo=)')).toBe(
      '<p><img src="data:image/png;base64,iVBORw0KGgo&#61;" alt="x" loading="lazy"></p>',
    );
  });

  it('escapes image alt text', () => {
    expect(renderMarkup('![a "q" <b>](https://a.com/p.png)')).toBe(
      '<p><img src="https://a.com/p.png" alt="a &quot;q&quot; &lt;b&gt;" loading="lazy"></p>',
    );
  });

  it('rejects unsafe image sources, keeping the alt text', () => {
    for (const src of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHNjcmlwdD4=',
      'javascript:alert(1)',
      '//evil.com/x.png',
      'mailto:a@b.co',
      '#x',
      'x.png',
    ]) {
      expect(renderMarkup(`![alt](${src})`), src).toBe('<p>alt</p>');
    }
  });

  it('separates paragraphs by blank lines and breaks lines inside a paragraph', () => {
    expect(renderMarkup('one\ntwo\n\nthree')).toBe('<p>one<br>two</p><p>three</p>');
    expect(renderMarkup('one\r\ntwo\r\n\r\n\r\nthree')).toBe('<p>one<br>two</p><p>three</p>');
  });

  it('escapes special characters in text', () => {
    expect(renderMarkup(`a & b < c > d " e ' f \` g = h`)).toBe(
      '<p>a &amp; b &lt; c &gt; d &quot; e &#39; f &#96; g &#61; h</p>',
    );
    expect(renderMarkup('&amp; &#106;')).toBe('<p>&amp;amp; &amp;#106;</p>');
  });

  it('leaves lone or spaced stars as text', () => {
    expect(renderMarkup('2 * 3 * 4')).toBe('<p>2 * 3 * 4</p>');
    expect(renderMarkup('a ** b ** c')).toBe('<p>a ** b ** c</p>');
    expect(renderMarkup('**unclosed')).toBe('<p>**unclosed</p>');
    expect(renderMarkup('*unclosed')).toBe('<p>*unclosed</p>');
  });

  it('leaves unmatched or foreign tags as escaped text', () => {
    expect(renderMarkup('<u>open')).toBe('<p>&lt;u&gt;open</p>');
    expect(renderMarkup('close</u>')).toBe('<p>close&lt;/u&gt;</p>');
    expect(renderMarkup('<U>x</U>')).toBe('<p>&lt;U&gt;x&lt;/U&gt;</p>');
    expect(renderMarkup('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });

  it('leaves lines that only look like blocks as text', () => {
    expect(renderMarkup('##no space')).toBe('<p>##no space</p>');
    expect(renderMarkup('### three')).toBe('<p>### three</p>');
    expect(renderMarkup('-no space')).toBe('<p>-no space</p>');
    expect(renderMarkup('1.no space')).toBe('<p>1.no space</p>');
    expect(renderMarkup('## ')).toBe('<p>##</p>');
  });

  it('exports the link template', () => {
    expect(LINK_TEMPLATE).toBe('[link text](https://example.com)');
    expect(linkTemplate('نص الرابط')).toBe('[نص الرابط](https://example.com)');
    expect(renderMarkup(LINK_TEMPLATE)).toBe(`<p>${link('https://example.com', 'link text')}</p>`);
  });
});

describe('renderMarkup: nesting', () => {
  it('nests bold and italic', () => {
    expect(renderMarkup('**bold *and italic***')).toBe(
      '<p><strong>bold <em>and italic</em></strong></p>',
    );
    expect(renderMarkup('*a **b** c*')).toBe('<p><em>a <strong>b</strong> c</em></p>');
    expect(renderMarkup('***x***')).toBe('<p><strong><em>x</em></strong></p>');
  });

  it('nests underline with bold and italic', () => {
    expect(renderMarkup('<u>**a** *b*</u>')).toBe('<p><u><strong>a</strong> <em>b</em></u></p>');
    expect(renderMarkup('**<u>x</u>**')).toBe('<p><strong><u>x</u></strong></p>');
    expect(renderMarkup('<u>a <u>b</u> c</u>')).toBe('<p><u>a <u>b</u> c</u></p>');
  });

  it('supports inline markup inside headings, list items and link text', () => {
    expect(renderMarkup('## A **bold** *title*')).toBe(
      '<h2>A <strong>bold</strong> <em>title</em></h2>',
    );
    expect(renderMarkup('- **a** [l](https://a.com)\n1. <u>u</u>')).toBe(
      `<ul><li><strong>a</strong> ${link('https://a.com', 'l')}</li></ul><ol><li><u>u</u></li></ol>`,
    );
    expect(renderMarkup('[**b** *i* <u>u</u>](https://a.com)')).toBe(
      `<p>${link('https://a.com', '<strong>b</strong> <em>i</em> <u>u</u>')}</p>`,
    );
  });

  it('puts links inside bold and images inside links-free text', () => {
    expect(renderMarkup('**[x](https://a.com)**')).toBe(
      `<p><strong>${link('https://a.com', 'x')}</strong></p>`,
    );
    expect(renderMarkup('a ![i](https://a.com/i.png) b')).toBe(
      '<p>a <img src="https://a.com/i.png" alt="i" loading="lazy"> b</p>',
    );
  });

  it('does not nest links in link text', () => {
    expect(renderMarkup('[[in](https://b.com)](https://a.com)')).toBe(
      `<p>${link('https://a.com', '[in](https://b.com)')}</p>`,
    );
  });

  it('survives deep nesting', () => {
    const deep = '<u>'.repeat(2000) + 'x' + '</u>'.repeat(2000);
    const html = renderMarkup(deep);
    assertSafeHtml(html, deep);
    const stars = '*'.repeat(5000) + 'x' + '*'.repeat(5000);
    assertSafeHtml(renderMarkup(stars), stars);
  });
});

describe('renderMarkup: lists', () => {
  it('ends a list at a blank line or a plain line', () => {
    expect(renderMarkup('- a\n- b\n\nafter')).toBe('<ul><li>a</li><li>b</li></ul><p>after</p>');
    expect(renderMarkup('- a\nafter')).toBe('<ul><li>a</li></ul><p>after</p>');
  });

  it('starts a list right after a paragraph line', () => {
    expect(renderMarkup('intro\n- a\n- b')).toBe('<p>intro</p><ul><li>a</li><li>b</li></ul>');
  });

  it('splits a list at blank lines into two lists', () => {
    expect(renderMarkup('- a\n\n- b')).toBe('<ul><li>a</li></ul><ul><li>b</li></ul>');
  });

  it('switches between bullet and numbered lists', () => {
    expect(renderMarkup('- a\n1. b\n2. c\n- d')).toBe(
      '<ul><li>a</li></ul><ol><li>b</li><li>c</li></ol><ul><li>d</li></ul>',
    );
  });

  it('renders a full document', () => {
    const doc = [
      '## Our news',
      'We **launched** a *new* fund.',
      'Second line.',
      '',
      '- first',
      '- second',
      '',
      '1. step one',
      '2. step two',
      '',
      'Read [more](/news/fund).',
    ].join('\n');
    expect(renderMarkup(doc)).toBe(
      '<h2>Our news</h2>' +
        '<p>We <strong>launched</strong> a <em>new</em> fund.<br>Second line.</p>' +
        '<ul><li>first</li><li>second</li></ul>' +
        '<ol><li>step one</li><li>step two</li></ol>' +
        `<p>Read ${link('/news/fund', 'more')}.</p>`,
    );
  });
});

describe('renderMarkup: Arabic', () => {
  it('renders Arabic text with markup', () => {
    expect(renderMarkup('## أخبار الشركة\nنحن **نبني** *مشاريع* <u>مستدامة</u>')).toBe(
      '<h2>أخبار الشركة</h2><p>نحن <strong>نبني</strong> <em>مشاريع</em> <u>مستدامة</u></p>',
    );
    expect(renderMarkup('- البند الأول\n1. الخطوة الأولى')).toBe(
      '<ul><li>البند الأول</li></ul><ol><li>الخطوة الأولى</li></ol>',
    );
    expect(renderMarkup('[اقرأ المزيد](https://example.com/ar)')).toBe(
      `<p>${link('https://example.com/ar', 'اقرأ المزيد')}</p>`,
    );
  });
});

describe('URL validation', () => {
  it('accepts safe link URLs', () => {
    for (const url of [
      'https://a.com',
      'http://a.com/x?y=1',
      'HTTPS://A.COM',
      'mailto:x@y.z',
      '/path',
      '/',
      '#frag',
      ' https://a.com ',
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(true);
    }
  });

  it('rejects unsafe link URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#0000106avascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,AAAA',
      '//evil.com',
      '/\\evil.com',
      '/&#47;evil.com',
      '/&#x5C;evil.com',
      'evil.com',
      'ftp://a.com',
      'https://a.com/ x',
      '',
      '   ',
    ]) {
      expect(isSafeLinkUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('accepts and rejects image URLs', () => {
    expect(isSafeImageUrl('https://a.com/x.png')).toBe(true);
    expect(isSafeImageUrl('/x.png')).toBe(true);
    expect(isSafeImageUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isSafeImageUrl('data:image/webp;base64,UklGR==')).toBe(true);
    expect(isSafeImageUrl('data:image/gif;base64,R0lGOD')).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeImageUrl('data:image/png,raw')).toBe(false);
    expect(isSafeImageUrl('mailto:a@b.c')).toBe(false);
    expect(isSafeImageUrl('//evil.com/x.png')).toBe(false);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
  });

  it('escapes attribute-significant characters', () => {
    expect(escapeHtml(`&<>"'\`=`)).toBe('&amp;&lt;&gt;&quot;&#39;&#96;&#61;');
  });
});

// ---------------------------------------------------------------------------------------------

/** Classic XSS payloads (raw, as an author might paste them). */
const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.com/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=x onerror="alert(1)"//',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<div style="background:url(javascript:alert(1))">',
  '<style>@import "javascript:alert(1)";</style>',
  '<object data="javascript:alert(1)">',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '`><svg/onload=alert(1)>',
  '<u onclick=alert(1)>x</u>',
  '<u onmouseover="alert(1)">x</u>',
  '<U>x</U><U onclick=alert(1)>y</U>',
  '<u >x</u >',
  '<u/onclick=alert(1)>x</u>',
  '<u><script>alert(1)</script></u>',
  '<u><img src=x onerror=alert(1)></u>',
  '**<img src=x onerror=alert(1)>**',
  '*<svg onload=alert(1)>*',
  '## <script>alert(1)</script>',
  '- <img src=x onerror=alert(1)>',
  '1. <iframe src=javascript:alert(1)>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](&#x6A;avascript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#106avascript:alert(1))',
  '[x](&#0000106;avascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](&amp;#106;avascript:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](\tjavascript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](java\nscript:alert(1))',
  '[x](java\u0000script:alert(1))',
  '[x](\u0001javascript:alert(1))',
  '[x](\u200bjavascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](VBScript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x](//evil.com)',
  '[x](/\\evil.com)',
  '[x](/&#47;evil.com)',
  '[x](https://a.com" onmouseover="alert(1))',
  "[x](https://a.com' onmouseover='alert(1))",
  '[x](https://a.com"onmouseover="alert(1))',
  '[x](https://a.com`onmouseover=alert(1))',
  '[x](https://a.com><script>alert(1)</script>)',
  '[<img src=x onerror=alert(1)>](https://a.com)',
  '[x](https://a.com)"onclick="alert(1)',
  '![x](javascript:alert(1))',
  '![x](JAVASCRIPT:alert(1))',
  '![x](data:text/html;base64,PHNjcmlwdD4=)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x" onerror="alert(1)](https://a.com/x.png)',
  '![x](https://a.com/x.png" onerror="alert(1))',
  '![x](x onerror=alert(1))',
  '![<script>](https://a.com/x.png)',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '\u003cscript\u003ealert(1)\u003c/script\u003e',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '[x](%6Aavascript:alert(1))',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<<script>script>alert(1)<</script>/script>',
  '<!--<script>alert(1)//-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<video><source onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '[**x**](javascript:alert(1))',
  '[x](javascript://comment%0aalert(1))',
  '[x](#" onclick="alert(1))',
  '[x](/" onclick="alert(1))',
  '[x](mailto:a@b.c" onclick="alert(1))',
  '<u>[x](javascript:alert(1))</u>',
  '**[x](JaVaScRiPt:alert(1))**',
];

describe('renderMarkup: hostile input', () => {
  it('has a corpus of at least 60 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('neutralizes %j', (payload) => {
    const wrappers = [
      (p: string) => p,
      (p: string) => `**${p}**`,
      (p: string) => `*${p}*`,
      (p: string) => `<u>${p}</u>`,
      (p: string) => `## ${p}`,
      (p: string) => `- ${p}`,
      (p: string) => `1. ${p}`,
      (p: string) => `[${p}](https://a.com)`,
      (p: string) => `[x](${p})`,
      (p: string) => `![x](${p})`,
      (p: string) => `![${p}](https://a.com/i.png)`,
      (p: string) => `text\n${p}\n\n${p}`,
    ];
    for (const wrap of wrappers) {
      const input = wrap(payload);
      assertSafeHtml(renderMarkup(input), input);
    }
  });

  it('renders unsafe links as their text only', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.com',
      '\u0001javascript:alert(1)',
    ]) {
      const input = `[x](${url})`;
      expect(renderMarkup(input), JSON.stringify(input)).toBe('<p>x</p>');
    }
    expect(renderMarkup('![x](javascript:alert(1))')).toBe('<p>x</p>');
  });

  it('escapes the exact hostile forms of the brief', () => {
    expect(renderMarkup('<u onclick=alert(1)>x</u>')).toBe(
      '<p>&lt;u onclick&#61;alert(1)&gt;x&lt;/u&gt;</p>',
    );
    expect(renderMarkup('**<img src=x onerror=alert(1)>**')).toBe(
      '<p><strong>&lt;img src&#61;x onerror&#61;alert(1)&gt;</strong></p>',
    );
    expect(renderMarkup('[x](https://a.com" onmouseover="alert(1))')).toBe('<p>x</p>');
    expect(renderMarkup('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('the checker itself rejects unsafe HTML', () => {
    for (const bad of [
      '<script>alert(1)</script>',
      '<p onclick="x">a</p>',
      '<a href="javascript:alert(1)" target="_blank" rel="noopener noreferrer nofollow">x</a>',
      '<a href="&#106;avascript:alert(1)" target="_blank" rel="noopener noreferrer nofollow">x</a>',
      '<img src=x alt="" loading="lazy">',
      '<div>x</div>',
      '<p style="color:red">x</p>',
      '<p>unclosed',
      '<p>a > b</p>',
    ]) {
      expect(() => assertSafeHtml(bad), bad).toThrow();
    }
  });
});

describe('renderMarkup: property', () => {
  /**
   * With the machine's two cores busy (3 CPU hogs sharing the test's core) the 2,000 runs below
   * took up to 2 s; the timeout leaves more than 10 times that. The arbitraries are built here, as
   * the file loads: the first 'binary' string arbitrary costs fast-check 1.5-10 s (a map of every
   * code point), which would otherwise count against a test's timeout.
   */
  const PROPERTY_TIMEOUT_MS = 30_000;
  const tokens = [
    '*',
    '**',
    '***',
    '[',
    ']',
    '(',
    ')',
    '![',
    '](',
    '<u>',
    '</u>',
    '<U>',
    '<',
    '>',
    '"',
    "'",
    '`',
    '=',
    '&',
    ':',
    '/',
    '//',
    '\\',
    '#',
    ';',
    '&#',
    'x6A',
    '106',
    '## ',
    '- ',
    '1. ',
    '\n',
    '\n\n',
    ' ',
    '\t',
    '\u0000',
    '\u200b',
    'a',
    'b',
    'x',
    'é',
    'ع',
    'javascript',
    'JaVaScRiPt',
    'vbscript',
    'data',
    'text/html',
    'image/png;base64,',
    'onerror',
    'onclick',
    'script',
    'img',
    'src',
    'href',
    'style',
    'alert(1)',
    'https://',
    'http:',
    'mailto:',
    'u',
    '&colon;',
    '&#106;',
    '&#x6A;',
    '&amp;',
  ];
  const markupish = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.array(fc.constantFrom(...tokens), { maxLength: 40 }).map((t) => t.join('')),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  );

  it('never produces unsafe HTML', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(markupish, (input) => {
        assertSafeHtml(renderMarkup(input), input);
      }),
      { numRuns: 2000 },
    );
  });

  it(
    'renders text without markup characters as one escaped paragraph',
    { timeout: PROPERTY_TIMEOUT_MS },
    () => {
      const plain = fc
        .string({ maxLength: 60 })
        // eslint-disable-next-line no-control-regex -- plain text excludes control characters
        .filter((s) => !/[*[\]()!<\n\r\u2028\u2029\u0085#\-\d\u0000-\u001f\u007f]/.test(s))
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
      fc.assert(
        fc.property(plain, (s) => {
          expect(renderMarkup(s)).toBe(`<p>${escapeHtml(s)}</p>`);
          expect(markupToPlainText(s)).toBe(s);
        }),
        { numRuns: 500 },
      );
    },
  );
});

describe('markupToPlainText', () => {
  it('removes all markup', () => {
    expect(
      markupToPlainText(
        '## Title\n**bold** *it* <u>u</u> [link](https://a.com) ![img](https://a.com/i.png)\n- a\n1. b',
      ),
    ).toBe('Title\n\nbold it u link \n\na\n\nb');
  });

  it('does not HTML-escape and keeps unsafe link text as text', () => {
    expect(markupToPlainText('a & b < c "d" [x](javascript:alert(1))')).toBe('a & b < c "d" x');
    expect(markupToPlainText('<script>x</script>')).toBe('<script>x</script>');
  });

  it('keeps paragraphs and line breaks', () => {
    expect(markupToPlainText('one\ntwo\n\n\nthree')).toBe('one\ntwo\n\nthree');
  });

  it('handles Arabic', () => {
    expect(markupToPlainText('## عنوان\nنص **عريض**')).toBe('عنوان\n\nنص عريض');
  });
});

describe('renderMarkup: linear time on adversarial input', () => {
  /**
   * A scan to the end of the text for every opener made rendering quadratic: 50,000 brackets took
   * 7 s and stalled the server. Linear rendering takes tens of milliseconds for 120,000 characters
   * (a few hundred on a busy machine); quadratic takes tens of seconds. The bound is generous so
   * that a loaded two-core machine does not fail it.
   */
  const BOUND_MS = 3_000;
  const SIZE = 120_000;
  const timeToRender = (input: string): number => {
    const start = performance.now();
    renderMarkup(input);
    markupToPlainText(input);
    return performance.now() - start;
  };
  const repeatTo = (unit: string, size: number): string =>
    unit.repeat(Math.ceil(size / unit.length));

  const patterns: Readonly<Record<string, string>> = {
    'open brackets': '[',
    'image openers': '![',
    'links without a closing parenthesis': '[](',
    'bold openers': '**a ',
    'italic openers': '*a ',
    'star runs': '*** ** ',
    'underline openers': '<u>',
    'bold and brackets nested': '**[',
    'list items with open links': '- [x\n',
    'numbered items with stars': '1. **x *y\n',
    'headings with open tags': '## <u>[*\n',
    'one long line of mixed openers': '[*(<u>! ',
  };

  it.each(Object.entries(patterns))(
    'renders %s in linear time',
    { timeout: 120_000 },
    (_name, unit) => {
      expect(timeToRender(repeatTo(unit, SIZE))).toBeLessThan(BOUND_MS);
    },
  );

  it('renders any repeated mix of markup characters quickly', { timeout: 120_000 }, () => {
    const pieces = [
      '[',
      ']',
      '(',
      ')',
      '![',
      '*',
      '**',
      '<u>',
      '</u>',
      ' ',
      'a',
      '\n',
      '- ',
      '## ',
      '1. ',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }), (unit) => {
        expect(timeToRender(repeatTo(unit.join(''), 60_000))).toBeLessThan(BOUND_MS);
      }),
      { numRuns: 40 },
    );
  });
});
