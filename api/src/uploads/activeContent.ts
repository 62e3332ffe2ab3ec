/**
 * A cheap structural look for active content in a résumé that passed the type checks
 * (magic.ts): a PDF's action and attachment names, an Office zip's macro, ActiveX and embedded
 * object parts (entry names from the central directory), a compound file's macro and OLE object
 * storages (directory entry names). One bounded pass over the bytes; nothing is decompressed, so
 * what hides in a compressed part (a PDF object stream, a zip entry's contents) is not seen: this
 * is a hint for the staff, not a verdict. Deep scanning is the antivirus's (uploads/clamav.ts).
 */
import { zipEntryNames } from './magic';

/** What was found (for logs and tests); empty when nothing was. */
export type ActiveContentFinding =
  | 'pdf-javascript'
  | 'pdf-launch'
  | 'pdf-embedded-file'
  | 'pdf-rich-media'
  | 'pdf-additional-actions'
  | 'office-macros'
  | 'office-activex'
  | 'office-embedded-object'
  | 'executable';

const PDF_NAMES: Record<string, ActiveContentFinding> = {
  JavaScript: 'pdf-javascript',
  JS: 'pdf-javascript',
  Launch: 'pdf-launch',
  EmbeddedFile: 'pdf-embedded-file',
  EmbeddedFiles: 'pdf-embedded-file',
  RichMedia: 'pdf-rich-media',
  AA: 'pdf-additional-actions',
};

/** File extensions that run when opened (inside a zip, or as an embedded object's name). */
const EXECUTABLE =
  /\.(exe|dll|scr|com|pif|bat|cmd|vbs|vbe|js|jse|wsf|wsh|hta|ps1|msi|jar|lnk|cpl)$/;

/** PDF white-space and delimiters (PDF 32000-1, 7.2.2): where a name or keyword ends. */
const PDF_STOP = new Uint8Array(256);
for (const c of '\0\t\n\f\r ()<>[]{}/%') PDF_STOP[c.charCodeAt(0)] = 1;
const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');
const OBJ = Buffer.from('obj');

const hexValue = (c: number | undefined) =>
  c === undefined
    ? -1
    : c >= 48 && c <= 57
      ? c - 48
      : c >= 65 && c <= 70
        ? c - 55
        : c >= 97 && c <= 102
          ? c - 87
          : -1;

/**
 * The next position of `pattern` at or after `from` (-1: none), for `from`s that never decrease:
 * each search starts past the previous find, so all of them together read the bytes once.
 */
function forwardFinder(bytes: Buffer, pattern: Buffer) {
  let found: number | undefined;
  return (from: number): number => {
    if (found === undefined || (found >= 0 && found < from)) found = bytes.indexOf(pattern, from);
    return found;
  };
}

/**
 * The names of a PDF's objects (`/Name`, `#xx` escapes decoded, so `/J#61vaScript` is
 * `/JavaScript`), read in one pass: comments, strings (`(…)`, `<…>`) and stream data are stepped
 * over, so a résumé that mentions "Node/JS" in its text is not taken for a script. None of them
 * reaches past the next `obj`/`endobj` keyword: a stray `(`, `<` or `stream` between objects (a
 * reader finds objects by their offsets and skips such bytes) cannot hide the objects after it.
 */
