/**
 * The new-submission notifier over a fake live feed the test drives: gathering arrivals into one
 * notification, the kinds followed, reconnecting with the last event id, and switching off.
 */
import { liveNoticeText } from '@vb/shared/live-notices';
import type { SubmissionKind } from '@vb/shared/status';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from './i18n';
import {
  createSubmissionNotifier,
  FeedRefused,
  noticeTarget,
  type NewCounts,
  type NewestIds,
  type OpenFeed,
} from './notifications';

const encoder = new TextEncoder();

/** A stream answer the test writes to (`push`) and ends (`end`), or that the reader aborts. */
function liveStream(signal: AbortSignal) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let closed = false;
  signal.addEventListener('abort', () => {
    if (closed) return;
    closed = true;
    controller.error(signal.reason);
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end() {
      closed = true;
      controller.close();
    },
    get aborted() {
      return signal.aborted;
    },
  };
}

type Stream = ReturnType<typeof liveStream>;

const frame = (event: string, id: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const created = (kind: string, id: number, at = `9.${id}.0.0`) =>
  frame('submission.created', at, { type: 'submission.created', kind, id });

/** A notifier over a fake server: each open is answered by a stream the test drives. */
function setup({ idleMs = 60_000 }: { idleMs?: number } = {}) {
  let enabled = true;
  let followed: ReadonlySet<SubmissionKind> | null = new Set([
    'applications',
    'contact-messages',
    'investor-requests',
  ]);
  const streams: Stream[] = [];
  const asked: (string | undefined)[] = [];
  /** What the next opens answer instead of a stream (a refusal, a network failure). */
  const failures: unknown[] = [];
  const open = vi.fn<OpenFeed>(async (lastEventId, signal) => {
    asked.push(lastEventId);
    const failure = failures.shift();
    if (failure) throw failure;
    const stream = liveStream(signal);
    streams.push(stream);
    return stream.response;
  });
  const announced: NewCounts[] = [];
  const newestTold: NewestIds[] = [];
  const arrivals: [SubmissionKind, number][] = [];
  const timeouts: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const sleeps: number[] = [];
  const notifier = createSubmissionNotifier({
    enabled: () => enabled,
    open,
    followed: async () => followed,
    announce(c, newest) {
      announced.push(c);
      newestTold.push(newest);
    },
    onCreated: (kind, id) => arrivals.push([kind, id]),
    coalesceMs: 2_500,
    timers: {
      setTimeout(callback, ms) {
        const t = { callback, ms, cleared: false };
        timeouts.push(t);
        return t;
      },
      clearTimeout: (t) => void ((t as { cleared: boolean }).cleared = true),
    },
    sleep: async (ms) => void sleeps.push(ms),
    idleMs,
  });
  /** Runs the gathering timers that are due (as if 2.5 s passed), and what they start. */
  const elapse = async () => {
    for (const t of timeouts.splice(0)) if (!t.cleared) t.callback();
    await settle();
  };
  return {
    notifier,
    open,
    streams,
    asked,
    failures,
    announced,
    newestTold,
    arrivals,
    timeouts,
    sleeps,
    elapse,
    setEnabled: (v: boolean) => (enabled = v),
    setFollowed: (kinds: ReadonlySet<SubmissionKind> | null) => (followed = kinds),
    latest: () => streams[streams.length - 1]!,
  };
}

/** Lets the feed's reader take what was pushed (a few turns of the event loop). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the new-submission notifier', () => {
  let s: ReturnType<typeof setup>;
  afterEach(() => s?.notifier.stop());

  it('gathers the arrivals of a few seconds into one notification, whatever else happens', async () => {
    s = setup();
    s.notifier.start();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    s.latest().push(frame('ready', '9.0.0.0', {}));
    s.latest().push(created('applications', 1));
    s.latest().push(created('applications', 2));
    s.latest().push(
      frame('submission.updated', '10.2.0.0', {
        type: 'submission.updated',
        kind: 'applications',
        id: 1,
      }),
    );
    s.latest().push(created('contact-messages', 5, '10.2.5.0'));
    await settle();
    expect(s.announced).toEqual([]);
    expect(s.timeouts.map((t) => t.ms)).toEqual([2_500]);
    await s.elapse();
    expect(s.announced).toEqual([{ applications: 2, 'contact-messages': 1 }]);
    expect(
      liveNoticeText(
        s.announced[0]!,
        createTranslator(() => 'en'),
      ).body,
    ).toBe('2 new job applications\n1 new contact message');
    // Only changes, no arrivals: nothing to tell.
    s.latest().push(frame('article.changed', '11.2.5.0', { type: 'article.changed', id: 3 }));
    await settle();
    await s.elapse();
    expect(s.announced).toHaveLength(1);
  });

  it('tells only the kinds the person follows, as they are when there is news', async () => {
    s = setup();
    s.setFollowed(new Set(['contact-messages']));
    s.notifier.start();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    s.latest().push(frame('ready', '9.0.0.0', {}));
    s.latest().push(created('applications', 1));
    s.latest().push(created('contact-messages', 2, '9.2.0.0'));
    await settle();
    await s.elapse();
    expect(s.announced).toEqual([{ 'contact-messages': 1 }]);
    // Only unfollowed news: nothing told.
    s.latest().push(created('applications', 3, '9.3.0.0'));
    await settle();
    await s.elapse();
    expect(s.announced).toHaveLength(1);
    // Choices not known (never read): nothing told either.
    s.setFollowed(null);
    s.latest().push(created('contact-messages', 4, '9.4.0.0'));
    await settle();
    await s.elapse();
    expect(s.announced).toHaveLength(1);
    // Following applications now (changed in the account dialog): told at once.
    s.setFollowed(new Set(['applications', 'contact-messages']));
    s.latest().push(created('applications', 5, '9.5.0.0'));
    await settle();
    await s.elapse();
    expect(s.announced).toEqual([{ 'contact-messages': 1 }, { applications: 1 }]);
  });

  it('reconnects after a drop with the last event id, waiting longer after each failure', async () => {
    s = setup();
    s.notifier.start();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    s.latest().push(frame('ready', '9.0.0.0', {}) + created('investor-requests', 4, '9.0.0.4'));
    s.failures.push(new TypeError('fetch failed'), new TypeError('fetch failed'));
    s.latest().end();
    await vi.waitFor(() => expect(s.streams).toHaveLength(2));
    expect(s.asked).toEqual([undefined, '9.0.0.4', '9.0.0.4', '9.0.0.4']);
    expect(s.sleeps).toEqual([2_000, 4_000, 8_000]);
    // What was missed meanwhile comes on the new stream and is told with the rest.
    s.latest().push(created('investor-requests', 5, '9.0.0.5'));
    await settle();
    await s.elapse();
    expect(s.announced).toEqual([{ 'investor-requests': 2 }]);
  });

  it('stops for good when the server refuses the session, until started again', async () => {
    s = setup();
    s.failures.push(new FeedRefused(401));
    s.notifier.start();
    await vi.waitFor(() => expect(s.notifier.running).toBe(false));
    await settle();
    expect(s.open).toHaveBeenCalledTimes(1);
    expect(s.sleeps).toEqual([]);
    // Signed in again: a fresh feed, not a reconnection.
    s.notifier.restart();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    expect(s.asked).toEqual([undefined, undefined]);
    expect(s.notifier.running).toBe(true);
  });

  it('tells nothing of a reset, however much was missed', async () => {
    s = setup();
    s.notifier.start();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    s.latest().push(frame('ready', '9.0.0.0', {}));
    s.latest().end();
    await vi.waitFor(() => expect(s.streams).toHaveLength(2));
    expect(s.asked[1]).toBe('9.0.0.0');
    s.latest().push(frame('reset', '500.900.0.0', {}));
    await settle();
    await s.elapse();
    expect(s.announced).toEqual([]);
    expect(s.timeouts).toEqual([]);
    // The feed goes on after it: the next arrival is news.
    s.latest().push(created('applications', 901, '500.901.0.0'));
    await settle();
    await s.elapse();
    expect(s.announced).toEqual([{ applications: 1 }]);
  });

  it('closes the stream on sign-out (and tells nothing of what was gathered)', async () => {
    s = setup();
    s.notifier.start();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    const first = s.latest();
    first.push(created('applications', 1));
    await settle();
    // Signed out: the session handler restarts, and without a token the opener refuses.
    s.failures.push(new FeedRefused(401));
    s.notifier.restart();
    expect(first.aborted).toBe(true);
    await vi.waitFor(() => expect(s.notifier.running).toBe(false));
    await s.elapse();
    expect(s.announced).toEqual([]);
    expect(s.open).toHaveBeenCalledTimes(2);
    expect(s.sleeps).toEqual([]);
  });

  it('gives up a silent connection and opens it again from the last id', async () => {
    s = setup({ idleMs: 100 });
    s.notifier.start();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    s.latest().push(frame('ready', '9.0.0.0', {}));
    // Nothing more, not even a heartbeat: the stream is dropped and asked for again.
    await vi.waitFor(() => expect(s.streams).toHaveLength(2), { timeout: 2_000 });
    expect(s.streams[0]!.aborted).toBe(true);
    expect(s.asked).toEqual([undefined, '9.0.0.0']);
    // A heartbeat keeps the new one open past the silence limit.
    for (let i = 0; i < 4; i += 1) {
      s.latest().push(': heartbeat\n\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(s.streams).toHaveLength(2);
  });

  it('hands on every arrival, and tells with each notice the newest id of each kind', async () => {
    s = setup();
    s.setFollowed(new Set(['applications', 'contact-messages']));
    s.notifier.start();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    s.latest().push(frame('ready', '9.0.0.0', {}));
    s.latest().push(created('applications', 7));
    s.latest().push(created('investor-requests', 8, '9.8.0.0'));
    s.latest().push(created('applications', 9, '9.9.0.0'));
    await settle();
    // Followed or not, each arrival is known (the newest ids kept per server).
    expect(s.arrivals).toEqual([
      ['applications', 7],
      ['investor-requests', 8],
      ['applications', 9],
    ]);
    await s.elapse();
    expect(s.announced).toEqual([{ applications: 2 }]);
    expect(s.newestTold[0]).toMatchObject({ applications: 9 });
    expect(noticeTarget(s.announced[0]!, s.newestTold[0]!)).toEqual({ kind: 'applications' });
    // The next notice knows only what came after the last one.
    s.latest().push(created('contact-messages', 12, '9.12.0.0'));
    await settle();
    await s.elapse();
    expect(s.newestTold[1]).toEqual({ 'contact-messages': 12 });
    expect(noticeTarget(s.announced[1]!, s.newestTold[1]!)).toEqual({
      kind: 'contact-messages',
      id: 12,
    });
  });

  it('does not open while switched off, and closes when switched off', async () => {
    s = setup();
    s.setEnabled(false);
    s.notifier.start();
    expect(s.notifier.running).toBe(false);
    expect(s.open).not.toHaveBeenCalled();
    s.setEnabled(true);
    s.notifier.start();
    s.notifier.start();
    await vi.waitFor(() => expect(s.streams).toHaveLength(1));
    expect(s.open).toHaveBeenCalledTimes(1);
    s.notifier.stop();
    expect(s.latest().aborted).toBe(true);
    expect(s.notifier.running).toBe(false);
  });
});
