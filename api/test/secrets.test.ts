/**
 * Secrets and logs (battery 9): every security event is one structured log line with the
 * right fields, and canary values (a password, a session token, résumé bytes, the OpenAI key)
 * appear nowhere in the server's log lines, in any response of the flow (except the one answer
 * that hands the token out) or in the database as plain text. The built bundles are scanned for
 * secrets by ./secrets.bundles.test.ts, after their build (vitest project `bundles`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENTS } from '../src/logger';
import { type FakeOpenAI, startFakeOpenAI } from './fakeOpenAI';
import { makeExe, makePdf } from './fixtures/documents';
import { ADMIN_EMAIL, type TestServer, startTestServer } from './helpers';
import { type RawResponse, raw, snapshot } from './securityKit';

const CANARY_PASSWORD = 'Canary-Password-5e1f7c2a9b';
const CANARY_NEW_PASSWORD = 'Canary-NewPassword-8d3b6a40f1';
const CANARY_INVITED_PASSWORD = 'canary-invited-password-6d1c2e';
let invitationToken = '';
const CANARY_WRONG_PASSWORD = 'Canary-WrongGuess-2c9e4d7b13';
const CANARY_KEY = 'sk-canary-4f0b9e2d7a6c1e8f3b5d0a9c7e2f4b6d';
const CANARY_RESUME_TEXT = 'CANARY-RESUME-BYTES-93a7f1e6c2';

interface LogLine {
  time: string;
  level: string;
  message: string;
  event?: string;
  [field: string]: unknown;
}

let fake: FakeOpenAI;
let server: TestServer;
const lines: string[] = [];
/** Every response of the flow, with the ones allowed to carry the session token marked. */
const responses: { label: string; res: RawResponse; issuesToken: boolean }[] = [];

const parsed = (from: number) => lines.slice(from).map((l) => JSON.parse(l) as LogLine);
const securityLines = (from: number) => parsed(from).filter((l) => l.level === 'security');

async function call(
  label: string,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: unknown,
  issuesToken = false,
): Promise<RawResponse> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const res = await raw(
    server.url,
    method,
    pathname,
    { ...(text ? { 'content-type': 'application/json' } : {}), ...headers },
    text,
  );
  responses.push({ label, res, issuesToken });
  return res;
}

/** Runs `action` and returns the security lines it logged (expecting exactly one). */
async function oneEvent(action: () => Promise<RawResponse>, expectedStatus: number) {
  const from = lines.length;
  const res = await action();
  expect(res.status, res.text.slice(0, 300)).toBe(expectedStatus);
  const events = securityLines(from);
  expect(events, JSON.stringify(events)).toHaveLength(1);
  const event = events[0]!;
  expect(Date.parse(event.time)).toBeGreaterThan(Date.now() - 60_000);
  expect(event.message).toBe('security event');
  expect(event.ip).toBe('127.0.0.1');
  return { res, event };
}

let cookie = '';
let cookieValue = '';
let bearerToken = '';
let resumePdf: Buffer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer(
    {
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: CANARY_PASSWORD,
      OPENAI_API_KEY: CANARY_KEY,
      OPENAI_BASE_URL: `${fake.url}/v1`,
      LOGIN_MAX_FAILURES: '4',
    },
    { logSink: (line) => lines.push(line) },
  );
  resumePdf = makePdf(CANARY_RESUME_TEXT);
  expect(resumePdf.toString('latin1')).toContain(CANARY_RESUME_TEXT);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

