import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  buildCsv,
  csvBytes,
  csvFilename,
  csvRecord,
  escapeCsvCell,
  neutralizeFormula,
} from './csv';

const decode = (bytes: ArrayBuffer) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(bytes));

describe('buildCsv', () => {
  it('starts with a BOM, ends every record with CRLF', () => {
    const text = buildCsv(['Name', 'Email'], [['Sara', 'sara@example.com']]);
    expect(text).toBe(`${CSV_BOM}Name,Email\r\nSara,sara@example.com\r\n`);
  });

  it('encodes the BOM as EF BB BF and Arabic as UTF-8', () => {
    const bytes = new Uint8Array(csvBytes(buildCsv(['الاسم'], [['سارة أحمد']])));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    // 'ا' is U+0627: D8 A7 in UTF-8.
    expect(Array.from(bytes.slice(3, 5))).toEqual([0xd8, 0xa7]);
    expect(decode(csvBytes(buildCsv(['الاسم'], [['سارة أحمد']])))).toBe(
      '\uFEFFالاسم\r\nسارة أحمد\r\n',
    );
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const text = buildCsv(
      ['a', 'b', 'c', 'd'],
      [['one, two', 'say "hi"', 'line 1\nline 2', 'line 1\r\nline 2']],
    );
    expect(text).toBe(
      `${CSV_BOM}a,b,c,d\r\n"one, two","say ""hi""","line 1\nline 2","line 1\r\nline 2"\r\n`,
    );
  });

  it('writes null and undefined as empty fields, numbers as they are', () => {
    expect(buildCsv(['a', 'b', 'c'], [[null, undefined, 42]])).toBe(`${CSV_BOM}a,b,c\r\n,,42\r\n`);
  });

  it('escapes the header row too', () => {
    expect(buildCsv(['Name, full', '=x'], [])).toBe(`${CSV_BOM}"Name, full",'=x\r\n`);
  });

  it('keeps Arabic text with commas quoted and intact', () => {
    const text = buildCsv(['الرسالة'], [['مرحبا، "أهلا", وسهلا']]);
    expect(text).toBe(`${CSV_BOM}الرسالة\r\n"مرحبا، ""أهلا"", وسهلا"\r\n`);
  });
});

describe('formula injection', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+966 55 123 4567', "'+966 55 123 4567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('neutralises %j', (input, output) => {
    expect(neutralizeFormula(input)).toBe(output);
  });

  it('leaves ordinary text alone, including a formula sign in the middle', () => {
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(neutralizeFormula('سارة')).toBe('سارة');
    expect(neutralizeFormula('a =1')).toBe('a =1');
    expect(neutralizeFormula('1-2')).toBe('1-2');
    expect(neutralizeFormula('ａｂｃ＝１')).toBe('ａｂｃ＝１');
  });

  // Spreadsheets skip leading whitespace before a formula, and read full-width signs.
  it.each([
    ' =1+1',
    '   +1',
    '\n=HYPERLINK("http://x","y")',
    '\r\n-2+3',
    ' \t@SUM(A1)',
    '\u00a0=1',
    '\u3000=1',
    '\u2003=1',
    '\u200b=1',
    '\ufeff=1',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
    ' ＝cmd',
    '﹦1',
  ])('neutralises %j (whitespace or full-width forms)', (input) => {
    expect(neutralizeFormula(input)).toBe(`'${input}`);
  });

  it('neutralises before quoting', () => {
    expect(escapeCsvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(escapeCsvCell('\rline')).toBe(`"'\rline"`);
  });

  it('neutralises numbers that start with a sign', () => {
    expect(escapeCsvCell(-5)).toBe("'-5");
  });
});

describe('helpers', () => {
  it('writes one CRLF-ended record', () => {
    expect(csvRecord(['a', '=b', null, 'c,d'])).toBe(`a,'=b,,"c,d"\r\n`);
  });

  it('names the file after the kind and the day in Riyadh', () => {
    expect(csvFilename('contact-messages', new Date('2024-01-09T20:59:00Z'))).toBe(
      'contact-messages-2024-01-09.csv',
    );
    // 21:00 UTC is midnight in Riyadh: already the next day there.
    expect(csvFilename('applications', new Date('2024-01-09T21:00:00Z'))).toBe(
      'applications-2024-01-10.csv',
    );
  });
});