function pdfFindings(bytes: Buffer): Set<ActiveContentFinding> {
  const found = new Set<ActiveContentFinding>();
  const n = bytes.length;
  const nextObj = forwardFinder(bytes, OBJ);
  const nextEndstream = forwardFinder(bytes, ENDSTREAM);
  /** Whether `at`, a white-space byte or digit, ends `<number> <number> ` (bounded look back). */
  const isWhite = (c: number | undefined) =>
    c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
  const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;
  const objectHeaderBefore = (at: number): boolean => {
    let j = at - 1;
    for (const part of [isWhite, isDigit, isWhite, isDigit]) {
      const start = j;
      while (j >= 0 && start - j < 10 && part(bytes[j])) j--;
      if (j === start) return false;
    }
    return j < 0 || !!PDF_STOP[bytes[j] as number];
  };
  /** Where the next `N G obj` or `endobj` keyword after `from` is (n: none). */
  const nextBoundary = (from: number): number => {
    for (let at = nextObj(from); at >= 0; at = nextObj(at + 1)) {
      const after = at + 3 >= n ? 0x20 : (bytes[at + 3] as number);
      if (!PDF_STOP[after]) continue;
      const isEndobj = at >= 3 && bytes.toString('latin1', at - 3, at) === 'end';
      if (isEndobj ? at === 3 || PDF_STOP[bytes[at - 4] as number] : objectHeaderBefore(at))
        return at;
    }
    return n;
  };
  let i = 0;
  while (i < n) {
    const c = bytes[i] as number;
    if (c === 0x25 /* % */) {
      const bound = nextBoundary(i + 1);
      while (i < bound && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (c === 0x28 /* ( */) {
      const bound = nextBoundary(i + 1);
      let depth = 1;
      for (i++; i < bound && depth > 0; i++) {
        const d = bytes[i];
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x28) depth++;
        else if (d === 0x29) depth--;
      }
      i = Math.min(i, bound);
    } else if (c === 0x3c /* < */) {
      if (bytes[i + 1] === 0x3c)
        i += 2; // a dictionary's start
      else {
        const bound = nextBoundary(i + 1);
        while (i < bound && bytes[i] !== 0x3e) i++; // a hex string
        i = Math.min(i + 1, bound);
      }
    } else if (c === 0x2f /* / */) {
      let name = '';
      for (i++; i < n && !PDF_STOP[bytes[i] as number] && name.length < 128; i++) {
        const hi = bytes[i] === 0x23 /* # */ ? hexValue(bytes[i + 1]) : -1;
        const lo = hi >= 0 ? hexValue(bytes[i + 2]) : -1;
        if (lo >= 0) {
          name += String.fromCharCode(hi * 16 + lo);
          i += 2;
        } else {
          name += String.fromCharCode(bytes[i] as number);
        }
      }
      const finding = PDF_NAMES[name];
      if (finding) found.add(finding);
    } else if (
      c === 0x73 /* s */ &&
      (i === 0 || PDF_STOP[bytes[i - 1] as number]) &&
      bytes.subarray(i, i + 6).equals(STREAM) &&
      (bytes[i + 6] === 0x0a || bytes[i + 6] === 0x0d)
    ) {
      // A stream's data runs to `endstream`, within its object; else reading goes on after it.
      const bound = nextBoundary(i + 6);
      const end = nextEndstream(i + 6);
      i = end >= 0 && end < bound ? end + ENDSTREAM.length : i + 6;
    } else {
      i++;
    }
  }
  return found;
}

/** An Office Open XML package's parts that hold code or foreign objects. */
function zipFindings(names: string[]): Set<ActiveContentFinding> {
  const found = new Set<ActiveContentFinding>();
  for (const full of names) {
    const name = full.toLowerCase().replace(/\\/g, '/');
    const base = name.slice(name.lastIndexOf('/') + 1);
    if (base === 'vbaproject.bin' || base === 'vbadata.xml') found.add('office-macros');
    if (/(^|\/)activex\//.test(name)) found.add('office-activex');
    if (/(^|\/)embeddings\//.test(name) && (base.endsWith('.bin') || base.startsWith('oleobject')))
      found.add('office-embedded-object');
    if (EXECUTABLE.test(base)) found.add('executable');
  }
  return found;
}

/** Compound-file storages and streams of macros and embedded (OLE, packaged) objects. */
const CFB_NAMES: Record<string, ActiveContentFinding> = {
  macros: 'office-macros',
  vba: 'office-macros',
  _vba_project: 'office-macros',
  _vba_project_cur: 'office-macros',
  '\u0001ole10native': 'office-embedded-object',
  objectpool: 'office-embedded-object',
};

/**
 * The directory entry names of a compound file (MS-CFB 2.6): every 128-byte slot after the header
 * that is shaped like an entry (a name length of 2–64 even bytes ending in a NUL, a storage or
 * stream type, a red or black colour). Reading the slots rather than following the sector chains
 * keeps it linear and immune to loops; a slot of stream data that happens to look like an entry
 * can only add a warning.
 */
function cfbFindings(bytes: Buffer): Set<ActiveContentFinding> {
  const found = new Set<ActiveContentFinding>();
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    const length = bytes.readUInt16LE(at + 64);
    const type = bytes[at + 66];
    const colour = bytes[at + 67];
    if (length < 4 || length > 64 || length % 2 !== 0) continue;
    if ((type !== 1 && type !== 2) || (colour !== 0 && colour !== 1)) continue;
    if (bytes.readUInt16LE(at + length - 2) !== 0) continue;
    const name = bytes.toString('utf16le', at, at + length - 2).toLowerCase();
    const finding = CFB_NAMES[name];
    if (finding) found.add(finding);
    if (EXECUTABLE.test(name)) found.add('executable');
  }
  return found;
}

/**
 * What active content a résumé of this MIME type (already checked by its magic bytes) shows in
 * its structure; an empty list when none.
 */
export function activeContentOf(mimeType: string, bytes: Buffer): ActiveContentFinding[] {
  let found: Set<ActiveContentFinding>;
  if (mimeType === 'application/pdf') found = pdfFindings(bytes);
  else if (mimeType === 'application/msword') found = cfbFindings(bytes);
  else found = zipFindings(zipEntryNames(bytes) ?? []);
  return [...found].sort();
}
