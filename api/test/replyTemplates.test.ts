/**
 * Reply templates: staff of a kind create, list (by name), edit and delete its templates; the
 * people of another kind get 403, on every call and on the list of that kind, and see only their
 * own kinds' templates otherwise; the texts are checked like a reply's, with only the known
 * placeholders (an unknown one is a 400 naming it); each change is in the audit trail. SQLite,
 * and PostgreSQL with TEST_DATABASE_URL.
 */
import { REPLY_MAX } from '@vb/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestFetch, type TestServer, json, staffMember, startTestServer } from './helpers';

interface Template {
  id: number;
  kind: string;
  name: string;
  bodyAr: string;
  bodyEn: string;
  createdAt: string;
  updatedAt: string;
}

const BASE = '/api/admin/reply-templates';

let server: TestServer;
let owner: TestFetch;
let recruiter: TestFetch;
let relations: TestFetch;
let editor: TestFetch;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
  recruiter = (await staffMember(server, owner, { roles: ['recruiter'], name: 'Reem' })).api;
  relations = (await staffMember(server, owner, { roles: ['relations'], name: 'Rana' })).api;
  editor = (await staffMember(server, owner, { roles: ['editor'], name: 'Eyad' })).api;
});
afterAll(() => server?.close());

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

async function create(api: TestFetch, body: Record<string, unknown>): Promise<Template> {
  const res = await api(BASE, json('POST', body));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { template: Template }).template;
}

async function list(api: TestFetch, kind?: string): Promise<Template[]> {
  const res = await api(kind ? `${BASE}?kind=${kind}` : BASE);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { templates: Template[] }).templates;
}

const applicationTemplate = (name: string) => ({
  kind: 'applications',
  name,
  bodyAr: 'عزيزي {name}، شكرًا لتقدّمك لوظيفة {position} في {company}.',
  bodyEn: 'Dear {name}, thank you for applying for {position} at {company}.',
});

