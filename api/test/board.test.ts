/**
 * The job board: GET /api/admin/job-listings/applicant-counts counts each listing's
 * applicants per status in one read; GET /api/admin/applications?jobId=…&status=… pages one
 * column; PUT /api/admin/applications/:id/status `{ status, from }` moves a card through the
 * status rules (a move from a status the item no longer has, or one the menu does not offer, is
 * refused with its code); only the roles that see applications reach it. SQLite, and PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, staffMember, startTestServer } from './helpers';

let server: TestServer;
let owner: TestFetch;
let recruiter: TestFetch;
let editor: TestFetch;
let relations: TestFetch;
let jobA: number;
let jobB: number;
/** The applicants of job A, oldest first. */
const applicantsA: number[] = [];
let applicantB: number;

const listing = (title: string) => ({
  title,
  titleAr: '',
  department: 'technology',
  location: 'Riyadh, Saudi Arabia',
  locationAr: '',
  description: 'Build things.',
  descriptionAr: '',
  requirements: '- Care',
  requirementsAr: '',
  employmentType: 'full-time',
  isActive: true,
});

async function createListing(title: string): Promise<number> {
  const res = await owner('/api/admin/job-listings', json('POST', listing(title)));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { jobListing: { id: number } }).jobListing.id;
}

