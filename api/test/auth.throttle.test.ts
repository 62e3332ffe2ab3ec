/**
 * The sign-in throttle: failures counted per account and address whatever the URL's spelling,
 * guesses spread over many usernames or many addresses, parallel bursts, and which client address
 * counts behind a proxy (X-Forwarded-For only when TRUST_PROXY says the proxy is ours).
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from './authKit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, json, startTestServer } from './helpers';

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
