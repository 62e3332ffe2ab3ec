/**
 * Privacy by design: the keep-my-résumé choice is stored and shown; retention
 * anonymises rejected applications after their grace and old ones the applicant did not ask to
 * keep (the rows and their statuses stay), once across two instances, and records the pass in the
 * audit trail without personal data; erasing a person (owners only) removes every submission of
 * every kind made with that address (Gmail spellings included), their résumés, notes and the
 * e-mails to them, and nothing of the person is left in the SQLite file, its write-ahead log, or a
 * backup made afterwards; a permanent delete leaves no résumé bytes in the file either. SQLite,
 * and PostgreSQL with TEST_DATABASE_URL (the byte checks are SQLite's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupSqlite } from '../src/cli/backup';
import { isPostgres } from '../src/db/knex';
import { makePdf } from './fixtures/documents';
import knexFactory from 'knex';
import {
  type TestFetch,
  type TestServer,
  json,
  staffMember,
  startPeerServer,
  startTestServer,
  startTestServerOn,
} from './helpers';
import { type TestSmtp, startSmtp } from './smtpServer';

vi.setConfig({ testTimeout: 120_000 });

const DAY_MS = 86_400_000;
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

let smtp: TestSmtp;
let server: TestServer;
let owner: TestFetch;

const mailEnv = () => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
  MAIL_POLL_SECONDS: '1',
  NOTIFY_POLL_MS: '200',
  PUBLIC_URL: 'https://ruwad.example',
});

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(mailEnv());
  owner = await server.signIn();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function apply(
  target: TestServer,
  fields: { name: string; email: string; marker?: string; keepResume?: boolean },
): Promise<number> {
  const res = await target.api(
    '/api/careers/apply',
    json('POST', {
      name: fields.name,
      email: fields.email,
      phone: '+966 55 123 4567',
      position: 'Analyst',
      message: `Cover letter of ${fields.name}`,
      resumeFilename: `${fields.name}.pdf`,
      resumeData: makePdf(fields.marker ?? `Resume of ${fields.name}`).toString('base64'),
      ...(fields.keepResume !== undefined ? { keepResume: fields.keepResume } : {}),
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).id as number;
}

async function application(id: number) {
  const res = await owner(`/api/admin/applications/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).item;
}

/** Moves an application (and its status changes) `days` into the past. */
async function age(target: TestServer, id: number, days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  await target.deps.db('job_applications').where({ id }).update({ created_at: at });
  await target.deps
    .db('audit_events')
    .where({ item_kind: 'application', item_id: String(id) })
    .update({ at });
}

