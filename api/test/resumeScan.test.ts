/**
 * Hostile résumés: the structural check of active content (PDF actions and scripts,
 * escaped names included; Office macros, ActiveX, embedded objects, executables in a zip; macro
 * and OLE storages in a compound file) and its flag in the admin's answers; the optional ClamAV
 * scan, against a small INSTREAM server of the test's own on loopback (virus definitions cannot
 * be downloaded here): a flagged file is refused (422), a scanner that hangs, hangs up or errs
 * refuses the application (503), and nothing is stored either way.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { loadConfig } from '../src/config';
import { activeContentOf } from '../src/uploads/activeContent';
import {
  type ZipEntry,
  makeActivePdf,
  makeCfb,
  makeDoc,
  makeDocx,
  makePdf,
  makeZip,
} from './fixtures/documents';
import { EICAR, fakeClamd } from './fakeClamd';
import { type TestFetch, type TestServer, closedPort, json, startTestServer } from './helpers';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A PDF with `extra` added to its catalog dictionary (the cross-reference offsets don't matter here). */
const pdfWithCatalog = (extra: string, text?: string) =>
  Buffer.from(
    makePdf(text).toString('latin1').replace('/Type /Catalog', `/Type /Catalog ${extra}`),
    'latin1',
  );

/** A zip with the two parts that make it a .docx for the type check, and `extra` parts. */
const docxWith = (...extra: ZipEntry[]) =>
  makeZip([
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
    ...extra,
  ]);

/**
 * A .doc (makeDoc: header, FAT, directory, WordDocument) with one more directory entry, `name`,
 * a storage (1) or stream (2), as the right sibling of the WordDocument stream.
 */
function docWithEntry(name: string, type: 1 | 2): Buffer {
  const doc = Buffer.from(makeDoc());
  const directory = 1024;
  const slot = directory + 2 * 128;
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  doc.fill(0, slot, slot + 128);
  encoded.copy(doc, slot);
  doc.writeUInt16LE(encoded.length, slot + 64);
  doc.writeUInt8(type, slot + 66);
  doc.writeUInt8(1, slot + 67);
  for (const at of [68, 72, 76]) doc.writeUInt32LE(0xffffffff, slot + at);
  doc.writeUInt32LE(0xfffffffe, slot + 116);
  doc.writeUInt32LE(2, directory + 128 + 72); // WordDocument's right sibling
  return doc;
}

