/**
 * E-mail through the outbox, against a real SMTP server on loopback: invitations and
 * password resets arrive once, in the recipient's language, as text and HTML; a refusing server
 * gets the message later; two instances on one database send each message once; what a stopped
 * server queued is sent by the next; without SMTP_URL the messages wait and owners see them.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestFetch,
  type TestServer,
  json,
  startPeerServer,
  startTestServer,
  startTestServerOn,
} from './helpers';
import { isPostgres } from '../src/db/knex';
import { enqueueRendered } from '../src/services/mail';
import { type TestSmtp, startSmtp } from './smtpServer';

const STRONG = 'a long and unusual passphrase 42';
const mailEnv = (smtp: TestSmtp) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
  MAIL_POLL_SECONDS: '1',
  MAIL_RETRY_BASE_SECONDS: '1',
});

/** The messages sent to `to`, once `count` of them have arrived. */
async function arrived(smtp: TestSmtp, to: string, count = 1): Promise<ParsedMail[]> {
  const mine = () => smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(to));
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return mine();
}

/** Waits until the outbox has nothing left to send (every message sent or given up). */
async function settled(owner: TestFetch) {
  await expect
    .poll(
      async () => {
        const { messages } = await (await owner('/api/admin/outbox?limit=200')).json();
        return messages.filter((m: { status: string }) => m.status === 'pending').length;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://\\S+${path}#([A-Za-z0-9_-]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return { url: match![0], token: match![1]! };
};

describe('with e-mail set up', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let owner: TestFetch;
  beforeAll(async () => {
    smtp = await startSmtp({ user: 'mailer', pass: 'smtp secret' });
    server = await startTestServer(mailEnv(smtp));
    owner = await server.signIn();
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('e-mails an invitation once, in the language asked, as text and HTML', async () => {
    const res = await owner(
      '/api/admin/users',
      json('POST', {
        email: 'Lina@Example.test',
        name: 'Lina <b>bold</b>',
        roles: ['editor'],
        language: 'en',
      }),
    );
    expect(res.status).toBe(201);
    const { invitation } = await res.json();
    const [message] = await arrived(smtp, 'lina@example.test');
    expect(message!.subject).toBe('Your invitation to the Ruwad Ventures admin');
    expect(message!.from?.text).toContain('no-reply@ruwad.test');
    expect(message!.headers.get('content-language')).toBe('en');
    expect(message!.text).toContain('Hello Lina <b>bold</b>,');
    expect(message!.text).toContain('72 hours');
    expect(linkIn(message!.text!, '/admin/invitation').url).toBe(invitation.url);
    // The HTML escapes what people typed, and carries the same link.
    const html = String(message!.html);
    expect(html).toContain('Lina &lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain(`href="${invitation.url}"`);
    expect(html).toContain('dir="ltr"');

    await settled(owner);
    const { messages } = await (await owner('/api/admin/outbox')).json();
    expect(messages[0]).toMatchObject({
      kind: 'invitation',
      to: 'lina@example.test',
      status: 'sent',
      attempts: 1,
      language: 'en',
    });
    // The outbox shows no body: its link would let an owner take the account.
    expect(JSON.stringify(messages)).not.toContain(invitation.token);
    // Once sent, the body (and its link) is not kept.
    const stored = await server.deps.db('outbox').where({ id: messages[0].id }).first();
    expect(stored).toMatchObject({ text: '', html: '', status: 'sent' });
  });

  it('writes Arabic e-mails right to left, with Arabic digits', async () => {
    await owner(
      '/api/admin/users',
      json('POST', { email: 'sara@example.test', name: 'سارة', roles: ['relations'] }),
    );
    const [message] = await arrived(smtp, 'sara@example.test');
    expect(message!.subject).toBe('دعوتك إلى لوحة إدارة رواد للمشاريع');
    expect(message!.text).toContain('مرحبًا سارة،');
    expect(message!.text).toContain('٧٢ ساعة');
    expect(String(message!.html)).toContain('dir="rtl"');
  });

  it('resets a password by e-mail: one link, once, within 30 minutes; nothing for others', async () => {
    const invited = await owner(
      '/api/admin/users',
      json('POST', { email: 'omar@example.test', name: 'Omar', roles: ['recruiter'] }),
    );
    const { invitation } = await invited.json();
    await server.api(
      '/api/auth/invitation',
      json('POST', { token: invitation.token, password: STRONG }),
    );
    for (const email of ['omar@example.test', 'nobody@example.test']) {
      const res = await server.api(
        '/api/auth/password-reset',
        json('POST', { email, language: 'en' }),
      );
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ accepted: true });
    }
    const [, reset] = await arrived(smtp, 'omar@example.test', 2);
    expect(reset!.subject).not.toContain('invitation');
    expect(reset!.subject).toBe('Reset your Ruwad Ventures admin password');
    expect(reset!.text).toContain('30 minutes');
    const { token } = linkIn(reset!.text!, '/admin/reset-password');

    const confirm = (password: string) =>
      server.api('/api/auth/password-reset/confirm', json('POST', { token, password }));
    const newPassword = 'another unusual passphrase 7';
    expect((await confirm(newPassword)).status).toBe(204);
    const again = await confirm('yet another unusual passphrase 8');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      code: 'reset_link_invalid',
      message: expect.not.stringContaining('invitation'),
    });
    const login = (password: string) =>
      server.api('/api/auth/login', json('POST', { email: 'omar@example.test', password }));
    expect((await login(STRONG)).status).toBe(401);
    expect((await login(newPassword)).status).toBe(200);

    await settled(owner);
    // Omar got his invitation and one reset; the unknown address got nothing.
    expect(smtp.messages.filter((m) => m.subject?.startsWith('Reset'))).toHaveLength(1);
    expect(JSON.stringify(smtp.messages.map((m) => m.to))).not.toContain('nobody@');
    // An invitation token is no reset token.
    const wrongKind = await server.api(
      '/api/auth/password-reset/confirm',
      json('POST', { token: invitation.token, password: newPassword }),
    );
    expect(wrongKind.status).toBe(400);
  });

  it('sends at most 3 reset e-mails an hour for one account, and answers 202 all the same', async () => {
    const invited = await owner(
      '/api/admin/users',
      json('POST', { email: 'reem@example.test', name: 'Reem', roles: ['editor'] }),
    );
    const { invitation } = await invited.json();
    await server.api(
      '/api/auth/invitation',
      json('POST', { token: invitation.token, password: STRONG }),
    );
    for (let i = 0; i < 5; i++) {
      const res = await server.api(
        '/api/auth/password-reset',
        json('POST', { email: 'reem@example.test' }),
      );
      expect(res.status).toBe(202);
    }
    // The requests are answered first and worked on after.
    await server.deps.services.users.settled();
    await settled(owner);
    const toReem = smtp.messages.filter((m) => JSON.stringify(m.to).includes('reem@'));
    // Her invitation, and three resets.
    expect(toReem.map((m) => m.subject?.startsWith('إعادة تعيين'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('answers a reset request before any work on it, so its time tells nothing of the account', async () => {
    // SQLite has one writer: while this test holds it, any work that writes waits. (PostgreSQL's
    // row locks would not hold the request's work back.)
    if (isPostgres(server.deps.db)) return;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const locked = new Promise<void>((resolve) => (holding = resolve));
    const writer = server.deps.db.transaction(async (trx) => {
      await trx('privacy_jobs').update({ name: trx.ref('name') });
      holding();
      await held;
    });
    await locked;
    try {
      for (const email of ['omar@example.test', 'nobody-at-all@example.test']) {
        const answer = await Promise.race([
          server.api('/api/auth/password-reset', json('POST', { email, language: 'en' })),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000)),
        ]);
        expect(answer === 'waited' ? answer : answer.status, email).toBe(202);
      }
    } finally {
      release();
      await writer;
    }
    // The work was done once the database was free: Omar got his link.
    await server.deps.services.users.settled();
    const resets = await server.deps
      .db('outbox')
      .where({ kind: 'password_reset' })
      .select('to_address');
    expect(resets.map((r: { to_address: string }) => r.to_address)).toContain('omar@example.test');
    // Sent before the next test counts what its SMTP server refuses.
    await settled(owner);
  });

  it('gets a message through a server that refuses it for a while, once', async () => {
    smtp.refuseNext(2);
    await owner(
      '/api/admin/users',
      json('POST', { email: 'retry@example.test', name: 'Retry', roles: ['editor'] }),
    );
    await arrived(smtp, 'retry@example.test');
    await settled(owner);
    const { messages } = await (await owner('/api/admin/outbox')).json();
    const message = messages.find((m: { to: string }) => m.to === 'retry@example.test');
    expect(message).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.messages.filter((m) => JSON.stringify(m.to).includes('retry@'))).toHaveLength(1);
  });
});

describe('several instances, and a restart', () => {
  it('two instances on one database send each message exactly once', async () => {
    const smtp = await startSmtp();
    const first = await startTestServer(mailEnv(smtp));
    const second = await startPeerServer(first, mailEnv(smtp));
    try {
      const owners = [await first.signIn(), await second.signIn()];
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          owners[i % 2]!(
            '/api/admin/users',
            json('POST', { email: `many${i}@example.test`, name: `N${i}`, roles: ['editor'] }),
          ),
        ),
      );
      await settled(owners[0]!);
      // Both senders stopped (each waits for the message it has in flight): a second copy of
      // any message would have gone out by now.
      await Promise.all([first.deps.mail.stop(), second.deps.mail.stop()]);
      const ids = smtp.messages.map((m) => m.messageId);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await second.close();
      await first.close();
      await smtp.close();
    }
  });

  it('keeps what a server without e-mail queued, shows it to owners, and the next server sends it', async () => {
    const quiet = await startTestServer();
    const owner = await quiet.signIn();
    await owner(
      '/api/admin/users',
      json('POST', { email: 'later@example.test', name: 'Later', roles: ['editor'] }),
    );
    const held = await (await owner('/api/admin/outbox')).json();
    expect(held).toMatchObject({ enabled: false, total: 1 });
    expect(held.messages[0]).toMatchObject({ to: 'later@example.test', status: 'pending' });
    const target = { dataDir: quiet.dataDir, databaseUrl: quiet.deps.config.databaseUrl };
    // Stopped (as after a crash: the message is in the database, not in memory).
    await quiet.deps.mail.stop();
    const smtp = await startSmtp();
    const next = await startTestServerOn(target, mailEnv(smtp));
    try {
      const [message] = await arrived(smtp, 'later@example.test');
      expect(message!.subject).toBe('دعوتك إلى لوحة إدارة رواد للمشاريع');
    } finally {
      await next.close();
      await smtp.close();
      await quiet.close();
    }
  });

  it('refuses to start with SMTP_URL but no MAIL_FROM', async () => {
    await expect(startTestServer({ SMTP_URL: 'smtp://127.0.0.1:2525' })).rejects.toThrow(
      /MAIL_FROM/,
    );
  });
});

