/**
 * The editor's line styles (headings, bullets, numbered items) over every line a selection
 * touches, toggled like the inline ones, and the list continued on Enter (see ./markupEdits.ts).
 */
import { type TextState, normalize, state } from './textState';

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
 * Enter in a list item, as word processors do: the text after the caret moves to a new
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
