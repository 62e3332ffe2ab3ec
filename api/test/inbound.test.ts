/**
 * Answers to staff replies, through real SMTP both ways: the server's replies go to a loopback
 * sink, the person's answers are sent with nodemailer to the server's own listener
 * (INBOUND_SMTP_PORT). An answer to a reply's Reply-To address joins the item's thread once,
 * without the quoted history, new until staff have read it, and the live feed tells of it;
 * the item's assignee and the kind's followers are told by e-mail; anything else is refused at RCPT TO (unknown, forged or
 * erased addresses), a message over INBOUND_MAX_BYTES is refused, a sender over its hourly count
 * is told to wait, and two instances delivered the same answer store it once. SQLite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { adminItemPath } from '@vb/shared/paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from './eventStream';
import {
  STAFF_PASSWORD,
  type TestFetch,
  cookieSession,
  type TestServer,
  json,
  startPeerServer,
  staffMember,
  startTestServer,
} from './helpers';
import {
  INBOUND_ENV,
  answered as answeredBy,
  refusal,
  replyAddress,
  send,
  threadOf,
} from './inboundKit';
import { type TestSmtp, startSmtp } from './smtpServer';

vi.setConfig({ testTimeout: 120_000 });

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

let smtp: TestSmtp;
let server: TestServer;
let owner: TestFetch;
const streams: AbortController[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    ...INBOUND_ENV,
    INBOUND_MAX_BYTES: '20000',
    SMTP_URL: smtp.url,
  });
  owner = await server.signIn();
});
afterAll(async () => {
  for (const stream of streams) stream.abort();
  await server?.close();
  await smtp?.close();
});

const answered = (email: string) => answeredBy({ server, owner, smtp }, email);
const thread = (id: number) => threadOf(owner, id);

/** A member of staff of the contact list, with their id and address. */
async function relationsPerson(): Promise<{ id: number; email: string }> {
  const email = `${unique('rana')}@example.test`;
  const invited = await owner(
    '/api/admin/users',
    json('POST', { email, name: 'Rana Relations', roles: ['relations'] }),
  );
  expect(invited.status).toBe(201);
  const body = (await invited.json()) as { invitation: { token: string }; user: { id: number } };
  const accepted = await server.api(
    '/api/auth/invitation',
    json('POST', { token: body.invitation.token, password: STAFF_PASSWORD }),
  );
  expect(accepted.status).toBe(204);
  return { id: body.user.id, email };
}

