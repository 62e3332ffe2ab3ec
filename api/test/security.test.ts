import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestFetch,
  type TestServer,
  json,
  startTestServer,
} from './helpers';
import { type RawResponse, type Seeded, makeDist, raw, seedContent, snapshot } from './securityKit';

/** Every admin route of SPEC section 7 (plus translation), with a sample id. */
const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/applications'],
  ['GET', '/api/admin/contact-messages'],
  ['GET', '/api/admin/investor-requests'],
  ['GET', '/api/admin/job-listings'],
  ['GET', '/api/admin/news'],
  ['GET', '/api/admin/applications/export.csv'],
  ['GET', '/api/admin/contact-messages/export.csv'],
  ['GET', '/api/admin/investor-requests/export.csv'],
  ['DELETE', '/api/admin/applications/1'],
  ['DELETE', '/api/admin/contact-messages/1'],
  ['DELETE', '/api/admin/investor-requests/1'],
  ['DELETE', '/api/admin/job-listings/1'],
  ['DELETE', '/api/admin/news/1'],
  ['PUT', '/api/admin/applications/1/status'],
  ['PUT', '/api/admin/contact-messages/1/status'],
  ['PUT', '/api/admin/investor-requests/1/status'],
  ['POST', '/api/admin/applications/bulk'],
  ['POST', '/api/admin/contact-messages/bulk'],
  ['POST', '/api/admin/investor-requests/bulk'],
  ['GET', '/api/admin/applications/1/resume'],
  ['POST', '/api/admin/job-listings'],
  ['PUT', '/api/admin/job-listings/1'],
  ['POST', '/api/admin/news'],
  ['PUT', '/api/admin/news/1'],
  ['POST', '/api/admin/media'],
  ['POST', '/api/translate'],
];

