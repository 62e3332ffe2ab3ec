/**
 * File-type checks. PDF and the pictures (PNG, JPEG, WebP, AVIF) are named by file-type from their
 * leading bytes. Word documents are checked here by hand, by container structure only: file-type
 * names every OLE compound file `cfb` (a Word, Excel or MSI file alike), and tells a .docx apart
 * by inflating a zip entry. What file-type is handed, and so may inflate, is said below.
 */
import { type FileTypeResult, fileTypeFromBuffer } from 'file-type';

const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * How much of a .pdf file-type is handed. A PDF is named by its first four bytes; with no more than
 * this, a zip or gzip renamed .pdf leaves file-type a header and a few bytes to walk or inflate,
 * never the archive's entries.
 */
const PDF_SAMPLE_BYTES = 32;

const startsWith = (bytes: Buffer, magic: Buffer) =>
  bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);

/** file-type's answer, or undefined when it names nothing or cannot read the bytes (refused alike). */
async function sniff(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    return undefined;
  }
}

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

/** A PDF, as file-type names it from the first bytes (`%PDF`, at the very start). */
export const isPdf = async (bytes: Buffer) =>
  (await sniff(bytes.subarray(0, PDF_SAMPLE_BYTES)))?.ext === 'pdf';

/**
 * A Word 2007+ document: a zip with the OOXML parts of Word, and no macros (.docm renamed).
 * Checked here rather than by file-type, which inflates `[Content_Types].xml` (up to 1 MiB) to
 * read the main part's content type, and so tells a .docm only by what that file declares: a
 * package declaring itself a .docx but carrying `word/vbaProject.bin` is a docx to it. The
 * central directory names every part without decompressing anything, the macro part included.
 */
export function isDocx(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return (
    !!names &&
    names.includes('[Content_Types].xml') &&
    names.includes('word/document.xml') &&
    !names.some((n) => n.toLowerCase() === 'word/vbaproject.bin')
  );
}

/**
 * A Word 97–2003 document: an OLE compound file (as .xls and .msi are, all `cfb` to file-type)
 * holding Word's main stream.
 */
export const isDoc = (bytes: Buffer) => startsWith(bytes, CFB) && bytes.includes(WORD_STREAM);

export type RasterImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif';

/**
 * The MIME type of a PNG, JPEG, WebP or AVIF picture, or undefined for anything else (SVG, GIF and
 * HEIC included). Each caller keeps to the types it accepts (articles: not AVIF).
 *
 * The whole picture is handed over: file-type walks a PNG's chunks up to the first IDAT (to tell an
 * APNG), which a cut prefix can end in the middle of. A non-picture costs at most file-type's own
 * bounded probes (one zip entry inflated to 1 MiB, a gzip's first 16 MiB): milliseconds, less than
 * sharp's decoding of any accepted picture.
 */
export async function rasterImageType(bytes: Buffer): Promise<RasterImageType | undefined> {
  switch ((await sniff(bytes))?.ext) {
    // An animated PNG is a PNG to any decoder that ignores the animation: its default image (the
    // IDAT chunks) is what sharp reads and keeps.
    case 'png':
    case 'apng':
      return 'image/png';
    case 'jpg':
      return 'image/jpeg';
    case 'webp':
      return 'image/webp';
    // An ISO-BMFF file whose major brand is `avif` or `avis`; a HEIC photo (`heic`, `mif1`) is not.
    case 'avif':
      return 'image/avif';
    default:
      return undefined;
  }
}
