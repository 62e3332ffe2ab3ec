/**
 * Notifications of new submissions, against a real SMTP server on loopback: the sender's
 * confirmation in the language of the site they used (only what they typed quoted, escaped); an
 * e-mail to each person who follows a kind item by item (a recruiter by default), in their
 * language, linking to the item and carrying no résumé or message; each person's choices; the
 * daily digest, once; two instances on one database tell of each item once; without e-mail set
 * up nothing is queued, and turning it on later sends no backlog. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import http from 'node:http';
import type { ParsedMail } from 'mailparser';
import { SITE_UTC_OFFSET_HOURS } from '@vb/shared/constants';
import type { Role } from '@vb/shared/roles';
import type { SubmissionKind } from '@vb/shared/status';
import { submissionTable } from '../src/db/submissionSearch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from './fixtures/documents';
import {
  type TestFetch,
  type TestServer,
  json,
  staffMember,
  startPeerServer,
  startTestServer,
} from './helpers';
import { type TestSmtp, startSmtp } from './smtpServer';

// E-mail goes out one message at a time through SMTP: on a loaded machine a test's few dozen take
// a while.
vi.setConfig({ testTimeout: 120_000 });

const mailEnv = (smtp: TestSmtp) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
  MAIL_POLL_SECONDS: '1',
  MAIL_RETRY_BASE_SECONDS: '1',
  NOTIFY_POLL_MS: '200',
  PUBLIC_URL: 'https://ruwad.example',
});

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** The messages sent to `to` (their invitations to the admin left out). */
const sentTo = (smtp: TestSmtp, to: string) =>
  smtp.messages.filter(
    (m) => JSON.stringify(m.to ?? '').includes(to) && !m.text?.includes('/admin/invitation#'),
  );