async function apply(name: string, jobListingId: number | null): Promise<number> {
  const res = await server.api(
    '/api/careers/apply',
    json('POST', {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
      phone: '+966 55 987 6543',
      position: 'Engineer',
      message: 'Attached.',
      resumeFilename: 'cv.pdf',
      resumeData: makePdf(name).toString('base64'),
      jobListingId,
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

interface Counts {
  jobListingId: number;
  total: number;
  new: number;
  statuses: Record<string, number>;
}
async function counts(fetcher: TestFetch, query = ''): Promise<Counts[]> {
  const res = await fetcher(`/api/admin/job-listings/applicant-counts${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { counts: Counts[] }).counts;
}

async function column(jobId: number, status: string, limit: number, offset = 0) {
  const res = await recruiter(
    `/api/admin/applications?jobId=${jobId}&status=${status}&limit=${limit}&offset=${offset}`,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as {
    applications: { id: number; status: string; jobListingId: number }[];
    total: number;
  };
  return { ids: body.applications.map((a) => a.id), total: body.total, rows: body.applications };
}

const move = (id: number, status: string, from?: string) =>
  recruiter(
    `/api/admin/applications/${id}/status`,
    json('PUT', from === undefined ? { status } : { status, from }),
  );

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  owner = await server.signIn();
  recruiter = (await staffMember(server, owner, { roles: ['recruiter'] })).api;
  editor = (await staffMember(server, owner, { roles: ['editor'] })).api;
  relations = (await staffMember(server, owner, { roles: ['relations'] })).api;
  jobA = await createListing('Board A');
  jobB = await createListing('Board B');
  for (const n of [1, 2, 3, 4, 5]) applicantsA.push(await apply(`Applicant A${n}`, jobA));
  applicantB = await apply('Applicant B1', jobB);
  await apply('Open Applicant', null);
});
afterAll(() => server?.close());

describe('job board', () => {
  it('counts each listing’s applicants per status in one answer', async () => {
    const all = await counts(recruiter);
    expect(all).toEqual([
      { jobListingId: jobA, total: 5, new: 5, statuses: { new: 5 } },
      { jobListingId: jobB, total: 1, new: 1, statuses: { new: 1 } },
    ]);
    // Narrowed to the listings asked for.
    expect(await counts(recruiter, `?ids=${jobB}`)).toEqual([
      { jobListingId: jobB, total: 1, new: 1, statuses: { new: 1 } },
    ]);
    const bad = await recruiter('/api/admin/job-listings/applicant-counts?ids=1,x');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('pages one column of one listing on the server', async () => {
    const newest = [...applicantsA].reverse();
    const first = await column(jobA, 'new', 2);
    expect(first).toMatchObject({ ids: newest.slice(0, 2), total: 5 });
    const second = await column(jobA, 'new', 2, 2);
    expect(second).toMatchObject({ ids: newest.slice(2, 4), total: 5 });
    const last = await column(jobA, 'new', 2, 4);
    expect(last).toMatchObject({ ids: newest.slice(4), total: 5 });
    expect(first.rows.every((r) => r.jobListingId === jobA)).toBe(true);
    // Another listing's column holds its own applicants only.
    expect(await column(jobB, 'new', 50)).toMatchObject({ ids: [applicantB], total: 1 });
    expect(await column(jobA, 'hired', 50)).toMatchObject({ ids: [], total: 0 });
    // jobId belongs to applications only.
    const other = await relations('/api/admin/contact-messages?jobId=1');
    expect(other.status).toBe(400);
    const badId = await recruiter('/api/admin/applications?jobId=abc');
    expect(badId.status).toBe(400);
  });

  it('moves a card through the status rules, audited, and the counts follow', async () => {
    const id = applicantsA[0]!;
    const res = await move(id, 'interviewed', 'new');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { application: { status: string } }).application.status).toBe(
      'interviewed',
    );

    expect(await column(jobA, 'interviewed', 50)).toMatchObject({ ids: [id], total: 1 });
    expect((await column(jobA, 'new', 50)).total).toBe(4);
    const [a] = await counts(recruiter, `?ids=${jobA}`);
    expect(a).toEqual({
      jobListingId: jobA,
      total: 5,
      new: 4,
      statuses: { new: 4, interviewed: 1 },
    });

    // Audited as the status menu's change is.
    const audit = await owner('/api/admin/audit?action=status_changed&limit=1');
    const { events } = (await audit.json()) as {
      events: { itemKind: string; itemId: string; detail: string }[];
    };
    expect(events[0]).toMatchObject({
      itemKind: 'application',
      itemId: String(id),
      detail: 'interviewed',
    });
  });

  it('refuses a move from a status the item no longer has, and one the menu does not offer', async () => {
    const id = applicantsA[1]!;
    // Someone else moved it meanwhile: the board's move (from new) is refused, nothing changes.
    expect((await move(id, 'reviewed')).status).toBe(200);
    const stale = await move(id, 'hired', 'new');
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { code: string; message: string };
    expect(body.code).toBe('status_changed');
    expect(body.message).toMatch(/changed meanwhile/);
    expect(await column(jobA, 'hired', 50)).toMatchObject({ total: 0 });
    expect((await column(jobA, 'reviewed', 50)).ids).toEqual([id]);

    // Onto its own column: not a move the menu offers.
    const same = await move(id, 'reviewed', 'reviewed');
    expect(same.status).toBe(400);
    expect(((await same.json()) as { code: string }).code).toBe('status_move_not_allowed');

    // A status outside the set, and an item that is gone.
    const unknown = await move(id, 'promoted', 'reviewed');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { code: string }).code).toBe('validation_failed');
    const gone = await move(999_999, 'hired', 'new');
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { code: string }).code).toBe('application_not_found');
  });

  it('leaves archived applicants out of the counts and the columns', async () => {
    const id = applicantsA[2]!;
    const archived = await recruiter(
      `/api/admin/applications/${id}/archived`,
      json('PUT', { archived: true }),
    );
    expect(archived.status).toBe(200);
    const [a] = await counts(recruiter, `?ids=${jobA}`);
    expect(a?.total).toBe(4);
    expect((await column(jobA, 'new', 50)).ids).not.toContain(id);
  });

  it('answers only the roles that see applications', async () => {
    expect((await editor('/api/admin/job-listings/applicant-counts')).status).toBe(403);
    expect((await relations('/api/admin/job-listings/applicant-counts')).status).toBe(403);
    expect((await editor(`/api/admin/applications?jobId=${jobA}`)).status).toBe(403);
    const refused = await editor(
      `/api/admin/applications/${applicantsA[3]}/status`,
      json('PUT', { status: 'hired', from: 'new' }),
    );
    expect(refused.status).toBe(403);
    expect((await server.api('/api/admin/job-listings/applicant-counts')).status).toBe(401);
    // The editor still reads the listings themselves.
    expect((await editor('/api/admin/job-listings')).status).toBe(200);
    expect((await counts(owner)).length).toBe(2);
  });
});
