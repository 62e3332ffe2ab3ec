/**
 * Secrets and logs (battery 9), one flow against one server: every security event is one
 * structured log line with the right fields, and the canary values (a password, a session token,
 * résumé bytes, the OpenAI key) appear nowhere in the server's log lines, in any response of the
 * flow (except the one answer that hands the token out) or in the database as plain text. One
 * file, as each step builds on the ones before: the sign-in's cookie, the failures the lockout
 * counts, every event covered, all that the canaries are looked for in. The canary tests with a
 * server of their own are in ./secrets.canaries.test.ts; ./secrets.bundles.test.ts scans the
 * built bundles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_EVENTS } from '../src/logger';
import { type FakeOpenAI, startFakeOpenAI } from './fakeOpenAI';
import { makeExe } from './fixtures/documents';
import { ADMIN_EMAIL, type TestServer, startTestServer } from './helpers';
import {
  CANARY_INVITED_PASSWORD,
  CANARY_KEY,
  CANARY_NEW_PASSWORD,
  CANARY_PASSWORD,
  CANARY_RESUME_TEXT,
  CANARY_WRONG_PASSWORD,
  application,
  canaryResume,
  expectNoCanaries,
  flowRecorder,
} from './secretsKit';
import type { RawResponse } from './securityKit';

let fake: FakeOpenAI;
let server: TestServer;
const { lines, responses, parsed, securityLines, call, oneEvent } = flowRecorder(() => server.url);

let invitationToken = '';
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
  resumePdf = canaryResume();
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
            { email, password: CANARY_WRONG_PASSWORD },
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
        call('bad résumé', 'POST', '/api/careers/apply', {}, application(exe.toString('base64'))),
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
          { token: 'forged', password: CANARY_INVITED_PASSWORD },
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
          { token: invitationToken, password: CANARY_INVITED_PASSWORD },
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
          { roles: ['recruiter', 'editor'] },
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
          { cookie },
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
      application(resumePdf.toString('base64')),
    );
    expect(apply.status).toBe(201);
    const translated = await call(
      'translate',
      'POST',
      '/api/translate',
      { cookie },
      { text: 'Hello', fromLanguage: 'english', toLanguage: 'arabic' },
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
          { currentPassword: CANARY_WRONG_PASSWORD, newPassword: CANARY_NEW_PASSWORD },
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
          { currentPassword: CANARY_PASSWORD, newPassword: CANARY_NEW_PASSWORD },
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
        { email: ADMIN_EMAIL, password: CANARY_WRONG_PASSWORD },
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
  it('appear nowhere in the logs, the responses (but the token’s own) or the database as plain text', () =>
    expectNoCanaries(server, {
      lines,
      responses,
      cookieValue,
      bearerToken,
      invitationToken,
      resumePdf,
    }));
});
