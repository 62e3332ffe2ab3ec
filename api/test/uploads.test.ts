/**
 * Upload corpus (battery 6): real résumés accepted; executables, HTML, bare zips, empty
 * and text files renamed to an accepted extension refused with a clear error; hostile file names
 * sanitised on the way in and on the way out; a zip bomb (and a compressed request body) never
 * inflated; featured images and inline media raster only (PNG, JPEG, WebP by magic bytes).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
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
  makeZip,
  makeZipBombDocx,
} from './fixtures/documents';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const MIME = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
type Ext = keyof typeof MIME;
const EXTENSIONS = Object.keys(MIME) as Ext[];
// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

let server: TestServer;
let admin: TestFetch;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn();
});
afterAll(() => server?.close());

const person = {
  name: 'Layla',
  email: 'layla@example.com',
  phone: '+966 50 000 1111',
  position: 'Designer',
};
const apply = (
  resumeFilename: string,
  data: Buffer | string,
  headers: Record<string, string> = {},
) =>
  server.api(
    '/api/careers/apply',
    json(
      'POST',
      {
        ...person,
        resumeFilename,
        resumeData: typeof data === 'string' ? data : data.toString('base64'),
      },
      headers,
    ),
  );

async function rowCount(table: string): Promise<number> {
  const row = (await server.deps.db(table).count('* as n').first()) as { n: number | string };
  return Number(row.n);
}

interface StoredApplication {
  id: number;
  resumeFilename: string;
  resumeSize: number;
  resumeMimeType: string;
}
async function storedApplication(id: number): Promise<StoredApplication> {
  const { applications } = (await (await admin('/api/admin/applications')).json()) as {
    applications: StoredApplication[];
  };
  const found = applications.find((a) => a.id === id);
  if (!found) throw new Error(`application ${id} not listed`);
  return found;
}

/** The RFC 5987 `filename*` of a Content-Disposition header, decoded. */
const extendedFilename = (header: string) => {
  const match = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  return match ? decodeURIComponent(match[1]!) : undefined;
};
const plainFilename = (header: string) => {
  const match = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : undefined;
};

/** Downloads a résumé and checks the bytes, the type and a clean Content-Disposition. */
async function expectDownload(id: number, bytes: Buffer, mime: string, filename: string) {
  const res = await admin(`/api/admin/applications/${id}/resume`);
  expect(res.status).toBe(200);
  expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
  expect(res.headers.get('content-type')?.split(';')[0]).toBe(mime);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const disposition = res.headers.get('content-disposition') ?? '';
  expect(disposition).toMatch(/^attachment;/);
  expect(disposition).toMatch(/^[\x20-\x7E]*$/); // one ASCII line: no CR/LF, no raw Unicode
  const served = extendedFilename(disposition) ?? plainFilename(disposition) ?? '';
  expect(served).toBe(filename);
  expect(served).not.toMatch(UNSAFE);
  const plain = plainFilename(disposition);
  if (plain !== undefined) expect(plain).not.toMatch(/[/\\]|\.\./);
  return disposition;
}

// ---------------------------------------------------------------------------------------------

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

