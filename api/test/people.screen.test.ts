/**
 * The people screen's API (invite, change roles, disable, keep an enabled owner) and the
 * invitation link that sets a person's password: single use, expiry, password rules, and void once
 * its invitee is disabled.
 */
import { INVITATION_PATH } from '@vb/shared/constants';
import type { Role } from '@vb/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/auth/totp';
import { ensureAdmin } from '../src/services/users';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestFetch,
  type TestServer,
  json,
  startTestServer,
} from './helpers';
import { type People, STRONG, peopleOn } from './peopleKit';
import { raw } from './securityKit';

let server: TestServer;
let owner: TestFetch;
let signInAs: People['signInAs'];
let invite: People['invite'];
let person: People['person'];

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
  ({ signInAs, invite, person } = peopleOn(server, owner));
});
afterAll(() => server.close());

describe('the people screen', () => {
  it('invites a person with a single-use link that sets their password', async () => {
    const { email, token, body } = await invite(['recruiter'], 'Reem');
    expect(body.user).toMatchObject({
      email,
      name: 'Reem',
      roles: ['recruiter'],
      invited: true,
      disabled: false,
      lastSeenAt: null,
    });
    expect(body.invitation.url).toBe(`${server.url}${INVITATION_PATH}#${token}`);
    const hours = (Date.parse(body.invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    // Listed, as invited; no password hash or token in the answer.
    const list = await (await owner('/api/admin/users')).json();
    const listed = list.users.find((u: { email: string }) => u.email === email);
    expect(listed).toMatchObject({ invited: true, roles: ['recruiter'] });
    expect(JSON.stringify(list)).not.toMatch(/password|\$argon2/i);

    // Not signed in before the password is chosen.
    const early = await server.api('/api/auth/login', json('POST', { email, password: '' }));
    expect(early.status).toBe(400);
    const guess = await server.api('/api/auth/login', json('POST', { email, password: STRONG }));
    expect(guess.status).toBe(401);

    const accept = (password: string, withToken = token) =>
      server.api('/api/auth/invitation', json('POST', { token: withToken, password }));
    const short = await accept('short pass');
    expect(short.status).toBe(400);
    expect((await short.json()).code).toBe('validation_failed');
    const common = await accept('qwerty123456');
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ code: 'password_too_common' });
    expect((await accept(STRONG)).status).toBe(204);
    const again = await accept('another long passphrase 43');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'invitation_invalid' });
    expect((await accept(STRONG, 'not-a-token')).status).toBe(400);

    const api = await signInAs(email, STRONG);
    expect((await (await api('/api/auth/me')).json()).user.roles).toEqual(['recruiter']);
    const after = await (await owner('/api/admin/users')).json();
    expect(after.users.find((u: { email: string }) => u.email === email)).toMatchObject({
      invited: false,
    });
  });

  it('refuses an expired invitation link', async () => {
    const { id, token } = await invite(['editor']);
    await server.deps
      .db('user_tokens')
      .where({ user_id: id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const res = await server.api('/api/auth/invitation', json('POST', { token, password: STRONG }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invitation_invalid' });
  });

  it('voids the invitation link of an invitee who is disabled, even once enabled again', async () => {
    const { id, token } = await invite(['editor']);
    for (const disabled of [true, false])
      expect((await owner(`/api/admin/users/${id}`, json('PUT', { disabled }))).status).toBe(200);
    const res = await server.api('/api/auth/invitation', json('POST', { token, password: STRONG }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invitation_invalid' });
  });

  it('refuses a second account with the same e-mail, in any case', async () => {
    const { email } = await invite(['editor']);
    const res = await owner(
      '/api/admin/users',
      json('POST', { email: email.toUpperCase(), name: 'Twin', roles: ['editor'] }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'email_taken' });
  });

  it('refuses invitations without a role or with an unknown one', async () => {
    for (const roles of [[], ['admin']]) {
      const res = await owner(
        '/api/admin/users',
        json('POST', { email: `x${roles.length}@example.test`, name: 'X', roles }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('validation_failed');
    }
  });

  it('changes roles, and disabling a person ends their sessions at once', async () => {
    const editor = await person(['editor']);
    expect((await editor.api('/api/admin/applications')).status).toBe(403);
    const changed = await owner(
      `/api/admin/users/${editor.id}`,
      json('PUT', { roles: ['editor', 'recruiter'], name: 'Editor Two' }),
    );
    expect(changed.status).toBe(200);
    expect((await changed.json()).user).toMatchObject({
      roles: ['editor', 'recruiter'],
      name: 'Editor Two',
    });
    // The new role holds at the next request of the same session.
    expect((await editor.api('/api/admin/applications')).status).toBe(200);

    const token = await server.api(
      '/api/auth/token',
      json('POST', { email: editor.email, password: STRONG }),
    );
    const bearer = (await token.json()).token as string;
    const disabled = await owner(`/api/admin/users/${editor.id}`, json('PUT', { disabled: true }));
    expect((await disabled.json()).user.disabled).toBe(true);
    expect((await editor.api('/api/auth/me')).status).toBe(401);
    const desktop = await server.api('/api/auth/me', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(desktop.status).toBe(401);
    const refused = await server.api(
      '/api/auth/login',
      json('POST', { email: editor.email, password: STRONG }),
    );
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('invalid_credentials');

    await owner(`/api/admin/users/${editor.id}`, json('PUT', { disabled: false }));
    await signInAs(editor.email, STRONG);
  });

  it('lists who signs in with a second factor, to owners only', async () => {
    const guarded = await person(['recruiter']);
    const open = await person(['recruiter']);
    const setup = await guarded.api('/api/auth/2fa', { method: 'POST' });
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    const confirmed = await guarded.api(
      '/api/auth/2fa/confirm',
      json('POST', { otp: totpCode(secret) }),
    );
    expect(confirmed.status).toBe(200);

    const { users } = (await (await owner('/api/admin/users')).json()) as {
      users: { id: number; twoFactor: boolean }[];
    };
    expect(users.find((u) => u.id === guarded.id)?.twoFactor).toBe(true);
    expect(users.find((u) => u.id === open.id)?.twoFactor).toBe(false);
    // Who has it on is the owners' to know, as the rest of the list is.
    expect((await open.api('/api/admin/users')).status).toBe(403);
  });

  it('answers 404 for a person that does not exist', async () => {
    const missing = await owner('/api/admin/users/98765', json('PUT', { name: 'Nobody' }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'user_not_found' });
  });

  // Last: the owner of this file steps down in it.
  it('keeps an enabled owner: the last one cannot be demoted or disabled', async () => {
    const me = (await (await owner('/api/auth/me')).json()).user as { id: number };
    const list = (await (await owner('/api/admin/users')).json()).users as {
      id: number;
      roles: Role[];
      disabled: boolean;
    }[];
    // Other owners, had earlier tests made any, step down first.
    for (const other of list.filter((u) => u.id !== me.id && u.roles.includes('owner'))) {
      const res = await owner(`/api/admin/users/${other.id}`, json('PUT', { disabled: true }));
      expect(res.status).toBe(200);
    }
    for (const change of [{ roles: ['editor'] }, { disabled: true }]) {
      const res = await owner(`/api/admin/users/${me.id}`, json('PUT', change));
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'last_owner' });
    }
    // With a second owner, the first may step down.
    const second = await person(['owner']);
    const demoted = await second.api(
      `/api/admin/users/${me.id}`,
      json('PUT', { roles: ['editor'] }),
    );
    expect(demoted.status).toBe(200);
    expect((await owner('/api/admin/users')).status).toBe(403);
    expect((await (await owner('/api/auth/me')).json()).user).toMatchObject({
      email: ADMIN_EMAIL,
      roles: ['editor'],
    });
    // ADMIN_EMAIL stays the operators' way back: the next start makes it an enabled owner again.
    await second.api(`/api/admin/users/${me.id}`, json('PUT', { disabled: true }));
    await ensureAdmin(server.deps.db, ADMIN_EMAIL, ADMIN_PASSWORD, server.deps.logger);
    const back = await signInAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await (await back('/api/auth/me')).json()).user.roles).toEqual(['owner', 'editor']);
  });
});

describe('the invitation endpoint', () => {
  it('is public and never cached', async () => {
    const res = await raw(
      server.url,
      'POST',
      '/api/auth/invitation',
      { 'content-type': 'application/json' },
      JSON.stringify({ token: 'nope', password: STRONG }),
    );
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