describe('security events: one structured line each', () => {
  it('writes every line as JSON with a time, a level and a message', () => {
    expect(lines.length).toBeGreaterThan(0); // start-up: the admin account was created
    for (const l of parsed(0)) {
      expect(typeof l.time).toBe('string');
      expect(['info', 'error', 'security']).toContain(l.level);
      expect(typeof l.message).toBe('string');
    }
  });

  it('login failure (an unknown user and a wrong password log the same fields)', async () => {
    for (const email of [ADMIN_EMAIL, 'nobody@example.test']) {
      const { event } = await oneEvent(
        () =>
          call(
            'login failure',
            'POST',
            '/api/auth/login',
            {},
            {
              email,
              password: CANARY_WRONG_PASSWORD,
            },
          ),
        401,
      );
      expect(event).toMatchObject({
        event: 'login_failure',
        method: 'POST',
        route: '/api/auth/login',
        status: 401,
        email,
      });
      expect(event.userId).toBeUndefined();
    }
  });

  it('login success (cookie and bearer token)', async () => {
    const { res, event } = await oneEvent(
      () =>
        call(
          'login',
          'POST',
          '/api/auth/login',
          {},
          { email: ADMIN_EMAIL, password: CANARY_PASSWORD },
          true,
        ),
      200,
    );
    cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    cookieValue = cookie.split('=')[1] ?? '';
    expect(cookieValue.length).toBeGreaterThan(30);
    expect(event).toMatchObject({
      event: 'login_success',
      route: '/api/auth/login',
      email: ADMIN_EMAIL,
      userId: expect.any(Number),
      kind: 'cookie',
    });
    const token = await oneEvent(
      () =>
        call(
          'token',
          'POST',
          '/api/auth/token',
          {},
          { email: ADMIN_EMAIL, password: CANARY_PASSWORD },
          true,
        ),
      200,
    );
    bearerToken = (JSON.parse(token.res.text) as { token: string }).token;
    expect(token.event).toMatchObject({ event: 'login_success', kind: 'bearer' });
  });

  it('authorisation failure: no session on an admin route, a forbidden origin', async () => {
    const { event } = await oneEvent(
      () => call('no session', 'GET', '/api/admin/applications?secret=x'),
      401,
    );
    expect(event).toMatchObject({
      event: 'access_denied',
      method: 'GET',
      route: '/api/admin/applications', // the path only: never the query string
      status: 401,
      code: 'unauthorized',
    });
    const forged = await oneEvent(
      () => call('forged token', 'GET', '/api/auth/me', { authorization: 'Bearer forged' }),
      401,
    );
    expect(forged.event).toMatchObject({ event: 'access_denied', route: '/api/auth/me' });
    const foreign = await oneEvent(
      () =>
        call('foreign origin', 'DELETE', '/api/admin/news/1', {
          cookie,
          origin: 'https://evil.example',
        }),
      403,
    );
    expect(foreign.event).toMatchObject({
      event: 'access_denied',
      method: 'DELETE',
      status: 403,
      code: 'forbidden_origin',
    });
  });

  it('rejected upload: a résumé that is not a document, an image that is not one', async () => {
    const exe = Buffer.concat([makeExe(), Buffer.from(CANARY_RESUME_TEXT)]);
    const { event } = await oneEvent(
      () =>
        call(
          'bad résumé',
          'POST',
          '/api/careers/apply',
          {},
          {
            name: 'Noura',
            email: 'noura@example.com',
            phone: '+966 55 987 6543',
            position: 'Engineer',
            resumeFilename: 'cv.pdf',
            resumeData: exe.toString('base64'),
          },
        ),
      400,
    );
    expect(event).toMatchObject({
      event: 'upload_rejected',
      route: '/api/careers/apply',
      code: 'resume_invalid_type',
    });
    expect(event.userId).toBeUndefined();
    const image = await oneEvent(
      () =>
        call(
          'bad image',
          'POST',
          '/api/admin/media',
          { cookie },
          {
            dataUrl: `data:image/png;base64,${Buffer.from(`not an image ${CANARY_RESUME_TEXT}`).toString('base64')}`,
          },
        ),
      400,
    );
    expect(image.event).toMatchObject({
      event: 'upload_rejected',
      route: '/api/admin/media',
      code: 'image_invalid',
      email: ADMIN_EMAIL,
      userId: expect.any(Number),
    });
  });

  it('people: an invitation, a refused and an accepted link, a change of roles', async () => {
    const invited = await oneEvent(
      () =>
        call(
          'invite a person',
          'POST',
          '/api/admin/users',
          { cookie },
          { email: 'reem@example.test', name: 'Reem', roles: ['recruiter'] },
          true,
        ),
      201,
    );
    const { user, invitation } = JSON.parse(invited.res.text) as {
      user: { id: number };
      invitation: { token: string };
    };
    invitationToken = invitation.token;
    expect(invited.event).toMatchObject({
      event: 'user_invited',
      email: ADMIN_EMAIL,
      targetUserId: user.id,
    });
    const refused = await oneEvent(
      () =>
        call(
          'a forged invitation',
          'POST',
          '/api/auth/invitation',
          {},
          {
            token: 'forged',
            password: CANARY_INVITED_PASSWORD,
          },
        ),
      400,
    );
    expect(refused.event).toMatchObject({
      event: 'invitation_refused',
      code: 'invitation_invalid',
    });
    const resetRefused = await oneEvent(
      () =>
        call(
          'a forged reset link',
          'POST',
          '/api/auth/password-reset/confirm',
          {},
          { token: 'forged', password: CANARY_INVITED_PASSWORD },
        ),
      400,
    );
    expect(resetRefused.event).toMatchObject({
      event: 'reset_refused',
      code: 'reset_link_invalid',
    });
    const accepted = await oneEvent(
      () =>
        call(
          'accept the invitation',
          'POST',
          '/api/auth/invitation',
          {},
          {
            token: invitationToken,
            password: CANARY_INVITED_PASSWORD,
          },
        ),
      204,
    );
    expect(accepted.event).toMatchObject({ event: 'invitation_accepted', userId: user.id });
    const changed = await oneEvent(
      () =>
        call(
          'change roles',
          'PUT',
          `/api/admin/users/${user.id}`,
          { cookie },
          {
            roles: ['recruiter', 'editor'],
          },
        ),
      200,
    );
    expect(changed.event).toMatchObject({ event: 'user_changed', targetUserId: user.id });
    // The invited person signs in; the owner ends that session.
    const signedIn = await call(
      'the invited person signs in',
      'POST',
      '/api/auth/login',
      {},
      { email: 'reem@example.test', password: CANARY_INVITED_PASSWORD },
      true,
    );
    expect(signedIn.status).toBe(200);
    const listed = JSON.parse(
      (await call('their sessions', 'GET', `/api/admin/users/${user.id}/sessions`, { cookie }))
        .text,
    ) as { sessions: { id: string }[] };
    const ended = await oneEvent(
      () =>
        call(
          'end their session',
          'DELETE',
          `/api/admin/users/${user.id}/sessions/${listed.sessions[0]!.id}`,
          {
            cookie,
          },
        ),
      204,
    );
    expect(ended.event).toMatchObject({ event: 'session_ended', targetUserId: user.id });
  });

  it('an accepted résumé and a translation log no security event', async () => {
    const from = lines.length;
    const apply = await call(
      'résumé',
      'POST',
      '/api/careers/apply',
      {},
      {
        name: 'Noura',
        email: 'noura@example.com',
        phone: '+966 55 987 6543',
        position: 'Engineer',
        resumeFilename: 'cv.pdf',
        resumeData: resumePdf.toString('base64'),
      },
    );
    expect(apply.status).toBe(201);
    const translated = await call(
      'translate',
      'POST',
      '/api/translate',
      { cookie },
      {
        text: 'Hello',
        fromLanguage: 'english',
        toLanguage: 'arabic',
      },
    );
    expect(translated.status).toBe(200);
    // The key really went to the (fake) service: it is a live canary.
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${CANARY_KEY}`);
    expect(securityLines(from)).toEqual([]);
  });

  it('password change: a wrong current password, then a change', async () => {
    const failed = await oneEvent(
      () =>
        call(
          'password wrong',
          'POST',
          '/api/auth/password',
          { cookie },
          {
            currentPassword: CANARY_WRONG_PASSWORD,
            newPassword: CANARY_NEW_PASSWORD,
          },
        ),
      400,
    );
    expect(failed.event).toMatchObject({
      event: 'password_change_failure',
      route: '/api/auth/password',
      email: ADMIN_EMAIL,
      userId: expect.any(Number),
      code: 'wrong_password',
    });
    const changed = await oneEvent(
      () =>
        call(
          'password change',
          'POST',
          '/api/auth/password',
          { cookie },
          {
            currentPassword: CANARY_PASSWORD,
            newPassword: CANARY_NEW_PASSWORD,
          },
        ),
      204,
    );
    expect(changed.event).toMatchObject({
      event: 'password_changed',
      email: ADMIN_EMAIL,
      userId: expect.any(Number),
      kind: 'cookie',
    });
    // The bearer token (another session) ended with the change.
    expect(
      (await call('old token', 'GET', '/api/auth/me', { authorization: `Bearer ${bearerToken}` }))
        .status,
    ).toBe(401);
  });

  it('logout', async () => {
    const { event } = await oneEvent(
      () => call('logout', 'POST', '/api/auth/logout', { cookie }),
      204,
    );
    expect(event).toMatchObject({
      event: 'logout',
      route: '/api/auth/logout',
      email: ADMIN_EMAIL,
      userId: expect.any(Number),
      kind: 'cookie',
    });
  });

  it('lockout: the refused attempt is one login_lockout line (not another failure)', async () => {
    // LOGIN_MAX_FAILURES is 4 here; two failures were counted above (the wrong current password
    // too); this account-and-address gets two more, then the next attempt is refused.
    let refused: RawResponse | undefined;
    for (let i = 0; i < 6 && !refused; i++) {
      const from = lines.length;
      const res = await call(
        'guess',
        'POST',
        '/api/auth/login',
        {},
        {
          email: ADMIN_EMAIL,
          password: CANARY_WRONG_PASSWORD,
        },
      );
      const events = securityLines(from);
      expect(events).toHaveLength(1);
      if (res.status === 429) {
        refused = res;
        expect(events[0]).toMatchObject({
          event: 'login_lockout',
          route: '/api/auth/login',
          status: 429,
          email: ADMIN_EMAIL,
        });
      } else {
        expect(res.status).toBe(401);
        expect(events[0]?.event).toBe('login_failure');
      }
    }
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('covered every security event', () => {
    const seen = new Set(securityLines(0).map((l) => l.event));
    expect([...seen].sort()).toEqual([...SECURITY_EVENTS].sort());
  });
});

describe('canaries', () => {
  /** An upstream that, like OpenAI, echoes the key it was sent in its 401 error. */
  it('the OpenAI key stays out of the logs even when the service echoes it', async () => {
    const echo = http.createServer((req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: `Incorrect API key provided: ${String(req.headers.authorization).slice(7)}`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        }),
      );
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    const echoLines: string[] = [];
    const other = await startTestServer(
      {
        LOG_LEVEL: 'info',
        OPENAI_API_KEY: CANARY_KEY,
        OPENAI_BASE_URL: `http://127.0.0.1:${(echo.address() as AddressInfo).port}/v1`,
      },
      { logSink: (line) => echoLines.push(line) },
    );
    try {
      const admin = await other.signIn();
      const res = await admin('/api/translate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' }),
      });
      expect(res.status).toBe(502);
      const text = await res.text();
      expect(text).not.toContain(CANARY_KEY);
      expect(echoLines.some((l) => l.includes('Translation error'))).toBe(true);
      expect(echoLines.join('\n')).toContain('[redacted]');
      expect(echoLines.join('\n')).not.toContain(CANARY_KEY);
    } finally {
      await other.close();
      await new Promise<void>((resolve) => echo.close(() => resolve()));
    }
  });

  it('a failed database write logs its SQL without the values (no résumé bytes in the error line)', async () => {
    const failLines: string[] = [];
    const other = await startTestServer(
      { LOG_LEVEL: 'info' },
      { logSink: (line) => failLines.push(line) },
    );
    try {
      // The résumé's row cannot be written: the application fails as a whole with a 500.
      if (other.deps.config.databaseUrl) {
        await other.deps.db.raw(
          "CREATE FUNCTION vb_refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql",
        );
        await other.deps.db.raw(
          'CREATE TRIGGER vb_refuse BEFORE INSERT ON resumes FOR EACH ROW EXECUTE FUNCTION vb_refuse()',
        );
      } else {
        await other.deps.db.raw(
          "CREATE TRIGGER vb_refuse BEFORE INSERT ON resumes BEGIN SELECT RAISE(ABORT, 'refused'); END",
        );
      }
      const res = await raw(
        other.url,
        'POST',
        '/api/careers/apply',
        { 'content-type': 'application/json' },
        JSON.stringify({
          name: 'Noura',
          email: 'noura@example.com',
          phone: '+966 55 987 6543',
          position: 'Engineer',
          resumeFilename: 'cv.pdf',
          resumeData: resumePdf.toString('base64'),
        }),
      );
      expect(res.status).toBe(500);
      expect(res.text).not.toContain(CANARY_RESUME_TEXT);
      const log = failLines.join('\n');
      expect(log).toMatch(/"level":"error"/);
      expect(log).toMatch(/refused/); // the failure itself is logged…
      for (const form of [
        CANARY_RESUME_TEXT,
        Buffer.from(CANARY_RESUME_TEXT).toString('hex'),
        resumePdf.toString('hex').slice(0, 80),
        resumePdf.toString('base64').slice(0, 60),
      ]) {
        expect(log.toLowerCase().includes(form.toLowerCase()), form).toBe(false); // …not the bytes
      }
    } finally {
      await other.close();
    }
  });

  it('appear nowhere in the logs, the responses (but the token’s own) or the database as plain text', async () => {
    expect(responses.length).toBeGreaterThan(15);
    expect(cookieValue).not.toBe('');
    const canaries = {
      password: CANARY_PASSWORD,
      'new password': CANARY_NEW_PASSWORD,
      'wrong password': CANARY_WRONG_PASSWORD,
      'OpenAI key': CANARY_KEY,
      'résumé bytes': CANARY_RESUME_TEXT,
      'résumé base64': resumePdf.toString('base64').slice(0, 60),
      'session cookie': cookieValue,
      'bearer token': bearerToken,
      'invitation token': invitationToken,
      'invited password': CANARY_INVITED_PASSWORD,
    };
    // Positive controls: the search does find the token in the one answer that hands it out.
    const issuing = responses.filter((r) => r.issuesToken);
    expect(issuing.some((r) => JSON.stringify(r.res.headers).includes(cookieValue))).toBe(true);
    expect(issuing.some((r) => r.res.text.includes(bearerToken))).toBe(true);
    const log = lines.join('\n');
    expect(log).toContain(ADMIN_EMAIL);
    for (const [name, value] of Object.entries(canaries)) {
      expect(log.includes(value), `${name} in the logs`).toBe(false);
      for (const { label, res, issuesToken } of responses) {
        if (issuesToken && ['session cookie', 'bearer token', 'invitation token'].includes(name))
          continue;
        const all = `${JSON.stringify(res.headers)}\n${res.body.toString('latin1')}`;
        expect(all.includes(value), `${name} in the answer to "${label}"`).toBe(false);
      }
    }
    // The database keeps argon2id hashes and token hashes only (the résumé's bytes are data).
    const db = await snapshot(server.deps.db, Boolean(server.deps.config.databaseUrl));
    for (const name of [
      'password',
      'new password',
      'wrong password',
      'OpenAI key',
      'session cookie',
      'bearer token',
      'invitation token',
      'invited password',
    ] as const) {
      if (name === 'invitation token') continue;
      expect(db.includes(canaries[name]), `${name} in the database`).toBe(false);
    }
    // The invitation link is in the e-mail that carries it, while it waits to be sent (there is no
    // SMTP server here), and nowhere else: its table keeps a hash.
    const tables = JSON.parse(db) as Record<string, string[]>;
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows.filter((r) => r.includes(invitationToken))) {
        expect(table, 'the invitation token').toBe('outbox');
        expect(JSON.parse(row)).toMatchObject({ status: 'pending', kind: 'invitation' });
      }
    }
    expect(tables.outbox?.some((r) => r.includes(invitationToken))).toBe(true);
  });
});
