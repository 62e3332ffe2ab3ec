/**
 * The admin's search, the same in the browser and in the database: what a search box's
 * text and an item's fields are folded to, and how one matches the other. The server stores each
 * item's folded document (`searchDocument`) and looks for every folded word (`searchWords`) in it.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** The longest search text the admin lists take (a longer one is cut, never an error). */
export const SEARCH_MAX_LENGTH = 200;
/** At most this many words of a search are matched (each one narrows the list). */
export const SEARCH_MAX_WORDS = 8;

/**
 * Text folded for searching: compatibility-normalised, lower-cased, Arabic diacritics and tatweel
 * removed, the letter variants people type interchangeably unified (alef forms, alef maqsura, taa
 * marbuta, hamza carriers), Arabic-Indic digits turned into ASCII digits, whitespace collapsed.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064A')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A Saudi number's other usual form: the national one (0 5x…) of an international one
 * (966 5x…), and the other way round; none for other digits.
 */
function saudiTwin(digits: string): string | undefined {
  if (/^9660?[1-9]\d{7,8}$/.test(digits)) return `0${digits.slice(3).replace(/^0/, '')}`;
  if (/^0[1-9]\d{7,8}$/.test(digits)) return `966${digits.slice(1)}`;
  return undefined;
}

/**
 * What a search looks in, from an item's fields: each folded, one per line; a field with digits
 * (a phone number) also by its digits alone, so "0551234567" finds "055 123 4567", and a Saudi
 * number also in its other usual form, so "0500000001" finds "+966 50 000 0001".
 */
export function searchDocument(fields: readonly (string | null | undefined)[]): string {
  return fields
    .filter((f): f is string => typeof f === 'string' && f !== '')
    .flatMap((f) => {
      const folded = foldForSearch(f);
      const digits = folded.replace(/[^0-9]/g, '');
      if (digits.length < 3) return [folded];
      const twin = saudiTwin(digits);
      return [folded, ...(digits !== folded ? [digits] : []), ...(twin ? [twin] : [])];
    })
    .join('\n');
}

/** The folded words of a search, each of which must occur in the document (none: everything). */
export function searchWords(query: string): string[] {
  const words = foldForSearch(query.slice(0, SEARCH_MAX_LENGTH))
    .split(' ')
    .filter(Boolean)
    // "+966…" is looked for by its digits, which every stored number has a line of.
    .map((word) => (/^\+\d{3,}$/.test(word) ? word.slice(1) : word));
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/** Whether every word of `query` occurs in one of `fields` (an empty query matches everything). */
export function matchesSearch(
  fields: readonly (string | null | undefined)[],
  query: string,
): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  const haystack = searchDocument(fields);
  return words.every((word) => haystack.includes(word));
}
