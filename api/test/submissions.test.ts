/**
 * The public forms (contact, investor, job application with a résumé upload) and their admin
 * handling (lists, status changes, deletion, résumé download), through real HTTP against the
 * real server on a temporary SQLite database.
 */
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, CONTACT_STATUSES, INVESTOR_STATUSES } from '@vb/shared/status';
import {
  DOCM_MAIN_CONTENT_TYPE,
  makeBareZip,
  makeDoc,
  makeDocx,
  makeEmpty,
  makeExe,
  makeHtml,
  makePdf,
  makeText,
  makeXlsLikeCfb,
} from './fixtures/documents';
import { type TestServer, json, startTestServer } from './helpers';

type Fetch = (pathname: string, init?: RequestInit) => Promise<Response>;

interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
}
interface Created {
  success: true;
  id: number;
}
interface Application {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string | null;
  resumeFilename: string;
  resumeSize: number;
  resumeMimeType: string;
  jobListingId: number | null;
  status: string;
  createdAt: string;
}
interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}
interface InvestorRequest {
  id: number;
  name: string;
  email: string;
  organization: string;
  position: string | null;
  phone: string | null;
  investmentAmount: string | null;
  message: string;
  status: string;
  createdAt: string;
}

const MIME = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
const MAX_RESUME_BYTES = 10 * 1024 * 1024;

let server: TestServer;
let admin: Fetch;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn();
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------------------------

const post = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  server.api(pathname, json('POST', body, headers));

async function expectCreated(res: Response): Promise<number> {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  const body = JSON.parse(text) as Created;
  expect(body).toEqual({ success: true, id: expect.any(Number) });
  return body.id;
}

async function expectError(res: Response, status: number, code: string): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.code, text).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** A 400 validation failure with an issue on `path`. */
async function expectIssue(res: Response, path: string): Promise<ErrorBody> {
  const body = await expectError(res, 400, 'validation_failed');
  expect(body.issues, JSON.stringify(body)).toEqual(
    expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]),
  );
  return body;
}

