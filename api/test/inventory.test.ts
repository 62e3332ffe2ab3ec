/**
 * Route inventory (battery 1): every route the routers declare is enumerated; the ones
 * that answer without a session must be exactly the frozen allow-list below, and every other
 * route and method answers 401 without a session and with a cookie or token that was logged out.
 * Methods a path does not declare answer 404/405 (never 500), and no GET or HEAD changes data.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters, routeAccess } from '../src/app';
import type { Access } from '../src/http/auth';
import { discoveryRoutes } from '../src/site/discovery';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, json, startTestServer } from './helpers';
import { type Seeded, makeDist, raw, seedContent, snapshot } from './securityKit';

/**
 * The routes anyone may call, frozen: adding a public route means adding it here on purpose.
 * (`GET /*` is the built site: its files and the single-page app shell for every other path.)
 */
const PUBLIC_ALLOW_LIST = [
  'POST /api/auth/login',
  'POST /api/auth/token',
  'POST /api/auth/logout',
  'POST /api/auth/invitation',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'GET /api/news',
  'GET /api/news/:slug',
  // An article's link-preview card.
  'GET /api/news/:slug/card.png',
  // A draft's private preview: the signed, expiring token is the access.
  'GET /api/news/preview/:token',
  'GET /api/job-listings',
  'POST /api/contact',
  'POST /api/investor',
  'POST /api/careers/apply',
  'GET /api/media/:id',
  // The site's content and its pictures.
  'GET /api/content',
  'GET /api/images/:id/:width',
  'GET /sitemap.xml',
  'GET /rss.xml',
  'GET /en/rss.xml',
  'GET /robots.txt',
  // The versions the desktop console compares with its own.
  'GET /api/version',
  // Health checks and probes: nothing secret, never rate limited.
  'GET /healthz',
  'GET /readyz',
  // The API's description: the public routes to anyone, every route to signed-in staff.
  'GET /api/openapi.json',
  'GET /api/reference',
].sort();

/** Paths of the built site that are not routes of a router (static files, the SPA shell). */
const SITE_PATHS = ['/', '/admin', '/news', '/careers', '/favicon.svg', '/assets/app-abc123.js'];

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
/** Methods no route declares: each path answers them 404 or 405. */
const UNKNOWN_METHODS = ['PATCH', 'PROPFIND', 'TRACE', 'MKCOL'];

interface Route {
  method: string;
  path: string;
  access: Access | undefined;
}

let server: TestServer;
let dist: string;
let seeded: Seeded;
let routes: Route[];
let cookie: string;

/** The path with its parameters filled in with ids of rows that exist. */
const concrete = (p: string) =>
  p
    .replace(':slug', seeded.slug)
    .replace(':id', p.startsWith('/api/media/') ? seeded.mediaUrl.split('/').pop()! : '1');

const bodyFor = (method: string) => (method === 'POST' || method === 'PUT' ? '{}' : undefined);
const send = (method: string, p: string, headers: Record<string, string> = {}) =>
  raw(
    server.url,
    method,
    p,
    { ...(bodyFor(method) ? { 'content-type': 'application/json' } : {}), ...headers },
    bodyFor(method),
  );

