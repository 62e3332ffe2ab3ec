/** The SQL of the audit trail (table `audit_events`): append, read a page, drop the old. */
import type { AuditQuery } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import { toNumber } from '../db/values';

export interface AuditRow {
  id: number;
  at: unknown;
  action: string;
  actor_id: number | null;
  actor_email: string | null;
  item_kind: string | null;
  item_id: string | null;
  detail: string | null;
  ip: string | null;
  user_agent: string | null;
}

export async function insert(db: Db, row: Omit<AuditRow, 'id'>): Promise<void> {
  await db('audit_events').insert(row);
}

/** Appends several events, in their order, a hundred rows per statement. */
export async function insertMany(db: Db, rows: Omit<AuditRow, 'id'>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100)
    await db('audit_events').insert(rows.slice(i, i + 100));
}

/** One page of events matching the query, newest first, and how many match in all. */
export async function page(
  db: Db,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const filtered = () => {
    const q = db('audit_events');
    if (query.actor !== undefined) q.where('actor_id', query.actor);
    if (query.action !== undefined) q.where('action', query.action);
    if (query.since !== undefined) q.where('at', '>=', new Date(query.since));
    return q;
  };
  const [rows, count] = await Promise.all([
    filtered()
      .orderBy([
        { column: 'at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(query.offset)
      .select<AuditRow[]>('*'),
    filtered().count<{ n: number | string }[]>({ n: '*' }).first(),
  ]);
  return { rows, total: toNumber(count?.n ?? 0) };
}

/** Deletes the events older than `before`; answers how many. */
export async function removeBefore(db: Db, before: Date): Promise<number> {
  return toNumber(await db('audit_events').where('at', '<', before).delete());
}