describe('answers to a reply', () => {
  it('are told to the item’s assignee and the kind’s followers, once each: a link, none of the answer’s text', async () => {
    const email = `${unique('told')}@example.test`;
    const { id, reply } = await answered(email);
    const rana = await relationsPerson();
    const follower = await staffMember(server, owner, { roles: ['relations'] });
    // Both choose an e-mail for each contact message: the assignee is still told once.
    for (const session of [await cookieSession(server, rana.email), follower.api]) {
      const chosen = await session(
        '/api/admin/account/notifications',
        json('PUT', { modes: { 'contact-messages': 'each' } }),
      );
      expect(chosen.status, await chosen.clone().text()).toBe(200);
    }
    const given = await owner(
      `/api/admin/contact-messages/${id}/assignee`,
      json('PUT', { userId: rana.id }),
    );
    expect(given.status, await given.clone().text()).toBe(200);
    await send(server, { from: email, to: replyAddress(reply), text: 'A private answer 7731.' });
    // In Arabic: neither saved a language of their own.
    const subject = 'ردّ Huda Hassan\u200F بشأن رسالة تواصل';
    const told = (to: string) =>
      smtp.messages.filter(
        (m) =>
          JSON.stringify(m.to).includes(to) &&
          m.subject === subject &&
          String(m.text).includes(adminItemPath('contact-messages', id)),
      );
    await expect.poll(() => told(follower.email).length, { timeout: 60_000 }).toBe(1);
    await expect.poll(() => told(rana.email).length, { timeout: 60_000 }).toBe(1);
    expect(told(rana.email)[0]!.text).toContain('مسند إليك');
    expect(told(follower.email)[0]!.text).toContain('لكل عنصر جديد من هذا النوع');
    for (const mail of [...told(rana.email), ...told(follower.email)]) {
      expect(mail.text).not.toContain('7731');
      expect(String(mail.html)).not.toContain('7731');
    }
  });

  it('join the item’s thread without the quoted history, new until marked read', async () => {
    const email = `${unique('huda')}@example.test`;
    const { id, reply } = await answered(email);
    const live = await connect(owner, streams);
    await live.next('ready');

    await send(server, {
      from: `Huda Hassan <${email}>`,
      to: replyAddress(reply),
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.messageId,
      references: reply.messageId,
      text: 'شكرًا، يناسبني يوم الثلاثاء.\n\nOn Mon, 7 Dec 2026, Ruwad Ventures wrote:\n> Yes, please send it.\n',
      html: '<p>شكرًا، يناسبني يوم الثلاثاء.</p><script>alert(1)</script>',
    });
    await live.next('submission.updated', { id, kind: 'contact-messages' });

    // The list flags the item until someone opens it.
    const listed = async () => {
      const res = await owner(`/api/admin/contact-messages?q=${encodeURIComponent(email)}`);
      const page = (await res.json()) as { messages: { id: number; newAnswers?: number }[] };
      return page.messages.find((m) => m.id === id)?.newAnswers;
    };
    expect(await listed()).toBe(1);

    const first = await thread(id);
    expect(first.map((m) => m.direction)).toEqual(['out', 'in']);
    expect(first[1]).toMatchObject({
      body: 'شكرًا، يناسبني يوم الثلاثاء.',
      language: 'ar',
      sender: { name: 'Huda Hassan', email },
      unread: true,
    });
    // Reading the item changes nothing (the live lists read items too); the panel marks the
    // answers read once it has shown them, and then neither the item nor the list flags them.
    expect((await thread(id))[1]!.unread).toBe(true);
    const marked = await owner(`/api/admin/contact-messages/${id}/answers/read`, json('POST', {}));
    expect(marked.status).toBe(204);
    expect((await thread(id))[1]!.unread).toBe(false);
    expect(await listed()).toBe(0);
    const read = (await (await owner(`/api/admin/contact-messages/${id}`)).json()) as {
      item: { newAnswers?: number };
    };
    expect(read.item.newAnswers).toBe(0);

    const history = (await (await owner(`/api/admin/contact-messages/${id}`)).json()) as {
      history: { type: string; actor: unknown }[];
    };
    expect(history.history.map((e) => e.type)).toContain('reply_received');
  });

  it('are stored once, delivered twice or to two instances', async () => {
    const email = `${unique('twice')}@example.test`;
    const { id, reply } = await answered(email);
    const peer = await startPeerServer(server, { ...INBOUND_ENV, INBOUND_MAX_BYTES: '20000' });
    try {
      const mail = {
        from: email,
        to: replyAddress(reply),
        subject: 'Re: twice',
        messageId: `<${unique('answer')}@example.test>`,
        text: 'Here is the deck.',
      };
      await Promise.all([send(server, mail), send(peer, mail), send(peer, mail)]);
      const answers = (await thread(id)).filter((m) => m.direction === 'in');
      expect(answers.map((m) => m.body)).toEqual(['Here is the deck.']);
    } finally {
      await peer.close();
    }
  });

  it('are refused for any address but a stored reply token', async () => {
    const email = `${unique('forge')}@example.test`;
    const { reply } = await answered(email);
    const address = replyAddress(reply);
    const token = /\+([a-z2-7]{26})@/.exec(address)![1]!;
    const forged = token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const to of [
      `replies+${forged}@ruwad.test`,
      'replies@ruwad.test',
      `someone+${token}@ruwad.test`,
      `replies+${token}@elsewhere.test`,
      `replies+${token}+x@ruwad.test`,
      'postmaster@ruwad.test',
    ])
      expect(await refusal(send(server, { from: email, to, text: 'Hi' })), to).toBe(550);
    // The case of the address does not matter (mail systems may fold it).
    await send(server, { from: email, to: address.toUpperCase(), text: 'Upper case works.' });
  });

  it('are refused over INBOUND_MAX_BYTES, and beyond a sender’s hourly count on any instance', async () => {
    const email = `${unique('big')}@example.test`;
    const { id, reply } = await answered(email);
    const to = replyAddress(reply);
    const big = await refusal(
      send(server, {
        from: email,
        to,
        text: 'x',
        attachments: [{ filename: 'big.bin', content: Buffer.alloc(30_000, 7) }],
      }),
    );
    expect(big).toBe(552);

    // The count is the database's: deliveries to two instances add up.
    const sender = `${unique('chatty')}@example.test`;
    const peer = await startPeerServer(server, { ...INBOUND_ENV, INBOUND_MAX_BYTES: '20000' });
    try {
      for (let i = 0; i < 5; i += 1)
        await send(i % 2 ? peer : server, { from: sender, to, text: `Note ${i}` });
      for (const instance of [server, peer])
        expect(await refusal(send(instance, { from: sender, to, text: 'One more' }))).toBe(450);
    } finally {
      await peer.close();
    }
    const answers = (await thread(id)).filter((m) => m.direction === 'in');
    expect(answers).toHaveLength(5);
  });

  it('can no longer reach an item whose person was erased', async () => {
    const email = `${unique('erase')}@example.test`;
    const { reply } = await answered(email);
    await send(server, { from: email, to: replyAddress(reply), text: 'Before erasure.' });
    const erased = await owner('/api/admin/privacy/erasure', json('POST', { email }));
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(
      await refusal(send(server, { from: email, to: replyAddress(reply), text: 'After' })),
    ).toBe(550);
  });
});
