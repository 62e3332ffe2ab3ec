/**
 * The security header rules (CSP, nosniff, Referrer-Policy, no CORS grant) on every kind of
 * response the server gives — public and admin API, errors, the built site, discovery files and
 * media — with admin answers never cached, and HSTS over HTTPS only.
 */
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
import { type RawResponse, type Seeded, makeDist, raw, seedContent } from './securityKit';

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
