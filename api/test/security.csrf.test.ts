/**
 * Cross-site request forgery against the cookie session: "simple" requests a foreign page can send
 * (text/plain, forms) and foreign-origin changes are refused and store nothing, GET changes
 * nothing, and the desktop console's bearer requests are not cross-site requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, json, startTestServer } from './helpers';
import { raw, snapshot } from './securityKit';

describe('cross-site request refusal for the cookie session (CSRF)', () => {
  let server: TestServer;
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    const credentials = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
    const res = await server.api('/api/auth/login', json('POST', credentials));
    cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    token = (await (await server.api('/api/auth/token', json('POST', credentials))).json()).token;
  });
  afterAll(() => server.close());

  const article = JSON.stringify({ title: 'Forged', content: 'Body', isPublished: true });
  const count = async () => Number((await server.deps.db('news_articles').count({ n: '*' }))[0]?.n);

  it('refuses a text/plain "simple" POST with the cookie, from a foreign origin or none, and stores nothing', async () => {
    const before = await count();
    const simple = (headers: Record<string, string>) =>
      raw(
        server.url,
        'POST',
        '/api/admin/news',
        { cookie, 'content-type': 'text/plain', ...headers },
        article,
      );
    const foreign = await simple({
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await simple({});
    expect(noOrigin.status).toBe(415);
    const form = await raw(
      server.url,
      'POST',
      '/api/admin/news',
      {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      'title=Forged&content=Body',
    );
    expect(form.status).toBe(415);
    for (const p of [
      '/api/admin/media',
      '/api/translate',
      '/api/auth/password',
      '/api/admin/job-listings',
    ]) {
      const res = await raw(server.url, 'POST', p, { cookie, 'content-type': 'text/plain' }, '{}');
      expect(res.status, p).toBe(415);
    }
    expect(await count()).toBe(before);
    // The same request as JSON from this site's own page goes through.
    const own = await raw(
      server.url,
      'POST',
      '/api/admin/news',
      {
        cookie,
        'content-type': 'application/json',
        origin: server.url,
        'sec-fetch-site': 'same-origin',
      },
      article,
    );
    expect(own.status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a foreign-origin password change or logout with the cookie; bearer requests are exempt', async () => {
    const body = JSON.stringify({
      currentPassword: ADMIN_PASSWORD,
      newPassword: 'another long passphrase',
    });
    const foreign = await raw(
      server.url,
      'POST',
      '/api/auth/password',
      {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      body,
    );
    expect(foreign.status).toBe(403);
    const logout = await raw(server.url, 'POST', '/api/auth/logout', {
      cookie,
      origin: 'https://evil.example',
    });
    expect(logout.status).toBe(403);
    expect((await raw(server.url, 'GET', '/api/auth/me', { cookie })).status).toBe(200);
    const bearer = await raw(
      server.url,
      'POST',
      '/api/admin/news',
      {
        authorization: `Bearer ${token}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
      JSON.stringify({ title: 'By the desktop console', content: 'Body', isPublished: false }),
    );
    expect(bearer.status).toBe(201);
  });

  it('changes nothing on GET, even to the paths of unsafe routes', async () => {
    const postgres = Boolean(server.deps.config.databaseUrl);
    const before = await snapshot(server.deps.db, postgres);
    for (const p of [
      '/api/auth/logout',
      '/api/auth/password',
      '/api/admin/news',
      '/api/admin/news/1',
      '/api/admin/media',
      '/api/translate',
      '/api/contact',
    ]) {
      const res = await raw(server.url, 'GET', `${p}?title=x&status=archived`, { cookie });
      expect(res.status, p).toBeLessThan(500);
    }
    expect(await snapshot(server.deps.db, postgres)).toBe(before);
    expect((await raw(server.url, 'GET', '/api/auth/me', { cookie })).status).toBe(200);
  });
});
