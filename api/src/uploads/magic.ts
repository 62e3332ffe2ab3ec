/**
 * File-type checks by magic bytes and container structure only: nothing is ever decompressed or
 * parsed beyond the headers, so a zip bomb or a crafted file costs no more than its own size.
 */

const PDF = Buffer.from('%PDF-');
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

const startsWith = (bytes: Buffer, magic: Buffer) =>
  bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);

/** The entry names of a zip archive, read from its central directory (undefined if not a zip). */
export function zipEntryNames(bytes: Buffer, maxEntries = 5000): string[] | undefined {
  if (!startsWith(bytes, ZIP_LOCAL)) return undefined;
  // The end-of-central-directory record sits in the last 22 + up to 65535 (comment) bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < Math.min(count, maxEntries); n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return undefined;
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export const isPdf = (bytes: Buffer) => startsWith(bytes, PDF);

/** A Word 2007+ document: a zip with the OOXML parts of Word, and no macros (.docm renamed). */
export function isDocx(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return (
    !!names &&
    names.includes('[Content_Types].xml') &&
    names.includes('word/document.xml') &&
    !names.some((n) => n.toLowerCase() === 'word/vbaproject.bin')
  );
}

/** A Word 97–2003 document: an OLE compound file (as .xls and .msi are) holding Word's main stream. */
export const isDoc = (bytes: Buffer) => startsWith(bytes, CFB) && bytes.includes(WORD_STREAM);

/**
 * An AVIF picture: an ISO-BMFF file whose first box is `ftyp` naming the `avif` or
 * `avis` brand (major or compatible; a HEIC photo names `heic` and is not one).
 */
export function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  if (boxSize < 16) return false;
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    if (at === 12) continue; // the minor version
    const brand = bytes.toString('latin1', at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * The MIME type of a PNG, JPEG, WebP or AVIF picture, or undefined for anything else (SVG and GIF
 * included). Each caller keeps to the types it accepts (articles: not AVIF).
 */
export function rasterImageType(
  bytes: Buffer,
): 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif' | undefined {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (isAvif(bytes)) return 'image/avif';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}