describe('nothing is ever decompressed', () => {
  it('answers a 1 GiB zip bomb named .docx quickly, without inflating it', async () => {
    const bomb = makeZipBombDocx(1024);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await apply('bomb.docx', bomb);
    const elapsed = performance.now() - started;
    const grown = process.memoryUsage().rss - rssBefore;
    // Recognised from its zip directory alone (it has the part names of a Word document).
    expect(res.status, await res.clone().text()).toBe(201);
    // Inflating would take 1 GiB and seconds; reading the directory takes neither.
    expect(grown).toBeLessThan(200 * 1024 * 1024);
    expect(elapsed).toBeLessThan(10_000);
    const { id } = (await res.json()) as { id: number };
    await expectDownload(id, bomb, MIME['.docx'], 'bomb.docx');
  });

  it('refuses a compressed request body (a gzip bomb) with 415, without inflating it', async () => {
    const zeros = deflatedZeros(1024);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zeros.crc, 0);
    trailer.writeUInt32LE(zeros.size >>> 0, 4);
    const gzipBomb = Buffer.concat([
      Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]),
      zeros.bytes,
      trailer,
    ]);
    const before = await rowCount('job_applications');
    const rssBefore = process.memoryUsage().rss;
    for (const encoding of ['gzip', 'deflate', 'br', 'GZIP']) {
      const res = await server.api('/api/careers/apply', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: gzipBomb,
      });
      expect(res.status, encoding).toBe(415);
      expect(((await res.json()) as { code: string }).code).toBe('unsupported_media_type');
    }
    // A well-formed, genuinely gzipped application is refused the same way.
    const honest = zlib.gzipSync(
      JSON.stringify({
        ...person,
        resumeFilename: 'cv.pdf',
        resumeData: makePdf('gz').toString('base64'),
      }),
    );
    const res = await server.api('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: honest,
    });
    expect(res.status).toBe(415);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    expect(await rowCount('job_applications')).toBe(before);
  });

  it('never imports a decompressor in the upload path (static check)', () => {
    const files = [
      ...fs.readdirSync(path.join(API_SRC, 'uploads')).map((f) => path.join('uploads', f)),
      ...fs
        .readdirSync(path.join(API_SRC, 'routes/submissions'))
        .map((f) => path.join('routes/submissions', f)),
      'http/body.ts',
    ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    const forbidden =
      /\b(?:from|import|require)\s*\(?\s*['"](?:node:)?(?:zlib|adm-zip|yauzl|unzipper|jszip|fflate|pako|decompress|node-stream-zip|mammoth|pdf-parse|pdfjs-dist|word-extractor|cfb|inflation)['"]/;
    for (const file of files) {
      // The code only: comments may well say "never inflated".
      const source = fs
        .readFileSync(path.join(API_SRC, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      expect(source, file).not.toMatch(forbidden);
      expect(source, file).not.toMatch(/\b(?:inflate|gunzip|unzip|brotliDecompress)\w*\s*\(/i);
      expect(source, file).not.toMatch(/\bimport\s*\(/); // no dynamic imports either
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(API_SRC, '../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const dep of ['adm-zip', 'yauzl', 'unzipper', 'jszip', 'fflate', 'pako', 'mammoth']) {
      expect(Object.keys(pkg.dependencies)).not.toContain(dep);
    }
  });

  it('refuses, as fast, a bomb that lacks the Word parts', async () => {
    const bareBomb = makeZip([{ name: 'zeros.bin', data: '', deflated: deflatedZeros(256) }]);
    const started = performance.now();
    const res = await apply('bomb.docx', bareBomb);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('resume_invalid_type');
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

// ---------------------------------------------------------------------------------------------

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

describe('featured images and inline media: PNG, JPEG and WebP only', () => {
  const accepted: [string, Buffer, string][] = [
    ['PNG', PNG_2X2, 'image/png'],
    ['JPEG', JPEG_2X2, 'image/jpeg'],
    ['WebP', WEBP_2X2, 'image/webp'],
  ];
  const refused: [string, string, Buffer][] = [
    ['an SVG', 'image/svg+xml', SVG_SCRIPT],
    ['an SVG renamed .png', 'image/png', SVG_SCRIPT],
    ['a GIF', 'image/gif', GIF_1X1],
    ['a GIF renamed .png', 'image/png', GIF_1X1],
    ['an HTML page', 'image/png', makeHtml()],
    ['a PDF', 'image/jpeg', makePdf('x')],
    ['an executable', 'image/webp', makeExe()],
    ['an empty file', 'image/png', Buffer.alloc(0)],
  ];

  /** Served in its type, the same picture (re-encoded without metadata: articleImages.test.ts). */
  async function expectServed(url: string, bytes: Buffer, mime: string) {
    const res = await server.api(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(mime);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    const sent = await sharp(bytes).metadata();
    expect([served.format, served.width, served.height]).toEqual([
      sent.format,
      sent.width,
      sent.height,
    ]);
  }

  it.each(accepted)(
    'stores a %s picture, typed by its bytes, not its label',
    async (_l, bytes, mime) => {
      // Labelled as something else: the served type comes from the magic bytes.
      const media = await admin(
        '/api/admin/media',
        json('POST', { dataUrl: dataUrl('image/x-whatever', bytes) }),
      );
      expect(media.status).toBe(201);
      await expectServed(((await media.json()) as { url: string }).url, bytes, mime);

      const article = await admin(
        '/api/admin/news',
        json('POST', {
          title: `Featured ${mime}`,
          content: 'Body',
          imageUrl: dataUrl(mime, bytes),
        }),
      );
      expect(article.status).toBe(201);
      const { article: stored } = (await article.json()) as { article: { imageUrl: string } };
      await expectServed(stored.imageUrl, bytes, mime);
    },
  );

  it.each(refused)(
    'refuses %s, as inline media and as a featured image',
    async (_l, mime, bytes) => {
      const mediaBefore = await rowCount('media');
      const articlesBefore = await rowCount('news_articles');
      const media = await admin(
        '/api/admin/media',
        json('POST', { dataUrl: dataUrl(mime, bytes) }),
      );
      expect(media.status).toBe(400);
      const mediaBody = (await media.json()) as { code: string; message: string };
      expect(mediaBody.code).toBe('image_invalid');
      expect(mediaBody.message).toBe('The featured image must be a PNG, JPEG or WebP picture');

      const article = await admin(
        '/api/admin/news',
        json('POST', { title: 'Refused picture', content: 'Body', imageUrl: dataUrl(mime, bytes) }),
      );
      expect(article.status).toBe(400);
      expect(((await article.json()) as { code: string }).code).toBe('image_invalid');
      expect(await rowCount('media')).toBe(mediaBefore);
      expect(await rowCount('news_articles')).toBe(articlesBefore);
    },
  );

  it('has the refusal in both catalogs', () => {
    expect(en['error.image_invalid']).toMatch(/PNG, JPEG or WebP/);
    expect(ar['error.image_invalid']).toMatch(/PNG/);
  });
});