describe('the structural check of active content', () => {
  it('finds nothing in clean résumés, even one that names JavaScript and macros in its text', () => {
    expect(activeContentOf(PDF, makePdf())).toEqual([]);
    expect(
      activeContentOf(PDF, makePdf('Skills: Node/JS, TypeScript/JavaScript, /Launch')),
    ).toEqual([]);
    // Stream data and comments are not names.
    const streamed = Buffer.from(
      makePdf().toString('latin1').replace('BT\n', 'BT\n/JS /AA /JavaScript\n% /Launch\n'),
      'latin1',
    );
    expect(activeContentOf(PDF, streamed)).toEqual([]);
    expect(activeContentOf(PDF, pdfWithCatalog('/OpenAction [3 0 R /Fit] % /JavaScript'))).toEqual(
      [],
    );
    expect(activeContentOf(DOCX, makeDocx())).toEqual([]);
    expect(activeContentOf(DOCX, docxWith({ name: 'word/media/image1.png', data: 'png' }))).toEqual(
      [],
    );
    expect(activeContentOf(DOC, makeDoc())).toEqual([]);
    // The words in the document's own text (UTF-16, as Word stores it) are not directory entries.
    const fib = Buffer.alloc(32);
    fib.writeUInt16LE(0xa5ec, 0);
    const text = Buffer.from('Macros VBA ObjectPool _VBA_PROJECT', 'utf16le');
    expect(activeContentOf(DOC, makeCfb('WordDocument', Buffer.concat([fib, text])))).toEqual([]);
    expect(activeContentOf(DOC, docWithEntry('1Table', 2))).toEqual([]);
  });

  it('finds scripts and actions in a PDF, with names hidden by #xx escapes too', () => {
    expect(activeContentOf(PDF, makeActivePdf('CV', 'https://example.test/'))).toEqual([
      'pdf-javascript',
    ]);
    const cases: [string, string][] = [
      ['/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', 'pdf-javascript'],
      ['/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>', 'pdf-javascript'],
      ['/OpenAction<</S/J#61#76#61Script/JS<6170702e616c657274283129>>>', 'pdf-javascript'],
      ['/OpenAction << /S /Launch /F (cmd.exe) >>', 'pdf-launch'],
      ['/OpenAction << /S /L#61unch /F (cmd.exe) >>', 'pdf-launch'],
      ['/Names << /EmbeddedFiles 9 0 R >>', 'pdf-embedded-file'],
      ['/AA << /O 9 0 R >>', 'pdf-additional-actions'],
      ['/RichMedia 9 0 R', 'pdf-rich-media'],
    ];
    for (const [extra, finding] of cases) {
      expect(activeContentOf(PDF, pdfWithCatalog(extra)), extra).toEqual([finding]);
    }
  });

  it('is not blinded by a stray string, hex string or stream start between objects', () => {
    const withScript = makePdf()
      .toString('latin1')
      .replace('<< /Type /Pages', '<< /Type /Pages /OpenAction << /S /JavaScript /JS (x) >>');
    for (const stray of ['(', '(((', '<', 'stream\n', '% comment (\n']) {
      const hostile = Buffer.from(withScript.replace('2 0 obj', `${stray}\n2 0 obj`), 'latin1');
      expect(activeContentOf(PDF, hostile), JSON.stringify(stray)).toEqual(['pdf-javascript']);
    }
    // …while a string that merely holds "obj" and slashes stays text.
    expect(activeContentOf(PDF, makePdf('Job objective: JS obj /JS lead'))).toEqual([]);
  });

  it('finds macros, ActiveX, embedded objects and executables in a .docx by its entry names', () => {
    const cases: [ZipEntry, string][] = [
      [{ name: 'customXml/vbaProject.bin', data: 'vba' }, 'office-macros'],
      [{ name: 'word/vbaData.xml', data: '<x/>' }, 'office-macros'],
      [{ name: 'word/activeX/activeX1.xml', data: '<x/>' }, 'office-activex'],
      [{ name: 'word/embeddings/oleObject1.bin', data: 'ole' }, 'office-embedded-object'],
      [{ name: 'word/embeddings/Microsoft_Word_97.bin', data: 'ole' }, 'office-embedded-object'],
      [{ name: 'word/media/Setup.EXE', data: 'MZ' }, 'executable'],
    ];
    for (const [entry, finding] of cases) {
      expect(activeContentOf(DOCX, docxWith(entry)), entry.name).toEqual([finding]);
    }
  });

  it('finds macro and OLE object storages in a .doc compound file', () => {
    expect(activeContentOf(DOC, docWithEntry('Macros', 1))).toEqual(['office-macros']);
    expect(activeContentOf(DOC, docWithEntry('_VBA_PROJECT', 2))).toEqual(['office-macros']);
    expect(activeContentOf(DOC, docWithEntry('ObjectPool', 1))).toEqual(['office-embedded-object']);
    expect(activeContentOf(DOC, docWithEntry('\u0001Ole10Native', 2))).toEqual([
      'office-embedded-object',
    ]);
  });

  it('reads a 10 MB PDF of brackets, strings and escapes in linear time', () => {
    const hostile = Buffer.from(
      `%PDF-1.4\n${'(/#'.repeat(1_000_000)}${'<'.repeat(2_000_000)}${' 1 0 obj stream\n(<'.repeat(300_000)}`,
    );
    const started = performance.now();
    expect(activeContentOf(PDF, hostile)).toEqual([]);
    // About half a second alone; a quadratic pass would take minutes (the bound allows a busy CI).
    expect(performance.now() - started).toBeLessThan(8000);
  });
});

// ---------------------------------------------------------------------------------------------