// Queuing 5,000 messages one statement at a time takes most of a minute on PostgreSQL when the
// machine is busy with the other stages; the measure that matters is the reset's own wait, below.
describe('priorities', { timeout: 120_000 }, () => {
  it('sends a password reset before a queue of 5,000 confirmations, marked as automatic mail', async () => {
    const smtp = await startSmtp();
    const server = await startTestServer(mailEnv(smtp));
    try {
      const owner = await server.signIn();
      const invited = await owner(
        '/api/admin/users',
        json('POST', { email: 'urgent@example.test', name: 'Urgent', roles: ['editor'] }),
      );
      const { invitation } = await invited.json();
      await server.api(
        '/api/auth/invitation',
        json('POST', { token: invitation.token, password: STRONG }),
      );
      await arrived(smtp, 'urgent@example.test');
      // A burst of confirmations, as after a flood of contact messages, queued at once.
      await server.deps.db.transaction(async (trx) => {
        for (let i = 0; i < 5_000; i++)
          await enqueueRendered(trx, {
            kind: 'submission_received',
            to: `crowd${i}@example.test`,
            language: 'en',
            mail: {
              subject: `We received your message ${i}`,
              text: 'Thank you.',
              html: '<p>x</p>',
            },
          });
      });
      server.deps.mail.nudge();
      await expect
        .poll(async () => (await (await owner('/api/admin/outbox')).json()).queue.pending)
        .toBeGreaterThan(1_000);
      const waiting = (await (await owner('/api/admin/outbox')).json()).queue;
      expect(Date.parse(waiting.oldestPendingAt)).toBeLessThanOrEqual(Date.now());

      const asked = Date.now();
      const res = await server.api(
        '/api/auth/password-reset',
        json('POST', { email: 'urgent@example.test', language: 'en' }),
      );
      expect(res.status).toBe(202);
      const mine = () =>
        smtp.messages.filter(
          (m) => JSON.stringify(m.to).includes('urgent@') && m.subject?.startsWith('Reset'),
        );
      await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(1);
      expect(Date.now() - asked).toBeLessThan(10_000);
      // Behind it, most of the burst still waits: the reset did not wait for the queue.
      expect(smtp.messages.length).toBeLessThan(4_000);
      // Every automatic mail says so (no auto-reply loops): the invitation, the reset and the
      // confirmations sent so far alike.
      const sent = [...smtp.messages];
      expect(sent.some((m) => m.subject?.startsWith('We received'))).toBe(true);
      for (const m of sent)
        expect(m.headers.get('auto-submitted'), m.subject).toBe('auto-generated');
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
