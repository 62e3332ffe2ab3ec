/**
 * Résumé uploads (battery 6): the corpus holds what it claims; real PDF, DOCX and DOC résumés are
 * accepted and served back byte for byte; executables, HTML, bare zips, empty and text files
 * renamed to an accepted extension are refused with a clear message and store nothing; hostile
 * file names are sanitised on the way in and on the way out.
 */
import zlib from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import {
  GIF_1X1,
  JPEG_2X2,
  PNG_2X2,
  SVG_SCRIPT,
  WEBP_2X2,
  deflatedZeros,
  makeBareZip,
  makeDoc,
  makeDocx,
  makeElf,
  makeExe,
  makeHtml,
  makePdf,
  makeText,
  makeZipBombDocx,
} from './fixtures/documents';
import type { TestFetch, TestServer } from './helpers';
import {
  EXTENSIONS,
  type Ext,
  MIME,
  UNSAFE,
  startUploadsServer,
  uploadRequests,
} from './uploadsKit';

let server: TestServer;
let admin: TestFetch;
beforeAll(async () => ({ server, admin } = await startUploadsServer()));
afterAll(() => server?.close());

const { apply, rowCount, storedApplication, expectDownload } = uploadRequests(() => ({
  server,
  admin,
}));

describe('the upload corpus itself', () => {
  it('holds what it claims (checked with file-type, an independent detector)', async () => {
    expect((await fileTypeFromBuffer(makeElf()))?.ext).toBe('elf');
    expect((await fileTypeFromBuffer(makeExe()))?.ext).toBe('exe');
    expect((await fileTypeFromBuffer(PNG_2X2))?.mime).toBe('image/png');
    expect((await fileTypeFromBuffer(JPEG_2X2))?.mime).toBe('image/jpeg');
    expect((await fileTypeFromBuffer(WEBP_2X2))?.mime).toBe('image/webp');
    expect((await fileTypeFromBuffer(GIF_1X1))?.mime).toBe('image/gif');
    expect(await fileTypeFromBuffer(SVG_SCRIPT)).toBeUndefined(); // text: only a parser would know
  });

  it('has a zip bomb that really inflates to 1 GiB from about 1 MB', () => {
    const bomb = makeZipBombDocx(1024);
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
    // The central directory declares the inflated size…
    const eocd = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const central = bomb.readUInt32LE(eocd + 16);
    expect(bomb.readUInt32LE(central + 24)).toBe(1024 * 1024 * 1024);
    // …and the stream is built from repeats of one flushed MiB: a few of them inflate to zeros.
    const few = deflatedZeros(3);
    const inflated = zlib.inflateRawSync(few.bytes);
    expect(inflated.length).toBe(3 * 1024 * 1024);
    expect(inflated.every((b) => b === 0)).toBe(true);
    expect(zlib.crc32(inflated) >>> 0).toBe(few.crc);
  });
});

describe('résumés: real documents accepted', () => {
  const corpus: [string, Buffer, Ext][] = [
    ['cv.pdf', makePdf('Layla - Curriculum vitae'), '.pdf'],
    ['سيرة.pdf', makePdf('Arabic file name'), '.pdf'],
    ['CV-2024.PDF', makePdf('upper-case extension'), '.pdf'],
    ['cv.docx', makeDocx('Layla - Curriculum vitae'), '.docx'],
    ['cv (final).docx', makeDocx('نص عربي في المستند'), '.docx'],
    ['cv.doc', makeDoc(), '.doc'],
    ['Old CV.DOC', makeDoc(), '.doc'],
  ];
  it.each(corpus)('accepts %s and serves the exact bytes back', async (name, bytes, ext) => {
    const before = await rowCount('job_applications');
    const res = await apply(name, bytes);
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await rowCount('job_applications')).toBe(before + 1);
    const expectedName = name.slice(0, -ext.length) + ext;
    const stored = await storedApplication(id);
    expect(stored).toMatchObject({
      resumeFilename: expectedName,
      resumeSize: bytes.length,
      resumeMimeType: MIME[ext],
    });
    await expectDownload(id, bytes, MIME[ext], expectedName);
  });
});

