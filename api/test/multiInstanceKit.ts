/**
 * What the tests of several API instances on one database (multiInstance.*.test.ts) share:
 * sessions and tokens taken on one instance, to be used on another.
 */
import { expect } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestFetch, type TestServer, json } from './helpers';

/** The cookie sign-in on `server`: the admin's account unless told another. */
export async function login(server: TestServer, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  return server.api('/api/auth/login', json('POST', { email, password }));
}

/** Signs in on `server` and answers the bare session cookie (`name=value`). */
export async function cookieFrom(server: TestServer): Promise<string> {
  const res = await login(server);
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^vb_session=.+/);
  return cookie;
}

/** A bearer token of the admin's, taken on `server`. */
export async function tokenFrom(server: TestServer): Promise<string> {
  const res = await server.api(
    '/api/auth/token',
    json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Requests to `server` with this session cookie, wherever the session was made. */
export const withCookie =
  (server: TestServer, cookie: string): TestFetch =>
  (pathname, init = {}) =>
    server.api(pathname, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
