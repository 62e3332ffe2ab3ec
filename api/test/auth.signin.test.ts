/**
 * Signing in: the session cookie and the desktop console's bearer token, their lifetimes, what the
 * database keeps of passwords and tokens, the first admin account, sign-ins beside other writes,
 * and an unknown user taking as long as a wrong password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, login } from './authKit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, json, startTestServer } from './helpers';

describe('sign-in, sessions and tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('signs in with a HttpOnly, SameSite=Strict browser-session cookie and answers /me', async () => {
    const res = await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: {
        id: expect.any(Number),
        email: ADMIN_EMAIL,
        name: null,
        roles: ['owner'],
        twoFactor: false,
      },
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^vb_session=/);
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=strict/i);
    expect(setCookie).not.toMatch(/secure/i); // plain HTTP here; Secure behind HTTPS
    // A browser-session cookie: closing the browser ends it (the server's limits still apply).
    expect(setCookie).not.toMatch(/expires=|max-age=/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const me = await server.api('/api/auth/me', { headers: { cookie: cookieOf(res) } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(ADMIN_EMAIL);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await login(server, { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const wrong = await login(server, { email: ADMIN_EMAIL, password: 'not the password' });
    const unknown = await login(server, {
      email: 'nobody@example.test',
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // Each names its own request; nothing else tells them apart.
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a.requestId).not.toBe(b.requestId);
    expect({ ...a, requestId: undefined }).toEqual({ ...b, requestId: undefined });
    expect(a.code).toBe('invalid_credentials');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('refuses malformed sign-in bodies with 400', async () => {
    expect((await login(server, { email: 'not-an-email', password: 'x' })).status).toBe(400);
    expect((await login(server, { email: ADMIN_EMAIL })).status).toBe(400);
    expect((await server.api('/api/auth/login', json('POST', '{"email":'))).status).toBe(400);
  });

  it('answers 401 on /me without a session and after logout with the old cookie', async () => {
    expect((await server.api('/api/auth/me')).status).toBe(401);
    const cookie = cookieOf(await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    const out = await server.api('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/vb_session=;/);
    const me = await server.api('/api/auth/me', { headers: { cookie } });
    expect(me.status).toBe(401);
    expect((await me.json()).code).toBe('unauthorized');
    expect((await server.api('/api/admin/applications', { headers: { cookie } })).status).toBe(401);
  });

  it('rotates the session id at sign-in and ends the one the browser held', async () => {
    const first = cookieOf(await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    const again = await login(
      server,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      '/api/auth/login',
      {
        cookie: first,
      },
    );
    const second = cookieOf(again);
    expect(second).not.toBe(first);
    expect((await server.api('/api/auth/me', { headers: { cookie: first } })).status).toBe(401);
    expect((await server.api('/api/auth/me', { headers: { cookie: second } })).status).toBe(200);
  });

  it('issues bearer tokens for the desktop console, revoked by logout', async () => {
    const res = await login(
      server,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      '/api/auth/token',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    const authorization = `Bearer ${body.token}`;
    expect(
      (await server.api('/api/admin/applications', { headers: { authorization } })).status,
    ).toBe(200);
    // A bearer token is not a cookie: the same string in the cookie is refused.
    expect(
      (await server.api('/api/auth/me', { headers: { cookie: `vb_session=${body.token}` } }))
        .status,
    ).toBe(401);
    expect(
      (await server.api('/api/auth/logout', { method: 'POST', headers: { authorization } })).status,
    ).toBe(204);
    expect(
      (await server.api('/api/admin/applications', { headers: { authorization } })).status,
    ).toBe(401);
  });

  it('ends a session idle for longer than the idle lifetime, and one past its absolute lifetime', async () => {
    const idle = cookieOf(await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    const old = cookieOf(await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    const { db } = server.deps;
    const rows = await db('sessions').orderBy('created_at', 'desc').limit(2).select('id');
    const [oldId, idleId] = rows.map((r) => r.id as string);
    await db('sessions')
      .where({ id: idleId })
      .update({ last_seen_at: new Date(Date.now() - 3 * 60 * 60 * 1000) });
    await db('sessions')
      .where({ id: oldId })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await server.api('/api/auth/me', { headers: { cookie: idle } })).status).toBe(401);
    expect((await server.api('/api/auth/me', { headers: { cookie: old } })).status).toBe(401);
  });

  it('stores only an argon2id hash of the password and only hashes of tokens', async () => {
    const { db } = server.deps;
    const users = await db('users').select('password_hash');
    for (const u of users) {
      expect(u.password_hash).toMatch(/^\$argon2id\$/);
      expect(u.password_hash).not.toContain(ADMIN_PASSWORD);
    }
    const res = await login(
      server,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      '/api/auth/token',
    );
    const { token } = await res.json();
    const ids = (await db('sessions').select('id')).map((r) => r.id as string);
    expect(ids).not.toContain(token);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });
});

describe('first admin', () => {
  it('creates an admin with a random password when none exists and none is configured', async () => {
    const server = await startTestServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      expect(server.admin?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      const res = await login(server, {
        email: server.admin?.email,
        password: server.admin?.generatedPassword,
      });
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses to start with a short ADMIN_PASSWORD', async () => {
    await expect(startTestServer({ ADMIN_PASSWORD: 'short' })).rejects.toThrow(/at least 12/);
  });
});

describe('sign-ins among other writes', () => {
  it('never breaks a concurrent transaction (no 500 under mixed load)', async () => {
    const server = await startTestServer({
      LOGIN_MAX_FAILURES: '1000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    });
    try {
      const admin = await server.signIn();
      const article = (i: number) =>
        admin(
          '/api/admin/news',
          json('POST', { title: `Concurrent ${i}`, content: 'Body', isPublished: true }),
        );
      const results = await Promise.all([
        ...Array.from({ length: 25 }, (_, i) =>
          login(server, { email: ADMIN_EMAIL, password: `wrong ${i}` }),
        ),
        ...Array.from({ length: 25 }, (_, i) => article(i)),
        ...Array.from({ length: 10 }, () =>
          login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
        ),
      ]);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.slice(0, 25).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(25, 50).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(50).every((s) => s === 200)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('unknown user and wrong password', () => {
  it('take comparable time (the unknown user is checked against a dummy hash)', async () => {
    const server = await startTestServer({
      LOGIN_MAX_FAILURES: '1000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    });
    try {
      const time = async (email: string) => {
        const start = performance.now();
        const res = await login(server, { email, password: 'not the password' });
        expect(res.status).toBe(401);
        return performance.now() - start;
      };
      await time('warm-up@example.test');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(await time(ADMIN_EMAIL));
        unknown.push(await time(`nobody${i}@example.test`));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      // Without the dummy check an unknown e-mail answers in a few ms against tens for argon2id.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    } finally {
      await server.close();
    }
  });
});