async function reject(id: number) {
  const res = await owner(
    `/api/admin/applications/${id}/status`,
    json('PUT', { status: 'rejected' }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Lets the next pass run at once, as if the last one was long ago. */
const passDue = (target: TestServer) =>
  target.deps.db('privacy_jobs').update({ ran_at: new Date(0) });

/** The SQLite file and its write-ahead log, as bytes (what a copy of the disk would hold). */
function fileBytes(dataDir: string): Buffer {
  const parts = ['site.db', 'site.db-wal']
    .map((name) => path.join(dataDir, name))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file));
  return Buffer.concat(parts);
}

/** The texts (as written, lower-cased, upper-cased) of `needles` found in `bytes`. */
const foundIn = (bytes: Buffer, needles: string[]) =>
  needles.flatMap((n) => [n, n.toLowerCase(), n.toUpperCase()]).filter((n) => bytes.includes(n));

const sqlite = () => !isPostgres(server.deps.db);

describe('the application form’s choice', () => {
  it('stores keepResume (optional, off unless chosen) and shows it to staff', async () => {
    const kept = await apply(server, {
      name: unique('Kept'),
      email: `${unique('k')}@example.com`,
      keepResume: true,
    });
    const plain = await apply(server, {
      name: unique('Plain'),
      email: `${unique('p')}@example.com`,
    });
    expect((await application(kept)).keepResume).toBe(true);
    expect((await application(plain)).keepResume).toBe(false);
    const bad = await server.api(
      '/api/careers/apply',
      json('POST', {
        name: 'X',
        email: 'x@example.com',
        phone: '+966 55 123 4567',
        position: 'Analyst',
        resumeFilename: 'cv.pdf',
        resumeData: makePdf().toString('base64'),
        keepResume: 'yes',
      }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('validation_failed');
  });

  it('tells the careers page how long applications are kept', async () => {
    const body = await (await server.api('/api/job-listings')).json();
    expect(body.applicationRetentionDays).toBe(365);
    expect(body.rejectedRetentionDays).toBe(30);
  });
});

describe('retention', () => {
  it('anonymises rejected applications after the grace and old ones not kept; keeps the rest', async () => {
    const person = (label: string, keepResume = false) => ({
      name: unique(label),
      email: `${unique(label.toLowerCase())}@example.com`,
      keepResume,
    });
    const rejectedOld = await apply(server, person('RejectedOld'));
    await reject(rejectedOld);
    await age(server, rejectedOld, 40);
    const rejectedNow = await apply(server, person('RejectedNow'));
    await age(server, rejectedNow, 40);
    await reject(rejectedNow); // rejected today: its grace has just begun
    const expired = await apply(server, person('Expired'));
    await age(server, expired, 400);
    const expiredKept = await apply(server, person('ExpiredKept', true));
    await age(server, expiredKept, 400);
    const rejectedKept = await apply(server, person('RejectedKept', true));
    await reject(rejectedKept);
    await age(server, rejectedKept, 40);
    const recent = await apply(server, person('Recent'));
    const before = await (await owner('/api/admin/applications?limit=1')).json();
    // E-mails: sent past OUTBOX_RETENTION_DAYS (30) goes; sent lately, or still owed, stays.
    const mail = (label: string, status: string, days: number) => ({
      kind: 'submission_received',
      to_address: `${unique(label)}@example.com`,
      language: 'en',
      subject: label,
      text: '',
      html: '',
      status,
      attempts: 1,
      priority: 2,
      created_at: new Date(Date.now() - days * DAY_MS),
      // Not due (a retry later): the sender leaves it waiting while the pass runs.
      next_attempt_at: new Date(Date.now() + DAY_MS),
    });
    await server.deps
      .db('outbox')
      .insert([
        mail('oldsent', 'sent', 40),
        mail('newsent', 'sent', 5),
        mail('owed', 'pending', 40),
      ]);

    await server.deps.retention.idle();
    await passDue(server);
    const pass = await server.deps.retention.run();
    expect(pass).toEqual({ claimed: true, rejected: 1, expired: 1, mails: 1 });
    const subjects = (await server.deps.db('outbox').select('subject')).map(
      (row: { subject: string }) => row.subject,
    );
    expect(subjects).toEqual(expect.arrayContaining(['newsent', 'owed']));
    expect(subjects).not.toContain('oldsent');

    for (const id of [rejectedOld, expired]) {
      const item = await application(id);
      expect(item).toMatchObject({ name: '', email: '', phone: '', message: null });
      expect(item.resumeFilename).toBe('');
      expect(item.anonymisedAt).toEqual(expect.any(String));
      const resume = await owner(`/api/admin/applications/${id}/resume`);
      expect(resume.status).toBe(404);
    }
    // The status and the counts stay.
    expect((await application(rejectedOld)).status).toBe('rejected');
    const after = await (await owner('/api/admin/applications?limit=1')).json();
    expect(after.total).toBe(before.total);
    for (const id of [rejectedNow, expiredKept, rejectedKept, recent]) {
      const item = await application(id);
      expect(item.anonymisedAt).toBeNull();
      expect(item.name).not.toBe('');
      expect((await owner(`/api/admin/applications/${id}/resume`)).status).toBe(200);
    }
    // The search no longer finds them.
    const search = await (await owner(`/api/admin/applications?q=RejectedOld`)).json();
    expect(search.applications).toHaveLength(0);

    const audit = await (await owner('/api/admin/audit?action=applications_anonymised')).json();
    expect(audit.events[0]).toMatchObject({ actorId: null, actorEmail: null });
    expect(audit.events[0].detail).toContain('rejected 1, past retention 1');

    // A second pass within the interval does not run.
    expect((await server.deps.retention.run()).claimed).toBe(false);
  });

  it('runs once with two instances on one database', async () => {
    const peer = await startPeerServer(server, mailEnv());
    try {
      const ids = [];
      for (let i = 0; i < 3; i++) {
        const id = await apply(i % 2 ? peer : server, {
          name: unique('Twice'),
          email: `${unique('twice')}@example.com`,
        });
        await age(server, id, 400);
        ids.push(id);
      }
      await Promise.all([server.deps.retention.idle(), peer.deps.retention.idle()]);
      const events = async () =>
        (await (await owner('/api/admin/audit?action=applications_anonymised')).json()).total;
      const eventsBefore = await events();
      await passDue(server);
      const passes = await Promise.all([server.deps.retention.run(), peer.deps.retention.run()]);
      expect(passes.filter((pass) => pass.claimed)).toHaveLength(1);
      expect(passes.reduce((sum, pass) => sum + pass.expired, 0)).toBe(3);
      expect(await events()).toBe(eventsBefore + 1);
      for (const id of ids)
        expect((await application(id)).anonymisedAt).toEqual(expect.any(String));
    } finally {
      await peer.close();
    }
  });
});

describe('erasing a person', () => {
  it('is for owners only, and checks the address', async () => {
    const recruiter = await staffMember(server, owner, { roles: ['recruiter'] });
    const refused = await recruiter.api(
      '/api/admin/privacy/erasure',
      json('POST', { email: 'someone@example.com' }),
    );
    expect(refused.status).toBe(403);
    const invalid = await owner(
      '/api/admin/privacy/erasure',
      json('POST', { email: 'not an address' }),
    );
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('validation_failed');
  });

  it('removes every submission, résumé, note and e-mail of the person, and nothing else', async () => {
    const started = new Date();
    const local = unique('zedq');
    const name = unique('Zephyrine Qorvath ');
    const marker = unique('RESUME-MARKER-');
    const other = { name: unique('Other Person '), email: `${unique('other')}@example.com` };
    const apps = [
      await apply(server, { name, email: `${local}@gmail.com`, marker }),
      await apply(server, {
        name,
        email: `${local.slice(0, 3)}.${local.slice(3)}+jobs@GoogleMail.com`,
        marker,
      }),
    ];
    const otherApp = await apply(server, other);
    const contact = await server.api(
      '/api/contact',
      json('POST', {
        name,
        email: `${local.toUpperCase()}@gmail.com`,
        subject: 'A question',
        message: `A message from ${name}, long enough.`,
      }),
    );
    expect(contact.status).toBe(201);
    const contactId = (await contact.json()).id as number;
    const investor = await server.api(
      '/api/investor',
      json('POST', {
        name,
        email: `${local}+invest@gmail.com`,
        organization: 'Qorvath Holdings',
        message: `An investment request from ${name}.`,
      }),
    );
    expect(investor.status).toBe(201);
    const investorId = (await investor.json()).id as number;
    // A different Gmail user whose address only looks alike stays.
    const lookalike = await apply(server, {
      name: unique('Lookalike'),
      email: `${local}x@gmail.com`,
    });
    const note = await owner(
      `/api/admin/applications/${apps[0]}/notes`,
      json('POST', { body: `Called ${name}` }),
    );
    expect(note.status, await note.clone().text()).toBe(201);
    // A recruiter is given one of the applications: the e-mail's subject names the applicant.
    const recruiter = await staffMember(server, owner, { roles: ['recruiter'] });
    const { users } = await (await owner('/api/admin/users')).json();
    const recruiterId = users.find((u: { email: string }) => u.email === recruiter.email).id;
    const assigned = await owner(
      `/api/admin/applications/${apps[0]}/assignee`,
      json('PUT', { userId: recruiterId }),
    );
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    // Every e-mail is sent before the erasure: a sent message's body is dropped, its subject kept.
    await expect
      .poll(async () => {
        const [unsent, assignments] = await Promise.all([
          // This test's e-mails (an earlier test leaves one waiting on purpose).
          server.deps
            .db('outbox')
            .whereNot({ status: 'sent' })
            .andWhere('created_at', '>=', started)
            .count({ n: '*' })
            .first(),
          server.deps.db('outbox').where({ kind: 'assigned' }).count({ n: '*' }).first(),
        ]);
        return Number(unsent?.n) === 0 && Number(assignments?.n) > 0;
      })
      .toBe(true);
    // A colleague looked for the person: the export's trail quotes the search.
    const exported = await owner(
      `/api/admin/applications/export.csv?q=${encodeURIComponent(`${local}@gmail.com`)}`,
    );
    expect(exported.status).toBe(200);
    const searched = await server.deps
      .db('audit_events')
      .where({ action: 'submissions_exported' })
      .orderBy('id', 'desc')
      .first();
    expect(searched.detail).toContain(local);
    // The confirmations to the person are queued (and sent) before the erasure.
    await expect
      .poll(async () =>
        Number(
          (
            await server.deps
              .db('outbox')
              .whereRaw('LOWER(to_address) LIKE ?', [`%${local.slice(3)}%`])
              .count({ n: '*' })
              .first()
          )?.n,
        ),
      )
      .toBeGreaterThanOrEqual(4);
    if (sqlite())
      expect(foundIn(fileBytes(server.dataDir), [marker, name]).length).toBeGreaterThan(0);

    const res = await owner(
      '/api/admin/privacy/erasure',
      json('POST', { email: ` ${local.toUpperCase()}@gmail.com ` }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body.erased).toMatchObject({
      applications: 2,
      'contact-messages': 1,
      'investor-requests': 1,
      notes: 1,
    });
    expect(body.erased.emails).toBeGreaterThanOrEqual(4);

    for (const id of apps) expect((await owner(`/api/admin/applications/${id}`)).status).toBe(404);
    expect((await owner(`/api/admin/contact-messages/${contactId}`)).status).toBe(404);
    expect((await owner(`/api/admin/investor-requests/${investorId}`)).status).toBe(404);
    expect((await owner(`/api/admin/applications/${otherApp}`)).status).toBe(200);
    expect((await owner(`/api/admin/applications/${lookalike}`)).status).toBe(200);

    // The trail records the erasure with its counts, never the address.
    const audit = await (await owner('/api/admin/audit?action=person_erased')).json();
    expect(audit.events[0].detail).toContain(
      'erased 2 applications, 1 messages, 1 investor requests, 1 notes',
    );
    const trail = await server.deps.db('audit_events').select('detail', 'item_id', 'actor_email');
    expect(JSON.stringify(trail).toLowerCase()).not.toContain(local);
    // Each removed item was announced as deleted (the admins' open lists drop it).
    const deleted = await server.deps
      .db('audit_events')
      .where({ action: 'submission_deleted', detail: 'erasure of a person' })
      .select('item_kind', 'item_id');
    expect(deleted).toHaveLength(4);

    // Nothing of the person is left in the tables (the look-alike address is another person's)...
    const needles = [
      marker,
      name,
      `${local}@`,
      `${local.slice(0, 3)}.${local.slice(3)}+jobs@`,
      `${local}+invest@`,
    ];
    for (const table of [
      'job_applications',
      'contact_messages',
      'investor_requests',
      'outbox',
      'submission_notes',
    ]) {
      const rows = await server.deps.db(table).select('*');
      const text = JSON.stringify(rows);
      expect(foundIn(Buffer.from(text), needles), table).toEqual([]);
    }
    if (!sqlite()) return;
    // ...nor in the file's bytes, its write-ahead log, or a backup made afterwards.
    expect(foundIn(fileBytes(server.dataDir), needles)).toEqual([]);
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-privacy-backup-'));
    try {
      const target = path.join(backupDir, 'copy.db');
      await backupSqlite(server.dataDir, target);
      expect(foundIn(fs.readFileSync(target), needles)).toEqual([]);
      // The other person is in the backup: the check can find what is there.
      expect(foundIn(fs.readFileSync(target), [other.name]).length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('permanent deletion (SQLite)', () => {
  it('leaves no résumé bytes in the file or its log', async () => {
    const marker = unique('DELETE-MARKER-');
    const id = await apply(server, {
      name: unique('Deleted'),
      email: `${unique('d')}@example.com`,
      marker,
    });
    expect(foundIn(fileBytes(server.dataDir), [marker]).length).toBeGreaterThan(0);
    const res = await owner(`/api/admin/applications/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(foundIn(fileBytes(server.dataDir), [marker])).toEqual([]);
  });

  it('keeps the file in incremental auto-vacuum with secure delete', async () => {
    const [mode] = (await server.deps.db.raw('PRAGMA auto_vacuum')) as { auto_vacuum: number }[];
    expect(mode?.auto_vacuum).toBe(2);
    const [secure] = (await server.deps.db.raw('PRAGMA secure_delete')) as {
      secure_delete: number;
    }[];
    expect(secure?.secure_delete).toBe(1);
  });

  it('converts a file made before to incremental auto-vacuum when the server starts on it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-privacy-old-'));
    try {
      const old = knexFactory({
        client: 'sqlite3',
        connection: { filename: path.join(dataDir, 'site.db') },
        useNullAsDefault: true,
      });
      await old.raw('CREATE TABLE before_upgrade (a TEXT)');
      const [before] = (await old.raw('PRAGMA auto_vacuum')) as { auto_vacuum: number }[];
      await old.destroy();
      expect(before?.auto_vacuum).toBe(0);
      const upgraded = await startTestServerOn({ dataDir });
      try {
        const [mode] = (await upgraded.deps.db.raw('PRAGMA auto_vacuum')) as {
          auto_vacuum: number;
        }[];
        expect(mode?.auto_vacuum).toBe(2);
      } finally {
        await upgraded.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