describe('reply templates', () => {
  it('are created, listed by name, edited and deleted by the people of their kind', async () => {
    const tag = unique('');
    const later = await create(recruiter, {
      ...applicationTemplate(`Thanks${tag}`),
      bodyEn: '  Thank you, {name}.  ',
    });
    expect(later).toMatchObject({
      kind: 'applications',
      name: `Thanks${tag}`,
      bodyEn: 'Thank you, {name}.',
    });
    expect(later.createdAt).toBe(later.updatedAt);
    const first = await create(recruiter, applicationTemplate(`Acknowledge${tag}`));

    const mine = (rows: Template[]) => rows.filter((row) => row.name.endsWith(tag));
    expect(mine(await list(recruiter, 'applications')).map((row) => row.id)).toEqual([
      first.id,
      later.id,
    ]);
    // Without a kind: every kind the person reaches (an owner: all).
    expect(mine(await list(owner)).map((row) => row.id)).toEqual([first.id, later.id]);

    const res = await recruiter(
      `${BASE}/${later.id}`,
      json('PUT', { name: `Welcome${tag}`, bodyAr: 'أهلًا {name}', bodyEn: 'Welcome, {name}' }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = ((await res.json()) as { template: Template }).template;
    expect(edited).toMatchObject({
      id: later.id,
      kind: 'applications',
      name: `Welcome${tag}`,
      bodyAr: 'أهلًا {name}',
      bodyEn: 'Welcome, {name}',
      createdAt: later.createdAt,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(later.updatedAt));

    const removed = await recruiter(`${BASE}/${first.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect(mine(await list(recruiter, 'applications')).map((row) => row.name)).toEqual([
      `Welcome${tag}`,
    ]);

    // Gone: 404 on another edit or deletion, and a bad id is not found either.
    for (const [path, init] of [
      [`${BASE}/${first.id}`, { method: 'DELETE' }],
      [`${BASE}/${first.id}`, json('PUT', { name: 'x', bodyAr: 'س', bodyEn: 'x' })],
      [`${BASE}/abc`, { method: 'DELETE' }],
    ] as const) {
      const gone = await recruiter(path, init);
      expect(gone.status, path).toBe(404);
      expect(await gone.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it("refuses the templates of a kind one's roles do not reach", async () => {
    const contact = await create(relations, {
      kind: 'contact-messages',
      name: unique('Pitch decks'),
      bodyAr: 'شكرًا لتواصلك مع {company}.',
      bodyEn: 'Thank you for writing to {company}.',
    });
    const application = await create(recruiter, applicationTemplate(unique('Interview')));

    const refusals: [string, RequestInit][] = [
      [`${BASE}?kind=contact-messages`, {}],
      [BASE, json('POST', { ...applicationTemplate('x'), kind: 'contact-messages' })],
      [`${BASE}/${contact.id}`, json('PUT', { name: 'Mine', bodyAr: 'س', bodyEn: 'x' })],
      [`${BASE}/${contact.id}`, { method: 'DELETE' }],
    ];
    for (const [path, init] of refusals) {
      const res = await recruiter(path, init);
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
    // Unchanged.
    expect((await list(relations, 'contact-messages')).find((t) => t.id === contact.id)).toEqual(
      contact,
    );

    // Each sees only the kinds they reach; an editor reaches none.
    const recruiterSees = await list(recruiter);
    expect(recruiterSees.some((t) => t.id === application.id)).toBe(true);
    expect(recruiterSees.every((t) => t.kind === 'applications')).toBe(true);
    const relationsSees = await list(relations);
    expect(relationsSees.some((t) => t.id === contact.id)).toBe(true);
    expect(relationsSees.every((t) => t.kind !== 'applications')).toBe(true);
    expect(await list(editor)).toEqual([]);
    const editorCreates = await editor(BASE, json('POST', applicationTemplate('x')));
    expect(editorCreates.status).toBe(403);

    // An owner reaches every kind.
    const ownerEdit = await owner(
      `${BASE}/${contact.id}`,
      json('PUT', { name: contact.name, bodyAr: contact.bodyAr, bodyEn: 'Thanks from {company}' }),
    );
    expect(ownerEdit.status).toBe(200);
  });

  it('checks the texts like a reply, naming an unknown placeholder', async () => {
    const base = applicationTemplate(unique('Checked'));
    const bad = async (body: unknown, path = BASE, method = 'POST') => {
      const res = await recruiter(path, json(method, body));
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      return (await res.json()) as {
        code: string;
        message: string;
        issues: { path: string; message: string }[];
      };
    };

    const unknown = await bad({ ...base, bodyEn: 'Dear {firstName}, welcome to {company}' });
    expect(unknown.code).toBe('validation_failed');
    expect(unknown.issues).toEqual([
      {
        path: 'bodyEn',
        message: 'Unknown placeholder {firstName}: use {name}, {position} or {company}',
      },
    ]);
    expect(unknown.message).toContain('{firstName}');
    const arabic = await bad({ ...base, bodyAr: 'عزيزي {الاسم} و{Name}' });
    expect(arabic.issues.map((i) => i.message)).toEqual([
      'Unknown placeholder {الاسم}: use {name}, {position} or {company}',
      'Unknown placeholder {Name}: use {name}, {position} or {company}',
    ]);

    for (const body of [
      { ...base, name: '   ' },
      { ...base, name: 'x'.repeat(121) },
      { ...base, bodyAr: '' },
      { ...base, bodyEn: 'x'.repeat(REPLY_MAX + 1) },
      { ...base, bodyEn: 'Hello\u0000' },
      { ...base, kind: 'news' },
      { ...base, kind: undefined },
      { ...base, extra: true },
      'not json',
      [],
    ])
      await bad(body);

    const made = await create(recruiter, base);
    // The kind is fixed once made.
    const moved = await bad(
      { name: 'x', bodyAr: 'س', bodyEn: 'x', kind: 'contact-messages' },
      `${BASE}/${made.id}`,
      'PUT',
    );
    expect(moved.issues[0]?.message).toMatch(/Unknown field/);
    await bad({ name: 'x', bodyAr: 'س', bodyEn: '{nom}' }, `${BASE}/${made.id}`, 'PUT');

    const query = await recruiter(`${BASE}?kind=news`);
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('records each change in the audit trail, by whom, with the template’s kind and label', async () => {
    const name = unique('Audited');
    const made = await create(recruiter, applicationTemplate(name));
    const put = await recruiter(
      `${BASE}/${made.id}`,
      json('PUT', { name: `${name} 2`, bodyAr: 'س {name}', bodyEn: 'x {name}' }),
    );
    expect(put.status).toBe(200);
    expect((await recruiter(`${BASE}/${made.id}`, { method: 'DELETE' })).status).toBe(204);

    const events = await server.deps
      .db('audit_events')
      .where({ item_kind: 'reply-template', item_id: String(made.id) })
      .orderBy('id')
      .select('action', 'detail', 'actor_email');
    expect(events.map((e: { action: string }) => e.action)).toEqual([
      'reply_template_created',
      'reply_template_updated',
      'reply_template_deleted',
    ]);
    expect(events.map((e: { detail: string }) => e.detail)).toEqual([
      `applications: ${name}`,
      `applications: ${name} 2`,
      `applications: ${name} 2`,
    ]);
    expect(
      events.every((e: { actor_email: string }) => e.actor_email.startsWith('recruiter-')),
    ).toBe(true);
    // A refused change leaves no event.
    const before = await server.deps.db('audit_events').where({ item_kind: 'reply-template' });
    await relations(BASE, json('POST', applicationTemplate('x')));
    const after = await server.deps.db('audit_events').where({ item_kind: 'reply-template' });
    expect(after).toHaveLength(before.length);

    // Owners read the trail with the new actions.
    const trail = await owner('/api/admin/audit?action=reply_template_deleted');
    expect(trail.status, await trail.clone().text()).toBe(200);
  });
});
