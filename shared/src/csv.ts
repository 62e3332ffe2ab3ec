/**
 * CSV files of the admin's exports (pure: no DOM, no Node), written the same way by the API's
 * streaming export and by anything else that builds one:
 *
 * - UTF-8 with a byte-order mark, so Excel opens Arabic text correctly;
 * - CRLF between records (and after the last one);
 * - RFC 4180 quoting: a field containing a comma, a double quote, CR or LF is enclosed in double
 *   quotes and its double quotes are doubled;
 * - formula injection neutralised: a cell that a spreadsheet would read as a formula is prefixed
 *   with a single quote: it starts with a tab or a carriage return, or with = + - @ (or their
 *   full-width and small forms ＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫) after any leading whitespace, line breaks or
 *   invisible format characters (spreadsheets skip those before a formula).
 */
import { siteDay } from './dates';

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

const FORMULA_START =
  /^(?:[\t\r]|[\s\p{Z}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B])/u;
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

/** One record: its escaped fields joined by commas, ended by CRLF. */
export function csvRecord(row: readonly CsvCell[]): string {
  return `${row.map(escapeCsvCell).join(',')}\r\n`;
}

/** The CSV text (with its BOM) of a header row and data rows. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvRecord).join('')}`;
}

/** The UTF-8 bytes of a CSV text (the BOM is encoded as EF BB BF). */
export function csvBytes(text: string): ArrayBuffer {
  const encoded = new TextEncoder().encode(text);
  const bytes = new ArrayBuffer(encoded.byteLength);
  new Uint8Array(bytes).set(encoded);
  return bytes;
}

/** `<kind>-YYYY-MM-DD.csv`, dated with the calendar day of `now` in the site's time zone. */
export function csvFilename(kind: string, now: Date): string {
  return `${kind}-${siteDay(now)}.csv`;
}
