/**
 * The digits of content text (what editors type: titles, excerpts, article bodies, listings, the
 * team and ventures) as the public pages show it. The numbers the site formats itself are in the
 * page's digits already (./dates.ts); typed text keeps whatever the editor typed, so an Arabic
 * card could read "لعام 2026" beside "٢ ديسمبر ٢٠٢٦". On Arabic pages standalone numbers of
 * content text are therefore shown in Arabic-Indic digits too, and one card uses one digit system.
 *
 * Display only: what is stored never changes, and neither do attributes (a link's href, tel: and
 * mailto: values), which never pass through here.
 *
 * A number keeps its ASCII digits when it belongs to Latin text, where Arabic-Indic digits would
 * be wrong: a word with Latin letters ("5G", "Web3", "COVID-19"), a number beside a Latin word
 * ("iPhone 15", "10 MB"), an address (a URL, "www.", an e-mail address) or a phone number written
 * with a leading `+` or `00` (dialled as written). English pages show content as stored.
 */
import { localizeDigits } from './dates';
import type { Language } from './options';

/** A phone number as dialled: `+` or `00`, then at least seven digits with their spacing. */
const PHONE = /(?:\+|(?<![0-9])00)[0-9](?:[ \u00a0.()-]{0,2}[0-9]){6,}/g;
const LATIN = /\p{Script=Latin}/u;
const ENDS_LATIN = /\p{Script=Latin}$/u;
const STARTS_LATIN = /^\p{Script=Latin}/u;
/** A URL's scheme, a web address without one, or an e-mail address. */
const ADDRESS = /:\/\/|^[("'«]?www\.|@/i;
/** Space within a line: a word across a line break is not the same phrase. */
const SAME_LINE_SPACE = /^[^\S\n\r\u2028\u2029]+$/;
const ASCII_DIGIT = /[0-9]/;

/** Whether a word (a run without white space) keeps its digits, apart from phone numbers. */
function keepsDigits(word: string, before: string | undefined, after: string | undefined): boolean {
  return (
    LATIN.test(word) ||
    ADDRESS.test(word) ||
    (before !== undefined && ENDS_LATIN.test(before)) ||
    (after !== undefined && STARTS_LATIN.test(after))
  );
}

/**
 * Pieces of one text as a page shows them, in order (the text nodes of a paragraph split by its
 * bold, italic and link markup), each with its standalone numbers in the language's digits. The
 * rule reads the pieces as the one text they make, so "**COVID**-19" keeps its digits like
 * "COVID-19".
 */
export function localizeContentDigitPieces(
  pieces: readonly string[],
  language: Language,
): string[] {
  if (language === 'en' || !pieces.some((piece) => ASCII_DIGIT.test(piece))) return [...pieces];
  const text = pieces.join('');
  // Which characters turn into Arabic-Indic digits.
  const convert = new Uint8Array(text.length);
  // Words at even indices, the white space between them at odd ones.
  const parts = text.split(/(\s+)/);
  let offset = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (i % 2 === 0 && ASCII_DIGIT.test(part)) {
      const before = i >= 2 && SAME_LINE_SPACE.test(parts[i - 1]!) ? parts[i - 2] : undefined;
      const after = SAME_LINE_SPACE.test(parts[i + 1] ?? '') ? parts[i + 2] : undefined;
      if (!keepsDigits(part, before, after)) convert.fill(1, offset, offset + part.length);
    }
    offset += part.length;
  }
  for (const phone of text.matchAll(PHONE)) {
    convert.fill(0, phone.index, phone.index + phone[0].length);
  }
  let start = 0;
  return pieces.map((piece) => {
    const from = start;
    start += piece.length;
    return piece.replace(/[0-9]/g, (digit, j: number) =>
      convert[from + j] ? localizeDigits(digit, language) : digit,
    );
  });
}

/** A content text with its standalone numbers in the language's digits (see the module comment). */
export function localizeContentDigits(text: string, language: Language): string {
  return localizeContentDigitPieces([text], language)[0]!;
}