async function list<T>(path: string, key: string): Promise<T[]> {
  const res = await admin(`/api/admin/${path}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as Record<string, T[]>;
  expect(Object.keys(body)).toEqual([key, 'total']);
  return body[key] ?? [];
}
const listApplications = () => list<Application>('applications', 'applications');
const listMessages = () => list<ContactMessage>('contact-messages', 'messages');
const listRequests = () => list<InvestorRequest>('investor-requests', 'requests');

/** Newest first: ids descending and creation times never increasing. */
function expectNewestFirst(items: { id: number; createdAt: string }[]) {
  for (let i = 1; i < items.length; i++) {
    const prev = items[i - 1]!;
    const cur = items[i]!;
    expect(prev.id).toBeGreaterThan(cur.id);
    expect(Date.parse(prev.createdAt)).toBeGreaterThanOrEqual(Date.parse(cur.createdAt));
  }
}

/** The RFC 5987 `filename*` of a Content-Disposition header, decoded. */
function extendedFilename(header: string): string | undefined {
  const match = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
/** The plain `filename="…"` of a Content-Disposition header. */
function plainFilename(header: string): string | undefined {
  const match = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : undefined;
}

// eslint-disable-next-line no-control-regex
const UNSAFE_FILENAME_CHARS = /[/\\\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

// ---------------------------------------------------------------------------------------------
// fixtures sanity
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// POST /api/contact
// ---------------------------------------------------------------------------------------------

describe('POST /api/contact', () => {
  const valid = {
    name: 'Sara Al-Qahtani',
    email: 'sara@example.com',
    subject: 'Partnership',
    message: 'We would like to discuss a partnership.',
  };
  const created: number[] = [];

  it('stores a message and answers 201 { success, id }', async () => {
    created.push(await expectCreated(await post('/api/contact', valid)));
    const [first] = await listMessages();
    expect(first).toMatchObject({ ...valid, phone: null, status: 'new', id: created[0] });
    expect(Number.isNaN(Date.parse(first!.createdAt))).toBe(false);
  });

  it('accepts an optional phone, and Arabic text', async () => {
    const id = await expectCreated(
      await post('/api/contact', { ...valid, name: 'سارة', phone: '+966 50 123 4567' }),
    );
    created.push(id);
    const stored = (await listMessages()).find((m) => m.id === id);
    expect(stored).toMatchObject({ name: 'سارة', phone: '+966 50 123 4567' });
  });

  it('accepts an empty or null phone as no phone', async () => {
    for (const phone of ['', null]) {
      const id = await expectCreated(await post('/api/contact', { ...valid, phone }));
      created.push(id);
      expect((await listMessages()).find((m) => m.id === id)?.phone).toBeNull();
    }
  });

  it('accepts a same-origin Origin header', async () => {
    created.push(await expectCreated(await post('/api/contact', valid, { origin: server.url })));
  });

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'refuses a missing %s with 400 validation_failed naming the field',
    async (field) => {
      const { [field]: _omitted, ...rest } = valid;
      await expectIssue(await post('/api/contact', rest), field);
    },
  );

  it.each(['name', 'email', 'subject', 'message'] as const)('refuses a blank %s', async (field) => {
    await expectIssue(await post('/api/contact', { ...valid, [field]: '   ' }), field);
  });

  it.each(['not-an-email', 'a@', '@example.com', 'a b@example.com', 'sara@example'])(
    'refuses the e-mail %j',
    async (email) => {
      await expectIssue(await post('/api/contact', { ...valid, email }), 'email');
    },
  );

  it('refuses wrong types', async () => {
    await expectIssue(await post('/api/contact', { ...valid, name: 42 }), 'name');
    await expectIssue(
      await post('/api/contact', { ...valid, message: ['a', 'b', 'c'] }),
      'message',
    );
    await expectIssue(await post('/api/contact', { ...valid, email: { $ne: '' } }), 'email');
    await expectIssue(await post('/api/contact', { ...valid, phone: 966501234567 }), 'phone');
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [[valid], 'hello', 42, null]) {
      const res = await post('/api/contact', JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(['validation_failed', 'invalid_json']).toContain(
        ((await res.json()) as ErrorBody).code,
      );
    }
  });

  it('refuses an unknown extra field', async () => {
    const body = await expectError(
      await post('/api/contact', { ...valid, isAdmin: true }),
      400,
      'validation_failed',
    );
    expect(body.issues?.[0]?.message).toMatch(/isAdmin/);
  });

  it('refuses a message shorter than 3 characters (after trimming)', async () => {
    await expectIssue(await post('/api/contact', { ...valid, message: 'hi' }), 'message');
    await expectIssue(await post('/api/contact', { ...valid, message: '  ab  ' }), 'message');
  });

  it('refuses over-long fields', async () => {
    await expectIssue(await post('/api/contact', { ...valid, name: 'n'.repeat(121) }), 'name');
    await expectIssue(
      await post('/api/contact', { ...valid, subject: 's'.repeat(201) }),
      'subject',
    );
    await expectIssue(
      await post('/api/contact', { ...valid, message: 'm'.repeat(5001) }),
      'message',
    );
    await expectIssue(
      await post('/api/contact', { ...valid, email: `${'a'.repeat(250)}@example.com` }),
      'email',
    );
    await expectIssue(await post('/api/contact', { ...valid, phone: '1'.repeat(40) }), 'phone');
    await expectIssue(await post('/api/contact', { ...valid, phone: 'call me' }), 'phone');
  });

  it('accepts fields exactly at their limits', async () => {
    created.push(
      await expectCreated(
        await post('/api/contact', {
          ...valid,
          name: 'n'.repeat(120),
          subject: 's'.repeat(200),
          message: 'm'.repeat(5000),
        }),
      ),
    );
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    await expectError(await post('/api/contact', '{"name": "Sara", '), 400, 'invalid_json');
    await expectError(await post('/api/contact', "{'name': 'x'}"), 400, 'invalid_json');
  });

  it('answers a non-JSON content type with 415 unsupported_media_type', async () => {
    const body = JSON.stringify(valid);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await server.api('/api/contact', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      await expectError(res, 415, 'unsupported_media_type');
    }
  });

  it('answers a body over 100 KB with 413 payload_too_large', async () => {
    const big = { ...valid, message: 'm'.repeat(101 * 1024) };
    await expectError(await post('/api/contact', big), 413, 'payload_too_large');
  });

  it('answers a streamed (chunked, no Content-Length) body over 100 KB with 413', async () => {
    const bytes = new TextEncoder().encode(
      JSON.stringify({ ...valid, message: 'm'.repeat(150_000) }),
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16 * 1024)
          controller.enqueue(bytes.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    const res = await server.api('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 413, 'payload_too_large');
  });

  it('refuses a foreign Origin with 403 forbidden_origin', async () => {
    for (const origin of ['https://evil.example', 'null', `${server.url}.evil.example`]) {
      await expectError(await post('/api/contact', valid, { origin }), 403, 'forbidden_origin');
    }
  });

  it('keeps only the messages that were accepted', async () => {
    const messages = await listMessages();
    expect(messages.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      [...created].sort((a, b) => a - b),
    );
    expectNewestFirst(messages);
  });
});

// ---------------------------------------------------------------------------------------------
// POST /api/investor
// ---------------------------------------------------------------------------------------------

describe('POST /api/investor', () => {
  const valid = {
    name: 'Khalid',
    email: 'khalid@fund.example',
    organization: 'Desert Capital',
    message: 'Interested in your next venture.',
  };
  const created: number[] = [];

  it('stores a request with only the required fields', async () => {
    const id = await expectCreated(await post('/api/investor', valid));
    created.push(id);
    const [first] = await listRequests();
    expect(first).toEqual({
      ...valid,
      id,
      position: null,
      phone: null,
      investmentAmount: null,
      status: 'new',
      createdAt: expect.any(String),
      // Nobody works on it yet, not archived; no other submission from this address.
      assignee: null,
      archivedAt: null,
      duplicates: 0,
    });
  });

  it('stores the optional position, phone and investment amount', async () => {
    const full = {
      ...valid,
      position: 'Partner',
      phone: '+966 11 234 5678',
      investmentAmount: '1,000,000 SAR',
    };
    const id = await expectCreated(await post('/api/investor', full));
    created.push(id);
    expect((await listRequests()).find((r) => r.id === id)).toMatchObject(full);
  });

  it('treats empty optional fields as absent', async () => {
    const id = await expectCreated(
      await post('/api/investor', { ...valid, position: '', phone: '', investmentAmount: '  ' }),
    );
    created.push(id);
    expect((await listRequests()).find((r) => r.id === id)).toMatchObject({
      position: null,
      phone: null,
      investmentAmount: null,
    });
  });

  it.each(['name', 'email', 'organization', 'message'] as const)(
    'refuses a missing %s',
    async (field) => {
      const { [field]: _omitted, ...rest } = valid;
      await expectIssue(await post('/api/investor', rest), field);
    },
  );

  it('refuses a bad e-mail, wrong types, unknown fields and short or long text', async () => {
    await expectIssue(await post('/api/investor', { ...valid, email: 'khalid' }), 'email');
    await expectIssue(await post('/api/investor', { ...valid, name: 7 }), 'name');
    await expectIssue(
      await post('/api/investor', { ...valid, investmentAmount: 1_000_000 }),
      'investmentAmount',
    );
    await expectIssue(await post('/api/investor', { ...valid, message: 'ok' }), 'message');
    await expectIssue(
      await post('/api/investor', { ...valid, organization: 'o'.repeat(201) }),
      'organization',
    );
    await expectIssue(
      await post('/api/investor', { ...valid, position: 'p'.repeat(201) }),
      'position',
    );
    await expectIssue(
      await post('/api/investor', { ...valid, investmentAmount: '9'.repeat(101) }),
      'investmentAmount',
    );
    await expectIssue(await post('/api/investor', { ...valid, phone: 'none' }), 'phone');
    await expectError(
      await post('/api/investor', { ...valid, status: 'closed' }),
      400,
      'validation_failed',
    );
  });

  it('answers bad JSON, wrong media type, oversize bodies and foreign origins', async () => {
    await expectError(await post('/api/investor', '{'), 400, 'invalid_json');
    await expectError(
      await server.api('/api/investor', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(valid),
      }),
      415,
      'unsupported_media_type',
    );
    await expectError(
      await post('/api/investor', { ...valid, message: 'x'.repeat(110 * 1024) }),
      413,
      'payload_too_large',
    );
    await expectError(
      await post('/api/investor', valid, { origin: 'https://evil.example' }),
      403,
      'forbidden_origin',
    );
    created.push(await expectCreated(await post('/api/investor', valid, { origin: server.url })));
  });

  it('keeps only the requests that were accepted', async () => {
    const requests = await listRequests();
    expect(requests.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [...created].sort((a, b) => a - b),
    );
    expectNewestFirst(requests);
  });
});

// ---------------------------------------------------------------------------------------------
// POST /api/careers/apply
// ---------------------------------------------------------------------------------------------

describe('POST /api/careers/apply', () => {
  const base = {
    name: 'Noura Al-Harbi',
    email: 'noura@example.com',
    phone: '+966 55 987 6543',
    position: 'Software Engineer',
    message: 'Please find my CV attached.',
  };
  const apply = (
    resumeFilename: string,
    resume: Buffer | string,
    extra: Record<string, unknown> = {},
  ) =>
    post('/api/careers/apply', {
      ...base,
      resumeFilename,
      resumeData: typeof resume === 'string' ? resume : resume.toString('base64'),
      ...extra,
    });
  /** Every application acknowledged with 201, with the bytes sent. */
  const accepted = new Map<number, { filename: string; bytes: Buffer; mime: string }>();

  async function expectAccepted(res: Response, filename: string, bytes: Buffer, mime: string) {
    const id = await expectCreated(res);
    accepted.set(id, { filename, bytes, mime });
    return id;
  }

  async function expectRefused(res: Response, status: number, code: string) {
    const before = accepted.size;
    const body = await expectError(res, status, code);
    expect(accepted.size).toBe(before);
    return body;
  }

  async function download(id: number) {
    const res = await admin(`/api/admin/applications/${id}/resume`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function expectDownload(id: number, filename: string, bytes: Buffer, mime: string) {
    const { res, bytes: got } = await download(id);
    expect(res.status).toBe(200);
    expect(Buffer.compare(got, bytes)).toBe(0);
    expect(res.headers.get('content-type')?.split(';')[0]).toBe(mime);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(extendedFilename(disposition) ?? plainFilename(disposition)).toBe(filename);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    return disposition;
  }

  it('accepts a PDF, a DOCX and a DOC', async () => {
    const pdf = makePdf('Noura Al-Harbi - CV');
    const docx = makeDocx('Noura Al-Harbi - CV');
    const doc = makeDoc();
    const pdfId = await expectAccepted(await apply('cv.pdf', pdf), 'cv.pdf', pdf, MIME.pdf);
    const docxId = await expectAccepted(await apply('cv.docx', docx), 'cv.docx', docx, MIME.docx);
    const docId = await expectAccepted(await apply('cv.doc', doc), 'cv.doc', doc, MIME.doc);

    const listed = await listApplications();
    for (const [id, filename, bytes, mime] of [
      [pdfId, 'cv.pdf', pdf, MIME.pdf],
      [docxId, 'cv.docx', docx, MIME.docx],
      [docId, 'cv.doc', doc, MIME.doc],
    ] as const) {
      expect(listed.find((a) => a.id === id)).toEqual({
        id,
        ...base,
        resumeFilename: filename,
        resumeSize: bytes.length,
        resumeMimeType: mime,
        // Real, clean résumés show no active content.
        resumeActiveContent: false,
        jobListingId: null,
        status: 'new',
        createdAt: expect.any(String),
        assignee: null,
        archivedAt: null,
        keepResume: false,
        anonymisedAt: null,
        // The same address applied several times in this file (counted in duplicates.test.ts).
        duplicates: expect.any(Number),
      });
      const disposition = await expectDownload(id, filename, bytes, mime);
      expect(plainFilename(disposition)).toBe(filename);
    }
    // The list never carries the file content.
    expect(JSON.stringify(listed)).not.toContain(pdf.toString('base64').slice(0, 40));
  });

  it('accepts upper-case extensions and keeps the name (extension lower-cased)', async () => {
    const pdf = makePdf('upper');
    const id = await expectAccepted(await apply('My CV.PDF', pdf), 'My CV.pdf', pdf, MIME.pdf);
    expect((await listApplications()).find((a) => a.id === id)?.resumeFilename).toBe('My CV.pdf');
    await expectDownload(id, 'My CV.pdf', pdf, MIME.pdf);
  });

  it('serves an Arabic file name RFC 5987-encoded', async () => {
    const name = 'السيرة الذاتية.pdf';
    const pdf = makePdf('Arabic name');
    const id = await expectAccepted(await apply(name, pdf), name, pdf, MIME.pdf);
    expect((await listApplications()).find((a) => a.id === id)?.resumeFilename).toBe(name);
    const disposition = await expectDownload(id, name, pdf, MIME.pdf);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(extendedFilename(disposition)).toBe(name);
    // The header itself stays ASCII (the plain filename is only a fallback).
    // eslint-disable-next-line no-control-regex
    expect(disposition).toMatch(/^[\x00-\x7F]*$/);
  });

  it('gives the plain filename= an ASCII fallback, never raw Latin-1 bytes', async () => {
    for (const [name, fallback] of [
      ['Résumé Zoë Müller.pdf', 'Resume Zoe Muller.pdf'],
      ['السيرة الذاتية.pdf', 'resume.pdf'],
      ['سيرة Sara.pdf', 'Sara.pdf'],
    ] as const) {
      const pdf = makePdf(name);
      const id = await expectAccepted(await apply(name, pdf), name, pdf, MIME.pdf);
      const disposition = await expectDownload(id, name, pdf, MIME.pdf);
      // eslint-disable-next-line no-control-regex
      expect(disposition).toMatch(/^[\x00-\x7F]*$/);
      expect(plainFilename(disposition)).toBe(fallback);
      expect(extendedFilename(disposition)).toBe(name);
    }
  });

  it('accepts base64 behind a data: URL prefix', async () => {
    const pdf = makePdf('data url');
    const id = await expectAccepted(
      await apply('data-url.pdf', `data:application/pdf;base64,${pdf.toString('base64')}`),
      'data-url.pdf',
      pdf,
      MIME.pdf,
    );
    await expectDownload(id, 'data-url.pdf', pdf, MIME.pdf);
    const docx = makeDocx('data url');
    const docxId = await expectAccepted(
      await apply('data-url.docx', `data:${MIME.docx};base64,${docx.toString('base64')}`),
      'data-url.docx',
      docx,
      MIME.docx,
    );
    await expectDownload(docxId, 'data-url.docx', docx, MIME.docx);
  });

  it('accepts a submission without a cover letter', async () => {
    const pdf = makePdf('no letter');
    const { message: _m, ...noLetter } = base;
    const res = await post('/api/careers/apply', {
      ...noLetter,
      resumeFilename: 'x.pdf',
      resumeData: pdf.toString('base64'),
    });
    const id = await expectAccepted(res, 'x.pdf', pdf, MIME.pdf);
    expect((await listApplications()).find((a) => a.id === id)?.message).toBeNull();
  });

  const hostile: [string, () => Buffer][] = [
    ['a Windows executable', makeExe],
    ['an HTML page', makeHtml],
    ['a bare zip', makeBareZip],
    ['a plain text file', makeText],
  ];
  for (const [label, make] of hostile) {
    it.each(['.pdf', '.docx', '.doc'])(`refuses ${label} renamed to %s`, async (ext) => {
      const body = await expectRefused(
        await apply(`resume${ext}`, make()),
        400,
        'resume_invalid_type',
      );
      expect(body.message).toMatch(/PDF and Word documents/);
      expect(body.issues?.[0]?.path).toBe('resumeFilename');
    });
  }

  it('refuses documents whose content does not match their extension', async () => {
    const cases: [string, Buffer][] = [
      ['pdf-as.docx', makePdf('x')],
      ['pdf-as.doc', makePdf('x')],
      ['docx-as.pdf', makeDocx('x')],
      ['docx-as.doc', makeDocx('x')],
      ['doc-as.pdf', makeDoc()],
      ['doc-as.docx', makeDoc()],
      ['macro.docx', makeDocx('x', DOCM_MAIN_CONTENT_TYPE)],
      ['spreadsheet.doc', makeXlsLikeCfb()],
    ];
    for (const [name, bytes] of cases) {
      await expectRefused(await apply(name, bytes), 400, 'resume_invalid_type');
    }
  });

  it('refuses an Excel-like compound file named .doc', async () => {
    const body = await expectRefused(
      await apply('cv.doc', makeXlsLikeCfb()),
      400,
      'resume_invalid_type',
    );
    expect(body.message).toMatch(/DOC/);
  });

  it('refuses an empty file with resume_empty', async () => {
    await expectRefused(
      await apply('empty.pdf', 'data:application/pdf;base64,'),
      400,
      'resume_empty',
    );
    await expectRefused(await apply('empty.pdf', ' \n '), 400, 'resume_empty');
    // An empty string is no upload at all: 'Please upload your resume'.
    const body = await expectRefused(
      await apply('empty.pdf', makeEmpty()),
      400,
      'validation_failed',
    );
    expect(body.issues).toEqual([{ path: 'resumeData', message: 'Please upload your resume' }]);
  });

  it('refuses a file name without an accepted extension', async () => {
    for (const name of ['cv.txt', 'cv.exe', 'cv.pdf.exe', 'cv', 'cv.html', '.pdf', 'cv.pdf ']) {
      const res = await apply(name, makePdf('x'));
      if (name === 'cv.pdf ') {
        // Surrounding spaces are trimmed: this one is fine.
        await expectAccepted(res, 'cv.pdf', makePdf('x'), MIME.pdf);
        continue;
      }
      expect(res.status, name).toBe(400);
      expect(['validation_failed', 'resume_invalid_type']).toContain(
        ((await res.json()) as ErrorBody).code,
      );
    }
  });

  it('refuses a file over 10 MB with 413 resume_too_large', async () => {
    const pdf = makePdf('big');
    const big = Buffer.alloc(MAX_RESUME_BYTES + 1, 0x20);
    pdf.copy(big);
    const body = await expectRefused(await apply('big.pdf', big), 413, 'resume_too_large');
    expect(body.message).toBe('File is too large. Maximum size is 10MB.');
  });

  it('refuses a file well over 10 MB (but under the body limit) as too large too', async () => {
    const big = Buffer.alloc(MAX_RESUME_BYTES + 512 * 1024, 0x20);
    makePdf('bigger').copy(big);
    await expectRefused(await apply('bigger.pdf', big), 413, 'resume_too_large');
    // Behind a data: URL prefix too.
    await expectRefused(
      await apply('bigger.pdf', `data:application/pdf;base64,${big.toString('base64')}`),
      413,
      'resume_too_large',
    );
  });

  it('refuses a body over the 15 MB limit of the route with 413', async () => {
    const huge = Buffer.alloc(12 * 1024 * 1024, 0x20);
    makePdf('huge').copy(huge);
    const res = await apply('huge.pdf', huge);
    expect(res.status).toBe(413);
    expect(['payload_too_large', 'resume_too_large']).toContain(
      ((await res.json()) as ErrorBody).code,
    );
  });

  it('accepts a file of exactly 10 MB and returns it intact', async () => {
    const exact = Buffer.alloc(MAX_RESUME_BYTES, 0x20);
    const pdf = makePdf('exactly ten megabytes');
    pdf.copy(exact);
    // Keep the tail a valid PDF ending.
    Buffer.from('\n%%EOF\n', 'latin1').copy(exact, exact.length - 7);
    const id = await expectAccepted(await apply('ten.pdf', exact), 'ten.pdf', exact, MIME.pdf);
    expect((await listApplications()).find((a) => a.id === id)?.resumeSize).toBe(MAX_RESUME_BYTES);
    await expectDownload(id, 'ten.pdf', exact, MIME.pdf);
  });

  it('refuses invalid base64', async () => {
    for (const data of [
      'not base64 at all!',
      '%%%%',
      'QUJD=',
      'QUJDR',
      'QU=JD',
      'data:application/pdf;base64,@@@@',
    ]) {
      const body = await expectRefused(await apply('cv.pdf', data), 400, 'validation_failed');
      expect(body.issues?.[0]?.path).toBe('resumeData');
    }
  });

  it('refuses a missing resume or file name', async () => {
    const { message: _m, ...rest } = base;
    await expectIssue(
      await post('/api/careers/apply', { ...rest, resumeFilename: 'cv.pdf' }),
      'resumeData',
    );
    await expectIssue(
      await post('/api/careers/apply', { ...base, resumeData: makePdf('x').toString('base64') }),
      'resumeFilename',
    );
    await expectIssue(await apply('', makePdf('x')), 'resumeFilename');
    await expectIssue(await apply('cv.pdf', makePdf('x'), { resumeData: null }), 'resumeData');
  });

  it.each(['name', 'email', 'phone', 'position'] as const)(
    'refuses a missing %s',
    async (field) => {
      const { [field]: _omitted, ...rest } = base;
      const res = await post('/api/careers/apply', {
        ...rest,
        resumeFilename: 'cv.pdf',
        resumeData: makePdf('x').toString('base64'),
      });
      await expectIssue(res, field);
    },
  );

  it('refuses unknown fields, including a status', async () => {
    await expectIssue(await apply('cv.pdf', makePdf('x'), { status: 'hired' }), 'body');
  });

  it('stores and serves a hostile file name sanitised', async () => {
    const pdf = makePdf('hostile name');
    const res = await apply('../../etc/\u202Epasswd\u0000.pdf', pdf);
    const id = await expectAccepted(res, 'passwd.pdf', pdf, MIME.pdf);
    const stored = (await listApplications()).find((a) => a.id === id)!.resumeFilename;
    expect(stored).not.toMatch(UNSAFE_FILENAME_CHARS);
    expect(stored.endsWith('.pdf')).toBe(true);
    expect(stored).toBe('passwd.pdf');
    const disposition = await expectDownload(id, stored, pdf, MIME.pdf);
    const served = extendedFilename(disposition) ?? plainFilename(disposition) ?? '';
    expect(served).not.toMatch(UNSAFE_FILENAME_CHARS);
    expect(disposition).not.toMatch(/\.\.|etc/);

    const others = [
      'C:\\Users\\me\\\u2066cv\u2069.docx',
      'cv\u200B\u202Dxcod.docx',
      'a\r\nContent-Type: text/html\r\n\r\n<b>.docx',
      '"quoted"; filename=evil.html.docx',
    ];
    const docx = makeDocx('x');
    for (const name of others) {
      const otherId = await expectCreated(await apply(name, docx));
      const otherStored = (await listApplications()).find((a) => a.id === otherId)!.resumeFilename;
      accepted.set(otherId, { filename: otherStored, bytes: docx, mime: MIME.docx });
      expect(otherStored).not.toMatch(UNSAFE_FILENAME_CHARS);
      expect(otherStored).not.toMatch(/["<>]/);
      expect(otherStored.endsWith('.docx')).toBe(true);
      const otherDisposition = await expectDownload(otherId, otherStored, docx, MIME.docx);
      expect(otherDisposition).not.toMatch(/[\r\n]/);
    }
  });

  it('refuses a jobListingId that points nowhere and stores nothing', async () => {
    const body = await expectRefused(
      await apply('cv.pdf', makePdf('x'), { jobListingId: 999_999 }),
      400,
      'validation_failed',
    );
    expect(body.issues).toEqual([expect.objectContaining({ path: 'jobListingId' })]);
    for (const jobListingId of [0, -1, 1.5, '1']) {
      await expectRefused(
        await apply('cv.pdf', makePdf('x'), { jobListingId }),
        400,
        'validation_failed',
      );
    }
  });

  it('links an application to an existing job listing', async () => {
    const res = await admin(
      '/api/admin/job-listings',
      json('POST', {
        title: 'Backend Engineer',
        department: 'technology',
        location: 'Remote',
        description: 'Build the API.',
        requirements: 'TypeScript.',
        employmentType: 'full-time',
        isActive: true,
      }),
    );
    expect(res.status).toBe(201);
    const { jobListing } = (await res.json()) as { jobListing: { id: number } };
    const pdf = makePdf('listing');
    const id = await expectAccepted(
      await apply('cv.pdf', pdf, { jobListingId: jobListing.id }),
      'cv.pdf',
      pdf,
      MIME.pdf,
    );
    expect((await listApplications()).find((a) => a.id === id)?.jobListingId).toBe(jobListing.id);
  });

  it('refuses a foreign Origin', async () => {
    await expectRefused(
      await post(
        '/api/careers/apply',
        { ...base, resumeFilename: 'cv.pdf', resumeData: makePdf('x').toString('base64') },
        { origin: 'https://evil.example' },
      ),
      403,
      'forbidden_origin',
    );
  });

  it('never stores a row for a refused application', async () => {
    const listed = await listApplications();
    expect(listed.map((a) => a.id).sort((a, b) => a - b)).toEqual(
      [...accepted.keys()].sort((a, b) => a - b),
    );
    expectNewestFirst(listed);
    for (const a of listed) {
      const sent = accepted.get(a.id)!;
      expect(a.resumeFilename).toBe(sent.filename);
      expect(a.resumeSize).toBe(sent.bytes.length);
      expect(a.resumeMimeType).toBe(sent.mime);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// admin handling
// ---------------------------------------------------------------------------------------------

interface KindSpec {
  path: string;
  listKey: string;
  itemKey: string;
  notFound: string;
  statuses: readonly string[];
  invalid: unknown[];
  create(): Promise<number>;
}

const kinds: KindSpec[] = [
  {
    path: 'applications',
    listKey: 'applications',
    itemKey: 'application',
    notFound: 'application_not_found',
    statuses: APPLICATION_STATUSES,
    invalid: ['read', 'replied', 'closed', 'in_discussion', '', 'NEW', ' new', 'new ', 'archived'],
    create: async () =>
      expectCreated(
        await post('/api/careers/apply', {
          name: 'Admin Test',
          email: 'admin-test@example.com',
          phone: '0501234567',
          position: 'Analyst',
          resumeFilename: 'cv.pdf',
          resumeData: makePdf('admin test').toString('base64'),
        }),
      ),
  },
  {
    path: 'contact-messages',
    listKey: 'messages',
    itemKey: 'message',
    notFound: 'message_not_found',
    statuses: CONTACT_STATUSES,
    invalid: ['closed', 'contacted', 'reviewed', 'hired', '', 'NEW', 'Read', 'unread'],
    create: async () =>
      expectCreated(
        await post('/api/contact', {
          name: 'Admin Test',
          email: 'admin-test@example.com',
          subject: 'Status',
          message: 'Testing statuses.',
        }),
      ),
  },
  {
    path: 'investor-requests',
    listKey: 'requests',
    itemKey: 'request',
    notFound: 'request_not_found',
    statuses: INVESTOR_STATUSES,
    invalid: ['read', 'replied', 'reviewed', 'hired', '', 'NEW', 'in-discussion', 'open'],
    create: async () =>
      expectCreated(
        await post('/api/investor', {
          name: 'Admin Test',
          email: 'admin-test@example.com',
          organization: 'Test Fund',
          message: 'Testing statuses.',
        }),
      ),
  },
];

describe('admin routes without credentials', () => {
  let appId: number;
  beforeAll(async () => {
    appId = await kinds[0]!.create();
  });

  const routes = (id: number): [string, string, unknown?][] => [
    ['GET', '/api/admin/applications'],
    ['GET', '/api/admin/contact-messages'],
    ['GET', '/api/admin/investor-requests'],
    ['GET', `/api/admin/applications/${id}/resume`],
    ['PUT', `/api/admin/applications/${id}/status`, { status: 'hired' }],
    ['PUT', `/api/admin/contact-messages/${id}/status`, { status: 'read' }],
    ['PUT', `/api/admin/investor-requests/${id}/status`, { status: 'closed' }],
    ['DELETE', `/api/admin/applications/${id}`],
    ['DELETE', `/api/admin/contact-messages/${id}`],
    ['DELETE', `/api/admin/investor-requests/${id}`],
    // Other spellings of the same paths are guarded too.
    ['GET', '/api/ADMIN/applications'],
    ['GET', '/api/admin/applications/'],
  ];

  it('answers 401 unauthorized to every admin submission route', async () => {
    for (const [method, path, body] of routes(appId)) {
      for (const headers of [
        {},
        { cookie: 'vb_session=not-a-session' },
        { authorization: 'Bearer not-a-token' },
      ] as Record<string, string>[]) {
        const init: RequestInit =
          body === undefined ? { method, headers } : json(method, body, headers);
        const res = await server.api(path, init);
        const text = await res.text();
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}: ${text}`).toBe(401);
        expect(JSON.parse(text)).toMatchObject({ code: 'unauthorized' });
      }
    }
    // Nothing changed: the application is still there, still new, with its résumé.
    const listed = (await listApplications()).find((a) => a.id === appId);
    expect(listed?.status).toBe('new');
    expect((await admin(`/api/admin/applications/${appId}/resume`)).status).toBe(200);
  });
});

