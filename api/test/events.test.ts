/**
 * The admin's live feed: `GET /api/admin/events` streams, to the people who may see
 * them, new submissions and the staff's changes, from this instance or another on the same
 * database; catches a reconnecting client up from `Last-Event-ID` (or resets it); beats its heart
 * and ends when the session ends; never keeps a server from shutting down. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@vb/shared/roles';
import { BULK_MAX_IDS } from '@vb/shared/schemas';
import { searchTextOf } from '../src/db/submissionSearch';
import {
  type TestFetch,
  cookieSession,
  type TestServer,
  json,
  startPeerServer,
  startTestServer,
} from './helpers';
import { connect as openStream } from './eventStream';

let server: TestServer;
let owner: TestFetch;
const open: AbortController[] = [];

const connect = (fetcher: TestFetch, lastEventId?: string) =>
  openStream(fetcher, open, lastEventId);

async function contact(target: TestServer, name: string): Promise<number> {
  const res = await target.api(
    '/api/contact',
    json('POST', {
      name,
      email: 'visitor@example.test',
      subject: 'A question',
      message: 'A message long enough to be accepted.',
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).id as number;
}

async function newListing(): Promise<number> {
  const res = await owner(
    '/api/admin/job-listings',
    json('POST', {
      title: 'Engineer',
      department: 'technology',
      location: 'Riyadh, Saudi Arabia',
      description: 'Build things',
      requirements: 'Experience',
      employmentType: 'full-time',
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).jobListing.id as number;
}

async function person(roles: Role[]): Promise<TestFetch> {
  const email = `${roles.join('-')}-${Date.now()}@example.test`;
  const password = 'a long and unusual passphrase 42';
  const invited = await owner('/api/admin/users', json('POST', { email, name: 'P', roles }));
  expect(invited.status, await invited.clone().text()).toBe(201);
  const token = (await invited.json()).invitation.token as string;
  const accepted = await server.api('/api/auth/invitation', json('POST', { token, password }));
  expect(accepted.status).toBe(204);
  return cookieSession(server, email, password);
}

beforeAll(async () => {
  // The streams each test opens stay open until the end: more than one person's usual share.
  server = await startTestServer({
    EVENTS_POLL_MS: '100',
    EVENTS_HEARTBEAT_MS: '300',
    EVENTS_MAX_STREAMS_PER_PERSON: '100',
  });
  owner = await server.signIn();
});
afterAll(async () => {
  for (const abort of open) abort.abort();
  await server.close();
});

describe('the admin live feed', () => {
  it('asks for a session', async () => {
    const res = await server.api('/api/admin/events');
    expect(res.status).toBe(401);
  });

  it('opens with its position, then passes on new, changed and deleted submissions', async () => {
    const stream = await connect(owner);
    const ready = await stream.next('ready');
    expect(ready.id).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const id = await contact(server, 'Live Person');
    const created = await stream.next('submission.created', { id });
    expect(created.data).toEqual({ type: 'submission.created', kind: 'contact-messages', id });

    const put = await owner(
      `/api/admin/contact-messages/${id}/status`,
      json('PUT', { status: 'read' }),
    );
    expect(put.status).toBe(200);
    await stream.next('submission.updated', { id, kind: 'contact-messages' });
    expect((await owner(`/api/admin/contact-messages/${id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    await stream.next('submission.deleted', { id, kind: 'contact-messages' });
    // Each event's id moves the position on.
    const ids = stream.frames.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('passes on every item a bulk action changed or deleted, each as its own event', async () => {
    const stream = await connect(owner);
    await stream.next('ready');
    const ids = [
      await contact(server, 'Bulk One'),
      await contact(server, 'Bulk Two'),
      await contact(server, 'Bulk Three'),
    ];
    for (const id of ids) await stream.next('submission.created', { id });
    const from = stream.frames.length;
    const changed = await owner(
      '/api/admin/contact-messages/bulk',
      json('POST', { action: 'status', status: 'replied', ids: [...ids, 777777] }),
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    for (const id of ids)
      await stream.next('submission.updated', { id, kind: 'contact-messages' }, from);
    const removed = await owner(
      '/api/admin/contact-messages/bulk',
      json('POST', { action: 'delete', ids }),
    );
    expect(removed.status).toBe(200);
    for (const id of ids)
      await stream.next('submission.deleted', { id, kind: 'contact-messages' }, from);
    // Nothing for the id that named no item.
    expect(stream.frames.some((f) => (f.data as { id?: number }).id === 777777)).toBe(false);
  });

  it('passes on all 500 items of the largest bulk action, none lost between reads', async () => {
    const { db } = server.deps;
    const rows = Array.from({ length: BULK_MAX_IDS }, (_, i) => {
      const row = {
        name: `Many ${i}`,
        email: `many${i}@example.test`,
        phone: null,
        subject: 'Many',
        message: 'One of many.',
        status: 'new',
        created_at: new Date(),
      };
      return { ...row, search_text: searchTextOf('contact-messages', row) };
    });
    await db.batchInsert('contact_messages', rows, 250);
    const ids = (
      await db('contact_messages').where('subject', 'Many').orderBy('id').select('id')
    ).map((row: { id: number | string }) => Number(row.id));
    expect(ids).toHaveLength(BULK_MAX_IDS);
    const stream = await connect(owner);
    await stream.next('ready');
    const from = stream.frames.length;
    const res = await owner(
      '/api/admin/contact-messages/bulk',
      json('POST', { action: 'status', status: 'read', ids }),
    );
    expect(await res.json()).toMatchObject({ updated: BULK_MAX_IDS, missing: [] });
    const updated = () =>
      new Set(
        stream.frames
          .slice(from)
          .filter((f) => f.event === 'submission.updated')
          .map((f) => (f.data as { id: number }).id),
      );
    await stream.until(() => updated().size >= BULK_MAX_IDS, '500 updates');
    expect([...updated()].sort((a, b) => a - b)).toEqual(ids);
  });

  it('passes on listing and article changes', async () => {
    const stream = await connect(owner);
    await stream.next('ready');
    const listingId = await newListing();
    await stream.next('listing.changed', { id: listingId });
  });

  it('catches a reconnecting client up from Last-Event-ID, and resets one it cannot', async () => {
    const first = await connect(owner);
    const ready = await first.next('ready');
    first.response.body?.cancel().catch(() => undefined);
    const missed = [await contact(server, 'Missed One'), await contact(server, 'Missed Two')];
    const again = await connect(owner, ready.id);
    for (const id of missed) await again.next('submission.created', { id });
    expect(again.frames.find((f) => f.event === 'ready')).toBeUndefined();
    // In order, each with its own id.
    const got = again.frames.filter((f) => f.event === 'submission.created').map((f) => f.data);
    expect(got.map((d) => (d as { id: number }).id)).toEqual(missed);

    const lost = await connect(owner, 'not-a-position');
    await lost.next('reset');
    const ahead = await connect(owner, '999999999.0.0.0');
    await ahead.next('reset');
  });

  it('gives opaque ids that count nothing, and takes back only its own', async () => {
    const recruiter = await person(['recruiter']);
    const stream = await connect(recruiter);
    const { id: before } = await stream.next('ready');
    // Contact messages arrive, a kind a recruiter may not see; then something they may.
    for (let i = 0; i < 3; i++) await contact(server, `Unseen ${i}`);
    const listingId = await newListing();
    const { id: after } = await stream.next('listing.changed', { id: listingId });
    for (const id of [before!, after!]) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      // No number of the feed's position shows, in the id or in its bytes.
      expect(Buffer.from(id, 'base64url').toString('latin1')).not.toMatch(/\d+\.\d+\.\d+/);
    }
    // An id altered by one character is not a position: the client starts over.
    const other = after!.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${after!.slice(0, -2)}${other}${after!.slice(-1)}`;
    expect(altered).not.toBe(after);
    const forged = await connect(recruiter, altered);
    await forged.next('reset');
    // Its own id takes it back where it was.
    const resumed = await connect(recruiter, after);
    const next = await newListing();
    await resumed.next('listing.changed', { id: next });
    expect(resumed.frames.find((f) => f.event === 'reset')).toBeUndefined();
  });

  it('gives each person only the events of their areas', async () => {
    const recruiter = await person(['recruiter']);
    const relations = await person(['relations']);
    const forRecruiter = await connect(recruiter);
    const forRelations = await connect(relations);
    await forRecruiter.next('ready');
    await forRelations.next('ready');
    const id = await contact(server, 'Only Relations');
    await forRelations.next('submission.created', { id });
    // A listing change after it: the recruiter gets that one, never the message.
    const listingId = await newListing();
    await forRecruiter.next('listing.changed', { id: listingId });
    expect(forRecruiter.frames.some((f) => f.event.startsWith('submission.'))).toBe(false);
    const forbidden = await (await person(['editor']))('/api/admin/contact-messages');
    expect(forbidden.status).toBe(403);
  });

  it('beats its heart, and ends once the session has ended', async () => {
    const signedIn = await server.signIn();
    const stream = await connect(signedIn);
    await stream.next('ready');
    await stream.until(() => stream.comments.length > 0, 'a heartbeat');
    expect((await signedIn('/api/auth/logout', { method: 'POST' })).status).toBeLessThan(300);
    await stream.until(() => stream.ended, 'the stream to end');
  });

  it('delivers what another instance on the same database stored', async () => {
    const peer = await startPeerServer(server, { EVENTS_POLL_MS: '100' });
    try {
      const stream = await connect(owner);
      await stream.next('ready');
      const id = await contact(peer, 'Through The Peer');
      await stream.next('submission.created', { id });
    } finally {
      await peer.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a commit wakes the feed (LISTEN/NOTIFY), across instances, without waiting for its next read',
    async () => {
      const quiet = { EVENTS_POLL_MS: '60000' };
      const first = await startTestServer(quiet);
      const peer = await startPeerServer(first, quiet);
      try {
        const stream = await connect(await first.signIn());
        await stream.next('ready');
        // Within `next`'s 10 s, well before the next regular read (60 s).
        const id = await contact(peer, 'Noticed At Once');
        await stream.next('submission.created', { id });
        const put = await (
          await peer.signIn()
        )(`/api/admin/contact-messages/${id}/status`, json('PUT', { status: 'replied' }));
        expect(put.status).toBe(200);
        await stream.next('submission.updated', { id });
      } finally {
        await peer.close();
        await first.close();
      }
    },
  );
});
