/**
 * Staff accounts and roles: every admin route against every role (a frozen table of
 * who may call what), the people screen's API (invite, roles, disable, the last owner), and the
 * invitation link (single use, expiry, password rules).
 */
import { INVITATION_PATH } from '@vb/shared/constants';
import { ROLES, type Role } from '@vb/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters, routeAccess } from '../src/app';
import { discoveryRoutes } from '../src/site/discovery';
import { ensureAdmin } from '../src/services/users';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type TestFetch,
  type TestServer,
  json,
  startTestServer,
} from './helpers';
import { raw, seedContent, type Seeded } from './securityKit';

/**
 * Who may call each staff route besides an owner, frozen: a new route, or a change of who may
 * call one, is made here on purpose. 'anyone' is every signed-in person (their own account).
 */
const WHO_MAY: Record<string, readonly Role[] | 'anyone'> = {
  'GET /api/auth/me': 'anyone',
  'GET /api/auth/sessions': 'anyone',
  'POST /api/auth/2fa': 'anyone',
  'POST /api/auth/2fa/confirm': 'anyone',
  'DELETE /api/auth/2fa': 'anyone',
  'DELETE /api/auth/sessions/:sessionId': 'anyone',
  'POST /api/auth/password': 'anyone',
  'POST /api/auth/reauthenticate': 'anyone',
  'POST /api/translate': ['editor', 'recruiter'],
  'GET /api/admin/summary': ['editor', 'recruiter', 'relations'],
  'GET /api/admin/events': ['editor', 'recruiter', 'relations'],
  // The overview: every role, each figure of the kinds it reaches.
  'GET /api/admin/overview': ['editor', 'recruiter', 'relations'],
  'GET /api/admin/applications': ['recruiter'],
  'GET /api/admin/applications/export.csv': ['recruiter'],
  'PUT /api/admin/applications/:id/status': ['recruiter'],
  'DELETE /api/admin/applications/:id': ['recruiter'],
  'POST /api/admin/applications/bulk': ['recruiter'],
  'GET /api/admin/applications/:id/resume': ['recruiter'],
  'GET /api/admin/contact-messages': ['relations'],
  'GET /api/admin/contact-messages/export.csv': ['relations'],
  'PUT /api/admin/contact-messages/:id/status': ['relations'],
  'DELETE /api/admin/contact-messages/:id': ['relations'],
  'POST /api/admin/contact-messages/bulk': ['relations'],
  'GET /api/admin/investor-requests': ['relations'],
  'GET /api/admin/investor-requests/export.csv': ['relations'],
  'PUT /api/admin/investor-requests/:id/status': ['relations'],
  'DELETE /api/admin/investor-requests/:id': ['relations'],
  'POST /api/admin/investor-requests/bulk': ['relations'],
  // Working an item and hearing of new ones.
  'GET /api/admin/applications/:id': ['recruiter'],
  'GET /api/admin/applications/assignees': ['recruiter'],
  'POST /api/admin/applications/:id/notes': ['recruiter'],
  'PUT /api/admin/applications/:id/notes/:noteId': ['recruiter'],
  'PUT /api/admin/applications/:id/assignee': ['recruiter'],
  'PUT /api/admin/applications/:id/archived': ['recruiter'],
  'GET /api/admin/contact-messages/:id': ['relations'],
  'GET /api/admin/contact-messages/assignees': ['relations'],
  'POST /api/admin/contact-messages/:id/notes': ['relations'],
  'PUT /api/admin/contact-messages/:id/notes/:noteId': ['relations'],
  'PUT /api/admin/contact-messages/:id/assignee': ['relations'],
  'PUT /api/admin/contact-messages/:id/archived': ['relations'],
  'GET /api/admin/investor-requests/:id': ['relations'],
  'GET /api/admin/investor-requests/assignees': ['relations'],
  'POST /api/admin/investor-requests/:id/notes': ['relations'],
  'PUT /api/admin/investor-requests/:id/notes/:noteId': ['relations'],
  'PUT /api/admin/investor-requests/:id/assignee': ['relations'],
  'PUT /api/admin/investor-requests/:id/archived': ['relations'],
  'GET /api/admin/account/notifications': ['editor', 'recruiter', 'relations'],
  'PUT /api/admin/account/notifications': ['editor', 'recruiter', 'relations'],
  'GET /api/admin/job-listings': ['editor', 'recruiter'],
  'GET /api/admin/job-listings/applicant-counts': ['recruiter'],
  'GET /api/admin/job-listings/:id': ['editor', 'recruiter'],
  'POST /api/admin/job-listings': ['editor', 'recruiter'],
  'PUT /api/admin/job-listings/:id': ['editor', 'recruiter'],
  'DELETE /api/admin/job-listings/:id': ['editor', 'recruiter'],
  'GET /api/admin/news': ['editor'],
  'GET /api/admin/news/slug-check': ['editor'],
  'GET /api/admin/news/:id': ['editor'],
  'POST /api/admin/news': ['editor'],
  'PUT /api/admin/news/:id': ['editor'],
  'DELETE /api/admin/news/:id': ['editor'],
  'POST /api/admin/news/:id/preview-link': ['editor'],
  'DELETE /api/admin/news/:id/preview-link': ['editor'],
  // Revisions.
  'GET /api/admin/news/:id/revisions': ['editor'],
  'POST /api/admin/news/:id/revisions/:rev/restore': ['editor'],
  'POST /api/admin/media': ['editor'],
  // Site content.
  'GET /api/admin/content': ['editor'],
  'POST /api/admin/content/images': ['editor'],
  'PUT /api/admin/content/team/order': ['editor'],
  'POST /api/admin/content/team': ['editor'],
  'PUT /api/admin/content/team/:id': ['editor'],
  'DELETE /api/admin/content/team/:id': ['editor'],
  'PUT /api/admin/content/ventures/order': ['editor'],
  'POST /api/admin/content/ventures': ['editor'],
  'PUT /api/admin/content/ventures/:id': ['editor'],
  'DELETE /api/admin/content/ventures/:id': ['editor'],
  'PUT /api/admin/content/partners/order': ['editor'],
  'POST /api/admin/content/partners': ['editor'],
  'PUT /api/admin/content/partners/:id': ['editor'],
  'DELETE /api/admin/content/partners/:id': ['editor'],
  'GET /api/admin/users': [],
  'POST /api/admin/users': [],
  'PUT /api/admin/users/:id': [],
  'GET /api/admin/users/:id/sessions': [],
  'GET /api/admin/audit': [],
  'GET /api/admin/outbox': [],
  'GET /api/admin/account/preferences': ['editor', 'recruiter', 'relations'],
  'PUT /api/admin/account/preferences': ['editor', 'recruiter', 'relations'],
  'GET /api/admin/settings': [],
  'PUT /api/admin/settings': [],
  'DELETE /api/admin/users/:id/sessions/:sessionId': [],
  // Privacy: erasing a person, owners only.
  'POST /api/admin/privacy/erasure': [],
};

