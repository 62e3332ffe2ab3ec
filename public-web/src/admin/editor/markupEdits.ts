/**
 * The article editor's toolbar actions as pure functions over the text and its selection
 * (SPEC section 3, "Article as edited"): each takes the value and the selection and gives the new
 * value and the new selection. The markup is the one `renderMarkup` (shared/src/markup.ts)
 * understands: `**bold**`, `*italic*`, `<u>underline</u>`, `## ` headings, `- ` bullets,
 * `1. ` numbered items, `[text](url)` links and `![alt](url)` images.
 *
 * Inline styles apply to the selected text without its surrounding spaces (the renderer needs the
 * markers to touch the text) and line by line (markup never spans lines); applied again to text
 * that already has the style, they remove it. Line styles apply to every line the selection
 * touches and toggle the same way.
 */
import { linkTemplate } from '@vb/shared/markup';

import { type Replacement, type TextState, normalize, state } from './textState';

export type { Replacement, TextState } from './textState';
export {
  continueList,
  toggleBulletList,
  toggleHeading,
  toggleNumberedList,
} from './markupLineEdits';

// ───────────────────────────────────────────────────────────────────────────────────────────
// Inline styles

interface InlineStyle {
  open: string;
  close: string;
  /** Whether the markers around `[s, e)` (just outside) are this style's. */
  around(value: string, s: number, e: number): boolean;
  /** Whether `text` is itself wrapped in this style's markers. */
  wraps(text: string): boolean;
}

/** Number of consecutive `*` ending just before `pos` (backwards) or starting at `pos`. */
function starsBefore(value: string, pos: number): number {
  let n = 0;
  while (pos - n - 1 >= 0 && value[pos - n - 1] === '*') n += 1;
  return n;
}
function starsFrom(value: string, pos: number): number {
  let n = 0;
  while (value[pos + n] === '*') n += 1;
  return n;
}

const BOLD: InlineStyle = {
  open: '**',
  close: '**',
  around: (v, s, e) => starsBefore(v, s) >= 2 && starsFrom(v, e) >= 2,
  wraps: (text) =>
    text.length > 4 && starsFrom(text, 0) >= 2 && starsBefore(text, text.length) >= 2,
};

/** Italic is one star; a pair of stars is bold, so only an odd run (1 or 3) holds an italic star. */
const ITALIC: InlineStyle = {
  open: '*',
  close: '*',
  around: (v, s, e) => starsBefore(v, s) % 2 === 1 && starsFrom(v, e) % 2 === 1,
  wraps: (text) => {
    const lead = starsFrom(text, 0);
    const trail = starsBefore(text, text.length);
    return text.length > 2 && lead < text.length && lead % 2 === 1 && trail % 2 === 1;
  },
};

const UNDERLINE: InlineStyle = {
  open: '<u>',
  close: '</u>',
  around: (v, s, e) => v.slice(Math.max(0, s - 3), s) === '<u>' && v.slice(e, e + 4) === '</u>',
  wraps: (text) => text.length > 7 && text.startsWith('<u>') && text.endsWith('</u>'),
};

