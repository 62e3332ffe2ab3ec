/**
 * Two-factor sign-in: TOTP (RFC 6238, 30 s, 6 digits) with ten single-use recovery
 * codes; sign-in and token need the second factor once it is on; a code is accepted once; wrong
 * codes count toward the sign-in throttle, a missing one does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/auth/totp';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestFetch,
  type TestServer,
  json,
  startTestServer,
} from './helpers';

let server: TestServer;
let owner: TestFetch;
let secret = '';
let recoveryCodes: string[] = [];

const login = (otp?: string, path = '/api/auth/login') =>
  server.api(
    path,
    json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, ...(otp ? { otp } : {}) }),
  );

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: '3' });
  owner = await server.signIn();
});
afterAll(() => server.close());

describe('two-factor sign-in', () => {
  it('is set up with a secret for an authenticator app, and turned on by a code from it', async () => {
    const setup = await owner('/api/auth/2fa', { method: 'POST' });
    expect(setup.status).toBe(200);
    const body = await setup.json();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Ruwad Ventures');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain(ADMIN_EMAIL);

    const wrong = await owner('/api/auth/2fa/confirm', json('POST', { otp: '000000' }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('invalid_otp');
    // Still off: signing in needs no code yet.
    expect((await login()).status).toBe(200);

    const confirmed = await owner('/api/auth/2fa/confirm', json('POST', { otp: totpCode(secret) }));
    expect(confirmed.status).toBe(200);
    recoveryCodes = (await confirmed.json()).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await (await owner('/api/auth/me')).json()).user.twoFactor).toBe(true);
    const again = await owner('/api/auth/2fa', { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('two_factor_enabled');
  });

  it('asks for the code once the password is right, for the web and the desktop alike', async () => {
    for (const path of ['/api/auth/login', '/api/auth/token']) {
      const res = await login(undefined, path);
      expect(res.status, path).toBe(401);
      expect((await res.json()).code, path).toBe('otp_required');
    }
    // A wrong password never learns that a code would be asked.
    const wrongPassword = await server.api(
      '/api/auth/login',
      json('POST', { email: ADMIN_EMAIL, password: 'not the password' }),
    );
    expect((await wrongPassword.json()).code).toBe('invalid_credentials');
    // Asking for the code costs no attempt: many times, and no lock.
    for (let i = 0; i < 5; i++) expect((await login()).status).toBe(401);
    expect((await login()).status).not.toBe(429);
  });

  it('accepts a code once: a replay is refused', async () => {
    // The next step's code (clocks a little apart are allowed for): then the current one is old.
    const next = totpCode(secret, Date.now() + 30_000);
    const first = await login(next);
    expect(first.status).toBe(200);
    expect((await first.json()).user.twoFactor).toBe(true);
    const replay = await login(next);
    expect(replay.status).toBe(401);
    expect((await replay.json()).code).toBe('invalid_otp');
    expect((await login(totpCode(secret))).status).toBe(401);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const code = recoveryCodes[0]!;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await login(typed)).status).toBe(200);
    const reused = await login(code);
    expect(reused.status).toBe(401);
    expect((await reused.json()).code).toBe('invalid_otp');
  });

  it('counts wrong codes toward the sign-in throttle', async () => {
    // LOGIN_MAX_FAILURES is 3 here; one failure is counted above (the reused recovery code).
    for (const otp of ['123456', 'abcde-fghij']) {
      expect((await login(otp)).status).toBe(401);
    }
    const locked = await login(recoveryCodes[1]);
    expect(locked.status).toBe(429);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code', async () => {
    // The throttle above is per account and address: a new server for the rest.
    const other = await startTestServer();
    try {
      const api = await other.signIn();
      const { secret: key } = await (await api('/api/auth/2fa', { method: 'POST' })).json();
      const { recoveryCodes: codes } = await (
        await api('/api/auth/2fa/confirm', json('POST', { otp: totpCode(key) }))
      ).json();
      const off = (body: unknown) => api('/api/auth/2fa', json('DELETE', body));
      const wrongPassword = await off({ password: 'not the password', otp: codes[0] });
      expect(wrongPassword.status).toBe(400);
      expect((await wrongPassword.json()).code).toBe('wrong_password');
      const wrongCode = await off({ password: ADMIN_PASSWORD, otp: '000000' });
      expect((await wrongCode.json()).code).toBe('invalid_otp');
      expect((await off({ password: ADMIN_PASSWORD, otp: codes[1] })).status).toBe(204);
      expect((await (await api('/api/auth/me')).json()).user.twoFactor).toBe(false);
      const plain = await other.api(
        '/api/auth/login',
        json('POST', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      );
      expect(plain.status).toBe(200);
      // Recorded in the audit trail.
      const { events } = await (await api('/api/admin/audit?limit=200')).json();
      const actions = events.map((e: { action: string }) => e.action);
      expect(actions).toContain('two_factor_enabled');
      expect(actions).toContain('two_factor_disabled');
      expect(JSON.stringify(events)).not.toContain(key);
    } finally {
      await other.close();
    }
  });

  it('cannot be confirmed before it is set up', async () => {
    const other = await startTestServer();
    try {
      const api = await other.signIn();
      const res = await api('/api/auth/2fa/confirm', json('POST', { otp: '123456' }));
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('two_factor_not_started');
    } finally {
      await other.close();
    }
  });
});

describe('an owner requiring two-factor for everyone', () => {
  it('leaves a person without it only their account until they set it up', async () => {
    const other = await startTestServer();
    try {
      const api = await other.signIn();
      const invited = await api(
        '/api/admin/users',
        json('POST', { email: 'nour@example.test', name: 'Nour', roles: ['editor'] }),
      );
      const { invitation } = await invited.json();
      const password = 'a long and unusual passphrase 42';
      await other.api('/api/auth/invitation', json('POST', { token: invitation.token, password }));
      const signIn = async () => {
        const res = await other.api(
          '/api/auth/login',
          json('POST', { email: 'nour@example.test', password }),
        );
        const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
        return (path: string, init: RequestInit = {}) =>
          other.api(path, { ...init, headers: { ...(init.headers as object), cookie } });
      };
      const nour = await signIn();
      expect((await nour('/api/admin/news')).status).toBe(200);

      // The owner turns the rule on (the owner has no second factor either: their own account
      // routes still answer, so they can set it up).
      const on = await api('/api/admin/settings', json('PUT', { requireTwoFactor: true }));
      expect(on.status).toBe(200);
      expect((await on.json()).settings).toEqual({ requireTwoFactor: true });
      const refused = await nour('/api/admin/news');
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('two_factor_setup_required');
      expect((await (await nour('/api/auth/me')).json()).mustSetUpTwoFactor).toBe(true);

      // Nour sets it up: everything answers again.
      const { secret: key } = await (await nour('/api/auth/2fa', { method: 'POST' })).json();
      const confirmed = await nour('/api/auth/2fa/confirm', json('POST', { otp: totpCode(key) }));
      expect(confirmed.status).toBe(200);
      expect((await nour('/api/admin/news')).status).toBe(200);
      expect((await (await nour('/api/auth/me')).json()).mustSetUpTwoFactor).toBe(false);

      // The owner, still without a second factor, is held too: they set one up, then turn it off.
      expect((await api('/api/admin/settings')).status).toBe(403);
      const { secret: ownerKey } = await (await api('/api/auth/2fa', { method: 'POST' })).json();
      await api('/api/auth/2fa/confirm', json('POST', { otp: totpCode(ownerKey) }));
      const off = await api('/api/admin/settings', json('PUT', { requireTwoFactor: false }));
      expect((await off.json()).settings).toEqual({ requireTwoFactor: false });
      const { events } = await (await api('/api/admin/audit?action=setting_changed')).json();
      expect(events.map((e: { detail: string }) => e.detail)).toEqual([
        'requireTwoFactor: off',
        'requireTwoFactor: on',
      ]);
      // Only owners see or change the settings.
      expect((await nour('/api/admin/settings')).status).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('recent authentication', () => {
  it('asks a session signed in long ago for the password before two-factor setup or its sessions', async () => {
    const fresh = await startTestServer();
    try {
      const api = await fresh.signIn();
      // Signed in 20 minutes ago, never confirmed since.
      await fresh.deps
        .db('sessions')
        .update({ created_at: new Date(Date.now() - 20 * 60_000), authenticated_at: null });
      for (const [method, path] of [
        ['POST', '/api/auth/2fa'],
        ['GET', '/api/auth/sessions'],
      ] as const) {
        const refused = await api(path, { method });
        expect(refused.status, path).toBe(403);
        expect((await refused.json()).code, path).toBe('reauthentication_required');
      }
      const wrong = await api(
        '/api/auth/reauthenticate',
        json('POST', { password: 'not the password' }),
      );
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).code).toBe('wrong_password');
      expect((await api('/api/auth/sessions')).status).toBe(403);

      const again = await api(
        '/api/auth/reauthenticate',
        json('POST', { password: ADMIN_PASSWORD }),
      );
      expect(again.status).toBe(204);
      expect((await api('/api/auth/sessions')).status).toBe(200);
      expect((await api('/api/auth/2fa', { method: 'POST' })).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
