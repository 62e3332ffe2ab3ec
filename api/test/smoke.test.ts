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
