import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, json, startTestServer } from './helpers';

const login = (
  server: TestServer,
  body: unknown,
  path = '/api/auth/login',
  headers: Record<string, string> = {},
) => server.api(path, json('POST', body, headers));

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

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
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
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

describe('login throttling', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOGIN_MAX_FAILURES: '5', LOGIN_WINDOW_MINUTES: '15' });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After after 5 failures, even for the right password, whatever the URL spelling', async () => {
    const paths = [
      '/api/auth/login',
      '/API/AUTH/LOGIN',
      '/api/auth/login/',
      '/Api/Auth/Login/',
      '/api/auth/token',
    ];
    for (const path of paths) {
      const res = await login(server, { email: ADMIN_EMAIL, password: 'wrong password' }, path, {
        'x-forwarded-for': `203.0.113.${paths.indexOf(path)}`, // not trusted: no proxy is configured
      });
      expect(res.status).toBe(401);
    }
    const blocked = await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).code).toBe('too_many_requests');
  });
});

describe('login throttling across usernames', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      LOGIN_MAX_FAILURES: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '12',
    });
  });
  afterAll(() => server.close());

  it("one person's typos lock their account from their address, not the others behind it", async () => {
    const owner = await server.signIn();
    const colleague = {
      email: 'colleague@example.test',
      password: 'a long and unusual passphrase 42',
    };
    const invited = await owner(
      '/api/admin/users',
      json('POST', { email: colleague.email, name: 'Colleague', roles: ['editor'] }),
    );
    const { invitation } = await invited.json();
    await server.api(
      '/api/auth/invitation',
      json('POST', { token: invitation.token, password: colleague.password }),
    );
    for (let i = 0; i < 5; i++) {
      const res = await login(server, { email: ADMIN_EMAIL, password: 'typo' });
      expect(res.status).toBe(401);
    }
    const locked = await login(server, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(locked.status).toBe(429);
    // 15 minutes, told in whole seconds.
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Same address, another account: signs in.
    expect((await login(server, colleague)).status).toBe(200);
  });

  it('stops spraying many accounts from one address', async () => {
    // 6 attempts are already counted against this address (the 5 typos and the refused attempt;
    // the successful sign-ins gave theirs back), and 12 are allowed: the 7th guess is refused.
    let refusedAt = -1;
    for (let i = 0; i < 12; i++) {
      const res = await login(server, { email: `user${i}@example.test`, password: 'guess' });
      if (res.status === 429) {
        refusedAt = i;
        expect(res.headers.get('retry-after')).toBeTruthy();
        break;
      }
      expect(res.status).toBe(401);
    }
    expect(refusedAt).toBe(6);
  });

  it('cannot be raced past with a burst of parallel guesses', async () => {
    const other = await startTestServer({ LOGIN_MAX_FAILURES: '5' });
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => login(other, { email: ADMIN_EMAIL, password: 'guess' })),
      );
      const statuses = results.map((r) => r.status);
      // At most 5 guesses are ever checked (fewer when the two counters see the burst in different orders).
      const checked = statuses.filter((s) => s === 401).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
    } finally {
      await other.close();
    }
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

