/**
 * E-mail through an outbox: a message is written to the `outbox` table in the same transaction as
 * the action that causes it (an invitation, a password reset), so it is never lost with a crash
 * nor sent for an action that was rolled back. With SMTP_URL and MAIL_FROM set, the server sends
 * what is due, the most urgent kinds first (MAIL_PRIORITY: security mail, then staff notices, then
 * confirmations), up to MAIL_CONCURRENCY at once over a pool of SMTP connections. Each message is
 * held by one sender at a time (a lease in the row, so two instances on one database never both
 * send it), retried with exponential backoff, and given up after MAIL_MAX_ATTEMPTS. Without
 * SMTP_URL the messages wait in the outbox, where owners see them.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { mailMessages } from '@vb/shared/i18n/mail';
import type { Language } from '@vb/shared/options';
import { adminItemPath } from '@vb/shared/paths';
import type { SubmissionKind } from '@vb/shared/status';
import { isolate, withoutIsolates } from '@vb/shared/text';
import type { MailKind as OutboxKind } from '@vb/shared/schemas';
import type { Config } from '../config';
import type { Db } from '../db/knex';
import { toIso, toNumber } from '../db/values';
import type { Logger } from '../logger';
import { type MailKind, type RenderedMail, renderMail } from '../mail/templates';
import * as outbox from '../repos/outbox';
import * as preferences from '../repos/preferences';
import { SinglePass } from './singlePass';

/** Queues a message (`db` is the transaction of the action that causes it). */
export async function enqueueMail(
  db: Db,
  message: {
    kind: MailKind;
    to: string;
    language: Language;
    values: Parameters<typeof renderMail>[2];
    /** The submission it tells of, if any. */
    item?: outbox.ItemReference;
  },
): Promise<number> {
  const { text, html, ...rendered } = renderMail(message.kind, message.language, message.values);
  const subject = withoutIsolates(rendered.subject, message.language);
  const kind: OutboxKind = message.kind === 'answered_following' ? 'answered' : message.kind;
  return outbox.insert(
    db,
    { kind, to_address: message.to, language: message.language, subject, text, html },
    message.item,
  );
}

/**
 * Queues, to a member of staff in their saved language, a notice about one submission (given to
 * them, or answered by its sender): the item's kind, the submitter's name and the link to it in
 * the admin, nothing anyone wrote.
 */
export async function enqueueItemNotice(
  db: Db,
  notice: {
    kind: 'assigned' | 'answered' | 'answered_following';
    to: { id: number; email: string; name: string | null };
    item: { kind: SubmissionKind; id: number; submitter: string };
    /** The site's origin for the link. */
    origin: string;
    /** Who gave the item (assigned). */
    assigner?: string;
  },
): Promise<number> {
  const { to, item } = notice;
  const language = preferences.languageIn(await preferences.read(db, to.id));
  return enqueueMail(db, {
    kind: notice.kind,
    to: to.email,
    language,
    values: {
      name: isolate(to.name ?? to.email),
      ...(notice.assigner !== undefined ? { assigner: isolate(notice.assigner) } : {}),
      kind: mailMessages[language][`mail.kind.${item.kind}`],
      submitter: isolate(item.submitter),
      link: `${notice.origin}${adminItemPath(item.kind, item.id)}`,
    },
    item: { kind: item.kind, id: item.id },
  });
}

/** Queues a message rendered elsewhere (the submissions' e-mails: mail/templates.ts). */
export async function enqueueRendered(
  db: Db,
  message: {
    kind: OutboxKind;
    to: string;
    language: Language;
    mail: RenderedMail;
    item?: outbox.ItemReference;
    /** A reply's Message-ID, Reply-To and the messages it answers. */
    threading?: outbox.Threading;
  },
): Promise<number> {
  const subject = withoutIsolates(message.mail.subject, message.language);
  return outbox.insert(
    db,
    {
      kind: message.kind,
      to_address: message.to,
      language: message.language,
      ...message.mail,
      subject,
    },
    message.item,
    message.threading,
  );
}

/** How long before attempt `n + 1` after `n` failed: base × 2^(n-1), at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** The mail settings of the configuration. */
export type MailConfig = Config['mail'];

