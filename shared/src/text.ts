/**
 * Text helpers: slugs (SPEC section 4), truncated previews (SPEC sections 3 and 9), localization.
 * Article excerpts, which need the markup parser, are in excerpt.ts: the public site's first load
 * imports this module and must not carry the parser.
 */
import type { Language } from './options';

/**
 * The slug of a title (SPEC section 4): NFC-normalized and lower-cased; every character other than
 * a Unicode letter, digit, whitespace or hyphen removed (underscores, punctuation, symbols, emoji,
 * combining marks); runs of whitespace turned into a hyphen; repeated hyphens collapsed; leading
 * and trailing hyphens trimmed. Accented and Arabic titles keep their letters.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\p{Z}]+/gu, ' ')
    .replace(/[^\p{L}\p{N} -]+/gu, '')
    .replace(/ +/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .normalize('NFC');
}

/** Whether `s` is a non-empty slug that {@link slugify} leaves unchanged. */
export function isValidSlug(s: string): boolean {
  return s.length > 0 && slugify(s) === s;
}

/**
 * The first `max` characters (code points, so a surrogate pair is never cut) of `text`, followed by
 * '...' when the text is longer; trailing whitespace before the ellipsis is dropped. Text that fits
 * is returned unchanged.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}...`;
}

/** Whitespace runs collapsed to one space, ends trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\p{Z}]+/gu, ' ').trim();
}

/** Whether `value` is a string with more than whitespace. */
export const hasText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** `ar` in Arabic mode when it has text, otherwise `en`. */
export function localized(en: string, ar: string | null | undefined, language: Language): string {
  return language === 'ar' && hasText(ar) ? ar : en;
}

/**
 * A person's initials in the script of the name: the first letters of the first and last words
 * ('Abdullah Al-Rashid' → 'AR'; 'عبدالله الراشد' → 'ع ر', the Arabic article ال skipped and the
 * letters spaced, as joined Arabic letters would read as a word).
 */
export function initials(name: string, language: Language): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : [words[0]!];
  const letters = picked.map((word) => {
    const bare =
      language === 'ar' ? word.replace(/^ال(?=\p{L}{2})/u, '') : word.replace(/^al-/i, '');
    return [...bare][0]!.toLocaleUpperCase(language);
  });
  return letters.join(language === 'ar' ? ' ' : '');
}

/**
 * Text of either direction set into a sentence (a name in a message): isolated between FSI and
 * PDI, so a Latin name reads right in an Arabic sentence and an Arabic one in an English sentence.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * A line of text with its isolates (`isolate`) exchanged for the older marks every font has: an
 * e-mail subject, which some mail clients draw with a box for each FSI and PDI. The isolate's
 * start goes; its end becomes the sentence's own direction mark (RLM in Arabic, LRM in English),
 * so what follows a name of the other script still reads in the sentence's order.
 */
export function withoutIsolates(text: string, language: Language): string {
  const mark = language === 'ar' ? '\u200F' : '\u200E';
  return text.replace(/[\u2066-\u2068]/g, '').replace(/\u2069/g, mark);
}

/**
 * The value of a number written in any decimal digits: Western, Arabic-Indic (٠–٩) or Eastern
 * Arabic-Indic (۰–۹), as a translation model may give back a number it was asked to keep.
 */
export function decimalValue(digits: string): number {
  let value = 0;
  for (const ch of digits) {
    const code = ch.codePointAt(0) ?? 48;
    const digit =
      code >= 0x660 && code <= 0x669
        ? code - 0x660
        : code >= 0x6f0 && code <= 0x6f9
          ? code - 0x6f0
          : code - 48;
    value = value * 10 + digit;
  }
  return value;
}