describe('résumés scanned by ClamAV (CLAMAV_ADDRESS) and flagged in the admin', () => {
  const clamd = fakeClamd();
  let server: TestServer;
  let admin: TestFetch;

  beforeAll(async () => {
    const port = await clamd.listen();
    server = await startTestServer({
      CLAMAV_ADDRESS: `127.0.0.1:${port}`,
      CLAMAV_TIMEOUT_MS: '700',
    });
    admin = await server.signIn();
  });
  afterAll(async () => {
    await server?.close();
    await clamd.close();
  });
  beforeEach(() => {
    clamd.state.mode = 'answer';
    clamd.state.scanned = [];
  });

  const apply = (resumeFilename: string, data: Buffer) =>
    server.api(
      '/api/careers/apply',
      json('POST', {
        name: 'Layla',
        email: 'layla@example.com',
        phone: '+966 50 000 1111',
        position: 'Designer',
        resumeFilename,
        resumeData: data.toString('base64'),
      }),
    );
  const stored = async () => {
    const row = (await server.deps.db('job_applications').count('* as n').first()) as {
      n: number | string;
    };
    const resumes = (await server.deps.db('resumes').count('* as n').first()) as {
      n: number | string;
    };
    return [Number(row.n), Number(resumes.n)];
  };
  const listed = async (id: number) => {
    const res = await admin('/api/admin/applications');
    expect(res.status).toBe(200);
    const { applications } = (await res.json()) as {
      applications: { id: number; resumeActiveContent?: boolean }[];
    };
    return applications.find((a) => a.id === id);
  };

  it('stores a clean résumé once the scanner says OK, having sent it the whole file', async () => {
    const file = makePdf('Clean curriculum vitae');
    const res = await apply('cv.pdf', file);
    expect(res.status).toBe(201);
    expect(clamd.state.scanned).toHaveLength(1);
    expect(clamd.state.scanned[0]?.equals(file)).toBe(true);
    const { id } = (await res.json()) as { id: number };
    expect((await listed(id))?.resumeActiveContent).toBe(false);
  });

  it('refuses a file the scanner flags with 422, on the résumé field, in both languages', async () => {
    const before = await stored();
    const res = await apply('cv.pdf', Buffer.concat([makePdf(), Buffer.from(EICAR)]));
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      code: string;
      issues: { path: string; message: string }[];
    };
    expect(body.code).toBe('resume_rejected_by_scanner');
    // The form shows the issue on the résumé field in the visitor's language (by its English text).
    expect(body.issues).toEqual([
      { path: 'resumeData', message: en['careers.apply.resumeRejectedByScanner'] },
    ]);
    expect(ar['careers.apply.resumeRejectedByScanner']).toMatch(/[\u0600-\u06FF]/);
    expect(ar['error.resume_rejected_by_scanner']).toMatch(/[\u0600-\u06FF]/);
    expect(await stored()).toEqual(before);
  });

  for (const mode of ['hang', 'close', 'error'] as const) {
    it(`answers 503 and stores nothing when the scanner does not answer (${mode})`, async () => {
      clamd.state.mode = mode;
      const before = await stored();
      const started = Date.now();
      const res = await apply('cv.pdf', makePdf());
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: string }).code).toBe('resume_scanner_unavailable');
      // CLAMAV_TIMEOUT_MS is 700: the answer comes soon after, not at the client's patience.
      expect(Date.now() - started).toBeLessThan(8000);
      expect(await stored()).toEqual(before);
      expect(en['error.resume_scanner_unavailable']).toMatch(/try again later/i);
      expect(ar['error.resume_scanner_unavailable']).toMatch(/[\u0600-\u06FF]/);
    });
  }

  it('accepts hostile but well-formed résumés and flags them as active content', async () => {
    const hostile: [string, Buffer][] = [
      ['cv.pdf', makeActivePdf('CV', 'https://example.test/')],
      ['cv.pdf', pdfWithCatalog('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>')],
      ['cv.docx', docxWith({ name: 'customXml/vbaProject.bin', data: 'vba' })],
      ['cv.doc', docWithEntry('Macros', 1)],
    ];
    for (const [name, file] of hostile) {
      const res = await apply(name, file);
      expect(res.status, name).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect((await listed(id))?.resumeActiveContent, name).toBe(true);
    }
    for (const [name, file] of [
      ['cv.docx', makeDocx()],
      ['cv.doc', makeDoc()],
    ] as const) {
      const res = await apply(name, file);
      expect(res.status, name).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect((await listed(id))?.resumeActiveContent, name).toBe(false);
    }
  });
});

describe('the scanner settings', () => {
  it('reads CLAMAV_ADDRESS as host:port and refuses anything else at start-up', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base).clamav).toBeUndefined();
    expect(loadConfig({ ...base, CLAMAV_ADDRESS: 'clamd.internal:3310' }).clamav).toEqual({
      host: 'clamd.internal',
      port: 3310,
      timeoutMs: 5000,
    });
    expect(
      loadConfig({ ...base, CLAMAV_ADDRESS: '[::1]:3310', CLAMAV_TIMEOUT_MS: '2000' }).clamav,
    ).toEqual({ host: '::1', port: 3310, timeoutMs: 2000 });
    for (const bad of ['clamd', '127.0.0.1', '127.0.0.1:0', '127.0.0.1:99999', 'tcp://x:1']) {
      expect(() => loadConfig({ ...base, CLAMAV_ADDRESS: bad }), bad).toThrow(/CLAMAV_ADDRESS/);
    }
  });

  it('answers 503 and stores nothing when nothing listens at CLAMAV_ADDRESS', async () => {
    const port = await closedPort();
    const server = await startTestServer({ CLAMAV_ADDRESS: `127.0.0.1:${port}` });
    try {
      const res = await server.api(
        '/api/careers/apply',
        json('POST', {
          name: 'Layla',
          email: 'layla@example.com',
          phone: '+966 50 000 1111',
          position: 'Designer',
          resumeFilename: 'cv.pdf',
          resumeData: makePdf().toString('base64'),
        }),
      );
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: string }).code).toBe('resume_scanner_unavailable');
      const row = (await server.deps.db('job_applications').count('* as n').first()) as {
        n: number | string;
      };
      expect(Number(row.n)).toBe(0);
    } finally {
      await server.close();
    }
  });
});