const signInCookie = async () => {
  const res = await server.api(
    '/api/auth/login',
    json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  );
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

beforeAll(async () => {
  dist = makeDist();
  server = await startTestServer({ SERVE_STATIC: '1', PUBLIC_WEB_DIST: dist });
  const admin = await server.signIn();
  seeded = await seedContent(server.api, admin);
  expect(seeded.applicationId).toBe(1); // the placeholder id 1 names a real row of each table
  const template = await admin(
    '/api/admin/reply-templates',
    json('POST', { kind: 'applications', name: 'Thanks', bodyAr: 'شكرًا {name}', bodyEn: 'Thanks' }),
  );
  expect(((await template.json()) as { template: { id: number } }).template.id).toBe(1);
  cookie = await signInCookie();
  // HEAD is implied by GET, and probed with it.
  routes = routeAccess([...apiRouters(server.deps), discoveryRoutes(server.deps)]).flatMap(
    (route) => route.methods.map((method) => ({ method, path: route.path, access: route.access })),
  );
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('route inventory', () => {
  it('has every route declare its access: public exactly on the allow-list, staff elsewhere', () => {
    const key = (r: Route) => `${r.method} ${r.path}`;
    expect(routes.filter((r) => r.access === undefined).map(key)).toEqual([]);
    expect(
      routes
        .filter((r) => r.access === 'public')
        .map(key)
        .sort(),
    ).toEqual(PUBLIC_ALLOW_LIST);
    const staff = routes.filter((r) => r.access === 'staff');
    expect(staff.length + PUBLIC_ALLOW_LIST.length).toBe(routes.length);
    expect(
      routes.filter((r) => r.path.startsWith('/api/admin')).every((r) => r.access === 'staff'),
    ).toBe(true);
  });

  it('enumerates every router, and each declared route exists in the running app', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Signed in, no declared route is "no route for" or "method not allowed" (logout last).
    const ordered = [...routes].sort(
      (a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'),
    );
    const session = await signInCookie();
    for (const route of ordered) {
      const res = await send(route.method, concrete(route.path), { cookie: session });
      expect(res.status, `${route.method} ${route.path}: ${res.text}`).toBeLessThan(500);
      expect(res.status, `${route.method} ${route.path}`).not.toBe(401);
      const isJson = String(res.headers['content-type']).startsWith('application/json');
      const code = isJson ? (JSON.parse(res.text) as { code?: string }).code : undefined;
      expect(['not_found', 'method_not_allowed'], `${route.method} ${route.path}`).not.toContain(
        code,
      );
    }
  });

  it('answers without a session exactly on the frozen public allow-list, 401 elsewhere', async () => {
    const open: string[] = [];
    for (const route of routes) {
      for (const method of route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]) {
        const res = await send(method, concrete(route.path));
        expect(res.status, `${method} ${route.path}`).toBeLessThan(500);
        if (res.status === 401) {
          if (method !== 'HEAD')
            expect(JSON.parse(res.text)).toMatchObject({ code: 'unauthorized' });
          expect(res.headers['cache-control']).toBe('no-store');
        } else if (method !== 'HEAD') {
          open.push(`${route.method} ${route.path}`);
        }
      }
    }
    expect(open.sort()).toEqual(PUBLIC_ALLOW_LIST);
    // The built site answers anyone, with its files or the app shell (never 401 or 500).
    for (const p of SITE_PATHS) {
      const res = await send('GET', p);
      expect([200, 404], p).toContain(res.status);
    }
  });

  it('answers 401 on every non-public route with a cookie or token that was logged out', async () => {
    const old = await signInCookie();
    const token = (
      await (
        await server.api(
          '/api/auth/token',
          json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
        )
      ).json()
    ).token as string;
    const authorization = `Bearer ${token}`;
    expect((await send('GET', '/api/auth/me', { cookie: old })).status).toBe(200);
    expect((await send('GET', '/api/auth/me', { authorization })).status).toBe(200);
    expect((await send('POST', '/api/auth/logout', { cookie: old })).status).toBe(204);
    expect((await send('POST', '/api/auth/logout', { authorization })).status).toBe(204);
    const guarded = routes.filter((r) => !PUBLIC_ALLOW_LIST.includes(`${r.method} ${r.path}`));
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      for (const headers of [{ cookie: old }, { authorization }] as Record<string, string>[]) {
        const res = await send(route.method, concrete(route.path), headers);
        expect(res.status, `${route.method} ${route.path} ${Object.keys(headers)[0]}`).toBe(401);
      }
    }
  });

  it('answers methods a path does not declare 404 or 405, never 500, signed in or not', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const r of routes) {
      const set = byPath.get(r.path) ?? new Set<string>();
      set.add(r.method);
      if (r.method === 'GET') set.add('HEAD');
      byPath.set(r.path, set);
    }
    const guardedPath = (p: string) =>
      !PUBLIC_ALLOW_LIST.some((key) => key.endsWith(` ${p}`)) || p === '/api/auth/me';
    for (const [p, declared] of byPath) {
      const others = [...ALL_METHODS.filter((m) => !declared.has(m)), ...UNKNOWN_METHODS].filter(
        (m, i, all) => all.indexOf(m) === i && m !== 'OPTIONS',
      );
      for (const method of others) {
        const signedIn = await send(method, concrete(p), { cookie });
        expect([404, 405], `${method} ${p} signed in: ${signedIn.text}`).toContain(signedIn.status);
        const anonymous = await send(method, concrete(p));
        const expected = guardedPath(p) && p.startsWith('/api/admin') ? [401] : [401, 404, 405];
        expect(expected, `${method} ${p} anonymous`).toContain(anonymous.status);
      }
      // OPTIONS names the declared methods and changes nothing.
      const options = await send('OPTIONS', concrete(p), { cookie });
      expect(options.status, `OPTIONS ${p}`).toBeLessThan(500);
    }
  });

  it('changes nothing on any GET or HEAD, signed in or not', async () => {
    const postgres = Boolean(server.deps.config.databaseUrl);
    const before = await snapshot(server.deps.db, postgres);
    const reads = routes.filter((r) => r.method === 'GET');
    // Also the GET spelling of every unsafe route (e.g. GET /api/auth/logout).
    const unsafePaths = routes.filter((r) => r.method !== 'GET').map((r) => r.path);
    for (const p of [...reads.map((r) => r.path), ...unsafePaths, ...SITE_PATHS]) {
      for (const method of ['GET', 'HEAD']) {
        for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
          const res = await send(method, concrete(p), headers);
          expect(res.status, `${method} ${p}`).toBeLessThan(500);
        }
      }
    }
    expect(await snapshot(server.deps.db, postgres)).toBe(before);
    // The session used throughout is still live (GET /api/auth/logout did not end it).
    expect((await send('GET', '/api/auth/me', { cookie })).status).toBe(200);
  });
});
