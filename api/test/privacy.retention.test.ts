/**
 * Keeping applications no longer than needed: the application form's keep-my-résumé choice is
 * stored and shown, and the careers page says how long applications are kept; retention
 * anonymises rejected applications after their grace and old ones the applicant did not ask to
 * keep (the rows and their statuses stay), deletes old sent e-mails, records the pass in the audit
 * trail without personal data, runs once across two instances on one database, and leaves nothing
 * of the applicant in the staff's e-mails, the replies, the trail or the database file.
 */
import { describe, expect, it, vi } from 'vitest';
import { makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, staffMember, startPeerServer } from './helpers';
import {
  DAY_MS,
  age,
  apply,
  fileBytes,
  foundIn,
  passDue,
  privacyRequests,
  usePrivacyServer,
  unique,
} from './privacyKit';

vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let owner: TestFetch;
const context = usePrivacyServer((started) => ({ server, owner } = started));

const { mailEnv, application, reject, sqlite } = privacyRequests(context);

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

  it('leaves nothing of an anonymised applicant in staff e-mails, the trail or the file', async () => {
    const started = new Date();
    const surname = unique('Quillane');
    const name = `Ysolde ${surname}`;
    const local = unique('yq');
    const marker = unique('RETAINED-MARKER-');
    const id = await apply(server, { name, email: `${local}@example.com`, marker });
    // A recruiter is given the application (the e-mail's subject names the applicant), and a
    // colleague exports a search for the surname (the trail quotes it).
    const recruiter = await staffMember(server, owner, { roles: ['recruiter'] });
    const { users } = await (await owner('/api/admin/users')).json();
    const recruiterId = users.find((u: { email: string }) => u.email === recruiter.email).id;
    const assigned = await owner(
      `/api/admin/applications/${id}/assignee`,
      json('PUT', { userId: recruiterId }),
    );
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    // The recruiter answered the applicant: the thread quotes them.
    const replied = await recruiter.api(
      `/api/admin/applications/${id}/replies`,
      json('POST', { body: `Dear ${name}, thank you for applying.` }),
    );
    expect(replied.status, await replied.clone().text()).toBe(201);
    const exported = await owner(`/api/admin/applications/export.csv?q=${surname}`);
    expect(exported.status).toBe(200);
    await exported.text();
    // Every e-mail of this test is sent first: a sent message keeps only its subject.
    await expect
      .poll(async () => {
        const rows = (await server.deps
          .db('outbox')
          .where('created_at', '>=', started)
          .select('status', 'kind')) as { status: string; kind: string }[];
        return rows.some((r) => r.kind === 'assigned') && rows.every((r) => r.status === 'sent');
      })
      .toBe(true);
    const needles = [name, surname, `${local}@`, marker];
    const outboxText = async () => JSON.stringify(await server.deps.db('outbox').select('*'));
    expect(foundIn(Buffer.from(await outboxText()), needles).length).toBeGreaterThan(0);
    const threadText = async () =>
      JSON.stringify(await server.deps.db('submission_messages').select('*'));
    expect(foundIn(Buffer.from(await threadText()), needles).length).toBeGreaterThan(0);

    await age(server, id, 400);
    await server.deps.retention.idle();
    await passDue(server);
    expect((await server.deps.retention.run()).expired).toBe(1);

    expect(foundIn(Buffer.from(await outboxText()), needles)).toEqual([]);
    expect(foundIn(Buffer.from(await threadText()), needles)).toEqual([]);
    const trail = JSON.stringify(await server.deps.db('audit_events').select('detail'));
    expect(foundIn(Buffer.from(trail), needles)).toEqual([]);
    expect(trail).toContain('q=\\"[erased]\\"');
    if (sqlite()) expect(foundIn(fileBytes(server.dataDir), needles)).toEqual([]);
  });
});
