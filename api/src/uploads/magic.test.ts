import zlib from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import {
  DOCM_MAIN_CONTENT_TYPE,
  GIF_1X1,
  JPEG_2X2,
  PNG_2X2,
  SVG_SCRIPT,
  WEBP_2X2,
  makeBareZip,
  makeDoc,
  makeDocx,
  makeHtml,
  makePdf,
  makeXlsLikeCfb,
  makeZip,
  makeZipBombDocx,
} from '../../test/fixtures/documents';
import { isDoc, isDocx, isPdf, rasterImageType, zipEntryNames } from './magic';
import { decodeResume } from './resume';

/** An ISO-BMFF `ftyp` box: what file-type reads to tell AVIF from HEIC. */
const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\x00\x00\x00\x00', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brands, 8, 'latin1');
  return box;
};

/** PNG_2X2 with an animation control chunk before its image data: an APNG of two frames. */
function apng(): Buffer {
  const afterHeader = 8 + 25; // signature, then IHDR (length, type, 13 bytes, CRC)
  const body = Buffer.concat([
    Buffer.from('acTL', 'latin1'),
    Buffer.from([0, 0, 0, 2, 0, 0, 0, 0]),
  ]);
  const chunk = Buffer.alloc(12 + 8);
  chunk.writeUInt32BE(8, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(zlib.crc32(body) >>> 0, 16);
  return Buffer.concat([PNG_2X2.subarray(0, afterHeader), chunk, PNG_2X2.subarray(afterHeader)]);
}

/** An Excel 2007+ workbook: the OOXML package parts of a spreadsheet. */
const makeXlsx = () =>
  makeZip([
    {
      name: '[Content_Types].xml',
      data:
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
  ]);

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('résumé checks', () => {
  it('accepts a PDF, a DOCX and a DOC', async () => {
    expect(await isPdf(makePdf('hi'))).toBe(true);
    expect(isDocx(makeDocx('hi'))).toBe(true);
    expect(isDoc(makeDoc())).toBe(true);
    for (const [name, bytes, mimeType] of [
      ['cv.pdf', makePdf('hi'), 'application/pdf'],
      ['cv.doc', makeDoc(), 'application/msword'],
      [
        'cv.docx',
        makeDocx('hi'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ] as const) {
      const resume = await decodeResume(name, base64(bytes));
      expect(resume).toMatchObject({ filename: name, mimeType });
      expect(resume.bytes.equals(bytes)).toBe(true);
    }
  });

  it('refuses look-alikes: text before %PDF-, a PNG, zip or spreadsheet under a Word name', async () => {
    expect(await isPdf(Buffer.from('<html>%PDF-'))).toBe(false);
    expect(await isPdf(makeHtml())).toBe(false);
    expect(await isPdf(PNG_2X2)).toBe(false);
    expect(await isPdf(Buffer.alloc(0))).toBe(false);
    expect(isDocx(makeBareZip())).toBe(false);
    expect(isDocx(makePdf('hi'))).toBe(false);
    expect(isDocx(makeXlsx())).toBe(false);
    expect(isDocx(makeDocx('x', DOCM_MAIN_CONTENT_TYPE))).toBe(false); // macros
    expect(isDoc(makeXlsLikeCfb())).toBe(false);
    for (const [name, bytes] of [
      ['cv.pdf', Buffer.concat([Buffer.from('<html><body>CV</body></html>\n'), makePdf('hi')])],
      ['cv.pdf', PNG_2X2],
      ['cv.pdf', makeZipBombDocx(8)],
      ['cv.docx', makeXlsx()],
      ['cv.docx', makeDocx('x', DOCM_MAIN_CONTENT_TYPE)],
      ['cv.docx', makeDoc()],
      ['cv.doc', makeXlsLikeCfb()],
      ['cv.doc', makeDocx('x')],
    ] as const) {
      await expect(decodeResume(name, base64(bytes)), name).rejects.toMatchObject({
        code: 'resume_invalid_type',
      });
    }
    await expect(decodeResume('cv.pdf', '')).rejects.toMatchObject({ code: 'resume_empty' });
  });

  it('reads zip entry names from the central directory, never the (compressed) contents', () => {
    expect(zipEntryNames(makeDocx('x'))).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
    // A bomb-like package: 30 MB of zeros deflated to a few KB, named like a Word document.
    const bomb = makeZip([
      { name: '[Content_Types].xml', data: Buffer.alloc(30 * 1024 * 1024) },
      { name: 'word/document.xml', data: 'x' },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(isDocx(bomb)).toBe(true); // accepted on structure alone; its contents are never inflated
    expect(zipEntryNames(Buffer.from('PK\x03\x04 truncated'))).toBeUndefined();
  });

  it('keeps its own Word checks where file-type sees less (why magic.ts does not use it there)', async () => {
    // Every compound file is `cfb` to file-type: a Word document and an Excel workbook alike.
    expect((await fileTypeFromBuffer(makeDoc()))?.ext).toBe('cfb');
    expect((await fileTypeFromBuffer(makeXlsLikeCfb()))?.ext).toBe('cfb');
    // file-type reads the main content type inside [Content_Types].xml (it inflates the entry):
    // a package declaring a .docx but carrying Word's macro part is a docx to it, not to isDocx.
    const docxTypedWithMacros = makeZip([
      {
        name: '[Content_Types].xml',
        data: `<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      },
      { name: 'word/document.xml', data: '<w:document/>' },
      { name: 'word/vbaProject.bin', data: 'macro project' },
    ]);
    expect((await fileTypeFromBuffer(docxTypedWithMacros))?.ext).toBe('docx');
    expect(isDocx(docxTypedWithMacros)).toBe(false);
  });
});

describe('picture checks', () => {
  it('accepts PNG (animated too), JPEG, WebP and AVIF pictures', async () => {
    expect(await rasterImageType(PNG_2X2)).toBe('image/png');
    expect(await rasterImageType(apng())).toBe('image/png');
    expect((await fileTypeFromBuffer(apng()))?.ext).toBe('apng');
    expect(await rasterImageType(JPEG_2X2)).toBe('image/jpeg');
    expect(await rasterImageType(WEBP_2X2)).toBe('image/webp');
    expect(await rasterImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(await rasterImageType(ftyp('avis', 'avif', 'msf1'))).toBe('image/avif');
  });

  it('refuses SVG, GIF, HEIC and what is too short to tell', async () => {
    expect(await rasterImageType(SVG_SCRIPT)).toBeUndefined(); // file-type names no SVG
    const xmlSvg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await fileTypeFromBuffer(xmlSvg))?.ext).toBe('xml');
    expect(await rasterImageType(xmlSvg)).toBeUndefined();
    expect((await fileTypeFromBuffer(GIF_1X1))?.ext).toBe('gif');
    expect(await rasterImageType(GIF_1X1)).toBeUndefined();
    // file-type goes by the major brand: a HEIC photo, and a HEIF file only listing `avif`
    // among its compatible brands (libavif and sharp write `avif` as the major brand).
    expect((await fileTypeFromBuffer(ftyp('heic', 'mif1', 'heic')))?.mime).toBe('image/heic');
    expect(await rasterImageType(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
    expect((await fileTypeFromBuffer(ftyp('mif1', 'avif')))?.mime).toBe('image/heif');
    expect(await rasterImageType(ftyp('mif1', 'avif'))).toBeUndefined();
    expect(await rasterImageType(makePdf('hi'))).toBeUndefined();
    expect(await rasterImageType(makeDocx('hi'))).toBeUndefined();
    // Empty, one byte, a PNG signature with no chunk after it: nothing to name.
    expect(await rasterImageType(Buffer.alloc(0))).toBeUndefined();
    expect(await rasterImageType(Buffer.from([0xff]))).toBeUndefined();
    expect(await rasterImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBeUndefined();
  });
});
