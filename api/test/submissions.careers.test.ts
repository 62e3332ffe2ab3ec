/**
 * The job application form (POST /api/careers/apply) with its résumé upload, through real HTTP
 * against the real server on a temporary database: PDF, DOCX and DOC accepted and downloaded
 * intact under a safe name; look-alikes, empty, oversize and badly encoded files refused; and no
 * row left by any refused application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { type TestServer, json } from './helpers';
import {
  type ErrorBody,
  type Fetch,
  MAX_RESUME_BYTES,
  MIME,
  UNSAFE_FILENAME_CHARS,
  careersForm,
  expectCreated,
  expectIssue,
  expectNewestFirst,
  extendedFilename,
  plainFilename,
  startSubmissionsServer,
  submissionRequests,
} from './submissionsKit';

let server: TestServer;
let admin: Fetch;
beforeAll(async () => ({ server, admin } = await startSubmissionsServer()));
afterAll(() => server.close());

const { post, listApplications } = submissionRequests(() => ({ server, admin }));

describe('POST /api/careers/apply', () => {
  const { base, apply, accepted, expectAccepted, expectRefused, expectDownload } = careersForm(
    () => ({ server, admin }),
  );

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
        // No reply sent, so no answer to read.
        newAnswers: 0,
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
