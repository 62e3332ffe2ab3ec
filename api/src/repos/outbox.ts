/** The SQL of the mail outbox (table `outbox`). */
import type { Db } from '../db/knex';
import { insertedId, toNumber } from '../db/values';

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
}

export async function insert(
  db: Db,
  row: Pick<OutboxRow, 'kind' | 'to_address' | 'language' | 'subject' | 'text' | 'html'>,
): Promise<number> {
  const now = new Date();
  const rows = await db('outbox')
    .insert({ ...row, created_at: now, status: 'pending', attempts: 0, next_attempt_at: now })
    .returning('id');
  return insertedId(rows);
}

/**
 * Takes the lease of the next message due (pending, its time come, no live lease): at most one
 * sender holds a message at a time, across instances (the update only wins on an unchanged row).
 * Counts the attempt.
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
      .orderBy([{ column: 'next_attempt_at' }, { column: 'id' }])
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

export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db('outbox')
    .where({ id })
    .update({ status: 'sent', sent_at: at, locked_until: null, last_error: null });
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
