/** The admin's live feed: staff streams open while contact messages arrive. */
import { log, round, sleep } from '../kit';
import type { BenchFigure } from '../report';
import { type Server, staffToken } from '../server';

/** Open admin streams, and new contact messages sent (one every 100 ms) while they listen. */
const FEED_STREAMS = 200;
const FEED_MESSAGES = 40;

/** The value at quantile `q` (0–1) of `values`, rounded to 0.1 ms. */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
};

/**
 * The admin's live feed (GET /api/admin/events): FEED_STREAMS staff streams open at once, then
 * FEED_MESSAGES contact messages posted one every 100 ms; for each stream and message, the time
 * from the POST's answer to the stream's `submission.created`. Baseline: the POSTs' own round trip.
 */
export async function measureEvents(server: Server): Promise<BenchFigure[]> {
  const section = `API: admin live feed (${FEED_STREAMS} open streams, SQLite)`;
  const token = await staffToken(server);
  const abort = new AbortController();
  const arrivals = new Map<number, number[]>();
  let ready = 0;
  const readers = Array.from({ length: FEED_STREAMS }, async () => {
    const res = await fetch(`${server.origin}/api/admin/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (res.status !== 200) throw new Error(`GET /api/admin/events answered ${res.status}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) ready += 1;
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!frame.includes('event: submission.created') || !data) continue;
          const { id } = JSON.parse(data) as { id: number };
          arrivals.set(id, [...(arrivals.get(id) ?? []), now]);
        }
      }
    } catch {
      // aborted at the end
    }
  });
  const opened = Promise.all(readers);
  opened.catch(() => undefined);
  try {
    for (const t0 = performance.now(); ready < FEED_STREAMS; await sleep(20))
      if (performance.now() - t0 > 30_000)
        throw new Error(`${ready} of ${FEED_STREAMS} streams opened`);
    const posted = new Map<number, { sent: number; answered: number }>();
    for (let i = 0; i < FEED_MESSAGES; i++) {
      const sent = performance.now();
      const res = await fetch(`${server.origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Feed Bench ${i}`,
          email: 'feed@example.com',
          subject: 'Live feed',
          message: 'A message sent while the admin listens.',
        }),
      });
      if (res.status !== 201) throw new Error(`POST /api/contact answered ${res.status}`);
      const { id } = (await res.json()) as { id: number };
      posted.set(id, { sent, answered: performance.now() });
      await sleep(100);
    }
    const complete = () =>
      [...posted.keys()].every((id) => (arrivals.get(id)?.length ?? 0) >= FEED_STREAMS);
    for (const t0 = performance.now(); !complete() && performance.now() - t0 < 10_000;)
      await sleep(50);
    const delays: number[] = [];
    let missing = 0;
    for (const [id, { answered }] of posted) {
      const times = arrivals.get(id) ?? [];
      missing += FEED_STREAMS - times.length;
      for (const at of times) delays.push(Math.max(0, at - answered));
    }
    const trips = [...posted.values()].map((p) => p.answered - p.sent);
    const p99 = quantile(delays, 0.99);
    const baseP99 = quantile(trips, 0.99);
    log(`admin feed: delivery p50 ${quantile(delays, 0.5)} ms p99 ${p99} ms, ${missing} missing`);
    return [
      {
        section,
        name: 'Baseline: POST /api/contact round trip p99',
        value: baseP99,
        unit: 'ms',
        note: `${FEED_MESSAGES} messages, one every 100 ms, while ${FEED_STREAMS} streams listen`,
      },
      {
        section,
        name: `Event delivery to ${FEED_STREAMS} streams p99 latency`,
        value: p99,
        unit: 'ms',
        baseline: { name: 'POST /api/contact round trip p99 (same run)', value: baseP99 },
        ...(baseP99 > 0 ? { ratio: round(p99 / baseP99, 2) } : {}),
        bar: 'p99 < 1000 ms, none missing',
        holds: p99 < 1000 && missing === 0,
        note: `from each POST's answer to each stream's submission.created; p50 ${quantile(delays, 0.5)} ms, max ${quantile(delays, 1)} ms; ${delays.length} deliveries, ${missing} missing; the server reads changes every EVENTS_POLL_MS (default 400 ms)`,
      },
    ];
  } finally {
    abort.abort();
    await opened.catch(() => undefined);
  }
}
