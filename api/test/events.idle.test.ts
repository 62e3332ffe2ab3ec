/**
 * The live feed after a quiet spell: nothing is read while no one listens, so a stream that opens
 * afterwards without a Last-Event-ID starts at now; what was stored in between is not passed on
 * as new (the admin's list shows it when read), while a client that saw an earlier id still gets
 * what it missed. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect as openStream } from './eventStream';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

let server: TestServer;
let owner: TestFetch;
const open: AbortController[] = [];

beforeAll(async () => {
  server = await startTestServer({ EVENTS_POLL_MS: '100', EVENTS_HEARTBEAT_MS: '300' });
  owner = await server.signIn();
});
afterAll(async () => {
  for (const abort of open) abort.abort();
  await server.close();
});

async function contact(name: string, on: TestServer = server): Promise<number> {
  const res = await on.api(
    '/api/contact',
    json('POST', {
      name,
      email: 'quiet@example.test',
      subject: 'A question',
      message: 'A message long enough to be accepted.',
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).id as number;
}

/** Closes every stream and waits until the server has let them all go. */
async function everyoneGone(on: TestServer = server) {
  for (const abort of open.splice(0)) abort.abort();
  await expect.poll(() => on.deps.feed.size, { timeout: 10_000 }).toBe(0);
}

describe('the live feed after nobody listened', () => {
  it('opens a new stream at now, yet catches up a client that saw an earlier id', async () => {
    const first = await openStream(owner, open);
    const seenBefore = (await first.next('ready')).id;
    await everyoneGone();

    const quiet = [];
    for (let i = 0; i < 12; i += 1) quiet.push(await contact(`Quiet ${i}`));

    const fresh = await openStream(owner, open);
    await fresh.next('ready');
    const id = await contact('After the quiet');
    await fresh.next('submission.created', { id });
    const created = fresh.frames
      .filter((f) => f.event === 'submission.created')
      .map((f) => (f.data as { id: number }).id);
    expect(created).toEqual([id]);

    // The earlier client's id still brings back everything since it.
    const returning = await openStream(owner, open, seenBefore);
    await returning.next('submission.created', { id });
    const caughtUp = returning.frames
      .filter((f) => f.event === 'submission.created')
      .map((f) => (f.data as { id: number }).id);
    expect(caughtUp).toEqual([...quiet, id]);
  });
});

// Reads happen only when this test asks (`feed.poll()`): the next regular one is a minute away, so
// what a stream receives depends on the order of events, not on the machine's speed.
describe('the live feed when the last stream leaves with a read still due', () => {
  let slow: TestServer;
  let staff: TestFetch;
  beforeAll(async () => {
    slow = await startTestServer({ EVENTS_POLL_MS: '60000', EVENTS_HEARTBEAT_MS: '300' });
    staff = await slow.signIn();
  });
  afterAll(async () => {
    for (const abort of open.splice(0)) abort.abort();
    await slow.close();
  });

  it('does not pass what came in between to the next stream as new', async () => {
    const first = await openStream(staff, open);
    await first.next('ready');
    await everyoneGone(slow);
    for (let i = 0; i < 3; i += 1) await contact(`Between ${i}`, slow);

    const fresh = await openStream(staff, open);
    await fresh.next('ready');
    await slow.deps.feed.poll();
    const id = await contact('After them', slow);
    await slow.deps.feed.poll();
    await fresh.next('submission.created', { id });
    const created = fresh.frames
      .filter((f) => f.event === 'submission.created')
      .map((f) => (f.data as { id: number }).id);
    expect(created).toEqual([id]);
  });
});
