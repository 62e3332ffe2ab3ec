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

/** A text with its selection (`selectionStart` ≤ `selectionEnd`, both within the text). */
export interface TextState {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The one replacement turning `before` into `after`: `before[start, end)` becomes `text`. */
export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** Orders and clamps a selection into the text. */
function normalize(state: TextState): TextState {
  const max = state.value.length;
  const a = Math.min(Math.max(0, state.selectionStart), max);
  const b = Math.min(Math.max(0, state.selectionEnd), max);
  return { value: state.value, selectionStart: Math.min(a, b), selectionEnd: Math.max(a, b) };
}

const state = (
  value: string,
  selectionStart: number,
  selectionEnd = selectionStart,
): TextState => ({
  value,
  selectionStart,
  selectionEnd,
});

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
// Line styles

type LineKind = 'heading' | 'bullet' | 'numbered';

interface LineInfo {
  indent: string;
  /** The block marker found at the start (after the indent), or ''. */
  marker: string;
  kind: LineKind | null;
  rest: string;
}

const MARKER = /^([ \t]*)(?:(## )|(- )|(\d{1,9}\. ))/;

function parseLine(line: string): LineInfo {
  const m = MARKER.exec(line);
  if (!m) {
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    return { indent, marker: '', kind: null, rest: line.slice(indent.length) };
  }
  const indent = m[1] ?? '';
  const marker = m[2] ?? m[3] ?? m[4] ?? '';
  const kind: LineKind = m[2] ? 'heading' : m[3] ? 'bullet' : 'numbered';
  return { indent, marker, kind, rest: line.slice(indent.length + marker.length) };
}

/** The start of the line holding `pos`. */
function lineStartOf(value: string, pos: number): number {
  return value.lastIndexOf('\n', pos - 1) + 1;
}
/** The end (before its line break) of the line holding `pos`. */
function lineEndOf(value: string, pos: number): number {
  const next = value.indexOf('\n', pos);
  return next === -1 ? value.length : next;
}

/** The number to give the first new numbered item: one more than a numbered line just above. */
function firstNumber(value: string, from: number): number {
  if (from === 0) return 1;
  const prevStart = lineStartOf(value, from - 1);
  const prev = parseLine(value.slice(prevStart, from - 1));
  if (prev.kind === 'numbered') return Number.parseInt(prev.marker, 10) + 1;
  return 1;
}

function toggleLines(input: TextState, kind: LineKind): TextState {
  const { value, selectionStart: s, selectionEnd: e } = normalize(input);
  // A selection ending at the very start of a line does not include that line.
  const lastPos = e > s && value[e - 1] === '\n' ? e - 1 : e;
  const from = lineStartOf(value, s);
  const to = lineEndOf(value, lastPos);
  const lines = value.slice(from, to).split('\n').map(parseLine);

  const hasText = lines.map((l) => l.marker !== '' || l.rest.trim() !== '');
  const anyText = hasText.some(Boolean);
  // Lines that take part: those with text, or all of them when none has text (an empty line).
  const targets = lines.map((_, i) => (anyText ? hasText[i] === true : true));
  const remove = lines.every((l, i) => !targets[i] || l.kind === kind);

  let n = kind === 'numbered' && !remove ? firstNumber(value, from) : 1;
  const rewritten = lines.map((l, i) => {
    if (!targets[i]) return { ...l, newMarker: l.marker };
    if (remove) return { ...l, newMarker: '' };
    const newMarker = kind === 'heading' ? '## ' : kind === 'bullet' ? '- ' : `${n++}. `;
    return { ...l, newMarker };
  });
  const block = rewritten.map((l) => l.indent + l.newMarker + l.rest).join('\n');
  const next = value.slice(0, from) + block + value.slice(to);

  // Maps an old position to the new text; `snap` puts a caret inside or before a marker after it.
  const offsets: number[] = [];
  let acc = from;
  for (const l of lines) {
    offsets.push(acc);
    acc += l.indent.length + l.marker.length + l.rest.length + 1;
  }
  const map = (pos: number, snap: boolean): number => {
    if (pos < from) return pos;
    if (pos > to) return pos + (block.length - (to - from));
    let index = 0;
    while (index + 1 < lines.length && (offsets[index + 1] ?? Infinity) <= pos) index += 1;
    let newLineStart = from;
    for (let i = 0; i < index; i += 1) {
      const l = rewritten[i];
      if (l) newLineStart += l.indent.length + l.newMarker.length + l.rest.length + 1;
    }
    const l = rewritten[index];
    if (!l) return pos;
    const col = pos - (offsets[index] ?? from);
    const markerEnd = l.indent.length + l.marker.length;
    const newMarkerEnd = l.indent.length + l.newMarker.length;
    // A selection edge at (or before) the start of the marker stays there, taking the marker in.
    if (!snap && col <= l.indent.length) return newLineStart + col;
    if (col >= markerEnd) return newLineStart + col - markerEnd + newMarkerEnd;
    return newLineStart + newMarkerEnd;
  };

  if (s === e) return state(next, map(s, true));
  return state(next, map(s, false), map(e, false));
}

/** `## ` at the start of each selected line (a heading); again removes it. */
export const toggleHeading = (input: TextState): TextState => toggleLines(input, 'heading');
/** `- ` at the start of each selected line with text (a bullet list); again removes it. */
export const toggleBulletList = (input: TextState): TextState => toggleLines(input, 'bullet');
/** `1. `, `2. `… at the start of each selected line with text; again removes them. */
export const toggleNumberedList = (input: TextState): TextState => toggleLines(input, 'numbered');

/**
 * Enter in a list item (issue 16), as word processors do: the text after the caret moves to a new
 * item of the same list (`- `, or the next number), at the same indent. Enter in an item with no
 * text ends the list: its marker is removed and the line stays empty. A selection is replaced by
 * the line break first. Null where Enter is not in a list item: the textarea breaks the line.
 */
export function continueList(input: TextState): TextState | null {
  const { value, selectionStart: s, selectionEnd: e } = normalize(input);
  const from = lineStartOf(value, s);
  const line = parseLine(value.slice(from, lineEndOf(value, s)));
  if (line.kind !== 'bullet' && line.kind !== 'numbered') return null;
  const markerEnd = from + line.indent.length + line.marker.length;
  // A caret in the indent or the marker: an ordinary line break.
  if (s < markerEnd) return null;
  if (line.rest.trim() === '' && e <= lineEndOf(value, s)) {
    // An empty item: the list ends here.
    const next = value.slice(0, from) + value.slice(markerEnd);
    return state(next, from);
  }
  if (line.kind === 'bullet') {
    const insert = `\n${line.indent}- `;
    return state(value.slice(0, s) + insert + value.slice(e), s + insert.length);
  }
  // A numbered item: the new one takes the next number, and the items below it follow on.
  let number = Number.parseInt(line.marker, 10) + 1;
  const insert = `\n${line.indent}${number}. `;
  const head = value.slice(0, s) + insert;
  const tail = value.slice(e).split('\n');
  for (let i = 1; i < tail.length; i += 1) {
    const below = parseLine(tail[i] ?? '');
    if (below.kind !== 'numbered' || below.indent !== line.indent) break;
    number += 1;
    tail[i] = `${below.indent}${number}. ${below.rest}`;
  }
  return state(head + tail.join('\n'), head.length);
}

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
