/**
 * Failing dependencies battery (battery 16), against the real server in process.
 *
 * The translation service (an OpenAI-compatible fake of this file) hangs before answering, stalls
 * after its headers, answers 500, or answers 401 echoing the key it was sent: the admin gets a 502
 * saying which (`translation_timeout`, `translation_unavailable`, `translation_refused`) within
 * the configured timeout (TRANSLATE_TIMEOUT_MS), never a 401 (the
 * admin's own session is fine and stays so), and the key appears in no response and no log line.
 *
 * The database turns read-only (`PRAGMA query_only` on the pool's connection: writes fail with
 * SQLITE_READONLY) or is locked by another connection's write transaction for longer than the busy
 * timeout (DB_BUSY_TIMEOUT_MS): writes answer 503 `service_unavailable` as JSON with Retry-After,
 * reads keep working, the process stays up and writes succeed again once the condition ends. With
 * the default 5 s busy timeout, a lock held for 1 s only delays a write.
 *
 *   npx vitest run --project batteries batteries/dependencies.test.ts
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, json, startTestServer } from '../test/helpers';

const KEY = 'sk-battery-0123456789-SECRET-abcdef';
const TIMEOUT_MS = 1500;

type Mode = 'hang' | 'stall' | 'error500' | 'error401';

/** An OpenAI-compatible service that fails in the chosen way. */
async function startFailingService() {
  let mode: Mode = 'hang';
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const auth = req.headers.authorization ?? '';
      if (mode === 'hang') return; // never answers
      if (mode === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"id":"chatcmpl-1","object":"chat.completion","choices":[');
        return; // the body never ends
      }
      const status = mode === 'error500' ? 500 : 401;
      const message =
        mode === 'error500'
          ? `The server had an error (request by ${auth})`
          : `Incorrect API key provided: ${auth.replace(/^Bearer /, '')}`;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', code: null } }));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    setMode: (m: Mode) => (mode = m),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

describe('the translation service failing', () => {
  let service: Awaited<ReturnType<typeof startFailingService>>;
  let server: TestServer;
  const logs: string[] = [];

  beforeAll(async () => {
    service = await startFailingService();
    server = await startTestServer(
      {
        OPENAI_API_KEY: KEY,
        OPENAI_BASE_URL: service.url,
        TRANSLATE_TIMEOUT_MS: String(TIMEOUT_MS),
        LOG_LEVEL: 'info',
      },
      { logSink: (line) => logs.push(line) },
    );
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  it.each<[Mode, string, string]>([
    ['hang', 'translation_timeout', 'did not answer in time'],
    ['stall', 'translation_timeout', 'did not answer in time'],
    ['error500', 'translation_unavailable', 'answered 500'],
    ['error401', 'translation_refused', 'answered 401'],
  ])('%s → 502 %s within the timeout, the key nowhere', async (mode, code, reason) => {
    service.setMode(mode);
    const admin = await server.signIn();
    const started = Date.now();
    const res = await admin(
      '/api/translate',
      json('POST', { text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' }),
    );
    const elapsed = Date.now() - started;
    const text = await res.text();
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { code: string; message: string };
    expect(body.code).toBe(code);
    expect(body.message).toContain(reason);
    // Within the timeout (plus slack for a loaded machine), not the service's pace.
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 5_000);
    expect(text).not.toContain(KEY);
    expect(JSON.stringify([...res.headers])).not.toContain(KEY);
    // The admin's own session is untouched by the service's 401.
    const me = await admin('/api/auth/me');
    expect(me.status).toBe(200);
    expect(logs.some((line) => line.includes('Translation error'))).toBe(true);
    expect(logs.filter((line) => line.includes(KEY))).toEqual([]);
  });
});

const contact = (marker: string) =>
  json('POST', {
    name: 'Visitor',
    email: 'visitor@example.com',
    subject: 'Hello',
    message: `message ${marker}`,
  });

/** A second connection of our own to the server's SQLite file. */
async function openOther(file: string) {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const handle = new sqlite3.Database(file, (err) => (err ? reject(err) : resolve(handle)));
  });
  const run = (sql: string) =>
    new Promise<void>((resolve, reject) => db.exec(sql, (err) => (err ? reject(err) : resolve())));
  return { run, close: () => new Promise<void>((resolve) => db.close(() => resolve())) };
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('retry-after')).toBe('5');
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe('service_unavailable');
  expect(body.message).toMatch(/temporarily unavailable/);
  expect(body.message).not.toMatch(/SQLITE|sqlite|\.db\b|at \S+:\d+/);
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('the database failing', () => {
  it('read-only: writes answer 503, reads work, writes succeed again afterwards', async () => {
    const logs: string[] = [];
    const server = await startTestServer(
      { LOG_LEVEL: 'error' },
      { logSink: (line) => logs.push(line) },
    );
    try {
      const admin = await server.signIn();
      expect((await server.api('/api/contact', contact('before'))).status).toBe(201);
      // The pool's only connection refuses writes from now on (SQLITE_READONLY).
      await server.deps.db.raw('PRAGMA query_only = ON');
      for (let i = 0; i < 3; i++) {
        await expectUnavailable(await server.api('/api/contact', contact(`ro-${i}`)));
      }
      expect((await server.api('/api/news')).status).toBe(200);
      expect(logs.some((l) => l.includes('database unavailable'))).toBe(true);
      await server.deps.db.raw('PRAGMA query_only = OFF');
      expect((await server.api('/api/contact', contact('after'))).status).toBe(201);
      const { messages } = (await (await admin('/api/admin/contact-messages')).json()) as {
        messages: { message: string }[];
      };
      expect(messages.map((m) => m.message).sort()).toEqual(['message after', 'message before']);
    } finally {
      await server.close();
    }
  });

  it('locked longer than the busy timeout: 503, reads work, recovers when released', async () => {
    const server = await startTestServer({ DB_BUSY_TIMEOUT_MS: '300' });
    const other = await openOther(path.join(server.dataDir, 'site.db'));
    try {
      expect((await server.api('/api/contact', contact('before'))).status).toBe(201);
      await other.run('BEGIN IMMEDIATE; DELETE FROM rate_limits;');
      const started = Date.now();
      await expectUnavailable(await server.api('/api/contact', contact('locked')));
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      // WAL: readers are not blocked by the writer.
      expect((await server.api('/api/news')).status).toBe(200);
      await other.run('ROLLBACK;');
      expect((await server.api('/api/contact', contact('after'))).status).toBe(201);
      const rows = await server.deps.db('contact_messages').pluck('message');
      expect(rows.sort()).toEqual(['message after', 'message before']);
    } finally {
      await other.close();
      await server.close();
    }
  });

  it('with the default 5 s busy timeout, a lock held for 1 s only delays a write', async () => {
    const server = await startTestServer();
    const other = await openOther(path.join(server.dataDir, 'site.db'));
    try {
      expect(
        Object.values(((await server.deps.db.raw('PRAGMA busy_timeout')) as object[])[0]!)[0],
      ).toBe(5000);
      await other.run('BEGIN IMMEDIATE; DELETE FROM rate_limits;');
      const release = setTimeout(() => void other.run('COMMIT;'), 1000);
      const res = await server.api('/api/contact', contact('waited'));
      clearTimeout(release);
      expect(res.status).toBe(201);
    } finally {
      await other.run('COMMIT;').catch(() => {});
      await other.close();
      await server.close();
    }
  });
});