const WORD_CHAR = /[\p{L}\p{N}\p{M}_'’-]/u;

/** The word around a caret, or null when the caret is not touching one. */
function wordAt(value: string, pos: number): { start: number; end: number } | null {
  let start = pos;
  let end = pos;
  while (start > 0 && WORD_CHAR.test(value[start - 1] ?? '')) start -= 1;
  while (end < value.length && WORD_CHAR.test(value[end] ?? '')) end += 1;
  return start === end ? null : { start, end };
}

/** The selection without leading and trailing whitespace. */
function trimSelection(value: string, s: number, e: number): { start: number; end: number } {
  let start = s;
  let end = e;
  while (start < end && /\s/u.test(value[start] ?? '')) start += 1;
  while (end > start && /\s/u.test(value[end - 1] ?? '')) end -= 1;
  return { start, end };
}

/**
 * A range with only one of its style's markers at an edge (`one**` selected in `**one**`) is
 * narrowed so that the lone marker counts as outside the text.
 */
function narrowToText(value: string, start: number, end: number, style: InlineStyle) {
  const { open, close } = style;
  let s = start;
  let e = end;
  const text = () => value.slice(s, e);
  if (text().endsWith(close) && !text().startsWith(open) && e - close.length > s) {
    e -= close.length;
  } else if (text().startsWith(open) && !text().endsWith(close) && s + open.length < e) {
    s += open.length;
  }
  return { start: s, end: e };
}

/** Applies or removes an inline style on one single-line range that has text. */
function toggleInlineRange(value: string, start: number, end: number, style: InlineStyle) {
  const { open, close } = style;
  const text = value.slice(start, end);
  if (style.around(value, start, end)) {
    const next = value.slice(0, start - open.length) + text + value.slice(end + close.length);
    return { value: next, start: start - open.length, end: end - open.length };
  }
  if (style.wraps(text)) {
    const inner = text.slice(open.length, text.length - close.length);
    return {
      value: value.slice(0, start) + inner + value.slice(end),
      start,
      end: start + inner.length,
    };
  }
  return {
    value: value.slice(0, start) + open + text + close + value.slice(end),
    start: start + open.length,
    end: end + open.length,
  };
}

function toggleInline(input: TextState, style: InlineStyle): TextState {
  const { value, selectionStart: s, selectionEnd: e } = normalize(input);
  const { open, close } = style;

  if (s === e) {
    // An empty selection: the word under the caret, or an empty pair with the caret inside.
    const word = wordAt(value, s);
    if (word) {
      const r = toggleInlineRange(value, word.start, word.end, style);
      return state(r.value, s + (r.start - word.start));
    }
    if (value.slice(s - open.length, s) === open && value.slice(s, s + close.length) === close) {
      // An empty pair (`**|**`) is removed again.
      return state(
        value.slice(0, s - open.length) + value.slice(s + close.length),
        s - open.length,
      );
    }
    return state(value.slice(0, s) + open + close + value.slice(s), s + open.length);
  }

  const trimmed = trimSelection(value, s, e);
  if (trimmed.start === trimmed.end) {
    // Only whitespace selected: an empty pair at its end.
    return state(value.slice(0, e) + open + close + value.slice(e), e + open.length);
  }

  const selected = value.slice(trimmed.start, trimmed.end);
  if (!selected.includes('\n')) {
    const range = narrowToText(value, trimmed.start, trimmed.end, style);
    const r = toggleInlineRange(value, range.start, range.end, style);
    return state(r.value, r.start, r.end);
  }

  // Several lines: each line's text gets (or loses) the style on its own.
  const segments: { start: number; end: number }[] = [];
  let lineStart = trimmed.start;
  for (const line of selected.split('\n')) {
    const seg = trimSelection(value, lineStart, lineStart + line.length);
    if (seg.start < seg.end) segments.push(narrowToText(value, seg.start, seg.end, style));
    lineStart += line.length + 1;
  }
  const styledAt = (text: string, seg: { start: number; end: number }) =>
    style.around(text, seg.start, seg.end) || style.wraps(text.slice(seg.start, seg.end));
  const allStyled = segments.every((seg) => styledAt(value, seg));
  let next = value;
  let shift = 0;
  let newStart = trimmed.start;
  let newEnd = trimmed.end;
  segments.forEach((seg, index) => {
    const current = { start: seg.start + shift, end: seg.end + shift };
    // Mixed lines: only the unstyled ones get the style; all styled: all lose it.
    const r =
      styledAt(next, current) === allStyled
        ? toggleInlineRange(next, current.start, current.end, style)
        : { value: next, ...current };
    if (index === 0) newStart = r.start;
    if (index === segments.length - 1) newEnd = r.end;
    shift += r.value.length - next.length;
    next = r.value;
  });
  return state(next, newStart, newEnd);
}

/** `**bold**` on the selection (or the word at the caret); again removes it. */
export const toggleBold = (input: TextState): TextState => toggleInline(input, BOLD);
/** `*italic*` on the selection (or the word at the caret); again removes it. */
export const toggleItalic = (input: TextState): TextState => toggleInline(input, ITALIC);
/** `<u>underline</u>` on the selection (or the word at the caret); again removes it. */
export const toggleUnderline = (input: TextState): TextState => toggleInline(input, UNDERLINE);

// ───────────────────────────────────────────────────────────────────────────────────────────
// Links and images

const LOOKS_LIKE_URL = /^(?:https?:\/\/|mailto:|\/(?!\/))\S*$/i;

/**
 * A link. With nothing selected, the link template (`[link text](https://example.com)`) is
 * inserted with its placeholder text selected; a selected text becomes the link's text and the
 * example address is selected to be typed over; a selected address becomes the link's address and
 * the placeholder text is selected. A selection over several lines is left alone and the template
 * goes after it.
 */
export function insertLink(input: TextState, placeholderText: string): TextState {
  const { value, selectionStart: s, selectionEnd: e } = normalize(input);
  const template = linkTemplate(placeholderText);
  const exampleUrl = template.slice(placeholderText.length + 3, -1);
  const { start, end } = trimSelection(value, s, e);
  const selected = value.slice(start, end);

  if (start === end || selected.includes('\n')) {
    const at = start === end ? s : e;
    const next = value.slice(0, at) + template + value.slice(at);
    return state(next, at + 1, at + 1 + placeholderText.length);
  }
  if (LOOKS_LIKE_URL.test(selected)) {
    const link = `[${placeholderText}](${selected})`;
    return state(
      value.slice(0, start) + link + value.slice(end),
      start + 1,
      start + 1 + placeholderText.length,
    );
  }
  const label = selected.replace(/[[\]]/g, '');
  const link = `[${label}](${exampleUrl})`;
  const urlStart = start + label.length + 3;
  return state(
    value.slice(0, start) + link + value.slice(end),
    urlStart,
    urlStart + exampleUrl.length,
  );
}

/** Alt text fit for `![alt](url)`: one line, no brackets. */
export function cleanAltText(alt: string): string {
  return alt
    .replace(/[[\]\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An image `![alt](url)` on a line of its own, after the selection (the selection is kept in the
 * text); the caret goes right after the image.
 */
export function insertImage(input: TextState, alt: string, url: string): TextState {
  const { value, selectionEnd: e } = normalize(input);
  const image = `![${cleanAltText(alt)}](${url})`;
  const before = e === 0 || value[e - 1] === '\n' ? '' : '\n';
  const after = e === value.length || value[e] === '\n' ? '' : '\n';
  const next = value.slice(0, e) + before + image + after + value.slice(e);
  return state(next, e + before.length + image.length);
}

// ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * The smallest single replacement turning `before` into `after` (common start and end kept),
 * so that an edit can be applied as one typed insertion (which keeps the browser's undo history).
 */
export function replacementBetween(before: string, after: string): Replacement {
  let prefix = 0;
  const max = Math.min(before.length, after.length);
  while (prefix < max && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  return {
    start: prefix,
    end: before.length - suffix,
    text: after.slice(prefix, after.length - suffix),
  };
}
