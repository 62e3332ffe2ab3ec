import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers the news list and signs in', async () => {
  const res = await server.api('/api/news');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ articles: [] });
  const admin = await server.signIn();
  const me = await admin('/api/auth/me');
  expect(me.status).toBe(200);
});

it('keeps idle connections open longer than clients and proxies keep theirs', async () => {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get(`${server.url}/api/news`, { agent }, (res) => {
          res.resume();
          resolve(res.headers);
        })
        .on('error', reject);
    });
    expect(headers.connection).toBe('keep-alive');
    expect(headers['keep-alive']).toBe('timeout=65');
  } finally {
    agent.destroy();
  }
});
