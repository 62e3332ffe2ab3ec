/**
 * Every answer names its request (`X-Request-Id`), every log line written while answering it
 * carries the same id, and an error's body gives it as a reference a staff report can quote.
 * Behind a trusted proxy the proxy's id is kept, so both logs name the same request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' }, { logSink: (line) => lines.push(line) });
  });
  afterAll(() => server?.close());

  it('names every answer with a new id, and ignores a client’s own without a trusted proxy', async () => {
    const ids = new Set<string>();
    for (const path of ['/api/news', '/api/news', '/readyz', '/api/nothing-here']) {
      const res = await server.api(path, { headers: { 'x-request-id': 'chosen-by-the-client' } });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id, path).toMatch(UUID);
      ids.add(id);
    }
    // The second /api/news is replayed before Koa; it is a request of its own all the same.
    expect(ids.size).toBe(4);
  });

  it('gives an error’s id in its body, and writes it in the log lines of that request', async () => {
    const res = await server.api('/api/admin/users');
    expect(res.status).toBe(401);
    const id = res.headers.get('x-request-id');
    expect(await res.json()).toMatchObject({ code: 'unauthorized', requestId: id });
    const logged = lines
      .map((line) => JSON.parse(line) as { requestId?: string; event?: string })
      .filter((line) => line.requestId === id);
    expect(logged.map((line) => line.event)).toEqual(['access_denied']);
  });
});

describe('behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server?.close());

  it('keeps the proxy’s id, and makes its own for one that could bend a header or a log', async () => {
    const kept = await server.api('/api/news', { headers: { 'x-request-id': 'caddy-7f3a.19:2' } });
    expect(kept.headers.get('x-request-id')).toBe('caddy-7f3a.19:2');
    for (const bent of ['two words', 'a'.repeat(129), 'x"}{"level":"error', '']) {
      const res = await server.api('/api/news', { headers: { 'x-request-id': bent } });
      expect(res.headers.get('x-request-id'), bent).toMatch(UUID);
    }
  });
});
