/**
 * The lightweight article markup of SPEC section 3, rendered to SAFE HTML for the public article
 * page and the editor preview, and to plain text for excerpts and previews.
 *
 * Supported markup:
 * - `**bold**`, `*italic*`, `<u>underline</u>` (only this exact lower-case tag pair);
 * - a line starting with `## ` is a heading (<h2>);
 * - lines starting with `- ` are bullet items, lines starting with `1. `, `2. `... numbered items;
 * - `[text](url)` links and `![alt](url)` images (the editor's image button inserts those);
 * - blank lines separate paragraphs; single line breaks inside a paragraph become <br>.
 *
 * Safety: the whole source is HTML-escaped first (& < > " ' ` =), and tags are then built from the
 * escaped text with fixed templates only. URLs are validated (see {@link isSafeLinkUrl} and
 * {@link isSafeImageUrl}) and re-escaped into double-quoted attributes; a rejected link renders its
 * text only, a rejected image its alt text only. The only tags the output can contain are
 * p, br, strong, em, u, h2, ul, ol, li, a (href, target, rel) and img (src, alt, loading).
 */

/** Text inserted by the editor's link button, with the English placeholder link text. */
export const LINK_TEMPLATE = '[link text](https://example.com)';

/** The editor's link template with a (localized) placeholder link text. */
export function linkTemplate(text: string): string {
  return `[${text}](https://example.com)`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '=': '&#61;',
};
const UNESCAPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/** Escapes & < > " ' ` = so that the result is inert both as text and inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=]/g, (c) => ESCAPES[c] ?? c);
}

/** Exact inverse of {@link escapeHtml} (decodes only the seven entities it produces). */
function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#96|#61);/g, (e) => UNESCAPES[e] ?? e);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  num: '#',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  excl: '!',
  quest: '?',
  percnt: '%',
  plus: '+',
  grave: '`',
  hyphen: '-',
  dash: '-',
  lowbar: '_',
  commat: '@',
  zwj: '\u200d',
  zwnj: '\u200c',
  shy: '\u00ad',
};

function codePointToString(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return '\ufffd';
  if (code >= 0xd800 && code <= 0xdfff) return '\ufffd';
  return String.fromCodePoint(code);
}

/**
 * Decodes HTML character references the way a browser might (numeric with or without `;`, a set of
 * named ones), repeatedly, so that URL validation sees through any level of entity encoding.
 * Used for validation only: unknown named references are left as they are.
 */
