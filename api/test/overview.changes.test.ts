/**
 * The overview stays exactly right as the data changes: items of each kind and status are
 * written at moments over several weeks, then changed the ways staff and visitors change them
 * (a new message from the site, status changes one by one and in bulk, assigning, archiving,
 * deleting, erasing a person, closing a listing), and after each change the very next answer of
 * GET /api/admin/overview is compared with the figures worked out here from what the test did.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { siteDayEnd, siteDayStart } from '@vb/shared/dates';
import type { Overview } from '@vb/shared/schemas';
import {
  APPLICATION_STATUSES,
  INITIAL_STATUS,
  SUBMISSION_KINDS,
  type SubmissionKind,
} from '@vb/shared/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertedId } from '../src/db/values';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

let server: TestServer;
let owner: TestFetch;
let adminId: number;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const TABLE: Record<SubmissionKind, string> = {
  applications: 'job_applications',
  'contact-messages': 'contact_messages',
  'investor-requests': 'investor_requests',
};

/** What the test wrote and did to each item, from which the figures are worked out. */
interface Item {
  kind: SubmissionKind;
  id: number;
  at: Date;
  status: string;
  assigned: boolean;
  archived: boolean;
  deleted: boolean;
  listing?: number;
  /** When its first status change happened: between these moments (the server's clock). */
  firstChange?: [number, number];
}
const items: Item[] = [];
/** The listings the test made: their titles, and whether they are open. */
const listings = new Map<number, { title: string; titleAr: string; open: boolean }>();

let weeks: string[];
let overdueThrough: string;
const weekStart = (i: number) => siteDayStart(weeks[i]!);
const weekOf = (at: Date) => weeks.findLastIndex((day) => siteDayStart(day) <= at);

const read = async (): Promise<Overview> => {
  const res = await owner('/api/admin/overview');
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Overview;
};

/** The middle value, or the mean of the two middle ones. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The overview the items call for (the first responses' medians as a range of minutes). */
function expected() {
  const live = items.filter((item) => !item.deleted);
  const of = (kind: SubmissionKind) => live.filter((item) => item.kind === kind);
  const perKind = <T>(value: (kind: SubmissionKind) => T) =>
    Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind, value(kind)]));
  const overdueBefore = siteDayEnd(overdueThrough);
  const applicants = [...listings.entries()]
    .filter(([, listing]) => listing.open)
    .map(([id, listing]) => {
      const applied = of('applications').filter((a) => a.listing === id && !a.archived);
      const byStatus = Object.fromEntries(
        APPLICATION_STATUSES.map(
          (status) => [status, applied.filter((a) => a.status === status).length] as const,
        ).filter(([, n]) => n > 0),
      );
      return {
        id,
        title: listing.title,
        titleAr: listing.titleAr,
        total: applied.length,
        byStatus,
      };
    })
    .filter((listing) => listing.total > 0)
    .sort((a, b) => b.total - a.total || a.id - b.id);
  return {
    weekly: perKind((kind) => {
      const counts = new Array<number>(12).fill(0);
      for (const item of of(kind)) if (weekOf(item.at) >= 0) counts[weekOf(item.at)]! += 1;
      return counts;
    }),
    unassigned: perKind((kind) => of(kind).filter((i) => !i.assigned && !i.archived).length),
    overdue: perKind(
      (kind) =>
        of(kind).filter(
          (i) =>
            i.status === INITIAL_STATUS && !i.archived && i.at.getTime() < overdueBefore.getTime(),
        ).length,
    ),
    applicants,
    firstResponse: perKind((kind) => {
      const changed = of(kind).filter((i) => i.firstChange && weekOf(i.at) >= 0);
      if (changed.length === 0) return { sample: 0, minutes: null };
      const low = median(changed.map((i) => i.firstChange![0] - i.at.getTime())) / MINUTE;
      const high = median(changed.map((i) => i.firstChange![1] - i.at.getTime())) / MINUTE;
      return { sample: changed.length, minutes: [Math.floor(low), Math.ceil(high)] };
    }),
  };
}