describe('access and headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(ADMIN_ROUTES)('%s %s answers 401 without a session', async (method, path) => {
    const init =
      method === 'GET' || method === 'DELETE' ? { method } : json(method, { status: 'read' });
    const res = await server.api(path, init);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('guards admin paths whatever their spelling', async () => {
    for (const path of [
      '/API/ADMIN/applications',
      '/api/Admin/news/',
      '/api/admin',
      '/api/admin/unknown',
    ]) {
      expect((await server.api(path)).status).toBe(401);
    }
  });

  it('refuses a forged or garbage bearer token and cookie', async () => {
    const attempts: Record<string, string>[] = [
      { authorization: 'Bearer abc' },
      { authorization: `Bearer ${'x'.repeat(500)}` },
      { cookie: 'vb_session=forged' },
    ];
    for (const headers of attempts) {
      expect((await server.api('/api/admin/news', { headers })).status).toBe(401);
    }
  });

  it('sets the security headers on every response', async () => {
    for (const path of ['/api/news', '/api/nope', '/api/admin/news']) {
      const res = await server.api(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('strict-transport-security')).toBeNull(); // plain HTTP
    }
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const res = await proxied.api('/api/news', { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('never echoes a foreign origin in CORS headers', async () => {
    const res = await server.api('/api/news', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await server.api('/api/contact', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses unsafe requests from a foreign origin or marked cross-site, but not bearer ones', async () => {
    const admin = await server.signIn();
    const foreign = await admin('/api/admin/news/999', {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).code).toBe('forbidden_origin');
    const crossSite = await admin('/api/admin/news/999', {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const nullOrigin = await admin('/api/admin/news/999', {
      method: 'DELETE',
      headers: { origin: 'null' },
    });
    expect(nullOrigin.status).toBe(403);
    const sameOrigin = await admin('/api/admin/news/999', {
      method: 'DELETE',
      headers: { origin: server.url },
    });
    expect(sameOrigin.status).toBe(404);
    const token = await (
      await server.api(
        '/api/auth/token',
        json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      )
    ).json();
    const bearer = await server.api('/api/admin/news/999', {
      method: 'DELETE',
      headers: { origin: 'https://evil.example', authorization: `Bearer ${token.token}` },
    });
    expect(bearer.status).toBe(404);
  });

  it('does not change anything on GET', async () => {
    const res = await server.api('/api/auth/logout');
    expect([404, 405]).toContain(res.status);
  });

  it('answers unknown routes 404 and unknown methods 405 in JSON, never 500', async () => {
    const unknown = await server.api('/api/does-not-exist');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('not_found');
    const patch = await server.api('/api/news', { method: 'PATCH' });
    expect(patch.status).toBe(405);
    expect((await patch.json()).code).toBe('method_not_allowed');
    const weird = await server.api('/api/news', { method: 'PROPFIND' });
    expect([404, 405]).toContain(weird.status);
  });
});

/** The security header rules, for one response. */
function expectSecurityHeaders(res: RawResponse, label: string) {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
  expect(csp, `${label}: CSP`).not.toBe('');
  expect(directives.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(directives.get('base-uri'), `${label}: base-uri`).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  // Scripts: script-src, or default-src where there is none; never inline or eval.
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  expect(scripts, `${label}: script-src`).toBeDefined();
  for (const value of scripts ?? []) {
    expect(value, `${label}: script source`).not.toMatch(/unsafe|^\*$|^data:|^https?:$/);
  }
  expect(h['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(h['referrer-policy'], `${label}: Referrer-Policy`).toMatch(/^(no-referrer|strict-origin)/);
  expect(h['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined();
  expect(h['access-control-allow-origin'], `${label}: CORS`).toBeUndefined();
  expect(h['access-control-allow-credentials'], `${label}: CORS`).toBeUndefined();
}

describe('security headers on every kind of response', () => {
  let server: TestServer;
  let admin: TestFetch;
  let cookie: string;
  let dist: string;
  let seeded: Seeded;
  const evil = { origin: 'https://evil.example' };
  beforeAll(async () => {
    dist = makeDist();
    server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
    admin = await server.signIn();
    seeded = await seedContent(server.api, admin);
    const res = await server.api(
      '/api/auth/login',
      json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    );
    cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** [label, method, path, headers, body, expected status] */
  type Sample = [string, string, string, Record<string, string>, string | undefined, number];
  const jsonHeaders = { 'content-type': 'application/json' };
  const publicSamples = (): Sample[] => [
    ['public JSON list', 'GET', '/api/news', evil, undefined, 200],
    ['public JSON item', 'GET', `/api/news/${seeded.slug}`, evil, undefined, 200],
    ['public JSON 404', 'GET', '/api/news/no-such-article', evil, undefined, 404],
    ['public JSON listings', 'GET', '/api/job-listings', evil, undefined, 200],
    ['public JSON 400', 'POST', '/api/contact', jsonHeaders, '{}', 400],
    ['public JSON 415', 'POST', '/api/contact', { 'content-type': 'text/plain' }, 'hi', 415],
    ['unknown API 404', 'GET', '/api/nope', evil, undefined, 404],
    ['API 405', 'PATCH', '/api/news', {}, undefined, 405],
    [
      'preflight',
      'OPTIONS',
      '/api/contact',
      { ...evil, 'access-control-request-method': 'POST' },
      undefined,
      200,
    ],
    ['media', 'GET', seeded.mediaUrl, evil, undefined, 200],
    ['media 404', 'GET', '/api/media/none', evil, undefined, 404],
    [
      'sign-in 401',
      'POST',
      '/api/auth/login',
      jsonHeaders,
      '{"email":"a@b.co","password":"x"}',
      401,
    ],
    ['static file', 'GET', '/favicon.svg', evil, undefined, 200],
    ['static asset', 'GET', '/assets/app-abc123.js', evil, undefined, 200],
    ['static range', 'GET', '/assets/app-abc123.js', { range: 'bytes=0-3' }, undefined, 206],
    ['SPA shell', 'GET', '/', evil, undefined, 200],
    ['SPA admin', 'GET', '/admin', evil, undefined, 200],
    ['SPA 404', 'GET', '/no-such-page', evil, undefined, 404],
    ['SPA HEAD', 'HEAD', '/careers', evil, undefined, 200],
    ['sitemap', 'GET', '/sitemap.xml', evil, undefined, 200],
    ['rss', 'GET', '/rss.xml', evil, undefined, 200],
    ['robots', 'GET', '/robots.txt', evil, undefined, 200],
  ];
  /** Admin API answers, including their errors: all must also be `Cache-Control: no-store`. */
  const adminSamples = (): Sample[] => [
    ['admin list', 'GET', '/api/admin/news', { cookie }, undefined, 200],
    ['admin item 404', 'DELETE', '/api/admin/news/999999', { cookie }, undefined, 404],
    ['admin unknown 404', 'GET', '/api/admin/unknown', { cookie }, undefined, 404],
    ['admin 405', 'PATCH', '/api/admin/news', { cookie }, undefined, 405],
    ['admin 400', 'POST', '/api/admin/news', { cookie, ...jsonHeaders }, '{}', 400],
    ['admin 401', 'GET', '/api/admin/applications', {}, undefined, 401],
    [
      'admin 401 forged',
      'GET',
      '/api/admin/applications',
      { cookie: 'vb_session=x' },
      undefined,
      401,
    ],
    ['admin 403', 'DELETE', '/api/admin/news/1', { cookie, ...evil }, undefined, 403],
    [
      'résumé download',
      'GET',
      `/api/admin/applications/${seeded.applicationId}/resume`,
      { cookie },
      undefined,
      200,
    ],
    ['me', 'GET', '/api/auth/me', { cookie }, undefined, 200],
    ['me 401', 'GET', '/api/auth/me', {}, undefined, 401],
    [
      'translate 503',
      'POST',
      '/api/translate',
      { cookie, ...jsonHeaders },
      '{"text":"a","fromLanguage":"english","toLanguage":"arabic"}',
      503,
    ],
    ['password 400', 'POST', '/api/auth/password', { cookie, ...jsonHeaders }, '{}', 400],
  ];

  it('public API, built site, discovery files and media all carry the header rules', async () => {
    for (const [label, method, p, headers, body, status] of publicSamples()) {
      const res = await raw(server.url, method, p, headers, body);
      expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(status);
      expectSecurityHeaders(res, label);
    }
  });

  it('admin API answers, errors included, carry them and are never cached', async () => {
    for (const [label, method, p, headers, body, status] of adminSamples()) {
      const res = await raw(server.url, method, p, headers, body);
      expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(status);
      expectSecurityHeaders(res, label);
      expect(res.headers['cache-control'], `${label}: Cache-Control`).toBe('no-store');
    }
  });

  it('adds HSTS over HTTPS (trusted proxy) to every kind of response, and never over HTTP', async () => {
    for (const [label, method, p, headers, body] of publicSamples().slice(0, 8)) {
      const res = await raw(server.url, method, p, headers, body);
      expect(res.headers['strict-transport-security'], label).toBeUndefined();
    }
    const dist2 = makeDist();
    const proxied = await startTestServer({
      TRUST_PROXY: '1',
      SERVE_STATIC: '1',
      PUBLIC_WEB_DIST: dist2,
    });
    try {
      for (const p of [
        '/api/news',
        '/api/nope',
        '/api/admin/news',
        '/',
        '/robots.txt',
        '/favicon.svg',
      ]) {
        const res = await raw(proxied.url, 'GET', p, { 'x-forwarded-proto': 'https' });
        expect(res.headers['strict-transport-security'], p).toMatch(/max-age=\d{7,}/);
        expectSecurityHeaders(res, `https ${p}`);
      }
    } finally {
      await proxied.close();
      fs.rmSync(dist2, { recursive: true, force: true });
    }
  });
});

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
