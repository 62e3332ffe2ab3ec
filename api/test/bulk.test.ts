/**
 * Bulk actions on the submissions: POST /api/admin/<kind>/bulk sets one status on, or
 * deletes, up to 500 selected items at once, in one transaction; only the kind's statuses; only
 * for the roles of the kind's area; answers what it changed and which ids named nothing; each item
 * gets its own audit event (what the live feed passes on: see events.test.ts). SQLite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { BULK_MAX_IDS } from '@vb/shared/schemas';
import type { Role } from '@vb/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, startTestServer } from './helpers';

const STRONG = 'a long and unusual passphrase 42';

let server: TestServer;
let owner: TestFetch;

async function person(roles: Role[]): Promise<TestFetch> {
  const email = `${roles.join('-')}-${Math.random().toString(36).slice(2)}@example.test`;
  const invited = await owner('/api/admin/users', json('POST', { email, name: 'P', roles }));
  expect(invited.status, await invited.clone().text()).toBe(201);
  const { token } = (await invited.json()).invitation as { token: string };
  const accepted = await server.api(
    '/api/auth/invitation',
    json('POST', { token, password: STRONG }),
  );
  expect(accepted.status).toBe(204);
  const login = await server.api('/api/auth/login', json('POST', { email, password: STRONG }));
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return (path, init = {}) =>
    server.api(path, { ...init, headers: { ...(init.headers as object), cookie } });
}

async function created(res: Response): Promise<number> {
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const contact = async (name = 'Bulk Person') =>
  created(
    await server.api(
      '/api/contact',
      json('POST', {
        name,
        email: 'bulk@example.test',
        subject: 'Bulk',
        message: 'A message for the bulk tests.',
      }),
    ),
  );

const application = async (name = 'Bulk Applicant') =>
  created(
    await server.api(
      '/api/careers/apply',
      json('POST', {
        name,
        email: 'applicant@example.test',
        phone: '0501234567',
        position: 'Tester',
        resumeFilename: 'cv.pdf',
        resumeData: makePdf(name).toString('base64'),
      }),
    ),
  );

const bulk = (api: TestFetch, kind: string, body: unknown) =>
  api(`/api/admin/${kind}/bulk`, json('POST', body));

const statusOf = async (kind: string, key: string, id: number) => {
  const items = (await (await owner(`/api/admin/${kind}`)).json())[key] as {
    id: number;
    status: string;
  }[];
  return items.find((i) => i.id === id)?.status;
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
});
afterAll(() => server.close());

describe('POST /api/admin/<kind>/bulk', () => {
  it('sets a status on every selected item and tells which ids were already gone', async () => {
    const ids = [await contact(), await contact(), await contact()];
    const other = await contact();
    const res = await bulk(owner, 'contact-messages', {
      action: 'status',
      status: 'replied',
      ids: [ids[2], 987654, ids[0], ids[1], 987653],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({
      updated: 3,
      ids: [...ids].sort((a, b) => a - b),
      missing: [987653, 987654],
    });
    for (const id of ids)
      expect(await statusOf('contact-messages', 'messages', id)).toBe('replied');
    expect(await statusOf('contact-messages', 'messages', other)).toBe('new');
  });

  it('deletes the selected items, applications with their résumés', async () => {
    const ids = [await application('One'), await application('Two')];
    const keep = await application('Kept');
    const res = await bulk(owner, 'applications', { action: 'delete', ids: [...ids, 999999] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2, ids, missing: [999999] });
    for (const id of ids) {
      expect((await owner(`/api/admin/applications/${id}/resume`)).status).toBe(404);
      const resume = await server.deps.db('resumes').where({ application_id: id }).first();
      expect(resume).toBeUndefined();
    }
    expect((await owner(`/api/admin/applications/${keep}/resume`)).status).toBe(200);
    // Again: nothing left to delete, every id is missing.
    const again = await bulk(owner, 'applications', { action: 'delete', ids });
    expect(await again.json()).toEqual({ deleted: 0, ids: [], missing: ids });
  });

  it('takes 500 ids at once', async () => {
    const id = await contact();
    const ids = [id, ...Array.from({ length: BULK_MAX_IDS - 1 }, (_, i) => 500_000 + i)];
    const res = await bulk(owner, 'contact-messages', { action: 'status', status: 'read', ids });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body.updated).toBe(1);
    expect(body.missing).toHaveLength(BULK_MAX_IDS - 1);
  });

  it('refuses bad bodies with a readable 400, changing nothing', async () => {
    const id = await contact();
    const cases: [unknown, string, RegExp][] = [
      [{ action: 'delete', ids: [] }, 'ids', /at least one/],
      [
        { action: 'delete', ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1) },
        'ids',
        /at most 500/,
      ],
      [{ action: 'delete', ids: [id, id] }, 'ids', /must not repeat/],
      [{ action: 'delete', ids: [0] }, 'ids.0', /positive/],
      [{ action: 'delete', ids: [1.5] }, 'ids.0', /whole number/],
      [{ action: 'delete', ids: ['1'] }, 'ids.0', /whole number/],
      [{ action: 'delete', ids: '1,2' }, 'ids', /list of item ids/],
      [{ action: 'delete' }, 'ids', /required/],
      [{ action: 'status', ids: [id], status: 'hired' }, 'status', /one of new, read, replied/],
      [{ action: 'status', ids: [id] }, 'status', /one of new, read, replied/],
      [{ action: 'shred', ids: [id] }, 'action', /'status', 'delete'/],
      [{ ids: [id] }, 'action', /'status', 'delete'/],
      [{ action: 'delete', ids: [id], extra: 1 }, 'body', /Unknown field/],
      [[id], 'body', /./],
    ];
    for (const [body, path, message] of cases) {
      const res = await bulk(owner, 'contact-messages', body);
      const text = await res.text();
      expect(res.status, `${JSON.stringify(body)}: ${text}`).toBe(400);
      const error = JSON.parse(text);
      expect(error.code).toBe('validation_failed');
      expect(error.message, text).toMatch(message);
      expect(
        (error.issues as { path: string }[]).map((i) => i.path),
        `${JSON.stringify(body)}: ${text}`,
      ).toContain(path);
    }
    // A status of another kind's set.
    const hired = await bulk(owner, 'investor-requests', {
      action: 'status',
      status: 'read',
      ids: [1],
    });
    expect(hired.status).toBe(400);
    expect((await hired.json()).message).toMatch(/new, contacted, in_discussion, closed/);
    expect(await statusOf('contact-messages', 'messages', id)).toBe('new');
    const raw = await owner('/api/admin/contact-messages/bulk', json('POST', '{"action":'));
    expect(raw.status).toBe(400);
    expect((await raw.json()).code).toBe('invalid_json');
  });

  it('answers 401 without a session and 403 to the roles without the kind’s area', async () => {
    const id = await contact();
    const body = { action: 'delete', ids: [id] };
    const anonymous = await bulk(server.api, 'contact-messages', body);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).code).toBe('unauthorized');
    for (const roles of [['editor'], ['recruiter'], ['editor', 'recruiter']] as Role[][]) {
      const res = await bulk(await person(roles), 'contact-messages', body);
      expect(res.status, roles.join()).toBe(403);
      expect((await res.json()).code).toBe('forbidden');
    }
    // Refused before the body is read: a bad body is 403 too.
    expect((await bulk(await person(['editor']), 'contact-messages', {})).status).toBe(403);
    expect(await statusOf('contact-messages', 'messages', id)).toBe('new');
    const relations = await person(['relations']);
    const res = await bulk(relations, 'contact-messages', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1, ids: [id], missing: [] });
    const apps = await bulk(relations, 'applications', { action: 'delete', ids: [1] });
    expect(apps.status).toBe(403);
    const recruiter = await person(['recruiter']);
    const ok = await bulk(recruiter, 'applications', { action: 'delete', ids: [987654] });
    expect(await ok.json()).toEqual({ deleted: 0, ids: [], missing: [987654] });
  });

  it('records one audit event per item changed, none for the ids that named nothing', async () => {
    const ids = [await contact(), await contact()];
    const audit = async (action: string) =>
      (await (await owner(`/api/admin/audit?action=${action}&limit=10`)).json()).events as {
        itemKind: string;
        itemId: string;
        detail: string;
        actorEmail: string;
      }[];
    const changed = await bulk(owner, 'contact-messages', {
      action: 'status',
      status: 'read',
      ids: [...ids, 888888],
    });
    expect(changed.status).toBe(200);
    const statusEvents = (await audit('status_changed')).slice(0, 3);
    expect(
      statusEvents
        .slice(0, 2)
        .map((e) => Number(e.itemId))
        .sort(),
    ).toEqual([...ids].sort());
    for (const event of statusEvents.slice(0, 2))
      expect(event).toMatchObject({
        itemKind: 'contact-message',
        detail: 'read (bulk of 3)',
        actorEmail: expect.any(String),
      });
    expect(statusEvents.map((e) => e.itemId)).not.toContain('888888');

    const removed = await bulk(owner, 'contact-messages', { action: 'delete', ids });
    expect(removed.status).toBe(200);
    const deleteEvents = (await audit('submission_deleted')).slice(0, 2);
    expect(deleteEvents.map((e) => Number(e.itemId)).sort()).toEqual([...ids].sort());
    for (const event of deleteEvents)
      expect(event).toMatchObject({ itemKind: 'contact-message', detail: 'bulk of 2' });
  });
});
