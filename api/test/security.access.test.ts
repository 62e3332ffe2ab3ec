/**
 * Access to the admin API: every admin route refuses a request without a valid session whatever
 * the path's spelling, answers carry the security headers and no CORS grant, unsafe requests from
 * another site are refused, and unknown routes and methods answer in JSON, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, json, startTestServer } from './helpers';

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
  ['POST', '/api/translate/batch'],
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
    expect(await res.json()).toEqual({
      code: 'unauthorized',
      message: expect.any(String),
      requestId: expect.any(String),
    });
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
