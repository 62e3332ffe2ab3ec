/**
 * kill -9 in the middle of sending e-mail ("none lost when the server is killed
 * mid-send"): the server runs as a child process with e-mail set up to a real SMTP server on
 * loopback, which holds the first messages unanswered (every one of the server's sending slots
 * is mid-send) while more submissions arrive; the server is killed with SIGKILL and started
 * again on the same file.
 *
 * Oracles: every message the server owed (each sender's confirmation, and the staff e-mail of
 * every new item of a kind someone follows item by item) arrives after the restart; each arrives
 * once (the held ones were never accepted, so their repeats are their first deliveries), and
 * every delivery of one message carries the same Message-ID. A message the SMTP server accepted
 * in the moment before its row was marked sent would go again after a crash, with the same
 * Message-ID for the receiving server to know it by: that window is the one thing SMTP cannot
 * close, and holding every slot keeps the kill out of it here.
 *
 *   npx vitest run --project batteries batteries/mailCrash.test.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { type TestSmtp, startSmtp } from '../test/smtpServer';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type ChildServer, spawnServer, stopServer } from './child';

const BEFORE = 4; // submissions answered before the kill, while the first e-mails are held
const SLOTS = 2; // messages the server sends at once (MAIL_CONCURRENCY): each is held mid-send
const RIGHT_BEFORE = 4; // submissions answered just before the kill (the notifier may not have run)

let smtp: TestSmtp | undefined;
let server: ChildServer | undefined;
afterAll(async () => {
  if (server) await stopServer(server);
  await smtp?.close();
});

async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function contact(base: string, n: number, address: string) {
  const res = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-language': n % 2 ? 'en' : 'ar' },
    body: JSON.stringify({
      name: `Sender ${n}`,
      email: address,
      subject: `Question ${n}`,
      message: `A message long enough to be accepted, number ${n}.`,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((v) => v.address?.toLowerCase()),
  );

describe.skipIf(!!process.env.TEST_DATABASE_URL)('kill -9 while an e-mail is being sent', () => {
  it('loses no e-mail and sends none twice', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-mailcrash-'));
    smtp = await startSmtp();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
      MAIL_POLL_SECONDS: '1',
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_LEASE_SECONDS: '4',
      MAIL_CONCURRENCY: String(SLOTS),
      NOTIFY_POLL_MS: '200',
      PUBLIC_URL: 'https://ruwad.example',
    };
    server = await spawnServer(dir, env);
    // The owner hears of every contact message (besides each sender's confirmation).
    const cookie = await signIn(server.url);
    const chosen = await fetch(`${server.url}/api/admin/account/notifications`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ modes: { 'contact-messages': 'each' } }),
    });
    expect(chosen.status, await chosen.clone().text()).toBe(200);

    smtp.holdNext(SLOTS);
    const senders = Array.from(
      { length: BEFORE + RIGHT_BEFORE },
      (_, n) => `sender${n}@example.test`,
    );
    for (let n = 0; n < BEFORE; n++) await contact(server.url, n, senders[n]!);
    // The first e-mails are mid-send: read by the SMTP server, never answered.
    await expect.poll(() => smtp!.held, { timeout: 60_000 }).toBe(SLOTS);
    for (let n = BEFORE; n < BEFORE + RIGHT_BEFORE; n++) await contact(server.url, n, senders[n]!);
    server.child.kill('SIGKILL');
    await server.exited;
    const deliveredBeforeRestart = smtp.messages.length;

    server = await spawnServer(dir, env);
    // Owed: a confirmation to each sender, and the owner's e-mail of each new message.
    const owed = senders.length * 2;
    await expect
      .poll(() => smtp!.messages.length, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(owed);
    // The outbox is done: every message owed is marked sent (none pending, none failed).
    const owner = await signIn(server.url);
    await expect
      .poll(
        async () => {
          const res = await fetch(`${server!.url}/api/admin/outbox?limit=200`, {
            headers: { cookie: owner },
          });
          const { messages } = (await res.json()) as { messages: { status: string }[] };
          return messages.map((m) => m.status).sort();
        },
        { timeout: 60_000 },
      )
      .toEqual(Array.from({ length: owed }, () => 'sent'));

    const mails = smtp.messages;
    for (const sender of senders)
      expect(
        mails.filter((m) => recipients(m).includes(sender)),
        `confirmations to ${sender}`,
      ).toHaveLength(1);
    const toOwner = mails.filter((m) => recipients(m).includes(ADMIN_EMAIL.toLowerCase()));
    expect(toOwner, "the owner's e-mails, one per message").toHaveLength(senders.length);
    for (let n = 0; n < senders.length; n++)
      expect(
        toOwner.filter((m) => m.text?.includes(`Sender ${n}`)),
        `the owner's e-mail about Sender ${n}`,
      ).toHaveLength(1);
    expect(mails).toHaveLength(owed);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(owed);
    // eslint-disable-next-line no-console -- the battery's numbers, for the report
    console.log(
      `mail crash: ${deliveredBeforeRestart} delivered before the kill, ${owed} after the restart, none twice`,
    );
  });
});
