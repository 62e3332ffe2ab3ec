/**
 * E-mail through an outbox (issue 13): a message is written to the `outbox` table in the same
 * transaction as the action that causes it (an invitation, a password reset), so it is never lost
 * with a crash nor sent for an action that was rolled back. With SMTP_URL and MAIL_FROM set, the
 * server sends what is due: one sender at a time holds a message (a lease in the row, so two
 * instances on one database never both send it), retries with exponential backoff, and gives up
 * after MAIL_MAX_ATTEMPTS. Without SMTP_URL the messages wait in the outbox, where owners see them.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '@vb/shared/options';
import type { MailKind as OutboxKind, OutboxMessage } from '@vb/shared/schemas';
import type { Config } from '../config';
import type { Db } from '../db/knex';
import { toIso, toIsoOrNull, toNumber } from '../db/values';
import { type Actor, assertMayUse } from '../domain/actor';
import type { Logger } from '../logger';
import { type MailKind, type RenderedMail, renderMail } from '../mail/templates';
import * as outbox from '../repos/outbox';

/** Queues a message (`db` is the transaction of the action that causes it). */
export async function enqueueMail(
  db: Db,
  message: {
    kind: MailKind;
    to: string;
    language: Language;
    values: Parameters<typeof renderMail>[2];
  },
): Promise<number> {
  const { subject, text, html } = renderMail(message.kind, message.language, message.values);
  return outbox.insert(db, {
    kind: message.kind,
    to_address: message.to,
    language: message.language,
    subject,
    text,
    html,
  });
}

/** Queues a message rendered elsewhere (the submissions' e-mails: mail/templates.ts). */
export async function enqueueRendered(
  db: Db,
  message: { kind: OutboxKind; to: string; language: Language; mail: RenderedMail },
): Promise<number> {
  return outbox.insert(db, {
    kind: message.kind,
    to_address: message.to,
    language: message.language,
    ...message.mail,
  });
}

/** How long before attempt `n + 1` after `n` failed: base × 2^(n-1), at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** The mail settings of the configuration. */
export type MailConfig = Config['mail'];

export class MailSender {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

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
            connectionTimeout: waitMs,
            greetingTimeout: waitMs,
            socketTimeout: waitMs,
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
    if (!this.transport || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error('mail sending failed', { error }))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Stops sending; waits for the message in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const row = await outbox.claimNext(this.db, new Date(), this.config.leaseMs);
      if (!row) return;
      await this.send(row);
    }
  }

  private async send(row: outbox.OutboxRow): Promise<void> {
    const id = toNumber(row.id);
    try {
      await this.transport!.sendMail({
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        // The same id on every attempt: a receiving server that got it once can tell.
        messageId: `<outbox-${id}.${Date.parse(toIso(row.created_at))}@${this.config.messageIdDomain}>`,
        headers: { 'Content-Language': row.language },
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
    async list(
      actor: Actor,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<{ messages: OutboxMessage[]; total: number; enabled: boolean }> {
      assertMayUse(actor, 'people');
      const { rows, total } = await outbox.page(db, limit, offset);
      return {
        enabled: sender.enabled,
        total,
        messages: rows.map((row) => ({
          id: toNumber(row.id),
          createdAt: toIso(row.created_at),
          kind: row.kind as OutboxMessage['kind'],
          to: row.to_address,
          language: row.language as Language,
          subject: row.subject,
          status: row.status,
          attempts: toNumber(row.attempts),
          lastError: row.last_error,
          sentAt: toIsoOrNull(row.sent_at),
        })),
      };
    },
  };
}

export type OutboxService = ReturnType<typeof outboxService>;
