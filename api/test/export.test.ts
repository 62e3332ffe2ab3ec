/**
 * The streaming CSV export of the submission lists: GET /api/admin/<kind>/export.csv
 * takes the list's filters and order and a language, answers the shared columns (BOM, CRLF,
 * RFC 4180 quoting, formula cells neutralised), refuses the roles without the kind's area, is
 * recorded in the audit trail, and reads in batches: thousands of rows come out complete and in
 * order across the batches' boundaries. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 * That 100,000 rows stream with the server's memory flat is a battery
 * (api/batteries/exportScale.test.ts).
 */
import { messages } from '@vb/shared/i18n';
import type { Role } from '@vb/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv, seedContactMessages } from './csv';
import { type TestFetch, type TestServer, json, startTestServer, staffMember } from './helpers';

/** A person with these roles, signed in with a cookie session. */
const person = async (server: TestServer, owner: TestFetch, roles: Role[], email: string) =>
  (await staffMember(server, owner, { roles, email, name: 'Person' })).api;

describe('CSV export: columns, filters, languages, access', () => {
  let server: TestServer;
  let owner: TestFetch;
  const ids: number[] = [];
  const MESSAGES = [
    {
      name: 'Sara Ahmed',
      subject: '=HYPERLINK("http://evil.example","click")',
      phone: '+966 55 123 4567',
    },
    { name: 'Omar Ali', subject: '@SUM(A1:A2)', phone: null },
    { name: 'Lina Saad', subject: '-2+3, with a comma', phone: null },
    { name: 'مصطفى', subject: 'استثمار', phone: null },
  ];

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    owner = await server.signIn();
    for (const [i, m] of MESSAGES.entries()) {
      const res = await server.api(
        '/api/contact',
        json('POST', {
          ...m,
          email: `person${i}@example.test`,
          message: `Message ${i}\nwith "quotes"\tand a tab`,
        }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push((await res.json()).id as number);
    }
    const read = await owner(
      `/api/admin/contact-messages/${ids[1]}/status`,
      json('PUT', { status: 'read' }),
    );
    expect(read.status).toBe(200);
  }, 120_000);
  afterAll(() => server.close());

  it('answers a CSV attachment named after the kind and the day in Riyadh, not cached', async () => {
    const { res } = await exportCsv(owner, '/api/admin/contact-messages/export.csv?lang=en');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const riyadhToday = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contact-messages-${riyadhToday}.csv"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('writes the headers and status labels in the language asked for, BOM and CRLF', async () => {
    const en = await exportCsv(owner, '/api/admin/contact-messages/export.csv?lang=en');
    expect(
      en.text.startsWith('"Date (Riyadh time, UTC+3)",Name,Email,Phone,Subject,Status,Message\r\n'),
    ).toBe(true);
    expect(en.rows).toHaveLength(MESSAGES.length + 1);
    // Every record ends with CRLF; the line breaks inside quoted fields are the visitors' own.
    expect(en.text.endsWith('\r\n')).toBe(true);
    const ar = await exportCsv(owner, '/api/admin/contact-messages/export.csv?lang=ar');
    expect(ar.rows[0]).toEqual([
      'التاريخ (بتوقيت الرياض، UTC+3)',
      'الاسم',
      'البريد الإلكتروني',
      'رقم الهاتف',
      'الموضوع',
      'الحالة',
      'الرسالة',
    ]);
    const statuses = (rows: string[][]) => rows.slice(1).map((r) => r[5]);
    expect(statuses(en.rows)).toEqual(['New', 'New', 'Read', 'New']);
    expect(statuses(ar.rows)).toEqual([
      messages.ar['status.contact.new'],
      messages.ar['status.contact.new'],
      messages.ar['status.contact.read'],
      messages.ar['status.contact.new'],
    ]);
    // The default language is the site's (Arabic).
    const plain = await exportCsv(owner, '/api/admin/contact-messages/export.csv');
    expect(plain.rows[0]).toEqual(ar.rows[0]);
  });

  it('neutralises formula cells and keeps the text, dates in Riyadh time', async () => {
    const { rows, text } = await exportCsv(
      owner,
      '/api/admin/contact-messages/export.csv?lang=en&sort=createdAt',
    );
    const [sara, omar, lina] = rows.slice(1);
    expect(sara![4]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(sara![3]).toBe(`'+966 55 123 4567`);
    expect(omar![4]).toBe(`'@SUM(A1:A2)`);
    expect(lina![4]).toBe(`'-2+3, with a comma`);
    expect(text).toContain(`,"'-2+3, with a comma",`);
    expect(sara![6]).toBe('Message 0\nwith "quotes"\tand a tab');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    for (const row of rows.slice(1)) {
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
      expect(Math.abs(Date.parse(row[0]!) - Date.now())).toBeLessThan(3_600_000);
    }
  });

  it('applies the list filters and order: the same items as the list, in its order', async () => {
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    for (const query of [
      '',
      'sort=name',
      'sort=-email',
      'sort=createdAt',
      'status=read',
      'status=new&sort=-name',
      `q=${encodeURIComponent('sara')}`,
      `q=${encodeURIComponent('مصطفي')}`,
      `from=${today}&to=${today}`,
      `to=${yesterday}`,
    ]) {
      const list = await (await owner(`/api/admin/contact-messages?${query}`)).json();
      const { rows } = await exportCsv(owner, `/api/admin/contact-messages/export.csv?${query}`);
      expect(
        rows.slice(1).map((r) => r[2]),
        query,
      ).toEqual((list.messages as { email: string }[]).map((m) => m.email));
    }
    const { rows } = await exportCsv(owner, '/api/admin/contact-messages/export.csv?status=read');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Omar Ali']);
  });

  it('exports a selection (ids=…), in the list order, narrowed by the other filters too', async () => {
    const selection = [ids[3]!, ids[0]!, ids[1]!];
    const { rows } = await exportCsv(
      owner,
      `/api/admin/contact-messages/export.csv?lang=en&sort=createdAt&ids=${selection.join(',')}`,
    );
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Sara Ahmed', 'Omar Ali', 'مصطفى']);
    const narrowed = await exportCsv(
      owner,
      `/api/admin/contact-messages/export.csv?lang=en&status=read&ids=${selection.join(',')}`,
    );
    expect(narrowed.rows.slice(1).map((r) => r[1])).toEqual(['Omar Ali']);
    // Ids that name nothing are left out; the audit trail names the selection.
    const gone = await exportCsv(
      owner,
      `/api/admin/contact-messages/export.csv?ids=${ids[2]},999999`,
    );
    expect(gone.rows).toHaveLength(2);
    const audit = await (
      await owner('/api/admin/audit?action=submissions_exported&limit=1')
    ).json();
    expect(audit.events[0].detail).toBe(`exported 1 rows (ids="${ids[2]},999999")`);
    for (const [query, message] of [
      ['ids=', /ids must be item ids separated by commas/],
      ['ids=1,,2', /ids must be item ids separated by commas/],
      ['ids=a', /ids must be item ids separated by commas/],
      ['ids=0', /positive/],
      ['ids=1,1', /must not repeat/],
      [`ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`, /at most 500/],
    ] as const) {
      const res = await owner(`/api/admin/contact-messages/export.csv?${query}`);
      expect(res.status, query.slice(0, 20)).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.message, query.slice(0, 20)).toMatch(message);
    }
  });

  it('answers every kind with its own columns', async () => {
    const apps = await exportCsv(owner, '/api/admin/applications/export.csv?lang=en');
    expect(apps.rows).toEqual([
      [
        'Date (Riyadh time, UTC+3)',
        'Name',
        'Email',
        'Phone',
        'Position',
        'Status',
        'Cover Letter',
        'Resume',
      ],
    ]);
    const investors = await exportCsv(owner, '/api/admin/investor-requests/export.csv?lang=en');
    expect(investors.rows[0]).toEqual([
      'Date (Riyadh time, UTC+3)',
      'Name',
      'Email',
      'Phone',
      'Organization',
      'Position',
      'Investment Amount',
      'Status',
      'Message',
    ]);
  });

  it('refuses bad parameters with a readable 400', async () => {
    for (const [query, path] of [
      ['lang=fr', 'lang'],
      ['sort=size', 'sort'],
      ['from=2024-13-01', 'from'],
      ['limit=10', ''],
      ['offset=5', ''],
      ['unknown=1', ''],
    ] as const) {
      const res = await owner(`/api/admin/contact-messages/export.csv?${query}`);
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.code, query).toBe('validation_failed');
      expect(typeof body.message).toBe('string');
      if (path) expect(JSON.stringify(body.issues), query).toContain(path);
    }
  });

  it('answers 401 without a session and 403 to a role without the area', async () => {
    expect((await server.api('/api/admin/contact-messages/export.csv')).status).toBe(401);
    const editor = await person(server, owner, ['editor'], 'editor@example.test');
    const relations = await person(server, owner, ['relations'], 'relations@example.test');
    const recruiter = await person(server, owner, ['recruiter'], 'recruiter@example.test');
    const forbidden = await editor('/api/admin/contact-messages/export.csv');
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).code).toBe('forbidden');
    expect((await relations('/api/admin/contact-messages/export.csv')).status).toBe(200);
    expect((await relations('/api/admin/investor-requests/export.csv')).status).toBe(200);
    expect((await relations('/api/admin/applications/export.csv')).status).toBe(403);
    expect((await recruiter('/api/admin/applications/export.csv')).status).toBe(200);
    expect((await recruiter('/api/admin/contact-messages/export.csv')).status).toBe(403);
  });

  it('records each export in the audit trail: who, which kind, how many rows, which filters', async () => {
    await exportCsv(owner, '/api/admin/contact-messages/export.csv?status=new&q=sara');
    const res = await owner('/api/admin/audit?action=submissions_exported&limit=1');
    const [event] = (await res.json()).events;
    expect(event).toMatchObject({
      action: 'submissions_exported',
      actorEmail: expect.any(String),
      itemKind: 'contact-message',
      itemId: null,
      detail: 'exported 1 rows (q="sara", status="new")',
    });
    // A HEAD request reads no row: nothing is recorded.
    const head = await owner('/api/admin/contact-messages/export.csv', { method: 'HEAD' });
    expect(head.status).toBe(200);
    const after = await owner('/api/admin/audit?action=submissions_exported&limit=1');
    expect((await after.json()).events[0].id).toBe(event.id);
  });
});

