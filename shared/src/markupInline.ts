/**
 * The markup's inline parsing, over ESCAPED text: bold, italic, underline, links and images, and
 * their HTML and plain-text forms (see ./markup.ts for the rules).
 */
import { escapeHtml, sanitizeUrl, unescapeHtml } from './markupSafety';

export type InlineNode =
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
 * that parsing is linear in the length of the text (A scan to the end for every `[`, `*`
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

export function parseInline(s: string, allowLinks: boolean, depth: number): InlineNode[] {
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

export function inlineToHtml(nodes: InlineNode[]): string {
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

export function inlineToPlain(nodes: InlineNode[]): string {
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