describe.each(kinds)('admin $path', (kind) => {
  const base = `/api/admin/${kind.path}`;
  const listKind = async () =>
    list<{ id: number; status: string; createdAt: string }>(kind.path, kind.listKey);
  const putStatus = (id: number | string, body: unknown) =>
    admin(`${base}/${id}/status`, json('PUT', body));

  it('lists newest first under its key', async () => {
    const a = await kind.create();
    const b = await kind.create();
    const items = await listKind();
    expect(items[0]?.id).toBe(b);
    expect(items[1]?.id).toBe(a);
    expectNewestFirst(items);
    const res = await admin(base);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sets every status of its set and answers the updated item', async () => {
    const id = await kind.create();
    // Every transition, including back to the initial status and setting the same status twice.
    for (const status of [...kind.statuses].reverse().concat(kind.statuses, [kind.statuses[0]!])) {
      const res = await putStatus(id, { status });
      expect(res.status, status).toBe(200);
      const body = (await res.json()) as Record<string, { id: number; status: string }>;
      expect(Object.keys(body)).toEqual([kind.itemKey]);
      expect(body[kind.itemKey]).toMatchObject({ id, status });
      expect((await listKind()).find((i) => i.id === id)?.status).toBe(status);
    }
  });

  it('refuses a status outside its set and leaves the row unchanged', async () => {
    const id = await kind.create();
    const target = kind.statuses[1]!;
    expect((await putStatus(id, { status: target })).status).toBe(200);
    const bodies: unknown[] = [
      ...kind.invalid.map((status) => ({ status })),
      { status: null },
      { status: 1 },
      { status: [target] },
      {},
      { status: target, extra: true },
    ];
    for (const body of bodies) {
      const res = await putStatus(id, body);
      await expectError(res, 400, 'validation_failed');
      expect((await listKind()).find((i) => i.id === id)?.status, JSON.stringify(body)).toBe(
        target,
      );
    }
    await expectError(
      await admin(`${base}/${id}/status`, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ status: kind.statuses[0] }),
      }),
      415,
      'unsupported_media_type',
    );
    await expectError(
      await admin(`${base}/${id}/status`, json('PUT', '{"status":')),
      400,
      'invalid_json',
    );
    expect((await listKind()).find((i) => i.id === id)?.status).toBe(target);
  });

  it('answers 404 with its resource code for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '1e3x', '9007199254740993']) {
      await expectError(await putStatus(id, { status: kind.statuses[0] }), 404, kind.notFound);
      await expectError(await admin(`${base}/${id}`, { method: 'DELETE' }), 404, kind.notFound);
    }
  });

  it('deletes, then answers 404 on repeat', async () => {
    const id = await kind.create();
    const keep = await kind.create();
    const res = await admin(`${base}/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    await expectError(await admin(`${base}/${id}`, { method: 'DELETE' }), 404, kind.notFound);
    await expectError(await putStatus(id, { status: kind.statuses[0] }), 404, kind.notFound);
    const ids = (await listKind()).map((i) => i.id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(keep);
  });
});

describe('admin résumé download', () => {
  it('answers 404 for an unknown or malformed application id', async () => {
    for (const id of ['999999', 'abc', '0', '-5']) {
      await expectError(
        await admin(`/api/admin/applications/${id}/resume`),
        404,
        'application_not_found',
      );
    }
  });

  it('removes the résumé along with its application', async () => {
    const pdf = makePdf('to be deleted');
    const id = await expectCreated(
      await post('/api/careers/apply', {
        name: 'Delete Me',
        email: 'delete@example.com',
        phone: '0501234567',
        position: 'Tester',
        resumeFilename: 'delete.pdf',
        resumeData: pdf.toString('base64'),
      }),
    );
    const before = await admin(`/api/admin/applications/${id}/resume`);
    expect(before.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await before.arrayBuffer()), pdf)).toBe(0);

    expect((await admin(`/api/admin/applications/${id}`, { method: 'DELETE' })).status).toBe(200);
    await expectError(
      await admin(`/api/admin/applications/${id}/resume`),
      404,
      'application_not_found',
    );
    const orphan = await server.deps.db('resumes').where({ application_id: id }).first();
    expect(orphan).toBeUndefined();
  });
});
