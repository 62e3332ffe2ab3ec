/**
 * Erasing a person (owners only): every submission of every kind made with that address (Gmail
 * spellings included), their résumés, notes, replies and the e-mails to them go, and nothing
 * else; the trail keeps the counts, never the address; and nothing of the person is left in the tables, nor
 * (on SQLite) in the file, its write-ahead log, or a backup made afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { backupSqlite } from '../src/services/backups';
import { type TestFetch, type TestServer, json, staffMember } from './helpers';
import { apply, fileBytes, foundIn, privacyRequests, usePrivacyServer, unique } from './privacyKit';

vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let owner: TestFetch;
const context = usePrivacyServer((started) => ({ server, owner } = started));

const { sqlite } = privacyRequests(context);

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
    // Staff answered the message: the thread quotes the person.
    const replied = await owner(
      `/api/admin/contact-messages/${contactId}/replies`,
      json('POST', { body: `Dear ${name}, thank you for writing.` }),
    );
    expect(replied.status, await replied.clone().text()).toBe(201);
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
          // This test's e-mails only, whatever an earlier test left waiting.
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
    // Read whole: the export is recorded as its rows start to be read, after the headers.
    await exported.text();
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
      'submission_messages',
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

  it('neutralises the export searches that would find the person, however they were typed', async () => {
    const surname = unique('Vandrelle');
    const local = unique('vq');
    const name = `Odalys ${surname}`;
    await apply(server, { name, email: `${local}@gmail.com` });
    const other = unique('Unrelated');
    await apply(server, { name: other, email: `${unique('u')}@example.com` });
    // What colleagues typed before exporting: the surname alone, part of the address, another
    // Gmail spelling of it, the name in other case; and a search for someone else.
    const searches = {
      surname,
      part: local.slice(0, 6),
      spelling: `${local.slice(0, 2)}.${local.slice(2)}+cv@googlemail.com`,
      upper: name.toUpperCase(),
      unrelated: other,
    };
    const exportedIds: Record<string, number> = {};
    for (const [label, q] of Object.entries(searches)) {
      const res = await owner(`/api/admin/applications/export.csv?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      await res.text();
      const row = await server.deps
        .db('audit_events')
        .where({ action: 'submissions_exported' })
        .orderBy('id', 'desc')
        .first();
      expect(row.detail).toContain(`q=${JSON.stringify(q)}`);
      exportedIds[label] = row.id;
    }

    const res = await owner(
      '/api/admin/privacy/erasure',
      json('POST', { email: `${local}@gmail.com` }),
    );
    expect(res.status, await res.clone().text()).toBe(200);

    const detailOf = async (label: string) =>
      (
        (await server.deps.db('audit_events').where({ id: exportedIds[label] }).first()) as {
          detail: string;
        }
      ).detail;
    for (const label of ['surname', 'part', 'spelling', 'upper']) {
      const detail = await detailOf(label);
      expect(detail, label).toContain('q="[erased]"');
      expect(detail.toLowerCase(), label).not.toContain(surname.toLowerCase());
      expect(detail.toLowerCase(), label).not.toContain(local.slice(2));
    }
    // The export itself, its count, and a search for someone else stay in the trail.
    expect(await detailOf('surname')).toMatch(/^exported \d+ rows/);
    expect(await detailOf('unrelated')).toContain(`q=${JSON.stringify(other)}`);
  });
});
