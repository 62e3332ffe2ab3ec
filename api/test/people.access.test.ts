/**
 * Staff roles: every admin route against every role (a frozen table of who may call what), the
 * roles a person is told, and sessions — each person's own, which only they or an owner may end.
 */
import { ROLES, type Role } from '@vb/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters, routeAccess } from '../src/app';
import { discoveryRoutes } from '../src/site/discovery';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';
import { type People, STRONG, peopleOn } from './peopleKit';
import { seedContent, type Seeded } from './securityKit';

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
  'POST /api/translate/batch': ['editor', 'recruiter'],
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
  'POST /api/admin/applications/:id/replies': ['recruiter'],
  'POST /api/admin/applications/:id/answers/read': ['recruiter'],
  'POST /api/admin/applications/replies': ['recruiter'],
  'GET /api/admin/applications/:id/files/:fileId': ['recruiter'],
  'PUT /api/admin/applications/:id/assignee': ['recruiter'],
  'PUT /api/admin/applications/:id/archived': ['recruiter'],
  'GET /api/admin/contact-messages/:id': ['relations'],
  'GET /api/admin/contact-messages/assignees': ['relations'],
  'POST /api/admin/contact-messages/:id/notes': ['relations'],
  'PUT /api/admin/contact-messages/:id/notes/:noteId': ['relations'],
  'POST /api/admin/contact-messages/:id/replies': ['relations'],
  'POST /api/admin/contact-messages/:id/answers/read': ['relations'],
  'POST /api/admin/contact-messages/replies': ['relations'],
  'GET /api/admin/contact-messages/:id/files/:fileId': ['relations'],
  'PUT /api/admin/contact-messages/:id/assignee': ['relations'],
  'PUT /api/admin/contact-messages/:id/archived': ['relations'],
  'GET /api/admin/investor-requests/:id': ['relations'],
  'GET /api/admin/investor-requests/assignees': ['relations'],
  'POST /api/admin/investor-requests/:id/notes': ['relations'],
  'PUT /api/admin/investor-requests/:id/notes/:noteId': ['relations'],
  'POST /api/admin/investor-requests/:id/replies': ['relations'],
  'POST /api/admin/investor-requests/:id/answers/read': ['relations'],
  'POST /api/admin/investor-requests/replies': ['relations'],
  'GET /api/admin/investor-requests/:id/files/:fileId': ['relations'],
  'PUT /api/admin/investor-requests/:id/assignee': ['relations'],
  'PUT /api/admin/investor-requests/:id/archived': ['relations'],
  // Reply templates: every role reaches the route; each kind's templates are its people's.
  'GET /api/admin/reply-templates': ['editor', 'recruiter', 'relations'],
  'POST /api/admin/reply-templates': ['editor', 'recruiter', 'relations'],
  'PUT /api/admin/reply-templates/:id': ['editor', 'recruiter', 'relations'],
  'DELETE /api/admin/reply-templates/:id': ['editor', 'recruiter', 'relations'],
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

let server: TestServer;
let owner: TestFetch;
let seeded: Seeded;
let person: People['person'];

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
  seeded = await seedContent(server.api, owner);
  ({ person } = peopleOn(server, owner));
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
