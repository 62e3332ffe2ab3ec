/** The SQL of the mail outbox (table `outbox`). */
import { mailboxKey } from '@vb/shared/email-key';
import { MAIL_PRIORITY, type MailKind } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import { insertedId, toIsoOrNull, toNumber } from '../db/values';

export interface OutboxRow {
  id: number;
  created_at: unknown;
  kind: string;
  to_address: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: unknown;
  locked_until: unknown;
  last_error: string | null;
  sent_at: unknown;
  /** A reply's own headers (migration 0027); null on the automatic mail. */
  message_id?: string | null;
  reply_to?: string | null;
  in_reply_to?: string | null;
  /** Space-separated Message-IDs, oldest first. */
  thread_references?: string | null;
}

/** The headers a reply carries so mail clients thread it (see services/replies.ts). */
export interface Threading {
  messageId: string;
  replyTo?: string | undefined;
  inReplyTo?: string | undefined;
  references?: readonly string[];
}

/** The submission a message tells of (see migration 0021): erasure finds its e-mails by it. */
export interface ItemReference {
  kind: SubmissionKind;
  id: number;
}

export async function insert(
  db: Db,
  row: Pick<OutboxRow, 'kind' | 'to_address' | 'language' | 'subject' | 'text' | 'html'>,
  item?: ItemReference,
  threading?: Threading,
): Promise<number> {
  const now = new Date();
  const priority = MAIL_PRIORITY[row.kind as MailKind] ?? Math.max(...Object.values(MAIL_PRIORITY));
  const rows = await db('outbox')
    .insert({
      ...row,
      to_key: mailboxKey(row.to_address),
      item_kind: item?.kind ?? null,
      item_id: item?.id ?? null,
      ...(threading
        ? {
            message_id: threading.messageId,
            reply_to: threading.replyTo ?? null,
            in_reply_to: threading.inReplyTo ?? null,
            thread_references: threading.references?.length ? threading.references.join(' ') : null,
          }
        : {}),
      priority,
      created_at: now,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
    })
    .returning('id');
  return insertedId(rows);
}

/**
 * Takes the lease of the next message due (pending, its time come, no live lease), the most urgent
 * kind first (MAIL_PRIORITY), then the longest due: at most one sender holds a message at a time,
 * across instances (the update only wins on an unchanged row). Counts the attempt.
 */
export async function claimNext(
  db: Db,
  now: Date,
  leaseMs: number,
): Promise<OutboxRow | undefined> {
  for (let tries = 0; tries < 5; tries++) {
    const due = await db<OutboxRow>('outbox')
      .where('status', 'pending')
      .andWhere('next_attempt_at', '<=', now)
      .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<=', now))
      .orderBy([{ column: 'priority' }, { column: 'next_attempt_at' }, { column: 'id' }])
      .first('id', 'attempts');
    if (!due) return undefined;
    const won = await db('outbox')
      .where({ id: due.id, attempts: due.attempts, status: 'pending' })
      .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<=', now))
      .update({
        locked_until: new Date(now.getTime() + leaseMs),
        attempts: toNumber(due.attempts) + 1,
      });
    if (toNumber(won) === 1) return db<OutboxRow>('outbox').where({ id: due.id }).first();
  }
  return undefined;
}

/**
 * A sent message: its body is dropped (its link is a secret that has reached its reader); the
 * row keeps who, what and when.
 */
export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db('outbox').where({ id }).update({
    status: 'sent',
    sent_at: at,
    locked_until: null,
    last_error: null,
    text: '',
    html: '',
  });
}

/** A failed attempt: tried again at `nextAt`, or given up (`failed`). */
export async function markFailed(
  db: Db,
  id: number,
  error: string,
  nextAt: Date | undefined,
): Promise<void> {
  await db('outbox')
    .where({ id })
    .update({
      status: nextAt ? 'pending' : 'failed',
      next_attempt_at: nextAt ?? new Date(),
      locked_until: null,
      last_error: error.slice(0, 500),
      // Given up: the body (and its link) is not kept.
      ...(nextAt ? {} : { text: '', html: '' }),
    });
}

/** A page of the outbox, newest first, and how many messages there are. */
export async function page(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: OutboxRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db<OutboxRow>('outbox')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset),
    db('outbox').count<{ n: number | string }[]>({ n: '*' }).first(),
  ]);
  return { rows, total: toNumber(count?.n ?? 0) };
}

/** The queue as a whole, for the outbox screen: how many wait, since when, how many failed. */
export async function queueState(
  db: Db,
): Promise<{ pending: number; oldestPendingAt: string | null; failed: number }> {
  const [pending, failed] = await Promise.all([
    db('outbox')
      .where({ status: 'pending' })
      .first<{ n: number | string; oldest: unknown } | undefined>(
        db.raw('count(*) as n'),
        db.raw('min(created_at) as oldest'),
      ),
    db('outbox').where({ status: 'failed' }).count<{ n: number | string }[]>({ n: '*' }).first(),
  ]);
  return {
    pending: toNumber(pending?.n ?? 0),
    oldestPendingAt: toIsoOrNull(pending?.oldest ?? null),
    failed: toNumber(failed?.n ?? 0),
  };
}

/** How many messages of `kind` went (or wait to go) to the mailbox of `address` since `since`. */
export async function countToSince(
  db: Db,
  kind: MailKind,
  address: string,
  since: Date,
): Promise<number> {
  const row = await db('outbox')
    .where({ to_key: mailboxKey(address), kind })
    .andWhere('created_at', '>=', since)
    .count<{ n: number | string }[]>({ n: '*' })
    .first();
  return toNumber(row?.n ?? 0);
}

/**
 * Deletes the messages sent or given up before `before` (a batch per statement); answers how
 * many. Waiting messages stay, however old: they are still owed.
 */
export async function pruneDone(db: Db, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = (
      (await db('outbox')
        .whereIn('status', ['sent', 'failed'])
        .andWhere('created_at', '<', before)
        .limit(500)
        .select('id')) as { id: number | string }[]
    ).map((row) => row.id);
    if (ids.length === 0) return total;
    await db('outbox').whereIn('id', ids).delete();
    total += ids.length;
  }
}