/** Reads the overview and compares every figure with what the items call for. */
async function expectRight() {
  const body = await read();
  const want = expected();
  expect(body.weekly).toEqual(want.weekly);
  expect(body.unassigned).toEqual(want.unassigned);
  expect(body.overdue).toEqual(want.overdue);
  expect(body.applicants).toEqual(want.applicants);
  for (const kind of SUBMISSION_KINDS) {
    const figure = body.firstResponse[kind]!;
    const wanted = want.firstResponse[kind]!;
    expect(figure.sample, kind).toBe(wanted.sample);
    if (wanted.minutes === null) expect(figure.medianMinutes, kind).toBeNull();
    else {
      expect(figure.medianMinutes, kind).toBeGreaterThanOrEqual(wanted.minutes[0]!);
      expect(figure.medianMinutes, kind).toBeLessThanOrEqual(wanted.minutes[1]!);
    }
  }
}

/** An item written straight into the database, received at `at`. */
async function write(
  kind: SubmissionKind,
  at: Date,
  status: string,
  more: { assigned?: boolean; archived?: boolean; listing?: number } = {},
) {
  const common = { name: 'Sender', email: 'sender@example.test', status, created_at: at };
  const row =
    kind === 'contact-messages'
      ? { ...common, subject: 'Hello', message: 'A message' }
      : kind === 'investor-requests'
        ? { ...common, organization: 'Fund', message: 'Interested' }
        : {
            ...common,
            phone: '+966500000000',
            position: 'Engineer',
            resume_filename: 'cv.pdf',
            resume_mime_type: 'application/pdf',
            resume_size: 10,
            job_listing_id: more.listing ?? null,
          };
  const id = insertedId(
    await server.deps
      .db(TABLE[kind])
      .insert({
        ...row,
        assignee_id: more.assigned ? adminId : null,
        archived_at: more.archived ? new Date() : null,
      })
      .returning('id'),
  );
  const item: Item = {
    kind,
    id,
    at,
    status,
    assigned: more.assigned ?? false,
    archived: more.archived ?? false,
    deleted: false,
    ...(more.listing ? { listing: more.listing } : {}),
  };
  items.push(item);
  return item;
}

/** Sends `init` to an item's `path` as the owner, and notes when it happened. */
async function act(item: Item, path: string, init: RequestInit) {
  const before = Date.now();
  const res = await owner(`/api/admin/${item.kind}/${item.id}${path}`, init);
  expect(res.status, await res.clone().text()).toBe(200);
  return [before, Date.now()] as [number, number];
}

async function setStatus(item: Item, status: string) {
  const when = await act(item, '/status', json('PUT', { status }));
  item.status = status;
  item.firstChange ??= when;
}

async function openListing(title: string) {
  const body = {
    title,
    titleAr: `${title} (ar)`,
    department: 'technology',
    location: 'Riyadh, Saudi Arabia',
    locationAr: '',
    description: 'Work.',
    descriptionAr: '',
    requirements: '- Skills',
    requirementsAr: '',
    employmentType: 'full-time',
    isActive: true,
  };
  const res = await owner('/api/admin/job-listings', json('POST', body));
  expect(res.status, await res.clone().text()).toBe(201);
  const { jobListing } = (await res.json()) as { jobListing: { id: number; updatedAt: string } };
  listings.set(jobListing.id, { title, titleAr: body.titleAr, open: true });
  return { ...jobListing, body };
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off' });
  owner = await server.signIn();
  adminId = Number(
    (
      (await server.deps.db('users').where({ email: 'admin@example.test' }).first('id')) as {
        id: unknown;
      }
    ).id,
  );
  ({ weeks, overdueThrough } = await read());
});

afterAll(async () => {
  await server?.close();
});