const STRONG = 'a long and unusual passphrase 42';

let server: TestServer;
let owner: TestFetch;
let seeded: Seeded;

/** A fetch signed in with a cookie session of `email`. */
async function signInAs(email: string, password: string): Promise<TestFetch> {
  const res = await server.api('/api/auth/login', json('POST', { email, password }));
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return (pathname, init = {}) =>
    server.api(pathname, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
}

let counter = 0;
/** Invites a person with these roles: the answer's user and the link's token. */
async function invite(roles: Role[], name = 'Person') {
  counter += 1;
  const email = `person${counter}@example.test`;
  const res = await owner('/api/admin/users', json('POST', { email, name, roles }));
  expect(res.status, await res.clone().text()).toBe(201);
  const body = await res.json();
  return { email, id: body.user.id as number, token: body.invitation.token as string, body };
}

/** Invites a person and accepts the invitation: signed in as them. */
async function person(roles: Role[]) {
  const invited = await invite(roles);
  const accepted = await server.api(
    '/api/auth/invitation',
    json('POST', { token: invited.token, password: STRONG }),
  );
  expect(accepted.status, await accepted.clone().text()).toBe(204);
  return { ...invited, api: await signInAs(invited.email, STRONG) };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
  seeded = await seedContent(server.api, owner);
});
afterAll(() => server.close());

