/**
 * Keeps an article's or listing's markup through a machine translation. Before the
 * model is asked, what it must not touch is taken out of the text: each line's block marker
 * (`## `, `- `, `1. ` and its indent) and every link's or image's address (`[text](vb-url-1)`).
 * The model translates the lines' words; after it, the structure is checked line by line (the
 * same lines with words, the same bold, italic, underline, links and images on each) and the
 * markers and addresses are put back. A reply that changed the structure is refused (null): the
 * caller asks again or fails, and no one's text is replaced by a mangled one.
 */
import { decimalValue } from '@vb/shared/text';

/** A line's block markers (a run of them: `- - x`), as the markup renderer reads them. */
const BLOCK = /^(?:[ \t]*(?:## |- |\d{1,9}\. ))+/;
/** A link's or image's address: `[text](address)` / `![alt](address)`. */
const ADDRESS = /(!?\[[^\]\n]*\]\()([^)\s]+)(\))/g;
/** An address's placeholder, as the model may give it back (any decimal digits). */
const PLACEHOLDER = /vb-url-(\p{Nd}+)/giu;

interface Line {
  /** The line as it was, for lines the model does not see (blank, or a marker alone). */
  source: string;
  marker: string;
  /** The words sent to the model (addresses replaced), or null for a line kept as it is. */
  words: string | null;
}

export interface GuardedText {
  /** What the model is asked to translate: the lines' words, one line each. */
  text: string;
  /** The translation with the markers and addresses back, or null when its structure changed. */
  restore(translated: string): string | null;
}

const count = (text: string, token: string) => text.split(token).length - 1;

/** The inline structure of one line: what a faithful translation keeps, words aside. */
function inline(text: string): string {
  const addresses = [...text.matchAll(PLACEHOLDER)].map((m) => decimalValue(m[1] ?? '')).sort();
  return JSON.stringify([
    count(text, '**'),
    count(text, '*'),
    count(text, '<u>'),
    count(text, '</u>'),
    count(text, ']('),
    count(text, '!['),
    addresses,
  ]);
}

export function guardMarkup(source: string): GuardedText {
  const addresses: string[] = [];
  // A text that already holds the placeholder's form keeps its addresses as they are.
  const protect = !/vb-url-\p{Nd}/iu.test(source);
  const lines: Line[] = source.split('\n').map((line) => {
    const marker = BLOCK.exec(line)?.[0] ?? '';
    const rest = line.slice(marker.length);
    if (!rest.trim()) return { source: line, marker, words: null };
    const words = protect
      ? rest.replace(ADDRESS, (_m, open: string, address: string, close: string) => {
          addresses.push(address);
          return `${open}vb-url-${addresses.length}${close}`;
        })
      : rest;
    return { source: line, marker, words };
  });
  const sent = lines.filter((line) => line.words !== null);

  return {
    text: sent.map((line) => line.words).join('\n'),
    restore(translated) {
      const answer = translated.split('\n').filter((line) => line.trim() !== '');
      if (answer.length !== sent.length) return null;
      for (const [i, line] of sent.entries()) {
        const words = answer[i] ?? '';
        // A marker the model added (or removed) changes the line's kind.
        if (BLOCK.test(words) !== BLOCK.test(line.words ?? '')) return null;
        if (inline(words) !== inline(line.words ?? '')) return null;
      }
      let next = 0;
      return lines
        .map((line) => {
          if (line.words === null) return line.source;
          // The source's own leading spaces, whatever the model did with them.
          const indent = /^\s*/.exec(line.words)?.[0] ?? '';
          const words = indent + (answer[next++] ?? '').trim();
          const restored = protect
            ? words.replace(
                PLACEHOLDER,
                (match, n: string) => addresses[decimalValue(n) - 1] ?? match,
              )
            : words;
          return `${line.marker}${restored}`;
        })
        .join('\n');
    },
  };
}
