/**
 * The admin's overview: GET /api/admin/overview answers, for the kinds the person's
 * roles reach, the new items per company week (Asia/Riyadh, Sunday to Saturday) for the last 12
 * weeks, the applicants of the open listings by status, the median time to a first status change,
 * and the unassigned and overdue counts. Rows are seeded straight into the database at chosen
 * moments. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { siteDayEnd, siteDayStart, siteDay } from '@vb/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../src/db/values';
import {
  type TestFetch,
  type TestResponse,
  type TestServer,
  staffMember,
  startTestServer,
} from './helpers';

let server: TestServer;
let owner: TestFetch;
let adminId: number;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const read = async (fetcher: TestFetch) => {
  const res: TestResponse = await fetcher('/api/admin/overview');
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

const db = () => server.deps.db;

async function contact(at: Date, status: string, extra: Record<string, unknown> = {}) {
  return insertedId(
    await db()('contact_messages')
      .insert({
        name: 'Sender',
        email: 'sender@example.test',
        subject: 'Hello',
        message: 'A message',
        status,
        created_at: at,
        ...extra,
      })
      .returning('id'),
  );
}

async function investor(at: Date, status: string) {
  return insertedId(
    await db()('investor_requests')
      .insert({
        name: 'Investor',
        email: 'investor@example.test',
        organization: 'Fund',
        message: 'Interested',
        status,
        created_at: at,
      })
      .returning('id'),
  );
}

async function listing(title: string, active: boolean) {
  return insertedId(
    await db()('job_listings')
      .insert({
        title,
        title_ar: `${title} (ar)`,
        department: 'engineering',
        location: 'Riyadh',
        description: 'Work',
        requirements: 'Skills',
        employment_type: 'full_time',
        is_active: active,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id'),
  );
}

async function application(
  at: Date,
  listingId: number,
  status: string,
  extra: Record<string, unknown> = {},
) {
  return insertedId(
    await db()('job_applications')
      .insert({
        name: 'Applicant',
        email: 'applicant@example.test',
        phone: '+966500000000',
        position: 'Engineer',
        resume_filename: 'cv.pdf',
        resume_mime_type: 'application/pdf',
        resume_size: 10,
        job_listing_id: listingId,
        status,
        created_at: at,
        ...extra,
      })
      .returning('id'),
  );
}

async function event(itemKind: string, itemId: number, action: string, at: Date) {
  await db()('audit_events').insert({
    at,
    action,
    item_kind: itemKind,
    item_id: String(itemId),
    detail: action === 'status_changed' ? 'read' : null,
  });
}

/** The chart's weeks as the server gives them, and the day the overdue items end. */
let weeks: string[];
let overdueThrough: string;
/** Which of the chart's weeks a moment falls in (by the days the server named). */
const weekOf = (at: Date) => weeks.findLastIndex((day) => siteDayStart(day) <= at);
const expectedContacts = new Array<number>(12).fill(0);

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
  adminId = Number(
    ((await db()('users').where({ email: 'admin@example.test' }).first('id')) as { id: unknown })
      .id,
  );
  ({ weeks, overdueThrough } = await read(owner));
  const now = new Date();
  const weekStart = (i: number) => siteDayStart(weeks[i]!);
  // A moment of the current week, not in the future.
  const thisWeek = new Date((weekStart(11).getTime() + now.getTime()) / 2);
  const count = (at: Date) => {
    expectedContacts[weekOf(at)]! += 1;
  };

  // Contact messages: the weeks' edges in Riyadh time, assignment, archive, the overdue edge.
  const c1 = await contact(new Date(weekStart(0).getTime() + 1000), 'read', {
    assignee_id: adminId,
  });
  count(new Date(weekStart(0).getTime() + 1000));
  const c2 = await contact(new Date(weekStart(0).getTime() + 2 * DAY), 'read');
  count(new Date(weekStart(0).getTime() + 2 * DAY));
  const c3 = await contact(new Date(weekStart(0).getTime() - 1000), 'read'); // before the chart
  await contact(new Date(weekStart(5).getTime() - 1), 'new'); // Saturday 23:59:59.999 in Riyadh
  expectedContacts[4]! += 1;
  await contact(weekStart(5), 'new', { archived_at: new Date() });
  expectedContacts[5]! += 1;
  const c6 = await contact(thisWeek, 'new');
  await contact(thisWeek, 'new', { assignee_id: adminId });
  expectedContacts[11]! += 2;
  // The last moment of the last overdue day, and the first of the next.
  const lastOverdue = new Date(siteDayEnd(overdueThrough).getTime() - 1000);
  await contact(lastOverdue, 'new');
  count(lastOverdue);
  await contact(siteDayEnd(overdueThrough), 'new');
  count(siteDayEnd(overdueThrough));

  // First status changes: only the first of each item, only items received in the chart.
  await event(
    'contact-message',
    c1,
    'assigned',
    new Date(weekStart(0).getTime() + 1000 + 5 * MINUTE),
  );
  await event(
    'contact-message',
    c1,
    'status_changed',
    new Date(weekStart(0).getTime() + 1000 + 60 * MINUTE),
  );
  await event(
    'contact-message',
    c1,
    'status_changed',
    new Date(weekStart(0).getTime() + 1000 + 600 * MINUTE),
  );
  await event(
    'contact-message',
    c2,
    'status_changed',
    new Date(weekStart(0).getTime() + 2 * DAY + 120 * MINUTE),
  );
  await event('contact-message', c6, 'status_changed', new Date(thisWeek.getTime() + 30 * MINUTE));
  await event('contact-message', c3, 'status_changed', new Date(weekStart(0).getTime() + 1000));
  // Another kind's item of the same id is not this one.
  await event(
    'investor-request',
    c2,
    'status_changed',
    new Date(weekStart(0).getTime() + 2 * DAY + 1),
  );

  await investor(thisWeek, 'new');

  // Applications: two open listings and a closed one; an archived applicant is left out.
  const a = await listing('Listing A', true);
  const b = await listing('Listing B', true);
  const closed = await listing('Listing C', false);
  const a1 = await application(thisWeek, a, 'new');
  await application(thisWeek, a, 'new');
  const a3 = await application(thisWeek, a, 'reviewed');
  await application(thisWeek, a, 'hired');
  await application(thisWeek, a, 'new', { archived_at: new Date() });
  await application(thisWeek, b, 'new');
  for (let i = 0; i < 3; i += 1) await application(thisWeek, closed, 'new');
  await event('application', a1, 'status_changed', new Date(thisWeek.getTime() + 10 * MINUTE));
  await event('application', a3, 'status_changed', new Date(thisWeek.getTime() + 20 * MINUTE));
  Object.assign(listingIds, { a, b });
});

