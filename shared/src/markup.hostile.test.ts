/**
 * renderMarkup on hostile input: a corpus of classic XSS payloads, each inside every markup
 * wrapper, must render only safe HTML; and the checker itself must reject unsafe HTML.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkup } from './markup';
import { assertSafeHtml } from './markupKit';

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