describe('the overview after each change', () => {
  it('stays exactly right as items arrive, change, are archived, deleted and erased', async () => {
    const now = Date.now();
    const thisWeek = new Date((weekStart(11).getTime() + now) / 2);
    const inWeek = (i: number, hours = 30) =>
      new Date(weekStart(i).getTime() + hours * 60 * MINUTE);
    const a = await openListing('Listing A');
    const b = await openListing('Listing B');

    // Items of every kind and status over several weeks, one before the chart.
    const old = await write('contact-messages', new Date(weekStart(0).getTime() - DAY), 'new');
    const c1 = await write('contact-messages', inWeek(1), 'new');
    const c2 = await write('contact-messages', inWeek(4), 'read', { assigned: true });
    const c3 = await write('contact-messages', inWeek(7), 'replied');
    const c4 = await write('contact-messages', inWeek(9), 'new', { archived: true });
    const i1 = await write('investor-requests', inWeek(2), 'new');
    const i2 = await write('investor-requests', inWeek(6), 'in_discussion');
    const i3 = await write('investor-requests', thisWeek, 'new');
    const p1 = await write('applications', inWeek(3), 'new', { listing: a.id });
    const p2 = await write('applications', inWeek(5), 'reviewed', { listing: a.id });
    const p3 = await write('applications', inWeek(8), 'new', { listing: b.id });
    const p4 = await write('applications', thisWeek, 'hired', { listing: a.id });
    await write('applications', inWeek(10), 'rejected', { listing: b.id });
    expect(old.at < weekStart(0)).toBe(true);
    await expectRight();
    // Read again with nothing changed: the same answer.
    await expectRight();

    // A message from the site: this week, new, given to nobody.
    const sent = await server.api(
      '/api/contact',
      json('POST', {
        name: 'Visitor',
        email: 'visitor@example.test',
        subject: 'Hello',
        message: 'A message from the site, long enough to be accepted.',
      }),
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const fromSite = (await sent.json()) as { id: number };
    items.push({
      kind: 'contact-messages',
      id: fromSite.id,
      at: new Date(),
      status: 'new',
      assigned: false,
      archived: false,
      deleted: false,
    });
    const arrived = items[items.length - 1]!;
    const row = (await server.deps
      .db('contact_messages')
      .where({ id: fromSite.id })
      .first('created_at')) as { created_at: Date | number | string };
    arrived.at = new Date(row.created_at);
    await expectRight();

    // Status changes, one by one: the overdue counts fall, the first responses are counted.
    await setStatus(c1, 'read');
    await expectRight();
    await setStatus(i1, 'contacted');
    await expectRight();
    await setStatus(p1, 'interviewed');
    await expectRight();
    // A second change of the same item is not its first.
    await setStatus(c1, 'replied');
    await expectRight();
    await setStatus(old, 'read');
    await expectRight();

    // In bulk.
    const before = Date.now();
    const bulk = await owner(
      '/api/admin/investor-requests/bulk',
      json('POST', { action: 'status', status: 'closed', ids: [i2.id, i3.id] }),
    );
    expect(bulk.status, await bulk.clone().text()).toBe(200);
    for (const item of [i2, i3]) {
      item.status = 'closed';
      item.firstChange ??= [before, Date.now()];
    }
    await expectRight();

    // Assigning, and giving back to nobody.
    await act(arrived, '/assignee', json('PUT', { userId: adminId }));
    arrived.assigned = true;
    await expectRight();
    await act(c2, '/assignee', json('PUT', { userId: null }));
    c2.assigned = false;
    await expectRight();

    // Archiving and bringing back.
    await act(p2, '/archived', json('PUT', { archived: true }));
    p2.archived = true;
    await expectRight();
    await act(c4, '/archived', json('PUT', { archived: false }));
    c4.archived = false;
    await expectRight();

    // Deleting.
    for (const item of [c3, p3, p4]) {
      const res = await owner(`/api/admin/${item.kind}/${item.id}`, { method: 'DELETE' });
      expect(res.status, await res.clone().text()).toBe(200);
      item.deleted = true;
      await expectRight();
    }

    // Erasing a person: every item of their address goes.
    const erased = await owner(
      '/api/admin/privacy/erasure',
      json('POST', { email: 'visitor@example.test' }),
    );
    expect(erased.status, await erased.clone().text()).toBe(200);
    arrived.deleted = true;
    await expectRight();

    // Closing a listing takes its applicants out of the chart.
    const closed = await owner(
      `/api/admin/job-listings/${b.id}`,
      json('PUT', { ...b.body, isActive: false, baseUpdatedAt: b.updatedAt }),
    );
    expect(closed.status, await closed.clone().text()).toBe(200);
    listings.get(b.id)!.open = false;
    await expectRight();
  });
});
