/**
 * Answering a submission from the admin, against a real SMTP server on loopback: a reply goes to
 * the person in the language they used on the form (or the one staff choose), from MAIL_FROM with
 * its own Message-ID and a per-item Reply-To; a later reply threads onto the earlier one
 * (In-Reply-To, References); the text is escaped in the HTML; only the kind's people may reply;
 * the trail names the reply, never its text; a contact message becomes `replied`; the item's
 * page shows the thread; deleting or erasing the item removes it. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { REPLY_MAX } from '@vb/shared/constants';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from './eventStream';
import { makePdf } from './fixtures/documents';
import { type TestFetch, type TestServer, json, staffMember, startTestServer } from './helpers';
import { type TestSmtp, startSmtp } from './smtpServer';

// E-mail goes out through SMTP one message at a time: on a loaded machine it takes a while.
vi.setConfig({ testTimeout: 120_000 });

const FROM = 'no-reply@ruwad.test';
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

let smtp: TestSmtp;
let server: TestServer;
let owner: TestFetch;
let relations: TestFetch;
let recruiter: TestFetch;
const streams: AbortController[] = [];

interface ThreadMessage {
  id: number;
  direction: string;
  author: { id: number; name: string | null } | null;
  language: string;
  body: string;
  createdAt: string;
  mailStatus: string | null;
}

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: `Ruwad Ventures <${FROM}>`,
    MAIL_REPLY_TO: 'replies@ruwad.test',
    MAIL_POLL_SECONDS: '1',
    MAIL_RETRY_BASE_SECONDS: '1',
  });
  owner = await server.signIn();
  relations = (await staffMember(server, owner, { roles: ['relations'], name: 'Rana Relations' }))
    .api;
  recruiter = (await staffMember(server, owner, { roles: ['recruiter'], name: 'Reem Recruiter' }))
    .api;
});
afterAll(async () => {
  for (const stream of streams) stream.abort();
  await server?.close();
  await smtp?.close();
});

async function contact(email: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await server.api(
    '/api/contact',
    json(
      'POST',
      { name: 'Huda Hassan', email, subject: 'A question', message: 'Do you take pitch decks?' },
      headers,
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function apply(email: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await server.api(
    '/api/careers/apply',
    json(
      'POST',
      {
        name: 'Omar Applicant',
        email,
        phone: '+966 55 123 4567',
        position: 'Analyst',
        message: 'Cover letter',
        resumeFilename: 'cv.pdf',
        resumeData: makePdf('Resume of Omar').toString('base64'),
      },
      headers,
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const repliesOf = (kind: string, id: number) => `/api/admin/${kind}/${id}/replies`;

async function reply(
  api: TestFetch,
  kind: string,
  id: number,
  body: Record<string, unknown>,
): Promise<ThreadMessage> {
  const res = await api(repliesOf(kind, id), json('POST', body));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { reply: ThreadMessage }).reply;
}

/** The replies (not the confirmations) sent to `to`, once `count` have arrived. */
async function repliesTo(to: string, count: number): Promise<ParsedMail[]> {
  const mine = () =>
    smtp.messages.filter(
      (m) => JSON.stringify(m.to ?? '').includes(to) && m.messageId?.startsWith('<reply-'),
    );
  await expect.poll(() => mine().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  return mine();
}

const header = (mail: ParsedMail, name: string) => mail.headers.get(name) as unknown;

describe('replying to a submission', () => {
  it('e-mails the person in the language of their form, threaded, and records it', async () => {
    const to = `${unique('huda')}@example.test`;
    const id = await contact(to, { 'content-language': 'en' });
    const text = 'Thank you, Huda.\nYes: send us the deck.\n\nBest regards';
    const sent = await reply(relations, 'contact-messages', id, { body: `  ${text}  ` });
    expect(sent).toMatchObject({
      direction: 'out',
      author: { name: 'Rana Relations' },
      language: 'en',
      body: text,
      mailStatus: 'queued',
    });

    // The item tells the admin which language its sender used (the reply box starts in it).
    const read = await (await relations(`/api/admin/contact-messages/${id}`)).json();
    expect((read as { item: { language: string | null } }).item.language).toBe('en');

    const [first] = await repliesTo(to, 1);
    expect(first!.subject).toBe('A reply to your message — Ruwad Ventures');
    expect(first!.from?.text).toContain(FROM);
    expect(first!.to && JSON.stringify(first!.to)).toContain(to);
    const replyTo = first!.replyTo?.value[0]?.address ?? '';
    expect(replyTo).toMatch(/^replies\+[a-z2-7]{26}@ruwad\.test$/);
    expect(first!.messageId).toMatch(/^<reply-[0-9a-f-]{36}@ruwad\.test>$/);
    expect(first!.inReplyTo).toBeUndefined();
    expect(header(first!, 'content-language')).toBe('en');
    // A person's letter: an out-of-office answer may answer it.
    expect(header(first!, 'auto-submitted')).toBeUndefined();
    // The typed name is isolated (bidi) in the text.
    expect(first!.text).toMatch(/^Hello \u2068Huda Hassan\u2069,/);
    expect(first!.text).toContain(text);
    expect(first!.text).toContain('You can answer by replying to this e-mail.');
    expect(String(first!.html)).toContain('dir="ltr"');
    expect(String(first!.html)).toContain('Yes: send us the deck.');

    // A second reply, in Arabic as staff chose, threads onto the first.
    const second = await reply(owner, 'contact-messages', id, { body: 'شكرًا لك', language: 'ar' });
    expect(second.language).toBe('ar');
    const both = await repliesTo(to, 2);
    const later = both.find((m) => m.messageId !== first!.messageId)!;
    expect(later.subject).toBe('ردّ على رسالتك — رواد للمشاريع');
    expect(later.inReplyTo).toBe(first!.messageId);
    expect([later.references].flat()).toContain(first!.messageId);
    expect(later.replyTo?.value[0]?.address).toBe(replyTo);
    expect(String(later.html)).toContain('dir="rtl"');

    // The item's page shows the thread, oldest first, each e-mail's state.
    await expect
      .poll(async () => {
        const res = await relations(`/api/admin/contact-messages/${id}`);
        const { thread } = (await res.json()) as { thread: ThreadMessage[] };
        return thread.map((m) => `${m.body}|${m.language}|${m.mailStatus}`);
      })
      .toEqual([`${text}|en|sent`, 'شكرًا لك|ar|sent']);
    const detail = (await (await relations(`/api/admin/contact-messages/${id}`)).json()) as {
      item: { status: string };
      thread: ThreadMessage[];
      history: { type: string; status: string | null }[];
    };
    expect(detail.thread[0]).toMatchObject({ id: sent.id, author: { name: 'Rana Relations' } });
    // The reply marked the message replied, as the menu would, in its history.
    expect(detail.item.status).toBe('replied');
    expect(detail.history.map((h) => h.type)).toEqual([
      'received',
      'reply_sent',
      'status_changed',
      'reply_sent',
    ]);
    expect(detail.history.find((h) => h.type === 'status_changed')?.status).toBe('replied');

    // The trail names who replied, never the text.
    const events = await server.deps
      .db('audit_events')
      .where({ action: 'reply_sent', item_kind: 'contact-message', item_id: String(id) })
      .select('detail', 'actor_email');
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events)).not.toMatch(/deck|شكرًا/);
  });

  it('escapes the text in the HTML, and writes in Arabic when the form named no language', async () => {
    const to = `${unique('script')}@example.test`;
    const id = await contact(to);
    // An item from before the language was stored: Arabic.
    await server.deps.db('contact_messages').where({ id }).update({ language: null });
    await reply(relations, 'contact-messages', id, {
      body: 'See <script>alert(1)</script> & <b>bold</b> <a href="https://evil.test">x</a>',
    });
    const [mail] = await repliesTo(to, 1);
    expect(mail!.subject).toBe('ردّ على رسالتك — رواد للمشاريع');
    expect(header(mail!, 'content-language')).toBe('ar');
    const html = String(mail!.html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<b>|<a href="https:\/\/evil/);
    expect(mail!.text).toContain('See <script>alert(1)</script> & <b>bold</b>');
  });

  it('answers an application without changing its status, for the kind’s people only', async () => {
    const to = `${unique('applicant')}@example.test`;
    const id = await apply(to, { 'content-language': 'en' });

    // Relations do not reach applications; recruiters do not reach contact messages.
    const refused = await relations(repliesOf('applications', id), json('POST', { body: 'Hi' }));
    expect(refused.status).toBe(403);
    const message = await contact(`${unique('other')}@example.test`);
    const other = await recruiter(
      repliesOf('contact-messages', message),
      json('POST', { body: 'Hi' }),
    );
    expect(other.status).toBe(403);

    // Whoever has the item open hears of the reply at once (its status does not change).
    const live = await connect(owner, streams);
    await live.next('ready');
    await reply(recruiter, 'applications', id, { body: 'We would like to meet you.' });
    await live.next('submission.updated', { id, kind: 'applications' });
    const [mail] = await repliesTo(to, 1);
    expect(mail!.subject).toBe('About your job application — Ruwad Ventures');
    const item = (await (await recruiter(`/api/admin/applications/${id}`)).json()) as {
      item: { status: string };
    };
    expect(item.item.status).toBe('new');
  });

  it('refuses a missing item, bad input, and an anonymised application', async () => {
    const missing = await relations(
      repliesOf('contact-messages', 987654),
      json('POST', { body: 'Hi' }),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'message_not_found' });
    expect(
      (await relations('/api/admin/contact-messages/abc/replies', json('POST', { body: 'Hi' })))
        .status,
    ).toBe(404);

    const id = await contact(`${unique('bad')}@example.test`);
    for (const [body, message] of [
      [{ body: '   ' }, /Write the reply/],
      [{}, /Write the reply|required/],
      [{ body: 'x'.repeat(REPLY_MAX + 1) }, new RegExp(`At most ${REPLY_MAX}`)],
      [{ body: 'bad \u0000 text' }, /unsupported characters/],
      [{ body: 'ok', language: 'fr' }, /./],
      [{ body: 'ok', extra: 1 }, /./],
    ] as const) {
      const res = await relations(repliesOf('contact-messages', id), json('POST', body));
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = (await res.json()) as { code: string; issues: { message: string }[] };
      expect(answer.code).toBe('validation_failed');
      expect(answer.issues.map((i) => i.message).join(' ')).toMatch(message);
    }
    const none = await server.deps
      .db('submission_messages')
      .where({ kind: 'contact-messages', item_id: id });
    expect(none).toEqual([]);

    // An application whose personal data retention removed has no address left.
    const appId = await apply(`${unique('gone')}@example.test`);
    await server.deps.db('job_applications').where({ id: appId }).update({ email: '', name: '' });
    const anonymised = await recruiter(
      repliesOf('applications', appId),
      json('POST', { body: 'Hello' }),
    );
    expect(anonymised.status).toBe(409);
    expect(await anonymised.json()).toMatchObject({ code: 'reply_no_address' });
  });

  it('removes the thread with the item, and when the person is erased', async () => {
    const deleted = await contact(`${unique('deleted')}@example.test`);
    await reply(relations, 'contact-messages', deleted, { body: 'About to be deleted' });
    expect(
      (await relations(`/api/admin/contact-messages/${deleted}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect(
      await server.deps
        .db('submission_messages')
        .where({ kind: 'contact-messages', item_id: deleted }),
    ).toEqual([]);

    const to = `${unique('erased')}@example.test`;
    const id = await contact(to);
    await reply(relations, 'contact-messages', id, { body: 'A secret answer 7731' });
    await repliesTo(to, 1);
    const erased = await owner('/api/admin/privacy/erasure', json('POST', { email: to }));
    expect(erased.status, await erased.clone().text()).toBe(200);
    const messages = await server.deps.db('submission_messages').select('body');
    expect(JSON.stringify(messages)).not.toContain('7731');
    const outbox = await server.deps.db('outbox').select('*');
    expect(JSON.stringify(outbox)).not.toContain(to);
  });
});

describe('without MAIL_REPLY_TO', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ MAIL_FROM: `Ruwad Ventures <${FROM}>` });
  });
  afterAll(() => plain?.close());

  it('queues the reply with no Reply-To and no invitation to answer', async () => {
    const staff = await plain.signIn();
    const res = await plain.api(
      '/api/contact',
      json(
        'POST',
        { name: 'Sami', email: 'sami@example.test', subject: 'Hi', message: 'A question' },
        { 'content-language': 'en' },
      ),
    );
    const id = ((await res.json()) as { id: number }).id;
    const sent = await staff(repliesOf('contact-messages', id), json('POST', { body: 'Hello' }));
    expect(sent.status, await sent.clone().text()).toBe(201);
    const row = await plain.deps.db('outbox').where({ kind: 'reply' }).first();
    expect(row).toMatchObject({ to_address: 'sami@example.test', reply_to: null, language: 'en' });
    expect(row.message_id).toMatch(/^<reply-[0-9a-f-]{36}@ruwad\.test>$/);
    expect(row.text).not.toContain('replying to this e-mail');
  });
});