describe('CSV export across batches: complete, in order, through ties', () => {
  /** Eight export batches of read rows, ordered by names that repeat (ties across batches). */
  const TOTAL = 32_000;
  const READ_EVERY = 8;
  let server: TestServer;
  let owner: TestFetch;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    owner = await server.signIn();
    await seedContactMessages(server.deps.db, TOTAL, READ_EVERY);
  }, 300_000);
  afterAll(() => server.close());

  it('writes every row once, in the list order, across batches and ties', async () => {
    for (const query of [
      'status=read&sort=name',
      'status=read&sort=-name',
      'status=read&sort=createdAt',
    ]) {
      const list = await (await owner(`/api/admin/contact-messages?${query}`)).json();
      const expected = (list.messages as { email: string }[]).map((m) => m.email);
      expect(expected.length).toBe(TOTAL / READ_EVERY);
      const { rows } = await exportCsv(
        owner,
        `/api/admin/contact-messages/export.csv?lang=en&${query}`,
      );
      expect(rows[0]![2]).toBe('Email');
      const emails = rows.slice(1).map((r) => r[2]!);
      expect(emails.length, query).toBe(expected.length);
      expect(new Set(emails).size, query).toBe(emails.length);
      expect(emails, query).toEqual(expected);
    }
  }, 300_000);
});
