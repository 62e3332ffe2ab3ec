import { describe, expect, it } from 'vitest';
import {
  DOCM_MAIN_CONTENT_TYPE,
  makeBareZip,
  makeDoc,
  makeDocx,
  makePdf,
  makeXlsLikeCfb,
  makeZip,
} from '../../test/fixtures/documents';
import { isDoc, isDocx, isPdf, rasterImageType, zipEntryNames } from './magic';

describe('magic-byte checks', () => {
  it('recognises the résumé formats and nothing else', () => {
    expect(isPdf(makePdf('hi'))).toBe(true);
    expect(isDocx(makeDocx('hi'))).toBe(true);
    expect(isDoc(makeDoc())).toBe(true);
    expect(isDoc(makeXlsLikeCfb())).toBe(false);
    expect(isDocx(makeBareZip())).toBe(false);
    expect(isDocx(makePdf('hi'))).toBe(false);
    expect(isPdf(Buffer.from('<html>%PDF-'))).toBe(false);
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
    expect(isDocx(makeDocx('x', DOCM_MAIN_CONTENT_TYPE))).toBe(false); // macros
    expect(zipEntryNames(Buffer.from('PK\x03\x04 truncated'))).toBeUndefined();
  });

  it('accepts PNG, JPEG and WebP pictures only', () => {
    expect(rasterImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(rasterImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(rasterImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(
      'image/webp',
    );
    expect(
      rasterImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(rasterImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(rasterImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('tells AVIF by its ftyp brands, and not a HEIC photo', () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const brands = [major, '\x00\x00\x00\x00', ...compatible].join('');
      const box = Buffer.alloc(8 + brands.length);
      box.writeUInt32BE(box.length, 0);
      box.write('ftyp', 4, 'latin1');
      box.write(brands, 8, 'latin1');
      return box;
    };
    expect(rasterImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(rasterImageType(ftyp('mif1', 'avif'))).toBe('image/avif');
    expect(rasterImageType(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
  });
});
