/**
 * CSV export of the submission lists (pure: no DOM, no React).
 *
 * - UTF-8 with a byte-order mark, so Excel opens Arabic text correctly;
 * - CRLF between records (and after the last one);
 * - RFC 4180 quoting: a field containing a comma, a double quote, CR or LF is enclosed in double
 *   quotes and its double quotes are doubled;
 * - formula injection neutralised: a cell that a spreadsheet would read as a formula (it starts
 *   with =, +, -, @, a tab or a carriage return) is prefixed with a single quote.
 */
import { SITE_UTC_OFFSET_HOURS } from '@vb/shared/constants';

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Prefixes a single quote to text a spreadsheet would evaluate as a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: neutralised, then quoted when RFC 4180 requires it. Null and undefined are empty. */
export function escapeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = neutralizeFormula(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text (with its BOM) of a header row and data rows. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCsvCell).join(','));
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The UTF-8 bytes of a CSV text (the BOM is encoded as EF BB BF). */
export function csvBytes(text: string): ArrayBuffer {
  const encoded = new TextEncoder().encode(text);
  const bytes = new ArrayBuffer(encoded.byteLength);
  new Uint8Array(bytes).set(encoded);
  return bytes;
}

/**
 * A timestamp as ISO 8601 in the site's time zone with its offset (`2026-11-26T14:05:00+03:00`),
 * the time the admin screens show; a value that is not a date is kept as it is.
 */
export function isoTimestamp(value: string): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return value;
  const local = new Date(time + SITE_UTC_OFFSET_HOURS * 60 * 60 * 1000).toISOString();
  const sign = SITE_UTC_OFFSET_HOURS < 0 ? '-' : '+';
  const offset = `${sign}${String(Math.abs(SITE_UTC_OFFSET_HOURS)).padStart(2, '0')}:00`;
  return `${local.slice(0, 19)}${offset}`;
}

/** `<kind>-YYYY-MM-DD.csv`, dated with the local calendar day of `now`. */
export function csvFilename(kind: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${kind}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
