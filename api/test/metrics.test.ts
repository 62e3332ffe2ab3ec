/**
 * GET /metrics as Prometheus scrapes it: only with the token (and not there at all without
 * METRICS_TOKEN), in the text format, with this instance's own numbers: requests by route pattern,
 * database queries, the outbox, live streams, the read model, security events, the process.
 * (A public read replayed before Koa is counted as a read-model replay, not as a timed request.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, json, startPeerServer, startTestServer } from './helpers';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const scrape = (server: TestServer, token = TOKEN) =>
  server.api('/metrics', { headers: { authorization: `Bearer ${token}` } });

/** The value of one series (`name{labels}`) in a scrape, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'error' });
  });
  afterAll(() => server?.close());

  it('answers only with the token, uncached, in Prometheus’ text format', async () => {
    for (const wrong of ['', 'nearly-the-token-0123456789', `${TOKEN}x`]) {
      const res = await scrape(server, wrong);
      expect(res.status, wrong).toBe(401);
    }
    expect((await server.api('/metrics')).status).toBe(401);
    const res = await scrape(server);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).not.toContain(TOKEN);
    // The process and its event loop.
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('counts requests by route pattern, method and status, never by raw path', async () => {
    await server.api('/api/news/some-slug-that-is-not-there');
    await server.api('/api/news/another-missing-slug');
    await server.api('/api/nowhere');
    const text = await (await scrape(server)).text();
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/news/:slug",status="404"}',
      ),
    ).toBe(2);
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('some-slug-that-is-not-there');
  });

  it('times the database’s queries, reads the outbox, the read model and sign-in failures', async () => {
    const before = await (await scrape(server)).text();
    const failures = (text: string) =>
      valueOf(text, 'security_events_total{event="login_failure"}') ?? 0;
    const res = await server.api(
      '/api/auth/login',
      json('POST', { email: 'no@example.test', password: 'wrong' }),
    );
    expect(res.status).toBe(401);
    // The same public read twice: produced, then answered from memory.
    await server.api('/api/job-listings');
    await server.api('/api/job-listings');
    const text = await (await scrape(server)).text();
    expect(failures(text)).toBe(failures(before) + 1);
    expect(valueOf(text, 'db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'outbox_messages{state="queued"}')).toBeTypeOf('number');
    expect(valueOf(text, 'outbox_messages{state="failed"}')).toBe(0);
    expect(valueOf(text, 'outbox_oldest_queued_seconds')).toBeTypeOf('number');
    expect(valueOf(text, 'live_streams_open')).toBe(0);
    expect(valueOf(text, 'applications_waiting')).toBe(0);
    const lookups = ['hit', 'miss', 'replay'].map(
      (result) => valueOf(text, `read_model_lookups_total{result="${result}"}`) ?? 0,
    );
    expect(lookups.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(2);
    expect(lookups[1]).toBeGreaterThanOrEqual(1);
  });

  it('is each instance’s own', async () => {
    const peer = await startPeerServer(server, { METRICS_TOKEN: TOKEN });
    try {
      for (let i = 0; i < 3; i++) await server.api('/readyz');
      const series =
        'http_request_duration_seconds_count{method="GET",route="/readyz",status="200"}';
      const mine = valueOf(await (await scrape(server)).text(), series) ?? 0;
      const theirs = valueOf(await (await scrape(peer)).text(), series) ?? 0;
      expect(mine).toBeGreaterThanOrEqual(3);
      expect(theirs).toBe(0);
    } finally {
      await peer.close();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics at all', async () => {
    const server = await startTestServer();
    try {
      const res = await scrape(server);
      expect(res.status).toBe(404);
      expect((await res.json()) as { code: string }).toMatchObject({ code: 'not_found' });
    } finally {
      await server.close();
    }
  });
});