describe('login throttle and X-Forwarded-For', () => {
  const wrong = { email: ADMIN_EMAIL, password: 'wrong password' };
  const right = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

  it('ignores a forged X-Forwarded-For without TRUST_PROXY: a new address per try does not reset it', async () => {
    const server = await startTestServer({ LOGIN_MAX_FAILURES: '5' });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await login(server, wrong, '/api/auth/login', {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        });
        expect(res.status).toBe(401);
      }
      const res = await login(server, right, '/api/auth/login', {
        'x-forwarded-for': '198.51.100.99',
      });
      expect(res.status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('honours X-Forwarded-For behind a trusted proxy (TRUST_PROXY=1): each client has its own count', async () => {
    const server = await startTestServer({ LOGIN_MAX_FAILURES: '5', TRUST_PROXY: '1' });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 5; i++) {
        expect((await login(server, wrong, '/api/auth/login', from('198.51.100.7'))).status).toBe(
          401,
        );
      }
      expect((await login(server, right, '/API/Auth/Login/', from('198.51.100.7'))).status).toBe(
        429,
      );
      // Another client behind the same proxy is not locked out by the first one's failures.
      expect((await login(server, right, '/api/auth/login', from('198.51.100.8'))).status).toBe(
        200,
      );
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

describe('sign-in guessing across addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      LOGIN_ACCOUNT_MAX_FAILURES: '3',
      LOGIN_ACCOUNT_DELAY_SECONDS: '2',
    });
  });
  afterAll(() => server.close());

  /** A sign-in sent from a loopback source address of our choice (no proxy is trusted here). */
  const loginFrom = (address: string, password: string) =>
    new Promise<{ status: number; retryAfter: number; code?: string }>((resolve, reject) => {
      const body = JSON.stringify({ email: ADMIN_EMAIL, password });
      const url = new URL(`${server.url}/api/auth/login`);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress: address,
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: Number(res.headers['retry-after'] ?? 0),
              code:
                res.statusCode === 429 ? (JSON.parse(text) as { code: string }).code : undefined,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  // The delays run on the server's clock, and the server runs in this process: the test moves
  // the clock past a delay instead of waiting it out (timers stay real).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const moveClockOn = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000 + 50);

  it('slows guesses from many addresses with a growing delay; the owner still gets in', async () => {
    // The owner's usual address.
    expect((await loginFrom('127.0.0.1', ADMIN_PASSWORD)).status).toBe(200);
    // Three guesses, each from a new address (each has five of its own per account).
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      expect((await loginFrom(address, 'guess')).status).toBe(401);
    }
    // The next guess from yet another address must wait, told for how long.
    const slowed = await loginFrom('127.0.0.5', 'guess');
    expect(slowed.status).toBe(429);
    expect(slowed.code).toBe('too_many_requests');
    expect(slowed.retryAfter).toBeGreaterThanOrEqual(1);
    expect(slowed.retryAfter).toBeLessThanOrEqual(2);
    // Even the right password, from an address the account does not know.
    expect((await loginFrom('127.0.0.6', ADMIN_PASSWORD)).status).toBe(429);
    // The owner's usual address is not slowed: no lockout to use against them.
    expect((await loginFrom('127.0.0.1', ADMIN_PASSWORD)).status).toBe(200);

    // After the delay, one guess; the next waits twice as long.
    moveClockOn(slowed.retryAfter);
    expect((await loginFrom('127.0.0.7', 'guess')).status).toBe(401);
    const slower = await loginFrom('127.0.0.8', 'guess');
    expect(slower.status).toBe(429);
    expect(slower.retryAfter).toBeGreaterThan(2);
    expect(slower.retryAfter).toBeLessThanOrEqual(4);

    // After that delay the right password gets in, from a new address too.
    moveClockOn(slower.retryAfter);
    expect((await loginFrom('127.0.0.9', ADMIN_PASSWORD)).status).toBe(200);
  });

  it('gives a burst of guesses from many addresses one guess per delay', async () => {
    const other = await startTestServer({
      LOGIN_ACCOUNT_MAX_FAILURES: '3',
      LOGIN_ACCOUNT_DELAY_SECONDS: '60',
    });
    try {
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          other.api(
            '/api/auth/login',
            json('POST', { email: ADMIN_EMAIL, password: `guess ${i}` }),
          ),
        ),
      );
      // The three free guesses, and at most one racing the last of them; the rest wait a minute
      // (the address's own limit of five is not what stops them).
      const checked = burst.filter((r) => r.status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(3);
      expect(checked).toBeLessThanOrEqual(4);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(20 - checked);
    } finally {
      await other.close();
    }
  });
});
