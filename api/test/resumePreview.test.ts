/**
 * The résumé preview: `GET /api/admin/applications/:id/resume?preview=1` answers a
 * PDF's bytes for the admin to draw, audited as `resume_viewed` (the item's history shows it);
 * a Word résumé is refused (it is downloaded as before), and the download stays audited as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, startTestServer, staffMember } from './helpers';

let server: TestServer;
let owner: TestFetch;

async function apply(filename: string, bytes: Buffer): Promise<number> {
  const res = await server.api(
    '/api/careers/apply',
    json('POST', {
      name: 'Preview Person',
      email: 'preview@example.test',
      phone: '+966 55 123 4567',
      position: 'Analyst',
      resumeFilename: filename,
      resumeData: bytes.toString('base64'),
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function historyTypes(id: number): Promise<string[]> {
  const res = await owner(`/api/admin/applications/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { history: { type: string }[] }).history.map((e) => e.type);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
});
afterAll(() => server.close());

describe('résumé preview', () => {
  it("answers a PDF's bytes and records the preview, apart from downloads", async () => {
    const pdf = makePdf('Preview Person - CV');
    const id = await apply('cv.pdf', pdf);
    const res = await owner(`/api/admin/applications/${id}/resume?preview=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // Never a document of the site's origin: still an attachment, sniffing off.
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await historyTypes(id)).toEqual(['received', 'resume_viewed']);

    expect((await owner(`/api/admin/applications/${id}/resume`)).status).toBe(200);
    expect(await historyTypes(id)).toEqual(['received', 'resume_viewed', 'resume_downloaded']);
  });

  it('refuses to preview a Word résumé (downloaded as before)', async () => {
    const id = await apply('cv.docx', makeDocx());
    const res = await owner(`/api/admin/applications/${id}/resume?preview=1`, {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('resume_not_previewable');
    expect(await historyTypes(id)).toEqual(['received']);
    expect((await owner(`/api/admin/applications/${id}/resume`)).status).toBe(200);
  });

  it('checks the query and the reader', async () => {
    const id = await apply('cv.pdf', makePdf());
    const bad = await owner(`/api/admin/applications/${id}/resume?preview=yes`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('validation_failed');
    const { api: relations } = await staffMember(server, owner, { roles: ['relations'] });
    expect((await relations(`/api/admin/applications/${id}/resume?preview=1`)).status).toBe(403);
    expect(await historyTypes(id)).toEqual(['received']);
  });
});
