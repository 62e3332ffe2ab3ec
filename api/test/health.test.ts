/**
 * GET /healthz and GET /readyz as a proxy's health checks and an orchestrator's probes read them:
 * JSON `{ status, checks }`, 200 when well and 503 when not, never cached, never rate limited,
 * nothing secret in them; readiness fails at once when the instance starts shutting down, while
 * it still serves during its drain.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, closedPort, startTestServer } from './helpers';

interface Report {
  status: 'ok' | 'fail';
  checks: Record<string, { status: string; [detail: string]: unknown }>;
}

async function read(server: TestServer, path: string) {
  const res = await server.api(path);
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    type: res.headers.get('content-type'),
    text: await res.text(),
  };
}
const report = (answer: { text: string }) => JSON.parse(answer.text) as Report;

/** A clamd that answers PING with PONG (the scanner's health check), on loopback. */
async function pongServer() {
  const server = net.createServer((socket) => {
    socket.once('data', (data) => {
      if (data.toString('utf8') === 'zPING\0') socket.end('PONG\0');
      else socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('health and readiness', () => {
  let server: TestServer;
  let clamd: Awaited<ReturnType<typeof pongServer>>;
  beforeAll(async () => {
    clamd = await pongServer();
    server = await startTestServer({
      CLAMAV_ADDRESS: `127.0.0.1:${clamd.port}`,
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Ruwad <no-reply@example.test>',
      // Probes are never counted: a limit of one a minute would refuse the second.
      RATE_LIMITS: 'on',
    });
  });
  afterAll(async () => {
    await server?.close();
    await clamd?.close();
  });

  it('says the process is alive, its event loop keeping up, uncached', async () => {
    const answer = await read(server, '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('no-store');
    expect(answer.type).toMatch(/^application\/json/);
    const body = report(answer);
    expect(body.status).toBe('ok');
    expect(body.checks.eventLoop).toMatchObject({ status: 'ok', maxMs: 1000 });
    expect(body.checks.eventLoop?.delayMs).toBeTypeOf('number');
  });

  it('is ready: the database answers with every migration run; mail and scanner reported', async () => {
    const answer = await read(server, '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('no-store');
    const body = report(answer);
    expect(body.status).toBe('ok');
    expect(body.checks.database).toMatchObject({ status: 'ok' });
    // The test server serves the API alone (SERVE_STATIC off).
    expect(body.checks.site).toEqual({ status: 'off' });
    expect(body.checks.mail).toEqual({ status: 'ok', queued: 0, failed: 0, oldestSeconds: 0 });
    expect(body.checks.clamav).toEqual({ status: 'ok' });
    // Nothing of the configuration: no address, port, URL or password.
    expect(answer.text).not.toContain('127.0.0.1');
    expect(answer.text).not.toContain(String(clamd.port));
    expect(answer.text).not.toMatch(/smtp|sqlite|postgres/i);
  });

  it('answers every probe, however often', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => read(server, i % 2 ? '/healthz' : '/readyz')),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });
});

describe('readiness that fails', () => {
  it('reports a scanner that is away without taking the instance out', async () => {
    const server = await startTestServer({ CLAMAV_ADDRESS: `127.0.0.1:${await closedPort()}` });
    try {
      const answer = await read(server, '/readyz');
      expect(answer.status).toBe(200);
      expect(report(answer).checks.clamav).toEqual({ status: 'fail', reason: 'unreachable' });
      expect(report(answer).checks.mail).toEqual({ status: 'off' });
    } finally {
      await server.close();
    }
  });

  it('fails at once when shutting down, and keeps serving through the drain', async () => {
    const server = await startTestServer({ SHUTDOWN_DRAIN_MS: '3000' });
    expect((await read(server, '/readyz')).status).toBe(200);
    const closing = server.close();
    try {
      const answer = await read(server, '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.cache).toBe('no-store');
      expect(report(answer)).toEqual({
        status: 'fail',
        checks: { shutdown: { status: 'fail', reason: 'shutting_down' } },
      });
      // Still alive, and still answering visitors until the drain ends.
      expect((await read(server, '/healthz')).status).toBe(200);
      expect((await read(server, '/api/news')).status).toBe(200);
    } finally {
      await closing;
    }
  });
});
