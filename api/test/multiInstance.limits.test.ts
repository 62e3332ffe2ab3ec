/**
 * Two API instances on one database share their limits: the sign-in throttle and the public
 * forms' rate counted once for both, also behind one TLS reverse proxy where the address the proxy
 * saw is the one counted, and the session cookie one instance sets is honoured by the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestServer,
  json,
  startPeerServer,
  startTestServer,
} from './helpers';
import { login, tokenFrom } from './multiInstanceKit';

describe('limits shared by two API instances', () => {
  let a: TestServer;
  let b: TestServer;
  let token: string;

  beforeAll(async () => {
    const env = {
      LOGIN_MAX_FAILURES: '5',
      RATE_LIMITS: 'on',
      CONTACT_RATE_PER_MINUTE: '3',
      PUBLIC_CACHE_SECONDS: '0',
    };
    a = await startTestServer(env);
    b = await startPeerServer(a, env);
    // Taken before the sign-in throttle is used up below.
    token = await tokenFrom(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts sign-in failures made on both instances against one limit', async () => {
    const wrong = 'not the password at all';
    for (const server of [a, a, a, b, b]) {
      expect((await login(server, ADMIN_EMAIL, wrong)).status).toBe(401);
    }
    // Each instance alone has seen fewer than 5 failures; together they have used the window.
    for (const server of [b, a]) {
      const res = await login(server, ADMIN_EMAIL, wrong);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The right password is refused too until the window passes, on either instance.
    expect((await login(b)).status).toBe(429);
  });

  it('counts public-form submissions made on both instances against one limit', async () => {
    const body = {
      name: 'Limited',
      email: 'limited@example.com',
      subject: 'Hello',
      message: 'Counting across instances',
    };
    for (const server of [a, b, a]) {
      expect((await server.api('/api/contact', json('POST', body))).status).toBe(201);
    }
    for (const server of [b, a]) {
      const res = await server.api('/api/contact', json('POST', body));
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('shows a publication made on one instance at once on the other when the cache is off', async () => {
    const empty = await (await b.api('/api/news')).json();
    expect(empty.articles).toEqual([]);
    const created = await a.api(
      '/api/admin/news',
      json(
        'POST',
        {
          title: 'Cache off',
          content: 'Visible at once.',
          slug: 'cache-off',
          imageUrl: null,
          isPublished: true,
        },
        { authorization: `Bearer ${token}` },
      ),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const list = await (await b.api('/api/news')).json();
    expect(list.articles.map((x: { slug: string }) => x.slug)).toEqual(['cache-off']);
  });
});

describe('two instances behind one TLS reverse proxy (TRUST_PROXY=1)', () => {
  let a: TestServer;
  let b: TestServer;
  /** What nginx's `proxy_add_x_forwarded_for` and `X-Forwarded-Proto $scheme` send. */
  const proxied = (clientSays: string, client: string) => ({
    'x-forwarded-for': clientSays ? `${clientSays}, ${client}` : client,
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'ruwad.example',
  });

  beforeAll(async () => {
    const env = { TRUST_PROXY: '1', LOGIN_MAX_FAILURES: '3' };
    a = await startTestServer(env);
    b = await startPeerServer(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('sets a Secure __Host- cookie over HTTPS that the other instance honours', async () => {
    const res = await a.api(
      '/api/auth/login',
      json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, proxied('', '198.51.100.1')),
    );
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-vb_session=/);
    expect(setCookie).toMatch(/;\s*secure/i);
    expect(setCookie).toMatch(/;\s*httponly/i);
    expect(setCookie).toMatch(/;\s*samesite=strict/i);
    const cookie = setCookie.split(';')[0] as string;
    const me = await b.api('/api/auth/me', {
      headers: { ...proxied('', '198.51.100.1'), cookie },
    });
    expect(me.status).toBe(200);
    expect(me.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

    // The browser's Origin is the public https address: accepted on either instance; another is not.
    const created = await a.api(
      '/api/contact',
      json(
        'POST',
        { name: 'Via proxy', email: 'p@example.com', subject: 'Hi', message: 'Through TLS' },
        { ...proxied('', '198.51.100.2'), origin: 'https://ruwad.example' },
      ),
    );
    expect(created.status).toBe(201);
    const id = (await created.json()).id as number;
    const change = (origin: string) =>
      b.api(
        `/api/admin/contact-messages/${id}/status`,
        json('PUT', { status: 'read' }, { ...proxied('', '198.51.100.1'), cookie, origin }),
      );
    expect((await change('https://evil.example')).status).toBe(403);
    expect((await change('https://ruwad.example')).status).toBe(200);
  });

  it('throttles by the address the proxy saw, whatever X-Forwarded-For the client sent', async () => {
    const wrong = { email: ADMIN_EMAIL, password: 'not the password at all' };
    const client = '198.51.100.77';
    for (const [i, server] of [a, b, a].entries()) {
      const res = await server.api(
        '/api/auth/login',
        json('POST', wrong, proxied(`203.0.113.${i}`, client)),
      );
      expect(res.status).toBe(401);
    }
    // A new forged address in front does not give a new counter, on either instance.
    for (const server of [b, a]) {
      const res = await server.api(
        '/api/auth/login',
        json('POST', wrong, proxied('203.0.113.200', client)),
      );
      expect(res.status).toBe(429);
    }
    // Another real client is not affected.
    const other = await b.api('/api/auth/login', json('POST', wrong, proxied('', '198.51.100.78')));
    expect(other.status).toBe(401);
  });
});
