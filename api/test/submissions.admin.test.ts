/**
 * The admin's handling of the three kinds of submission: every route refused without
 * credentials, and for each kind its list (newest first), its statuses, its 404s and deletion;
 * then the résumé download, which goes with its application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, CONTACT_STATUSES, INVESTOR_STATUSES } from '@vb/shared/status';
import { makePdf } from './fixtures/documents';
import { type TestServer, json } from './helpers';
import {
  type Fetch,
  expectCreated,
  expectError,
  expectNewestFirst,
  startSubmissionsServer,
  submissionRequests,
} from './submissionsKit';

let server: TestServer;
let admin: Fetch;
beforeAll(async () => ({ server, admin } = await startSubmissionsServer()));
afterAll(() => server.close());

const { post, list, listApplications } = submissionRequests(() => ({ server, admin }));

interface KindSpec {
  path: string;
  listKey: string;
  itemKey: string;
  notFound: string;
  statuses: readonly string[];
  invalid: unknown[];
  create(): Promise<number>;
}

const kinds: KindSpec[] = [
  {
    path: 'applications',
    listKey: 'applications',
    itemKey: 'application',
    notFound: 'application_not_found',
    statuses: APPLICATION_STATUSES,
    invalid: ['read', 'replied', 'closed', 'in_discussion', '', 'NEW', ' new', 'new ', 'archived'],
    create: async () =>
      expectCreated(
        await post('/api/careers/apply', {
          name: 'Admin Test',
          email: 'admin-test@example.com',
          phone: '0501234567',
          position: 'Analyst',
          resumeFilename: 'cv.pdf',
          resumeData: makePdf('admin test').toString('base64'),
        }),
      ),
  },
  {
    path: 'contact-messages',
    listKey: 'messages',
    itemKey: 'message',
    notFound: 'message_not_found',
    statuses: CONTACT_STATUSES,
    invalid: ['closed', 'contacted', 'reviewed', 'hired', '', 'NEW', 'Read', 'unread'],
    create: async () =>
      expectCreated(
        await post('/api/contact', {
          name: 'Admin Test',
          email: 'admin-test@example.com',
          subject: 'Status',
          message: 'Testing statuses.',
        }),
      ),
  },
  {
    path: 'investor-requests',
    listKey: 'requests',
    itemKey: 'request',
    notFound: 'request_not_found',
    statuses: INVESTOR_STATUSES,
    invalid: ['read', 'replied', 'reviewed', 'hired', '', 'NEW', 'in-discussion', 'open'],
    create: async () =>
      expectCreated(
        await post('/api/investor', {
          name: 'Admin Test',
          email: 'admin-test@example.com',
          organization: 'Test Fund',
          message: 'Testing statuses.',
        }),
      ),
  },
];

describe('admin routes without credentials', () => {
  let appId: number;
  beforeAll(async () => {
    appId = await kinds[0]!.create();
  });

  const routes = (id: number): [string, string, unknown?][] => [
    ['GET', '/api/admin/applications'],
    ['GET', '/api/admin/contact-messages'],
    ['GET', '/api/admin/investor-requests'],
    ['GET', `/api/admin/applications/${id}/resume`],
    ['PUT', `/api/admin/applications/${id}/status`, { status: 'hired' }],
    ['PUT', `/api/admin/contact-messages/${id}/status`, { status: 'read' }],
    ['PUT', `/api/admin/investor-requests/${id}/status`, { status: 'closed' }],
    ['DELETE', `/api/admin/applications/${id}`],
    ['DELETE', `/api/admin/contact-messages/${id}`],
    ['DELETE', `/api/admin/investor-requests/${id}`],
    // Other spellings of the same paths are guarded too.
    ['GET', '/api/ADMIN/applications'],
    ['GET', '/api/admin/applications/'],
  ];

  it('answers 401 unauthorized to every admin submission route', async () => {
    for (const [method, path, body] of routes(appId)) {
      for (const headers of [
        {},
        { cookie: 'vb_session=not-a-session' },
        { authorization: 'Bearer not-a-token' },
      ] as Record<string, string>[]) {
        const init: RequestInit =
          body === undefined ? { method, headers } : json(method, body, headers);
        const res = await server.api(path, init);
        const text = await res.text();
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}: ${text}`).toBe(401);
        expect(JSON.parse(text)).toMatchObject({ code: 'unauthorized' });
      }
    }
    // Nothing changed: the application is still there, still new, with its résumé.
    const listed = (await listApplications()).find((a) => a.id === appId);
    expect(listed?.status).toBe('new');
    expect((await admin(`/api/admin/applications/${appId}/resume`)).status).toBe(200);
  });
});

describe.each(kinds)('admin $path', (kind) => {
  const base = `/api/admin/${kind.path}`;
  const listKind = async () =>
    list<{ id: number; status: string; createdAt: string }>(kind.path, kind.listKey);
  const putStatus = (id: number | string, body: unknown) =>
    admin(`${base}/${id}/status`, json('PUT', body));

  it('lists newest first under its key', async () => {
    const a = await kind.create();
    const b = await kind.create();
    const items = await listKind();
    expect(items[0]?.id).toBe(b);
    expect(items[1]?.id).toBe(a);
    expectNewestFirst(items);
    const res = await admin(base);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sets every status of its set and answers the updated item', async () => {
    const id = await kind.create();
    // Every transition, including back to the initial status and setting the same status twice.
    for (const status of [...kind.statuses].reverse().concat(kind.statuses, [kind.statuses[0]!])) {
      const res = await putStatus(id, { status });
      expect(res.status, status).toBe(200);
      const body = (await res.json()) as Record<string, { id: number; status: string }>;
      expect(Object.keys(body)).toEqual([kind.itemKey]);
      expect(body[kind.itemKey]).toMatchObject({ id, status });
      expect((await listKind()).find((i) => i.id === id)?.status).toBe(status);
    }
  });

  it('refuses a status outside its set and leaves the row unchanged', async () => {
    const id = await kind.create();
    const target = kind.statuses[1]!;
    expect((await putStatus(id, { status: target })).status).toBe(200);
    const bodies: unknown[] = [
      ...kind.invalid.map((status) => ({ status })),
      { status: null },
      { status: 1 },
      { status: [target] },
      {},
      { status: target, extra: true },
    ];
    for (const body of bodies) {
      const res = await putStatus(id, body);
      await expectError(res, 400, 'validation_failed');
      expect((await listKind()).find((i) => i.id === id)?.status, JSON.stringify(body)).toBe(
        target,
      );
    }
    await expectError(
      await admin(`${base}/${id}/status`, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ status: kind.statuses[0] }),
      }),
      415,
      'unsupported_media_type',
    );
    await expectError(
      await admin(`${base}/${id}/status`, json('PUT', '{"status":')),
      400,
      'invalid_json',
    );
    expect((await listKind()).find((i) => i.id === id)?.status).toBe(target);
  });

  it('answers 404 with its resource code for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '1e3x', '9007199254740993']) {
      await expectError(await putStatus(id, { status: kind.statuses[0] }), 404, kind.notFound);
      await expectError(await admin(`${base}/${id}`, { method: 'DELETE' }), 404, kind.notFound);
    }
  });

  it('deletes, then answers 404 on repeat', async () => {
    const id = await kind.create();
    const keep = await kind.create();
    const res = await admin(`${base}/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    await expectError(await admin(`${base}/${id}`, { method: 'DELETE' }), 404, kind.notFound);
    await expectError(await putStatus(id, { status: kind.statuses[0] }), 404, kind.notFound);
    const ids = (await listKind()).map((i) => i.id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(keep);
  });
});

describe('admin résumé download', () => {
  it('answers 404 for an unknown or malformed application id', async () => {
    for (const id of ['999999', 'abc', '0', '-5']) {
      await expectError(
        await admin(`/api/admin/applications/${id}/resume`),
        404,
        'application_not_found',
      );
    }
  });

  it('removes the résumé along with its application', async () => {
    const pdf = makePdf('to be deleted');
    const id = await expectCreated(
      await post('/api/careers/apply', {
        name: 'Delete Me',
        email: 'delete@example.com',
        phone: '0501234567',
        position: 'Tester',
        resumeFilename: 'delete.pdf',
        resumeData: pdf.toString('base64'),
      }),
    );
    const before = await admin(`/api/admin/applications/${id}/resume`);
    expect(before.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await before.arrayBuffer()), pdf)).toBe(0);

    expect((await admin(`/api/admin/applications/${id}`, { method: 'DELETE' })).status).toBe(200);
    await expectError(
      await admin(`/api/admin/applications/${id}/resume`),
      404,
      'application_not_found',
    );
    const orphan = await server.deps.db('resumes').where({ application_id: id }).first();
    expect(orphan).toBeUndefined();
  });
});
