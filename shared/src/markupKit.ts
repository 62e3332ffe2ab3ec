/**
 * The markup tests' shared tools: the attributes a rendered link carries, and a strict checker of
 * rendered HTML (a small tokenizer over `<[^>]*>`) that the feature, hostile-input and property
 * tests all hold the output to.
 */
import { expect } from 'vitest';

const A_ATTRS = 'target="_blank" rel="noopener noreferrer nofollow"';
/** The HTML renderMarkup makes of a link to `href` showing `text`. */
export const link = (href: string, text: string): string =>
  `<a href="${href}" ${A_ATTRS}>${text}</a>`;

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
export function assertSafeHtml(html: string, input = ''): void {
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