/** The messages sent to `to`, once at least `count` have arrived. */
async function arrived(smtp: TestSmtp, to: string, count = 1): Promise<ParsedMail[]> {
  await expect
    .poll(() => sentTo(smtp, to).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(count);
  return sentTo(smtp, to);
}

/** Waits until the notifier and the outbox are done: nothing pending, the cursors at the end. */
async function settled(server: TestServer) {
  const db = server.deps.db;
  await expect
    .poll(
      async () => {
        const pending = await db('outbox').where({ status: 'pending' }).count({ n: '*' }).first();
        const cursors = await db('notification_cursors').select('kind', 'last_id');
        const behind = await Promise.all(
          cursors.map(async (c: { kind: string; last_id: unknown }) => {
            const table = submissionTable(c.kind as SubmissionKind);
            const max = await db(table).max({ m: 'id' }).first();
            return Number(max?.m ?? 0) > Number(c.last_id);
          }),
        );
        return Number(pending?.n) === 0 && !behind.includes(true);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function staff(server: TestServer, owner: TestFetch, roles: Role[], email: string) {
  return (await staffMember(server, owner, { roles, email })).api;
}

async function contact(
  server: TestServer,
  fields: { name: string; email: string; subject: string },
  headers: Record<string, string> = {},
): Promise<number> {
  const res = await server.api(
    '/api/contact',
    json(
      'POST',
      { ...fields, message: 'The body of the message, never e-mailed to staff.' },
      headers,
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('with e-mail set up', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let owner: TestFetch;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(mailEnv(smtp));
    owner = await server.signIn();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('confirms a message in the language of the site it was sent from, quoting only a plain name', async () => {
    const email = `${unique('sender')}@example.test`;
    await contact(
      server,
      {
        name: "O'Brien & Sons",
        email,
        subject: 'A <script>x</script> deal at https://spam.example',
      },
      { 'content-language': 'en' },
    );
    const [message] = await arrived(smtp, email);
    expect(message!.subject).toBe('We received your message — Ruwad Ventures');
    expect(message!.headers.get('content-language')).toBe('en');
    expect(message!.text).toContain("O'Brien & Sons");
    const html = String(message!.html);
    expect(html).toContain('O&#39;Brien &amp; Sons');
    expect(html).toContain('dir="ltr"');
    // Anyone can type a stranger's address: nothing else typed reaches it (subject, message).
    for (const part of [message!.text!, html, message!.subject!])
      expect(part).not.toMatch(/deal|script|spam\.example|never e-mailed/);

    // A "name" that carries a link or an address is not quoted: the greeting is plain.
    for (const name of ['Win big at www.prize.example', 'see https://x.example/y', 'a@b.example']) {
      const to = `${unique('plain')}@example.test`;
      await contact(server, { name, email: to, subject: 'Hi' }, { 'content-language': 'en' });
      const [plain] = await arrived(smtp, to);
      expect(plain!.text).toMatch(/^Hello,$/m);
      expect(`${plain!.text} ${String(plain!.html)}`).not.toMatch(/prize|x\.example|b\.example/);
    }

    // Arabic when the site was Arabic (here told by Accept-Language), right to left.
    const arabic = `${unique('arabic')}@example.test`;
    await contact(
      server,
      { name: 'سارة', email: arabic, subject: 'شراكة' },
      { 'accept-language': 'ar-SA,ar;q=0.9' },
    );
    const [reply] = await arrived(smtp, arabic);
    expect(reply!.subject).toBe('تسلّمنا رسالتك — رواد للمشاريع');
    expect(reply!.text).toContain('سارة');
    expect(String(reply!.html)).toContain('dir="rtl"');
  });

  it('tells a recruiter of every new application by default: a link to it, no résumé, no message', async () => {
    const recruiter = `${unique('recruiter')}@example.test`;
    await staff(server, owner, ['recruiter'], recruiter);
    const relations = `${unique('relations')}@example.test`;
    await staff(server, owner, ['relations'], relations);
    const applicant = `${unique('applicant')}@example.test`;
    const res = await server.api(
      '/api/careers/apply',
      json(
        'POST',
        {
          name: 'Omar Applicant',
          email: applicant,
          phone: '0501234567',
          position: 'Product Designer',
          message: 'A cover letter that stays in the admin.',
          resumeFilename: 'omar.pdf',
          resumeData: makePdf().toString('base64'),
        },
        { 'content-language': 'en' },
      ),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };

    const [told] = await arrived(smtp, recruiter);
    // The recruiter's language: Arabic until they choose another in the admin.
    expect(told!.subject).toBe(
      'طلب توظيف جديد: Omar Applicant\u200F لوظيفة Product Designer\u200F',
    );
    expect(told!.text).toContain(`https://ruwad.example/admin?tab=applications&item=${id}`);
    expect(told!.text).not.toContain('cover letter');
    expect(told!.attachments).toHaveLength(0);
    expect(String(told!.html)).toContain(
      `href="https://ruwad.example/admin?tab=applications&amp;item=${id}"`,
    );

    const [confirmation] = await arrived(smtp, applicant);
    expect(confirmation!.subject).toBe('We received your application — Ruwad Ventures');
    expect(confirmation!.text).not.toContain('Product Designer');
    expect(confirmation!.attachments).toHaveLength(0);

    // Relations people follow nothing by default, and never applications.
    await settled(server);
    expect(sentTo(smtp, relations)).toHaveLength(0);
  });

  it('confirms at most 3 submissions a day to one mailbox, however its address is written', async () => {
    const key = unique('target');
    const written = [
      `${key}@example.test`,
      `${key.toUpperCase()}@Example.Test`,
      `${key}+a@example.test`,
      `${key}+b@example.test`,
      `${key}+c@example.test`,
    ];
    const ids: number[] = [];
    for (const email of written)
      ids.push(await contact(server, { name: 'Target', email, subject: 'Flood' }));
    await settled(server);
    // Every message is kept for staff; only three confirmations went out (the forms' rate limits
    // are off on this server: the cap is not one of them).
    expect(new Set(ids).size).toBe(written.length);
    const confirmations = smtp.messages.filter((m) =>
      JSON.stringify(m.to ?? '')
        .toLowerCase()
        .includes(key.toLowerCase()),
    );
    expect(confirmations).toHaveLength(3);
    // Another mailbox is not held back by it.
    const other = `${unique('other')}@example.test`;
    await contact(server, { name: 'Other', email: other, subject: 'Hello' });
    await arrived(smtp, other);
  });

  it("keeps each person's choices: only the kinds they may see, a digest hour, clear refusals", async () => {
    const email = `${unique('choices')}@example.test`;
    const person = await staff(server, owner, ['relations'], email);
    const read = async () =>
      (await (await person('/api/admin/account/notifications')).json()).notifications;
    expect(await read()).toEqual({
      modes: { 'contact-messages': 'none', 'investor-requests': 'none' },
      digestHour: 8,
    });
    const put = await person(
      '/api/admin/account/notifications',
      json('PUT', { modes: { 'contact-messages': 'each', applications: 'each' }, digestHour: 17 }),
    );
    expect(put.status, await put.clone().text()).toBe(200);
    // Applications are not theirs to follow: the choice is left out.
    expect(await read()).toEqual({
      modes: { 'contact-messages': 'each', 'investor-requests': 'none' },
      digestHour: 17,
    });
    for (const body of [
      { modes: { 'contact-messages': 'often' } },
      { digestHour: 24 },
      { extra: 1 },
    ]) {
      const refused = await person('/api/admin/account/notifications', json('PUT', body));
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBeTruthy();
    }
    expect((await server.api('/api/admin/account/notifications')).status).toBe(401);

    // Following messages item by item: the next one is e-mailed to them.
    const sender = `${unique('sender')}@example.test`;
    const id = await contact(server, { name: 'Nora', email: sender, subject: 'Hello team' });
    const [told] = await arrived(smtp, email);
    expect(told!.text).toContain(`/admin?tab=contact&item=${id}`);
    expect(told!.text).not.toContain('never e-mailed');
  });

  it('sends a daily digest once, naming the newest items and counting the rest', async () => {
    const email = `${unique('digest')}@example.test`;
    const person = await staff(server, owner, ['relations'], email);
    const localHour = (new Date().getUTCHours() + SITE_UTC_OFFSET_HOURS) % 24;
    const put = await person(
      '/api/admin/account/notifications',
      json('PUT', { modes: { 'investor-requests': 'digest' }, digestHour: localHour }),
    );
    expect(put.status).toBe(200);
    // Twelve requests that arrived yesterday, after the last digest (moved back in the database).
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await server.api(
        '/api/investor',
        json('POST', {
          name: `Investor ${i}`,
          email: `inv${i}@example.test`,
          organization: `Fund ${i}`,
          message: 'Interested in the next venture of the studio.',
        }),
      );
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const db = server.deps.db;
    const dayAgo = new Date(Date.now() - 26 * 60 * 60 * 1000);
    await db('investor_requests').whereIn('id', ids).update({ created_at: dayAgo });
    const user = await db('users').where({ email }).first();
    await db('notification_settings')
      .where({ user_id: user.id })
      .update({ digest_through: new Date(Date.now() - 50 * 60 * 60 * 1000) });

    const [digest] = await arrived(smtp, email);
    expect(digest!.subject).toBe('ملخصك اليومي من لوحة إدارة رواد للمشاريع');
    expect(digest!.text).toContain('طلبات استثمار جديدة: ١٢');
    expect(digest!.text).toContain('Investor 11');
    expect(digest!.text).not.toContain('Investor 0\u2069'); // the oldest two are counted, not named
    expect(digest!.text).toContain('و٢ غيرها');
    expect(digest!.text).toContain('https://ruwad.example/admin?tab=investors');
    // Once: a later pass finds it sent.
    await server.deps.notifier.run();
    await settled(server);
    expect(sentTo(smtp, email)).toHaveLength(1);
  });
});

it('two instances on one database tell of each item once', async () => {
  const smtp = await startSmtp();
  const first = await startTestServer(mailEnv(smtp));
  const second = await startPeerServer(first, mailEnv(smtp));
  try {
    const follower = `${unique('follower')}@example.test`;
    const person = await staff(first, await first.signIn(), ['relations'], follower);
    await person(
      '/api/admin/account/notifications',
      json('PUT', { modes: { 'contact-messages': 'each' } }),
    );
    const senders = Array.from({ length: 16 }, (_, i) => `${unique(`twice${i}`)}@example.test`);
    await Promise.all(
      senders.map((email, i) =>
        contact(i % 2 ? second : first, { name: `Sender ${i}`, email, subject: `Subject ${i}` }),
      ),
    );
    await arrived(smtp, follower, senders.length);
    await Promise.all([first.deps.notifier.run(), second.deps.notifier.run()]);
    await settled(first);
    await settled(second);
    expect(sentTo(smtp, follower)).toHaveLength(senders.length);
    for (const email of senders) expect(sentTo(smtp, email)).toHaveLength(1);
  } finally {
    await second.close();
    await first.close();
    await smtp.close();
  }
});

it('without e-mail set up nothing is queued, and turning it on later sends no backlog', async () => {
  const server = await startTestServer({ NOTIFY_POLL_MS: '100' });
  const smtp = await startSmtp();
  let later: TestServer | undefined;
  try {
    const db = server.deps.db;
    const sender = `${unique('quiet')}@example.test`;
    const id = await contact(server, { name: 'Quiet', email: sender, subject: 'Before e-mail' });
    // The notifier keeps its place without queuing anything.
    await expect
      .poll(async () => {
        const cursor = await db('notification_cursors').where({ kind: 'contact-messages' }).first();
        return Number(cursor.last_id);
      })
      .toBe(id);
    expect(Number((await db('outbox').count({ n: '*' }).first())?.n)).toBe(0);
    await server.deps.notifier.stop();
    // An instance with e-mail on the same database: what came before is not confirmed now.
    later = await startPeerServer(server, mailEnv(smtp));
    const next = `${unique('after')}@example.test`;
    await contact(later, { name: 'After', email: next, subject: 'After e-mail' });
    await arrived(smtp, next);
    await settled(later);
    expect(sentTo(smtp, sender)).toHaveLength(0);
  } finally {
    await later?.close();
    await server.close();
    await smtp.close();
  }
});

it('builds every link in staff e-mail from the site origin rule, never from a forged Host', async () => {
  const smtp = await startSmtp();
  const { PUBLIC_URL: _unset, ...withoutPublicUrl } = mailEnv(smtp);
  const server = await startTestServer({ ...withoutPublicUrl, ALLOWED_HOSTS: 'www.ruwad.example' });
  try {
    const owner = await server.signIn();
    const recruiter = `${unique('recruiter')}@example.test`;
    await staff(server, owner, ['recruiter'], recruiter);
    const body = JSON.stringify({
      name: 'Forged Host',
      email: `${unique('forger')}@example.test`,
      phone: '0501234567',
      position: 'Designer',
      resumeFilename: 'cv.pdf',
      resumeData: makePdf().toString('base64'),
    });
    // fetch always sends the server's own Host: the forged one goes out through node:http.
    const url = new URL(server.url);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: '/api/careers/apply',
          method: 'POST',
          headers: {
            host: 'evil.example',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.status, answer.text).toBe(201);
    const { id } = JSON.parse(answer.text) as { id: number };

    const [told] = await arrived(smtp, recruiter);
    expect(told!.text).toContain(`http://www.ruwad.example/admin?tab=applications&item=${id}`);
    expect(`${told!.text} ${String(told!.html)}`).not.toContain('evil.example');
  } finally {
    await server.close();
    await smtp.close();
  }
});