function decodeEntitiesDeep(text: string): string {
  let current = text;
  for (let round = 0; round < 8; round += 1) {
    const next = current.replace(
      /&(?:#[xX]([0-9a-fA-F]{1,8})|#([0-9]{1,10})|([a-zA-Z][a-zA-Z0-9]{0,31}));?/g,
      (match, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
        if (hex !== undefined) return codePointToString(Number.parseInt(hex, 16));
        if (dec !== undefined) return codePointToString(Number.parseInt(dec, 10));
        if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? match;
        return match;
      },
    );
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Control, format, private-use, unassigned characters, separators and whitespace. */
const INVISIBLE = /[\p{C}\p{Z}\s]/gu;
const INVISIBLE_EDGES = /^[\p{C}\p{Z}\s]+|[\p{C}\p{Z}\s]+$/gu;
const HAS_INVISIBLE = /[\p{C}\p{Z}\s]/u;

/** The form of a URL used for validation: entities decoded, invisible characters removed. */
function canonicalForCheck(url: string): string {
  return decodeEntitiesDeep(url).replace(INVISIBLE, '');
}

/** A path on the same origin: one `/` not followed by another `/` or a `\`. */
function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\';
}

function isAllowedLinkForm(url: string): boolean {
  return /^(?:https?|mailto):/i.test(url) || isSameOriginPath(url) || url.startsWith('#');
}

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+={0,2}$/i;

function isAllowedImageForm(url: string): boolean {
  return /^https?:/i.test(url) || isSameOriginPath(url) || DATA_IMAGE.test(url);
}

/**
 * Trims a raw URL and returns it if it is acceptable for `kind`, else null. The URL must contain no
 * whitespace or control character once trimmed, and both its literal form and its
 * entity-decoded, invisible-stripped form must have an allowed scheme or be an allowed path.
 */
function sanitizeUrl(raw: string, kind: 'link' | 'image'): string | null {
  const url = raw.replace(INVISIBLE_EDGES, '');
  if (url.length === 0 || HAS_INVISIBLE.test(url)) return null;
  const allowed = kind === 'link' ? isAllowedLinkForm : isAllowedImageForm;
  if (!allowed(url) || !allowed(canonicalForCheck(url))) return null;
  return url;
}

/** Whether `url` may be used as a link target: http(s), mailto, a `/path` or a `#fragment`. */
export function isSafeLinkUrl(url: string): boolean {
  return sanitizeUrl(url, 'link') !== null;
}

/** Whether `url` may be used as an image source: http(s), a `/path` or a base64 raster data URL. */
export function isSafeImageUrl(url: string): boolean {
  return sanitizeUrl(url, 'image') !== null;
}

// ---------------------------------------------------------------------------------------------
// Inline parsing (over ESCAPED text).

type InlineNode =
  | { kind: 'text'; value: string } // escaped text
  | { kind: 'strong' | 'em' | 'u'; children: InlineNode[] }
  | { kind: 'link'; href: string | null; children: InlineNode[] }
  | { kind: 'image'; src: string | null; alt: string }; // alt is raw (unescaped)

const U_OPEN = escapeHtml('<u>');
const U_CLOSE = escapeHtml('</u>');
/** Beyond this nesting depth the rest is taken as text (guards the recursion). */
const MAX_DEPTH = 16;

function isSpace(ch: string | undefined): boolean {
  return ch === undefined || /\s/u.test(ch);
}

/**
 * Where the openers of an inline string close, each table computed in one pass (on first use) so
 * that parsing is linear in the length of the text (issue 18: a scan to the end for every `[`, `*`
 * or `<u>` made 50,000 brackets take seconds). Each gives exactly what a scan from an opener finds.
 */
class InlineIndex {
  private underline: number[] | null = null;
  private brackets: number[] | null = null;
  private parens: number[] | null = null;
  private stars: { runLast: number[]; strong: number[]; em: number[] } | null = null;

  constructor(private readonly s: string) {}

  /** For a `&lt;u&gt;` starting at i: where its matching `&lt;/u&gt;` starts, or -1. */
  underlineClose(i: number): number {
    this.underline ??= matchUnderline(this.s);
    return this.underline[i] ?? -1;
  }

  /** For a `[` at i: its matching `]` (brackets nest), or -1. */
  bracketClose(i: number): number {
    this.brackets ??= matchPairs(this.s, '[', ']');
    return this.brackets[i] ?? -1;
  }

  /** For a `(` at i: its matching `)` (parentheses nest), or -1. */
  parenClose(i: number): number {
    this.parens ??= matchPairs(this.s, '(', ')');
    return this.parens[i] ?? -1;
  }

  /** The first j >= i starting `**` with no space before it: the last index of its star run. */
  strongClose(i: number): number {
    this.stars ??= indexStars(this.s);
    const j = this.stars.strong[i] ?? -1;
    return j < 0 ? -1 : (this.stars.runLast[j] ?? j);
  }

  /** The closing star of the first italic-closing star run starting at or after i, or -1. */
  emClose(i: number): number {
    this.stars ??= indexStars(this.s);
    return this.stars.em[i] ?? -1;
  }
}

/** A plain array of `length` times `value` (cheaper than typed arrays for the many short strings). */
function filled(length: number, value: number): number[] {
  const array: number[] = [];
  for (let i = 0; i < length; i += 1) array.push(value);
  return array;
}

function matchPairs(s: string, open: string, close: string): number[] {
  const match = filled(s.length, -1);
  const stack: number[] = [];
  for (let i = 0; i < s.length; i += 1) {
    if (s[i] === open) stack.push(i);
    else if (s[i] === close && stack.length > 0) match[stack.pop() as number] = i;
  }
  return match;
}

/**
 * Underline tags matched as a stack. The three entities involved start with `&lt;` and the only
 * other `&` inside them starts `&gt;`, so the tokens found from the start are those of any scan.
 */
function matchUnderline(s: string): number[] {
  const match = filled(s.length, -1);
  const opens: number[] = [];
  for (let i = 0; i < s.length;) {
    if (s[i] === '&' && s.startsWith(U_OPEN, i)) {
      opens.push(i);
      i += U_OPEN.length;
    } else if (s[i] === '&' && s.startsWith(U_CLOSE, i)) {
      if (opens.length > 0) match[opens.pop() as number] = i;
      i += U_CLOSE.length;
    } else {
      i += 1;
    }
  }
  return match;
}

/**
 * Star runs, from the end: the last star of each run; the next `**` not preceded by a space (a
 * bold closer); the next run not preceded by a space that closes an italic run (one star: that
 * star; three or more: the last; a pair is a bold run inside the italic text and is skipped).
 */
function indexStars(s: string): { runLast: number[]; strong: number[]; em: number[] } {
  const n = s.length;
  const runLast = filled(n, 0);
  const strong = filled(n + 1, -1);
  const em = filled(n + 1, -1);
  for (let i = n - 1; i >= 0; i -= 1) {
    const star = s[i] === '*';
    if (star) runLast[i] = s[i + 1] === '*' ? (runLast[i + 1] ?? i) : i;
    strong[i] = star && s[i + 1] === '*' && !isSpace(s[i - 1]) ? i : (strong[i + 1] ?? -1);
    em[i] = em[i + 1] ?? -1;
    if (star && s[i - 1] !== '*' && !isSpace(s[i - 1])) {
      const last = runLast[i] ?? i;
      if (last === i) em[i] = i;
      else if (last - i >= 2) em[i] = last;
    }
  }
  return { runLast, strong, em };
}

/** Index of the `**` closing a bold run whose content starts at `from`, or -1. */
function findStrongClose(s: string, index: InlineIndex, from: number): number {
  if (isSpace(s[from]) || s[from] === undefined) return -1;
  // In a run of three or more stars, the closer is the last two (`***x***`).
  const last = index.strongClose(from + 1);
  return last < 0 ? -1 : last - 1;
}

/**
 * Index of the `*` closing an italic run whose content starts at `from`, or -1: the first star run
 * after `from` not preceded by a space, if it is one star (that star) or three or more (its last);
 * a pair is a bold run inside the italic text.
 */
function findEmClose(s: string, index: InlineIndex, from: number): number {
  if (isSpace(s[from]) || s[from] === '*') return -1;
  return index.emClose(from + 1);
}

interface Bracketed {
  text: string;
  url: string;
  end: number;
}

/** Matches `[text](url)` starting at `s[start] === '['`. Brackets and parentheses may nest. */
function matchBracketed(s: string, index: InlineIndex, start: number): Bracketed | null {
  const textEnd = index.bracketClose(start);
  if (textEnd < 0 || s[textEnd + 1] !== '(') return null;
  const urlEnd = index.parenClose(textEnd + 1);
  if (urlEnd < 0) return null;
  return { text: s.slice(start + 1, textEnd), url: s.slice(textEnd + 2, urlEnd), end: urlEnd + 1 };
}

function parseInline(s: string, allowLinks: boolean, depth: number): InlineNode[] {
  if (depth > MAX_DEPTH) return s ? [{ kind: 'text', value: s }] : [];
  const nodes: InlineNode[] = [];
  // The text since the last node is always s.slice(textStart, i).
  let textStart = 0;
  let i = 0;
  const flush = (): void => {
    if (i > textStart) nodes.push({ kind: 'text', value: s.slice(textStart, i) });
  };
  const index = new InlineIndex(s);
  while (i < s.length) {
    if (s.startsWith(U_OPEN, i)) {
      const close = index.underlineClose(i);
      if (close >= 0) {
        flush();
        const inner = s.slice(i + U_OPEN.length, close);
        nodes.push({ kind: 'u', children: parseInline(inner, allowLinks, depth + 1) });
        i = close + U_CLOSE.length;
        textStart = i;
        continue;
      }
    }
    if (allowLinks && s[i] === '!' && s[i + 1] === '[') {
      const m = matchBracketed(s, index, i + 1);
      if (m) {
        flush();
        const src = sanitizeUrl(unescapeHtml(m.url), 'image');
        nodes.push({ kind: 'image', src, alt: unescapeHtml(m.text) });
        i = m.end;
        textStart = i;
        continue;
      }
    }
    if (allowLinks && s[i] === '[') {
      const m = matchBracketed(s, index, i);
      if (m) {
        flush();
        const href = sanitizeUrl(unescapeHtml(m.url), 'link');
        const label = m.text.trim() ? m.text : m.url.trim();
        nodes.push({ kind: 'link', href, children: parseInline(label, false, depth + 1) });
        i = m.end;
        textStart = i;
        continue;
      }
    }
    if (s[i] === '*' && s[i + 1] === '*') {
      const close = findStrongClose(s, index, i + 2);
      if (close >= 0) {
        flush();
        nodes.push({
          kind: 'strong',
          children: parseInline(s.slice(i + 2, close), allowLinks, depth + 1),
        });
        i = close + 2;
        textStart = i;
        continue;
      }
      i += 1;
      continue;
    }
    if (s[i] === '*') {
      const close = findEmClose(s, index, i + 1);
      if (close >= 0) {
        flush();
        nodes.push({
          kind: 'em',
          children: parseInline(s.slice(i + 1, close), allowLinks, depth + 1),
        });
        i = close + 1;
        textStart = i;
        continue;
      }
    }
    i += 1;
  }
  flush();
  return nodes;
}

function inlineToHtml(nodes: InlineNode[]): string {
  let out = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        out += node.value;
        break;
      case 'strong':
      case 'em':
      case 'u':
        out += `<${node.kind}>${inlineToHtml(node.children)}</${node.kind}>`;
        break;
      case 'link': {
        const inner = inlineToHtml(node.children);
        out +=
          node.href === null
            ? inner
            : `<a href="${escapeHtml(node.href)}" target="_blank" rel="noopener noreferrer nofollow">${inner}</a>`;
        break;
      }
      case 'image':
        out +=
          node.src === null
            ? escapeHtml(node.alt)
            : `<img src="${escapeHtml(node.src)}" alt="${escapeHtml(node.alt)}" loading="lazy">`;
        break;
    }
  }
  return out;
}

