/**
 * The SQL of working an item: staff's notes on a submission (table
 * `submission_notes`), and the item's history, read from the audit trail by the index on
 * (item_kind, item_id, id).
 */
import type { SubmissionKind } from '@vb/shared/status';
import { type Db, isPostgres } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';
import { insertedId } from '../db/values';

export interface NoteRow {
  id: number;
  kind: string;
  item_id: number;
  author_id: number | null;
  author_name: string | null;
  author_email: string | null;
  body: string;
  created_at: unknown;
  updated_at: unknown;
}

/** An audit event of an item, with the acting account's name when it still exists. */
export interface ItemEventRow {
  id: number;
  at: unknown;
  action: string;
  actor_id: number | null;
  actor_email: string | null;
  actor_name: string | null;
  detail: string | null;
  /** An assignment's: the current name of the person the item was given to, if any. */
  assignee_name?: string | null;
}

/** The person an assignment's detail names ("<id> <email>"), or undefined ('unassigned'). */
export function assigneeOfDetail(detail: string | null): { id: number; email: string } | undefined {
  const match = /^(\d+) (\S+)$/.exec(detail ?? '');
  return match ? { id: Number(match[1]), email: match[2]! } : undefined;
}

export async function insert(db: Db, row: Omit<NoteRow, 'id'>): Promise<number> {
  return insertedId(await db('submission_notes').insert(row).returning('id'));
}

/**
 * Whether an item exists, held (PostgreSQL: its row locked) until the transaction ends, so that a
 * deletion running meanwhile cannot leave a note without its item. SQLite has one writer at a time.
 */
export async function holdItem(db: Db, kind: SubmissionKind, id: number): Promise<boolean> {
  const q = db(submissionTable(kind)).where({ id });
  if (isPostgres(db)) q.forUpdate();
  return (await q.first('id')) !== undefined;
}

/** One note of an item (undefined when there is none with that id on that item). */
export function find(
  db: Db,
  kind: SubmissionKind,
  itemId: number,
  id: number,
): Promise<NoteRow | undefined> {
  return db('submission_notes').where({ kind, item_id: itemId, id }).first<NoteRow | undefined>();
}

/** Replaces a note's text; answers the row as it now stands. */
export async function update(db: Db, id: number, body: string, at: Date): Promise<void> {
  await db('submission_notes').where({ id }).update({ body, updated_at: at });
}

/** An item's notes, oldest first. */
export function listFor(db: Db, kind: SubmissionKind, itemId: number): Promise<NoteRow[]> {
  return db('submission_notes')
    .where({ kind, item_id: itemId })
    .orderBy('id')
    .select<NoteRow[]>('*');
}

/** Deletes the notes of the listed items (call it in the transaction deleting them). */
export async function removeFor(
  db: Db,
  kind: SubmissionKind,
  itemIds: readonly number[],
): Promise<void> {
  for (let i = 0; i < itemIds.length; i += 500)
    await db('submission_notes')
      .where({ kind })
      .whereIn('item_id', itemIds.slice(i, i + 500))
      .delete();
}

/**
 * The newest `limit` audit events of an item, newest first, with the actors' current names (and
 * an assignment's, of the person given the item).
 */
export async function eventsOf(
  db: Db,
  itemKind: string,
  itemId: number,
  limit: number,
): Promise<ItemEventRow[]> {
  const rows = await db('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .where('e.item_kind', itemKind)
    .andWhere('e.item_id', String(itemId))
    .orderBy('e.id', 'desc')
    .limit(limit)
    .select<ItemEventRow[]>(
      'e.id',
      'e.at',
      'e.action',
      'e.actor_id',
      'e.actor_email',
      'u.name as actor_name',
      'e.detail',
    );
  // The names of the people items were given to, read once for the page of events.
  const given = [
    ...new Set(
      rows.filter((r) => r.action === 'assigned').map((r) => assigneeOfDetail(r.detail)?.id),
    ),
  ].filter((id): id is number => id !== undefined);
  if (given.length === 0) return rows;
  const names = new Map(
    (
      (await db('users').whereIn('id', given).select('id', 'name')) as {
        id: number;
        name: string | null;
      }[]
    ).map((u) => [Number(u.id), u.name]),
  );
  return rows.map((r) =>
    r.action === 'assigned'
      ? { ...r, assignee_name: names.get(assigneeOfDetail(r.detail)?.id ?? -1) ?? null }
      : r,
  );
}
