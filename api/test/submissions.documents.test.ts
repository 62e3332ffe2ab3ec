/**
 * The documents the submissions parts upload (PDF, DOCX, DOC and the hostile look-alikes from
 * fixtures/documents): an independent detector must see them as what they claim to be, or the
 * upload tests would prove nothing. No server: these tests only read bytes.
 */
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import {
  DOCM_MAIN_CONTENT_TYPE,
  makeBareZip,
  makeDoc,
  makeDocx,
  makeExe,
  makeHtml,
  makePdf,
  makeText,
  makeXlsLikeCfb,
} from './fixtures/documents';
import { MIME } from './submissionsKit';

describe('generated test documents', () => {
  it('are detected as what they claim to be', async () => {
    expect(await fileTypeFromBuffer(makePdf('x'))).toEqual({ ext: 'pdf', mime: MIME.pdf });
    expect(await fileTypeFromBuffer(makeDocx('x'))).toEqual({ ext: 'docx', mime: MIME.docx });
    expect((await fileTypeFromBuffer(makeDoc()))?.mime).toBe('application/x-cfb');
    expect((await fileTypeFromBuffer(makeXlsLikeCfb()))?.mime).toBe('application/x-cfb');
    expect((await fileTypeFromBuffer(makeExe()))?.ext).toBe('exe');
    expect((await fileTypeFromBuffer(makeBareZip()))?.ext).toBe('zip');
    expect((await fileTypeFromBuffer(makeDocx('x', DOCM_MAIN_CONTENT_TYPE)))?.ext).toBe('docm');
    expect(await fileTypeFromBuffer(makeHtml())).toBeUndefined();
    expect(await fileTypeFromBuffer(makeText())).toBeUndefined();
  });

  it('builds a PDF whose cross-reference table points at its objects', () => {
    const pdf = makePdf('Hello (world)').toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)];
    expect(entries).toHaveLength(5);
    entries.forEach((m, i) => {
      const offset = Number(m[1]);
      expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const start = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(start + length, start + length + 'endstream'.length)).toBe('endstream');
  });

  it('builds compound files naming their main stream in UTF-16LE', () => {
    const doc = makeDoc();
    expect(doc.subarray(0, 8)).toEqual(Buffer.from('d0cf11e0a1b11ae1', 'hex'));
    expect(doc.includes(Buffer.from('WordDocument', 'utf16le'))).toBe(true);
    const xls = makeXlsLikeCfb();
    expect(xls.includes(Buffer.from('WordDocument', 'utf16le'))).toBe(false);
    expect(xls.includes(Buffer.from('Workbook', 'utf16le'))).toBe(true);
  });
});
