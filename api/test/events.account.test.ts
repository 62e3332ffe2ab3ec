/**
 * The live feed and the account behind it: a person keeps at most 5 streams; a disable or a role
 * change ends their streams at once, on every instance, without waiting for a heartbeat; a
 * server shuts down with streams open. Each test runs its own servers (their heartbeats a minute
 * apart, so that only the account change itself can end a stream in time).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type Stream, connect } from './eventStream';
import {
  type TestFetch,
  type TestServer,
  cookieSession,
  json,
  staffMember,
  startPeerServer,
  startTestServer,
} from './helpers';

const QUIET = { EVENTS_POLL_MS: '100', EVENTS_HEARTBEAT_MS: '60000' };
const open: AbortController[] = [];
afterAll(() => {
  for (const abort of open) abort.abort();
});

/** The id the admin's people list gives `email`. */
async function userId(owner: TestFetch, email: string): Promise<number> {
  const { users } = await (await owner('/api/admin/users')).json();
  return users.find((u: { email: string }) => u.email === email).id as number;
}

/** Runs `body` with a quiet server and a second instance on its database, then stops both. */
async function withTwoInstances(body: (one: TestServer, two: TestServer) => Promise<void>) {
  const one = await startTestServer(QUIET);
  const two = await startPeerServer(one, QUIET);
  try {
    await body(one, two);
  } finally {
    await two.close();
    await one.close();
  }
}

describe('the live feed and the account behind it', () => {
  it('keeps a person to 5 streams, and ends their streams at once when an owner disables them', () =>
    withTwoInstances(async (quiet, peer) => {
      const boss = await quiet.signIn();
      const member = await staffMember(quiet, boss, { roles: ['recruiter'] });
      const streams: Stream[] = [];
      for (let i = 0; i < 5; i++) streams.push(await connect(member.api, open));
      const sixth = await member.api('/api/admin/events');
      expect(sixth.status).toBe(429);
      expect((await sixth.json()).code).toBe('too_many_requests');
      // Another instance on the same database, where the owner's change is not made.
      const elsewhere = await cookieSession(peer, member.email);
      const remote = await connect(elsewhere, open);
      for (const stream of [...streams, remote]) await stream.next('ready');

      const id = await userId(boss, member.email);
      const disabled = await boss(`/api/admin/users/${id}`, json('PUT', { disabled: true }));
      expect(disabled.status).toBe(200);
      for (const stream of [...streams, remote])
        await stream.until(() => stream.ended, 'the stream to end', 10_000);
    }));

  it('ends a person’s streams at once when their roles change, and passes on nothing after it', () =>
    withTwoInstances(async (quiet, peer) => {
      const boss = await quiet.signIn();
      const member = await staffMember(quiet, boss, { roles: ['relations'] });
      const here = await connect(member.api, open);
      const remote = await connect(await cookieSession(peer, member.email), open);
      for (const stream of [here, remote]) await stream.next('ready');
      const seen = here.frames.length + remote.frames.length;

      const id = await userId(boss, member.email);
      const changed = await boss(`/api/admin/users/${id}`, json('PUT', { roles: ['editor'] }));
      expect(changed.status, await changed.clone().text()).toBe(200);
      // A contact message right after the change: the kind of the role this person just lost.
      const applied = await quiet.api(
        '/api/contact',
        json('POST', {
          name: 'After the change',
          email: 'after@example.test',
          subject: 'A question',
          message: 'A message long enough to be accepted.',
        }),
      );
      expect(applied.status).toBe(201);
      for (const stream of [here, remote])
        await stream.until(() => stream.ended, 'the stream to end', 10_000);
      expect(here.frames.length + remote.frames.length).toBe(seen);

      // Under the new roles the person may listen again.
      const again = await connect(member.api, open);
      await again.next('ready');
    }));

  it('lets the server shut down with streams open', async () => {
    const other = await startTestServer({ EVENTS_POLL_MS: '100', SHUTDOWN_TIMEOUT_MS: '20000' });
    const fetcher = await other.signIn();
    const stream = await connect(fetcher, open);
    await stream.next('ready');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    await stream.until(() => stream.ended, 'the stream to end');
  });
});