export class MailSender {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly sending = new SinglePass({
    pass: () => this.drain(),
    mayRun: () => Boolean(this.transport) && !this.stopped,
    failed: (error) => this.logger.error('mail sending failed', { error }),
  });

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    private readonly logger: Logger,
  ) {
    // A sender's lease on a message (MAIL_LEASE_SECONDS) outlasts any SMTP exchange: each of its
    // waits (connecting, the greeting, a silent socket) gives up within a quarter of it, so a
    // message is never sent by a second sender while the first may still finish it.
    const waitMs = Math.floor(config.leaseMs / 4);
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(
          {
            url: config.smtpUrl,
            // One connection per message in flight, kept open between messages: a burst costs
            // no handshake per message.
            pool: true,
            maxConnections: config.concurrency,
            connectionTimeout: waitMs,
            greetingTimeout: waitMs,
            socketTimeout: waitMs,
            // Signed, so receivers can check the mail is the domain's own (DMARC) and not file a
            // confirmation or a reply under spam.
            ...(config.dkim ? { dkim: config.dkim } : {}),
          },
          { from: config.from },
        )
      : undefined;
  }

  /** Whether e-mail is set up (SMTP_URL and MAIL_FROM). */
  get enabled(): boolean {
    return this.transport !== undefined;
  }

  /** Sends what is due now and every MAIL_POLL_SECONDS. */
  start(): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => this.nudge(), this.config.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Sends what is due (soon after an action queued a message, rather than at the next poll). */
  nudge(): void {
    this.sending.request();
  }

  /** Stops sending; waits for the message in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.sending.current;
    this.transport?.close();
  }

  /**
   * Sends until nothing is due, up to `concurrency` messages at once. Each free slot claims the
   * most urgent message due at that moment, so mail queued during a burst goes before the rest
   * of the burst when it is more urgent.
   */
  private async drain(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      if (this.stopped) break;
      if (inFlight.size >= this.config.concurrency) {
        await Promise.race(inFlight);
        continue;
      }
      const row = await outbox.claimNext(this.db, new Date(), this.config.leaseMs);
      if (!row) break;
      // A slot never rejects: a database error while recording one message's outcome is logged
      // (its lease runs out and it is tried again) and the other slots go on.
      const sending: Promise<void> = this.send(row)
        .catch((error: unknown) => this.logger.error('mail sending failed', { error }))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
    await Promise.all(inFlight);
  }

  private async send(row: outbox.OutboxRow): Promise<void> {
    const id = toNumber(row.id);
    try {
      await this.transport!.sendMail({
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        // The same id on every attempt: a receiving server that got it once can tell. A reply
        // carries the id its thread knows it by.
        messageId:
          row.message_id ??
          `<outbox-${id}.${Date.parse(toIso(row.created_at))}@${this.config.messageIdDomain}>`,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.in_reply_to ? { inReplyTo: row.in_reply_to } : {}),
        ...(row.thread_references ? { references: row.thread_references.split(' ') } : {}),
        // Automatic mail (RFC 3834): an out-of-office reply never answers it, so no loops. A
        // reply is a person's letter, to be answered.
        headers:
          row.kind === 'reply'
            ? { 'Content-Language': row.language }
            : { 'Content-Language': row.language, 'Auto-Submitted': 'auto-generated' },
      });
      await outbox.markSent(this.db, id, new Date());
      this.logger.info('mail sent', { id, kind: row.kind });
    } catch (error) {
      const attempts = toNumber(row.attempts);
      const giveUp = attempts >= this.config.maxAttempts;
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.markFailed(
        this.db,
        id,
        reason,
        giveUp ? undefined : new Date(Date.now() + retryDelayMs(attempts, this.config.retryBaseMs)),
      );
      this.logger.error(giveUp ? 'mail given up' : 'mail will be retried', {
        id,
        kind: row.kind,
        attempts,
        reason,
      });
    }
  }
}

/** The outbox as owners see it: who, what, where it stands (never the body: links are secrets). */
export function outboxService({ db, sender }: { db: Db; sender: MailSender }) {
  return {
    /** A page of the messages, newest first, with the queue's state and whether e-mail is on. */
    async list({ limit, offset }: { limit: number; offset: number }) {
      const [{ rows, total }, queue] = await Promise.all([
        outbox.page(db, limit, offset),
        outbox.queueState(db),
      ]);
      return { enabled: sender.enabled, total, queue, rows };
    },
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
