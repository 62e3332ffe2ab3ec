/**
 * The SQL of an item's thread (table `submission_messages`): the replies staff sent, each with
 * where its e-mail stands in the outbox, the answers that came back, and the person a reply is
 * written to.
 */
import { isLanguage, type Language } from '@vb/shared/options';
import type { SubmissionKind } from '@vb/shared/status';
import { type Db, isPostgres } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';
import { insertedId } from '../db/values';
import * as answerFiles from './answerFiles';

export interface MessageRow {
  id: number;
  kind: string;
  item_id: number;
  direction: 'out' | 'in';
  author_id: number | null;
  language: string;
  body: string;
  message_id: string;
  reply_token: string;
  outbox_id: number | null;
  created_at: unknown;
  /** An answer's sender as its e-mail names them (null on staff's replies). */
  sender_name: string | null;
  sender_email: string | null;
  /** When staff first opened the item after the answer came (null: not yet; staff's replies). */
  seen_at: unknown;
}

/** A message as the thread shows it: its author's current name, its e-mail's outbox state. */
export interface ThreadRow extends MessageRow {
  author_name: string | null;
  /** Null when the author's account is gone. */
  author_exists: number | string | null;
  mail_status: 'pending' | 'sent' | 'failed' | null;
  /** An answer's attachments (none on staff's replies). */
  files: answerFiles.AnswerFileRow[];
}

/** Who an item's replies go to, in the language they used, and where it stands. */
export interface Recipient {
  id: number;
  name: string;
  email: string;
  language: string | null;
  status: string;
  /** The member of staff the item is given to, if any (told of answers). */
  assignee_id: number | null;
  /** The job applied for (applications only: a template's {position}). */
  position?: string | null;
}

/**
 * The item a reply answers, held (PostgreSQL: its row locked) until the transaction ends, so two
 * replies at once thread one after the other and a deletion cannot leave a reply without its item.
 */
export async function holdRecipient(
  db: Db,
  kind: SubmissionKind,
  id: number,
): Promise<Recipient | undefined> {
  const q = db(submissionTable(kind)).where({ id });
  if (isPostgres(db)) q.forUpdate();
  const columns = ['id', 'name', 'email', 'language', 'status', 'assignee_id'];
  return q.first<Recipient | undefined>(
    kind === 'applications' ? [...columns, 'position'] : columns,
  );
}

export type NewMessage = Omit<MessageRow, 'id' | 'sender_name' | 'sender_email' | 'seen_at'> &
  Partial<Pick<MessageRow, 'sender_name' | 'sender_email'>>;

/** The language of the site the item was sent from (its sender's); null if not kept. */
export async function languageOf(
  db: Db,
  kind: SubmissionKind,
  id: number,
): Promise<Language | null> {
  const row = await db(submissionTable(kind))
    .where({ id })
    .first<{ language: string | null } | undefined>('language');
  return isLanguage(row?.language) ? row.language : null;
}

export async function insert(db: Db, row: NewMessage): Promise<number> {
  return insertedId(await db('submission_messages').insert(row).returning('id'));
}

/**
 * Stores an answer unless a message with its Message-ID is stored already (the same answer
 * delivered again, or to another instance): its id, or undefined for a repeat.
 */
export async function insertAnswer(db: Db, row: NewMessage): Promise<number | undefined> {
  const ids = await db('submission_messages')
    .insert(row)
    .onConflict(['kind', 'item_id', 'message_id'])
    .ignore()
    .returning('id');
  return ids.length === 0 ? undefined : insertedId(ids);
}

/** The item whose replies carry `token` in their Reply-To address, if it still has messages. */
export function itemOfToken(
  db: Db,
  token: string,
): Promise<{ kind: SubmissionKind; item_id: number } | undefined> {
  return db('submission_messages')
    .where({ reply_token: token })
    .first<{ kind: SubmissionKind; item_id: number } | undefined>('kind', 'item_id');
}

/** How many answers no one of staff has seen, per item of `itemIds` (items with none left out). */
export async function unseenAnswers(
  db: Db,
  kind: SubmissionKind,
  itemIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (itemIds.length === 0) return counts;
  const rows = (await db('submission_messages')
    .where({ kind, direction: 'in' })
    .whereNull('seen_at')
    .whereIn('item_id', itemIds)
    .groupBy('item_id')
    .select('item_id')
    .count({ n: '*' })) as { item_id: number | string; n: number | string }[];
  for (const row of rows) counts.set(Number(row.item_id), Number(row.n));
  return counts;
}

/** Marks the item's answers seen (someone of staff opened it). */
export async function markSeen(
  db: Db,
  kind: SubmissionKind,
  itemId: number,
  at: Date,
): Promise<void> {
  await db('submission_messages')
    .where({ kind, item_id: itemId, direction: 'in' })
    .whereNull('seen_at')
    .update({ seen_at: at });
}

/** The item's latest message (its token and Message-ID thread the next), if any. */
export function latest(
  db: Db,
  kind: SubmissionKind,
  itemId: number,
): Promise<Pick<MessageRow, 'message_id' | 'reply_token'> | undefined> {
  return db('submission_messages')
    .where({ kind, item_id: itemId })
    .orderBy('id', 'desc')
    .first<Pick<MessageRow, 'message_id' | 'reply_token'> | undefined>('message_id', 'reply_token');
}

/** The Message-IDs of the item's messages, oldest first (a new one's References). */
export async function messageIds(db: Db, kind: SubmissionKind, itemId: number): Promise<string[]> {
  const rows = (await db('submission_messages')
    .where({ kind, item_id: itemId })
    .orderBy('id')
    .select('message_id')) as { message_id: string }[];
  return rows.map((row) => row.message_id);
}

/** The item's thread, oldest first (one message, with `id`). */
export async function threadOf(
  db: Db,
  kind: SubmissionKind,
  itemId: number,
  id?: number,
): Promise<ThreadRow[]> {
  const q = db('submission_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .leftJoin('outbox as o', 'o.id', 'm.outbox_id')
    .where({ 'm.kind': kind, 'm.item_id': itemId });
  if (id !== undefined) q.andWhere('m.id', id);
  const rows = await q
    .orderBy('m.id')
    .select<Omit<ThreadRow, 'files'>[]>(
      'm.*',
      'u.name as author_name',
      'u.id as author_exists',
      'o.status as mail_status',
    );
  const answers = rows.filter((row) => row.direction === 'in').map((row) => Number(row.id));
  const files = await answerFiles.listFor(db, answers);
  return rows.map((row) => ({
    ...row,
    files: files.filter((file) => Number(file.message_id) === Number(row.id)),
  }));
}

/** Deletes the messages of the listed items (call it in the transaction deleting them). */
export async function removeFor(
  db: Db,
  kind: SubmissionKind,
  itemIds: readonly number[],
): Promise<void> {
  for (let i = 0; i < itemIds.length; i += 500)
    await db('submission_messages')
      .where({ kind })
      .whereIn('item_id', itemIds.slice(i, i + 500))
      .delete();
}