describe('every admin route against every role', () => {
  it('has exactly the frozen table of staff routes, each under the area it declares', () => {
    const staff = routeAccess([...apiRouters(server.deps), discoveryRoutes(server.deps)])
      .filter((route) => route.access === 'staff')
      .flatMap((route) => route.methods.map((method) => `${method} ${route.path}`));
    expect(staff.sort()).toEqual(Object.keys(WHO_MAY).sort());
  });

  it('answers 403 forbidden exactly to the roles that may not call a route', async () => {
    const people = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, (await person([role])).api] as const)),
    ) as Record<Role, TestFetch>;
    // Deletions last: they remove the rows the other routes are called with.
    const routes = Object.entries(WHO_MAY).sort(
      ([a], [b]) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
    );
    for (const [key, who] of routes) {
      const [method, path] = key.split(' ') as [string, string];
      const concrete = path
        .replace(':id', String(path.includes('/users/') ? 999 : seeded.applicationId))
        .replace(':sessionId', '0'.repeat(64));
      for (const role of ROLES) {
        const allowed = role === 'owner' || who === 'anyone' || who.includes(role);
        const res = await people[role](concrete, {
          method,
          ...(method === 'POST' || method === 'PUT'
            ? { headers: { 'content-type': 'application/json' }, body: '{}' }
            : {}),
        });
        const label = `${key} as ${role}`;
        expect(res.status, label).toBeLessThan(500);
        expect(res.status, label).not.toBe(401);
        if (allowed) {
          expect(res.status, label).not.toBe(403);
        } else {
          expect(res.status, label).toBe(403);
          expect(await res.json(), label).toMatchObject({ code: 'forbidden' });
          expect(res.headers.get('cache-control'), label).toBe('no-store');
        }
      }
    }
  });

  it('tells a person their roles', async () => {
    const both = await person(['editor', 'relations']);
    const me = await (await both.api('/api/auth/me')).json();
    expect(me.user).toMatchObject({ email: both.email, roles: ['editor', 'relations'] });
    const login = await server.api(
      '/api/auth/token',
      json('POST', { email: both.email, password: STRONG }),
    );
    expect((await login.json()).user.roles).toEqual(['editor', 'relations']);
  });
});

describe('sessions', () => {
  it('a person sees their sessions and tokens, where from, and ends one', async () => {
    const person1 = await person(['editor']);
    const token = await server.api(
      '/api/auth/token',
      json('POST', { email: person1.email, password: STRONG }, { 'user-agent': 'Console/1.0' }),
    );
    const bearer = (await token.json()).token as string;
    const listed = await (await person1.api('/api/auth/sessions')).json();
    expect(listed.sessions).toHaveLength(2);
    const [newest, older] = listed.sessions;
    expect(newest).toMatchObject({ kind: 'bearer', userAgent: 'Console/1.0', current: false });
    expect(older).toMatchObject({ kind: 'cookie', current: true });
    for (const s of listed.sessions) {
      expect(s.ip).toMatch(/127\.0\.0\.1/);
      expect(s.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const end = () => person1.api(`/api/auth/sessions/${newest.id}`, { method: 'DELETE' });
    expect((await end()).status).toBe(204);
    const desktop = await server.api('/api/auth/me', {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(desktop.status).toBe(401);
    const again = await end();
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: 'session_not_found' });
    expect((await person1.api('/api/auth/me')).status).toBe(200);
  });

  it("a person cannot end someone else's session; an owner can", async () => {
    const person1 = await person(['recruiter']);
    const person2 = await person(['recruiter']);
    const [theirs] = (await (await person1.api('/api/auth/sessions')).json()).sessions;
    const other = await person2.api(`/api/auth/sessions/${theirs.id}`, { method: 'DELETE' });
    expect(other.status).toBe(404);
    expect((await person1.api('/api/auth/me')).status).toBe(200);

    const seen = await (await owner(`/api/admin/users/${person1.id}/sessions`)).json();
    expect(seen.sessions.map((s: { id: string }) => s.id)).toEqual([theirs.id]);
    expect(seen.sessions[0].current).toBe(false);
    // Not through another person's id.
    const wrongPerson = await owner(`/api/admin/users/${person2.id}/sessions/${theirs.id}`, {
      method: 'DELETE',
    });
    expect(wrongPerson.status).toBe(404);
    const ended = await owner(`/api/admin/users/${person1.id}/sessions/${theirs.id}`, {
      method: 'DELETE',
    });
    expect(ended.status).toBe(204);
    expect((await person1.api('/api/auth/me')).status).toBe(401);
    expect((await owner('/api/admin/users/98765/sessions')).status).toBe(404);
    expect((await person2.api(`/api/admin/users/${person1.id}/sessions`)).status).toBe(403);
  });
});

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
    // Other owners (from the route table test) step down first.
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