afterAll(async () => {
  await server?.close();
});

const listingIds = { a: 0, b: 0 };

describe('GET /api/admin/overview', () => {
  it('names the last 12 company weeks, Sunday to Saturday, the current one last', async () => {
    expect(weeks).toHaveLength(12);
    for (const [i, day] of weeks.entries()) {
      expect(new Date(`${day}T00:00:00Z`).getUTCDay(), day).toBe(0);
      if (i > 0)
        expect(siteDayStart(day).getTime() - siteDayStart(weeks[i - 1]!).getTime()).toBe(7 * DAY);
    }
    const today = siteDay(new Date());
    expect(weeks[11]! <= today).toBe(true);
    expect(siteDayStart(weeks[11]!).getTime() + 7 * DAY > Date.now()).toBe(true);
    // Overdue: more than OVERDUE_DAYS (3) whole days old — received by the end of 4 days ago.
    expect(overdueThrough).toBe(siteDay(new Date(siteDayStart(today).getTime() - 4 * DAY)));
  });

  it('counts new items per kind per week, in Riyadh weeks', async () => {
    const body = await read(owner);
    expect(body.kinds).toEqual(['applications', 'contact-messages', 'investor-requests']);
    expect(body.weekly['contact-messages']).toEqual(expectedContacts);
    // The edge: the last millisecond of a Saturday in Riyadh is the week before.
    expect(body.weekly['contact-messages'][4]).toBeGreaterThanOrEqual(1);
    expect(body.weekly['investor-requests']).toEqual([...new Array(11).fill(0), 1]);
    expect(body.weekly.applications).toEqual([...new Array(11).fill(0), 9]);
  });

  it('counts the applicants of the open listings by status, most first', async () => {
    const body = await read(owner);
    expect(body.applicants).toEqual([
      {
        id: listingIds.a,
        title: 'Listing A',
        titleAr: 'Listing A (ar)',
        total: 4,
        byStatus: { new: 2, reviewed: 1, hired: 1 },
      },
      {
        id: listingIds.b,
        title: 'Listing B',
        titleAr: 'Listing B (ar)',
        total: 1,
        byStatus: { new: 1 },
      },
    ]);
  });

  it('gives the median time to a first status change', async () => {
    const body = await read(owner);
    // 60, 120 and 30 minutes: 60. The later change and the item before the chart do not count.
    expect(body.firstResponse['contact-messages']).toEqual({ medianMinutes: 60, sample: 3 });
    // Two: the mean of the middle two.
    expect(body.firstResponse.applications).toEqual({ medianMinutes: 15, sample: 2 });
    expect(body.firstResponse['investor-requests']).toEqual({ medianMinutes: null, sample: 0 });
  });

  it('counts the unassigned and the overdue items (the archive left out)', async () => {
    const body = await read(owner);
    expect(body.unassigned).toEqual({
      'contact-messages': 6,
      'investor-requests': 1,
      applications: 8,
    });
    // The message of the Saturday before week 5 and the one at the end of the last overdue day.
    expect(body.overdue).toEqual({
      'contact-messages': 2,
      'investor-requests': 0,
      applications: 0,
    });
    expect(body.overdueDays).toBe(3);
  });

  it('covers only the kinds each person reaches', async () => {
    const recruiter = await staffMember(server, owner, { roles: ['recruiter'] });
    const recruiting = await read(recruiter.api);
    expect(recruiting.kinds).toEqual(['applications']);
    expect(Object.keys(recruiting.weekly)).toEqual(['applications']);
    expect(Object.keys(recruiting.unassigned)).toEqual(['applications']);
    expect(Object.keys(recruiting.overdue)).toEqual(['applications']);
    expect(Object.keys(recruiting.firstResponse)).toEqual(['applications']);
    expect(recruiting.applicants).toHaveLength(2);

    const relations = await staffMember(server, owner, { roles: ['relations'] });
    const relating = await read(relations.api);
    expect(relating.kinds).toEqual(['contact-messages', 'investor-requests']);
    expect(Object.keys(relating.weekly).sort()).toEqual(['contact-messages', 'investor-requests']);
    expect(relating.weekly['contact-messages']).toEqual(expectedContacts);
    expect(relating.applicants).toBeNull();
    expect(relating.unassigned.applications).toBeUndefined();

    const editor = await staffMember(server, owner, { roles: ['editor'] });
    const editing = await read(editor.api);
    expect(editing.kinds).toEqual([]);
    expect(editing.weekly).toEqual({});
    expect(editing.applicants).toBeNull();

    expect((await server.api('/api/admin/overview')).status).toBe(401);
  });
});
