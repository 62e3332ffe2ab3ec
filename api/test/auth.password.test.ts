/**
 * Changing one's password: the other sessions and tokens end, the current one stays (cookie or
 * bearer), bad requests change nothing, and wrong current passwords count in the sign-in throttle.
 */
import { describe, expect, it } from 'vitest';
import { cookieOf, login } from './authKit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, json, startTestServer } from './helpers';

describe('password change (POST /api/auth/password)', () => {
  const NEW_PASSWORD = 'a brand new passphrase 2026';
  const change = (
    server: TestServer,
    headers: Record<string, string>,
    body: unknown = { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
  ) => server.api('/api/auth/password', json('POST', body, headers));

  it('ends every other session and token of the user, keeps this one, and swaps the password', async () => {
    const server = await startTestServer();
    try {
      const mine = cookieOf(await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
      const other = cookieOf(await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
      const token = (
        await (
          await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '/api/auth/token')
        ).json()
      ).token as string;
      const res = await change(server, { cookie: mine });
      expect(res.status).toBe(204);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const me = (headers: Record<string, string>) => server.api('/api/auth/me', { headers });
      expect((await me({ cookie: mine })).status).toBe(200);
      expect((await me({ cookie: other })).status).toBe(401);
      expect((await me({ authorization: `Bearer ${token}` })).status).toBe(401);
      expect((await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(
        401,
      );
      expect((await login(server, { email: ADMIN_EMAIL, password: NEW_PASSWORD })).status).toBe(
        200,
      );
      const [user] = await server.deps.db('users').select('password_hash');
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.password_hash).not.toContain(NEW_PASSWORD);
    } finally {
      await server.close();
    }
  });

  it('works for the desktop console’s bearer token, which stays valid', async () => {
    const server = await startTestServer();
    try {
      const cookie = cookieOf(
        await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      );
      const token = (
        await (
          await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '/api/auth/token')
        ).json()
      ).token as string;
      const authorization = `Bearer ${token}`;
      expect((await change(server, { authorization })).status).toBe(204);
      expect((await server.api('/api/auth/me', { headers: { authorization } })).status).toBe(200);
      expect((await server.api('/api/auth/me', { headers: { cookie } })).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('refuses a wrong current password (400 wrong_password), a short or unchanged new one, and no session', async () => {
    const server = await startTestServer();
    try {
      const cookie = cookieOf(
        await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      );
      const wrong = await change(
        server,
        { cookie },
        { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
      );
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).code).toBe('wrong_password');
      const short = await change(
        server,
        { cookie },
        { currentPassword: ADMIN_PASSWORD, newPassword: 'x'.repeat(11) },
      );
      expect(short.status).toBe(400);
      expect((await short.json()).issues).toEqual([
        { path: 'newPassword', message: 'At least 12 characters' },
      ]);
      const same = await change(
        server,
        { cookie },
        { currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD },
      );
      expect(same.status).toBe(400);
      expect((await same.json()).issues[0].path).toBe('newPassword');
      expect((await change(server, {})).status).toBe(401);
      // Nothing changed: the old password still signs in, the session is still live.
      expect((await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(
        200,
      );
      expect((await server.api('/api/auth/me', { headers: { cookie } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('counts wrong current passwords in the login throttle: 429 with Retry-After after 5', async () => {
    const server = await startTestServer({ LOGIN_MAX_FAILURES: '5' });
    try {
      const cookie = cookieOf(
        await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      );
      for (let i = 0; i < 5; i++) {
        const res = await change(
          server,
          { cookie },
          { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD },
        );
        expect(res.status).toBe(400);
      }
      const blocked = await change(server, { cookie });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // …and the sign-in form of that account from that address is throttled too.
      expect((await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(
        429,
      );
    } finally {
      await server.close();
    }
  });
});