function inlineToPlain(nodes: InlineNode[]): string {
  let out = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        out += unescapeHtml(node.value);
        break;
      case 'strong':
      case 'em':
      case 'u':
      case 'link':
        out += inlineToPlain(node.children);
        break;
      case 'image':
        break; // pictures have no place in a text excerpt
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Block parsing.

type Block =
  | { kind: 'p'; lines: string[] }
  | { kind: 'h2'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

/** Splits the (escaped) source into headings, lists and paragraphs. */
function parseBlocks(escaped: string): Block[] {
  const blocks: Block[] = [];
  // Held in an object so that type narrowing survives the `close` calls.
  const open: { block: Block | null } = { block: null };
  const close = (): void => {
    if (open.block) blocks.push(open.block);
    open.block = null;
  };
  for (const rawLine of escaped.split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      close();
      continue;
    }
    const ordered = /^\d{1,9}\. /.exec(line);
    const current = open.block;
    if (line.startsWith('## ') && line.slice(3).trim() !== '') {
      close();
      blocks.push({ kind: 'h2', text: line.slice(3).trim() });
    } else if (line.startsWith('- ') || ordered) {
      const kind = ordered ? 'ol' : 'ul';
      const item = line.slice(ordered ? ordered[0].length : 2).trim();
      if (current && current.kind === kind) {
        current.items.push(item);
      } else {
        close();
        open.block = { kind, items: [item] };
      }
    } else if (current && current.kind === 'p') {
      current.lines.push(line);
    } else {
      close();
      open.block = { kind: 'p', lines: [line] };
    }
  }
  close();
  return blocks;
}

/** Normalizes line breaks and drops control characters other than tab and line feed. */
function normalizeSource(source: string): string {
  return (
    source
      .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  );
}

function parseDocument(source: string): Block[] {
  // Escape EVERYTHING first; every later step works on the escaped text.
  return parseBlocks(escapeHtml(normalizeSource(source)));
}

const inline = (escapedText: string): InlineNode[] => parseInline(escapedText, true, 0);

/** Renders the article markup to safe HTML (see the module comment for the rules). */
export function renderMarkup(source: string): string {
  let html = '';
  for (const block of parseDocument(source)) {
    switch (block.kind) {
      case 'h2':
        html += `<h2>${inlineToHtml(inline(block.text))}</h2>`;
        break;
      case 'ul':
      case 'ol':
        html += `<${block.kind}>${block.items
          .map((item) => `<li>${inlineToHtml(inline(item))}</li>`)
          .join('')}</${block.kind}>`;
        break;
      case 'p':
        html += `<p>${block.lines.map((line) => inlineToHtml(inline(line))).join('<br>')}</p>`;
        break;
    }
  }
  return html;
}

/**
 * The text of the markup without any markup: list markers, heading marks, stars, underline tags
 * and link syntax are removed (links keep their text, images are dropped). Lines are kept, blocks
 * are separated by a blank line. The result is NOT HTML-escaped (React escapes text).
 */
export function markupToPlainText(source: string): string {
  return parseDocument(source)
    .map((block) => {
      switch (block.kind) {
        case 'h2':
          return inlineToPlain(inline(block.text));
        case 'ul':
        case 'ol':
          return block.items.map((item) => inlineToPlain(inline(item))).join('\n');
        case 'p':
          return block.lines.map((line) => inlineToPlain(inline(line))).join('\n');
      }
    })
    .join('\n\n');
}
