/**
 * Working an item: PUT /api/admin/<kind>/:id/assignee gives an item to an active
 * person who works on its list (told by e-mail through the outbox, in their saved language, with
 * the link to the item and nothing the submitter wrote), PUT /:id/archived archives it and brings
 * it back, the lists filter by assignee and archive (the default lists and the badges leave the
 * archive out), bulk archive. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import type { Role } from '@vb/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../src/db/knex';
import { type TestFetch, type TestServer, json, pageIdsQuery, startTestServer } from './helpers';
import { type TestSmtp, startSmtp } from './smtpServer';

const STRONG = 'a long and unusual passphrase 42';
const BODY = 'The secret body of this message must never be e-mailed.';

let server: TestServer;
let owner: TestFetch;

interface Person {
  id: number;
  email: string;
  fetch: TestFetch;
}

async function person(
  target: TestServer,
  by: TestFetch,
  roles: Role[],
  name = 'Staff',
): Promise<Person> {
  const email = `${roles.join('-')}-${Math.random().toString(36).slice(2)}@example.test`;
  const invited = await by('/api/admin/users', json('POST', { email, name, roles }));
  expect(invited.status, await invited.clone().text()).toBe(201);
  const body = (await invited.json()) as { invitation: { token: string }; user: { id: number } };
  const accepted = await target.api(
    '/api/auth/invitation',
    json('POST', { token: body.invitation.token, password: STRONG }),
  );
  expect(accepted.status).toBe(204);
  const login = await target.api('/api/auth/login', json('POST', { email, password: STRONG }));
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const fetch: TestFetch = (path, init = {}) =>
    target.api(path, { ...init, headers: { ...(init.headers as object), cookie } });
  return { id: body.user.id, email, fetch };
}

const contact = async (target: TestServer, name: string) => {
  const res = await target.api(
    '/api/contact',
    json('POST', { name, email: 'sender@example.test', subject: 'Work', message: BODY }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
};

interface Message {
  id: number;
  name: string;
  assignee?: { id: number; name: string; email: string } | null;
  archivedAt?: string | null;
}
const list = async (fetcher: TestFetch, query = '') => {
  const res = await fetcher(`/api/admin/contact-messages${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { messages: Message[]; total: number };
};
const ids = (page: { messages: Message[] }) => page.messages.map((m) => m.id);
const assign = (fetcher: TestFetch, id: number, userId: number | null) =>
  fetcher(`/api/admin/contact-messages/${id}/assignee`, json('PUT', { userId }));
const archive = (fetcher: TestFetch, id: number, archived: boolean) =>
  fetcher(`/api/admin/contact-messages/${id}/archived`, json('PUT', { archived }));
const outboxTo = (target: TestServer, to: string) =>
  target.deps
    .db('outbox')
    .where({ to_address: to, kind: 'assigned' })
    .select('subject', 'text', 'html', 'language');

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://admin.example.test' });
  owner = await server.signIn();
});
afterAll(() => server.close());

describe('assignee', () => {
  it('gives an item to a person: shown on the item, audited, e-mailed in their language', async () => {
    const relations = await person(server, owner, ['relations'], 'Huda Relations');
    // The person's saved language: English.
    const saved = await relations.fetch(
      '/api/admin/account/preferences',
      json('PUT', { language: 'en' }),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const id = await contact(server, 'Assigned Sender');

    const res = await assign(owner, id, relations.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const { message } = (await res.json()) as { message: Message };
    expect(message.assignee).toEqual({
      id: relations.id,
      name: 'Huda Relations',
      email: relations.email,
    });
    expect(message.archivedAt).toBeNull();
    const listed = (await list(owner, '?q=Assigned Sender')).messages.find((m) => m.id === id);
    // Each row of the list carries whom it is given to (the table's Assignee column).
    expect(listed?.assignee).toEqual(message.assignee);
    // The item's own read (its panel, and what a live change is followed with) says the same.
    const detail = await owner(`/api/admin/contact-messages/${id}`);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { item: Message }).item.assignee).toEqual(message.assignee);

    const { events } = (await (await owner('/api/admin/audit?action=assigned&limit=5')).json()) as {
      events: { itemKind: string; itemId: string; detail: string }[];
    };
    expect(events[0]).toMatchObject({
      itemKind: 'contact-message',
      itemId: String(id),
      detail: `${relations.id} ${relations.email}`,
    });

    const mails = await outboxTo(server, relations.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.language).toBe('en');
    expect(mail.subject).toContain('contact message');
    expect(mail.subject).toContain('Assigned Sender');
    const link = `https://admin.example.test/admin?tab=contact&item=${id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    for (const part of [mail.subject, mail.text, mail.html])
      expect(part).not.toContain('secret body');

    // Given again to the same person: nothing changes, nothing more is sent.
    expect((await assign(owner, id, relations.id)).status).toBe(200);
    expect(await outboxTo(server, relations.email)).toHaveLength(1);
  });

  it("e-mails in Arabic when the person saved no language, and not one's own assignment", async () => {
    const relations = await person(server, owner, ['relations'], 'سارة');
    const id = await contact(server, 'Arabic Mail Sender');
    expect((await assign(owner, id, relations.id)).status).toBe(200);
    const [mail] = await outboxTo(server, relations.email);
    expect(mail.language).toBe('ar');
    expect(mail.subject).toContain('رسالة تواصل');

    const other = await contact(server, 'Self Assigned');
    expect((await assign(relations.fetch, other, relations.id)).status).toBe(200);
    expect(await outboxTo(server, relations.email)).toHaveLength(1);
  });

  it('refuses an unknown person, one without the area, and a disabled one (400)', async () => {
    const id = await contact(server, 'Refused Sender');
    const recruiter = await person(server, owner, ['recruiter']);
    for (const userId of [987654, recruiter.id]) {
      const res = await assign(owner, id, userId);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('assignee_invalid');
    }
    const relations = await person(server, owner, ['relations']);
    const disabled = await owner(
      `/api/admin/users/${relations.id}`,
      json('PUT', { disabled: true }),
    );
    expect(disabled.status, await disabled.clone().text()).toBe(200);
    expect((await assign(owner, id, relations.id)).status).toBe(400);
    expect(
      (await owner(`/api/admin/contact-messages/abc/assignee`, json('PUT', { userId: null })))
        .status,
    ).toBe(404);
    expect((await assign(owner, 999999, null)).status).toBe(404);
    expect(
      (await owner(`/api/admin/contact-messages/${id}/assignee`, json('PUT', { userId: 'x' })))
        .status,
    ).toBe(400);
  });

  it('unassigns, and filters by assignee: me, none, a person', async () => {
    const a = await person(server, owner, ['relations']);
    const mine = await contact(server, 'Filter Mine');
    const free = await contact(server, 'Filter Free');
    expect((await assign(owner, mine, a.id)).status).toBe(200);

    expect(ids(await list(a.fetch, '?assignee=me'))).toEqual([mine]);
    expect(ids(await list(owner, `?assignee=${a.id}`))).toEqual([mine]);
    const none = ids(await list(owner, '?assignee=none'));
    expect(none).toContain(free);
    expect(none).not.toContain(mine);
    expect((await list(a.fetch, '?assignee=me&limit=1&offset=0')).total).toBe(1);
    expect((await a.fetch('/api/admin/contact-messages?assignee=someone')).status).toBe(400);

    const res = await assign(owner, mine, null);
    expect(((await res.json()) as { message: Message }).message.assignee).toBeNull();
    expect(ids(await list(a.fetch, '?assignee=me'))).toEqual([]);
    const { events } = (await (await owner('/api/admin/audit?action=assigned&limit=1')).json()) as {
      events: { detail: string }[];
    };
    expect(events[0]!.detail).toBe('unassigned');

    // The item's history says to whom, then that it was taken back.
    const detail = (await (await owner(`/api/admin/contact-messages/${mine}`)).json()) as {
      history: { type: string; assignee?: { id: number | null; name: string | null } | null }[];
    };
    expect(detail.history.filter((e) => e.type === 'assigned').map((e) => e.assignee)).toEqual([
      { id: a.id, name: 'Staff', email: a.email },
      null,
    ]);
  });

  it('lists the active people who work on the list for the picker', async () => {
    const relations = await person(server, owner, ['relations'], 'Picker Person');
    const recruiter = await person(server, owner, ['recruiter'], 'Not Here');
    const res = await relations.fetch('/api/admin/investor-requests/assignees');
    expect(res.status).toBe(200);
    const { assignees } = (await res.json()) as { assignees: { id: number; email: string }[] };
    const found = assignees.map((p) => p.id);
    expect(found).toContain(relations.id);
    expect(found).not.toContain(recruiter.id);
    expect(Object.keys(assignees[0]!).sort()).toEqual(['email', 'id', 'name']);
    expect((await recruiter.fetch('/api/admin/investor-requests/assignees')).status).toBe(403);
  });
});

describe('archive', () => {
  it('leaves the default list and the badges, shows under archived=1, comes back', async () => {
    const summary = async () =>
      (
        (await (await owner('/api/admin/summary')).json()) as Record<
          string,
          { total: number; new: number }
        >
      )['contact-messages']!;
    const id = await contact(server, 'Archive Sender');
    const before = await summary();

    const res = await archive(owner, id, true);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { message: Message }).message.archivedAt).toEqual(
      expect.any(String),
    );
    expect(ids(await list(owner, '?q=Archive Sender'))).not.toContain(id);
    expect(ids(await list(owner, '?q=Archive Sender&archived=1'))).toEqual([id]);
    expect(await summary()).toEqual({ total: before.total - 1, new: before.new - 1 });
    const csv = await (
      await owner('/api/admin/contact-messages/export.csv?archived=1&q=Archive Sender')
    ).text();
    expect(csv).toContain('Archive Sender');
    const { events } = (await (await owner('/api/admin/audit?action=archived&limit=1')).json()) as {
      events: { itemId: string }[];
    };
    expect(events[0]!.itemId).toBe(String(id));

    const back = await archive(owner, id, false);
    expect(((await back.json()) as { message: Message }).message.archivedAt).toBeNull();
    expect(ids(await list(owner, '?q=Archive Sender'))).toEqual([id]);
    expect(await summary()).toEqual(before);
    const restored = (await (await owner('/api/admin/audit?action=unarchived&limit=1')).json()) as {
      events: { itemId: string }[];
    };
    expect(restored.events[0]!.itemId).toBe(String(id));
  });

  it('archives and restores in bulk, one audit event per item', async () => {
    const items = [await contact(server, 'Bulk Archive'), await contact(server, 'Bulk Archive')];
    const res = await owner(
      '/api/admin/contact-messages/bulk',
      json('POST', { action: 'archive', ids: [...items, 888888] }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ updated: 2, ids: items, missing: [888888] });
    expect(ids(await list(owner, '?q=Bulk Archive'))).toEqual([]);
    expect(ids(await list(owner, '?q=Bulk Archive&archived=1')).sort()).toEqual(items);
    const { events } = (await (await owner('/api/admin/audit?action=archived&limit=2')).json()) as {
      events: { itemId: string; detail: string }[];
    };
    expect(events.map((e) => Number(e.itemId)).sort()).toEqual(items);
    expect(events[0]!.detail).toBe('bulk of 3');

    const back = await owner(
      '/api/admin/contact-messages/bulk',
      json('POST', { action: 'unarchive', ids: items }),
    );
    expect(back.status).toBe(200);
    expect(ids(await list(owner, '?q=Bulk Archive')).sort()).toEqual(items);
  });

  it('is for the roles of the list only (403), the routes of every kind', async () => {
    const recruiter = await person(server, owner, ['recruiter']);
    const id = await contact(server, 'Forbidden Sender');
    expect((await archive(recruiter.fetch, id, true)).status).toBe(403);
    expect((await assign(recruiter.fetch, id, recruiter.id)).status).toBe(403);
    expect((await recruiter.fetch('/api/admin/contact-messages?archived=1')).status).toBe(403);
    const bulk = await recruiter.fetch(
      '/api/admin/contact-messages/bulk',
      json('POST', { action: 'archive', ids: [id] }),
    );
    expect(bulk.status).toBe(403);
  });

  it('reads the default, archived and assigned pages through an index', async () => {
    const { db } = server.deps;
    if (isPostgres(db)) return; // PostgreSQL's planner picks by statistics at this size
    for (const extra of [
      { archived: false },
      { archived: true },
      { archived: false, assigneeId: 1 },
    ]) {
      const { sql, bindings } = await pageIdsQuery(db, 'contact-messages', {
        words: [],
        sort: '-createdAt',
        limit: 20,
        offset: 20,
        ...extra,
      });
      const rows = (await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never)) as {
        detail: string;
      }[];
      const plan = rows.map((r) => r.detail).join(' | ');
      expect(plan, JSON.stringify(extra)).toMatch(/_(live_newest|archived_newest|assignee_newest)/);
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY.*\|.*TEMP B-TREE/);
    }
  });
});

describe('assignment e-mail over SMTP', () => {
  let smtp: TestSmtp;
  let mailServer: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    mailServer = await startTestServer({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
      MAIL_POLL_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await mailServer.close();
    await smtp.close();
  });

  it('is delivered once', async () => {
    const mailOwner = await mailServer.signIn();
    const relations = await person(mailServer, mailOwner, ['relations'], 'Delivered Person');
    const id = await contact(mailServer, 'Delivered Sender');
    expect((await assign(mailOwner, id, relations.id)).status).toBe(200);
    const mine = () =>
      smtp.messages.filter(
        (m) => JSON.stringify(m.to).includes(relations.email) && m.text?.includes('tab=contact'),
      );
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1);
    const [message] = mine();
    expect(message!.text).toContain(`tab=contact&item=${id}`);
    expect(message!.text).not.toContain('secret body');
    // Once: the sender does not send it again at its next rounds.
    await expect
      .poll(async () => {
        const row = await mailServer.deps
          .db('outbox')
          .where({ to_address: relations.email, kind: 'assigned' })
          .first();
        return row?.status;
      })
      .toBe('sent');
    expect(mine()).toHaveLength(1);
  });
});
