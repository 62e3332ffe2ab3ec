/**
 * What the tests of answers by e-mail share: the settings of a server with its SMTP listener, a
 * person's mail client delivering to it, and a contact message answered by staff to reply to.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { type TestFetch, type TestServer, json } from './helpers';
import type { TestSmtp } from './smtpServer';

/** Mail out to the test's sink (add SMTP_URL) and the listener on a free port. */
export const INBOUND_ENV = {
  MAIL_FROM: 'Ruwad Ventures <no-reply@ruwad.test>',
  MAIL_REPLY_TO: 'replies@ruwad.test',
  MAIL_POLL_SECONDS: '1',
  MAIL_RETRY_BASE_SECONDS: '1',
  INBOUND_SMTP_PORT: '0',
  INBOUND_PER_SENDER_PER_HOUR: '5',
};

export interface ThreadMessage {
  id: number;
  direction: string;
  body: string;
  language: string;
  sender: { name: string | null; email: string | null } | null;
  unread: boolean;
  files: { id: number; filename: string; size: number; refused: string | null }[];
}

/** A person's mail client, delivering straight to the listener of `to`. */
export function send(to: TestServer, mail: SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: to.inboundPort!,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail(mail).finally(() => transport.close());
}

/** How the listener answered a refused delivery: its SMTP code. */
export async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode;
  }
}

/** A contact message from `email`, answered by staff: the item and the reply as it arrived. */
export async function answered(
  { server, owner, smtp }: { server: TestServer; owner: TestFetch; smtp: TestSmtp },
  email: string,
): Promise<{ id: number; reply: ParsedMail }> {
  const res = await server.api(
    '/api/contact',
    json('POST', { name: 'Huda Hassan', email, subject: 'Pitch', message: 'Do you take decks?' }),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const sent = await owner(
    `/api/admin/contact-messages/${id}/replies`,
    json('POST', { body: 'Yes, please send it. Would Tuesday suit you for a call?' }),
  );
  expect(sent.status, await sent.clone().text()).toBe(201);
  await expect
    .poll(() => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email)).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(1);
  const reply = smtp.messages.find(
    (m) => JSON.stringify(m.to).includes(email) && m.messageId?.startsWith('<reply-'),
  )!;
  return { id, reply };
}

export const replyAddress = (mail: ParsedMail) => mail.replyTo!.value[0]!.address!;

/** The thread of contact message `id`, as `api` reads it. */
export async function threadOf(api: TestFetch, id: number): Promise<ThreadMessage[]> {
  const res = await api(`/api/admin/contact-messages/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { thread: ThreadMessage[] }).thread;
}