describe('résumés: everything else refused with a clear message', () => {
  const hostile: [string, () => Buffer][] = [
    ['a Linux (ELF) executable', makeElf],
    ['a Windows (PE) executable', makeExe],
    ['an HTML page', makeHtml],
    ['a bare zip', makeBareZip],
    ['a text file', makeText],
  ];
  for (const [label, make] of hostile) {
    it.each(EXTENSIONS)(`refuses ${label} renamed to %s`, async (ext) => {
      const before = await rowCount('job_applications');
      const res = await apply(`resume${ext}`, make());
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        code: string;
        message: string;
        issues: { path: string; message: string }[];
      };
      expect(body.code).toBe('resume_invalid_type');
      expect(body.message).toMatch(/^Only PDF and Word documents \(\.pdf, \.doc, \.docx\)/);
      expect(body.message).toContain(ext.slice(1).toUpperCase());
      expect(body.issues).toEqual([
        { path: 'resumeFilename', message: 'Only .pdf, .doc and .docx files are accepted' },
      ]);
      expect(await rowCount('job_applications')).toBe(before);
    });
  }

  it.each(EXTENSIONS)('refuses an empty file named %s', async (ext) => {
    const before = await rowCount('job_applications');
    // An empty file read as a data URL…
    const res = await apply(`empty${ext}`, `data:${MIME[ext]};base64,`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'resume_empty',
      message: 'The uploaded file is empty',
      issues: [{ path: 'resumeData', message: 'The uploaded file is empty' }],
    });
    // …or as nothing at all.
    const none = await apply(`empty${ext}`, Buffer.alloc(0));
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'resumeData', message: 'Please upload your resume' }],
    });
    expect(await rowCount('job_applications')).toBe(before);
  });

  it('has the refusals in both catalogs, for the visitor', () => {
    for (const key of ['error.resume_invalid_type', 'error.resume_empty'] as const) {
      expect(en[key]).toMatch(/\w{3}/);
      expect(ar[key]).toMatch(/[\u0600-\u06FF]{3}/);
    }
    expect(en['error.resume_invalid_type']).toContain('.pdf, .doc and .docx');
  });
});

describe('résumé file names sanitised in and out', () => {
  const pdf = makePdf('named');
  const docx = makeDocx('named');
  const exact: [string, string][] = [
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\System32\\cv.pdf', 'cv.pdf'],
    ['/absolute/path/cv.pdf', 'cv.pdf'],
    ['a\u0000b.pdf', 'ab.pdf'],
    ['cv\u0007\u0008\u001b\u007f\u0085.pdf', 'cv.pdf'],
    ['tab\tand\nnewline.pdf', 'tabandnewline.pdf'],
    ['invoice\u202Excod.pdf', 'invoicexcod.pdf'],
    ['cv\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202D.pdf', 'cv.pdf'],
    ['zero\u200B\u200C\u200Dwidth\uFEFF.pdf', 'zerowidth.pdf'],
    ['lone\uD800surrogate.pdf', 'lonesurrogate.pdf'],
    ['CON.pdf', '_CON.pdf'],
    ['nul.pdf', '_nul.pdf'],
    ['com1.pdf', '_com1.pdf'],
    ['LPT9.pdf', '_LPT9.pdf'],
    ['aux.txt.pdf', '_aux.txt.pdf'],
    ['trailing. . .pdf', 'trailing.pdf'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['a'.repeat(196) + '.pdf', 'a'.repeat(196) + '.pdf'],
    ['ب'.repeat(196) + '.pdf', 'ب'.repeat(196) + '.pdf'],
  ];
  it.each(exact)('stores %j as %j and offers it back so', async (raw, expected) => {
    const res = await apply(raw, pdf);
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const stored = await storedApplication(id);
    expect(stored.resumeFilename).toBe(expected);
    expect(stored.resumeFilename).not.toMatch(UNSAFE);
    expect(Array.from(stored.resumeFilename).length).toBeLessThanOrEqual(200);
    await expectDownload(id, pdf, MIME['.pdf'], expected);
  });

  it('never lets a header injection or quoting trick through the download', async () => {
    for (const raw of [
      'a\r\nContent-Type: text/html\r\n\r\n<b>.docx',
      '"quoted"; filename=evil.html.docx',
      "x'; filename*=UTF-8''evil.html.docx",
    ]) {
      const res = await apply(raw, docx);
      expect(res.status, raw).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const stored = (await storedApplication(id)).resumeFilename;
      expect(stored).not.toMatch(UNSAFE);
      expect(stored.endsWith('.docx')).toBe(true);
      const disposition = await expectDownload(id, docx, MIME['.docx'], stored);
      expect(disposition.match(/filename\*?=/g)?.length).toBeLessThanOrEqual(2);
      expect(disposition).not.toMatch(/filename="[^"]*\.html"/);
    }
  });

  it('refuses names whose real extension is not accepted, whatever a bidi override shows', async () => {
    const before = await rowCount('job_applications');
    for (const raw of ['\u202Efdp.exe', 'cv\u202Efdp.exe', 'cv.pdf\u0000.exe', 'cv.pdf.exe']) {
      const res = await apply(raw, pdf);
      expect(res.status, JSON.stringify(raw)).toBe(400);
      expect(['validation_failed', 'resume_invalid_type']).toContain(
        ((await res.json()) as { code: string }).code,
      );
    }
    expect(await rowCount('job_applications')).toBe(before);
  });

  it('refuses over-long names with a field message', async () => {
    for (const raw of ['x'.repeat(201) + '.pdf', 'x'.repeat(100_000) + '.pdf']) {
      const res = await apply(raw, pdf);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'validation_failed',
        issues: [{ path: 'resumeFilename', message: 'At most 200 characters' }],
      });
    }
  });
});
