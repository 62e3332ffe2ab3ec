/**
 * The SQL of the public submissions: job applications (with their résumés), contact messages and
 * investor requests. The lists are ./submissionLists.ts, the rows ./submissionRows.ts.
 */
import { emailKey } from '@vb/shared/email-key';
import type { Language } from '@vb/shared/options';
import type { SubmissionKind } from '@vb/shared/status';
import { InsertBatcher } from '../db/groupCommit';
import { attachAssignees } from './submissionWork';
import { insertedId } from '../db/values';
import { type Db, isPostgres } from '../db/knex';
import { searchTextOf } from '../db/submissionSearch';
import {
  STORAGE,
  type SubmissionRows,
  tableOf,
  type WorkColumns,
  type ApplicationRow,
  type ContactRow,
  type InvestorRow,
} from './submissionRows';

export {
  batchAfter,
  countMatching,
  list,
  type ListFilter,
  type Narrowing,
} from './submissionLists';
export {
  type WorkColumns,
  type ApplicationRow,
  type ContactRow,
  type InvestorRow,
  type SubmissionRows,
} from './submissionRows';

/**
 * Sets an item's status and answers the row as this one statement wrote it (a concurrent change
 * cannot slip into the answer); undefined when there is no such item.
 */
export async function setStatus<K extends SubmissionKind>(
  db: Db,
  kind: K,
  id: number,
  status: string,
  /** Only if the item's status is still this one (a board's move). */
  from?: string,
): Promise<SubmissionRows[K] | undefined> {
  const { table, columns } = STORAGE[kind];
  const [row] = (await db(table)
    .where(from === undefined ? { id } : { id, status: from })
    .update({ status })
    .returning(columns as string[])) as SubmissionRows[K][];
  return row && (await attachAssignees(db, [row]))[0];
}

/** One item as the lists read it, its assignee too (undefined when there is none). */
export async function find<K extends SubmissionKind>(
  db: Db,
  kind: K,
  id: number,
): Promise<SubmissionRows[K] | undefined> {
  const { table, columns } = STORAGE[kind];
  const row = (await db(table)
    .where({ id })
    .first(columns as string[])) as SubmissionRows[K] | undefined;
  return row && (await attachAssignees(db, [row]))[0];
}

/** Deletes an item (an application's résumé goes with it); answers whether there was one. */
export async function remove(db: Db, kind: SubmissionKind, id: number): Promise<boolean> {
  return (await db(tableOf(kind)).where({ id }).delete()) > 0;
}

/**
 * Sets the status of every listed item that exists (the bulk action); answers the ids of
 * the rows it changed (the others named nothing). One statement, so call it in the transaction
 * that records the change.
 */
export async function setStatusMany(
  db: Db,
  kind: SubmissionKind,
  ids: readonly number[],
  status: string,
): Promise<number[]> {
  const rows = (await db(tableOf(kind)).whereIn('id', ids).update({ status }).returning('id')) as (
    { id: number | string } | number
  )[];
  return idsOf(rows);
}

/** Deletes every listed item that exists (résumés go with their applications); answers their ids. */
export async function removeMany(
  db: Db,
  kind: SubmissionKind,
  ids: readonly number[],
): Promise<number[]> {
  const table = tableOf(kind);
  if (isPostgres(db))
    return idsOf(
      (await db(table).whereIn('id', ids).delete().returning('id')) as { id: number | string }[],
    );
  // SQLite's driver answers a DELETE with its count: the ids are read first, in the same
  // transaction (SQLite lets no other writer in between).
  const found = idsOf(await db(table).whereIn('id', ids).select<{ id: number }[]>('id'));
  if (found.length > 0) await db(table).whereIn('id', found).delete();
  return found;
}

const idsOf = (rows: ({ id: number | string } | number)[]): number[] =>
  rows.map((row) => Number(typeof row === 'object' ? row.id : row)).sort((a, b) => a - b);

/** A plausible id for a discarded (honeypot) submission: the one the next real row would get. */
export async function nextIdGuess(db: Db, kind: SubmissionKind): Promise<number> {
  const last = (await db(tableOf(kind)).max('id as id').first()) as { id?: number | string | null };
  return Number(last?.id ?? 0) + 1;
}

/** An application's row and its résumé's bytes, stored together (call inside a transaction). */
export async function insertApplication(
  db: Db,
  row: Omit<ApplicationRow, 'id' | 'anonymised_at' | keyof WorkColumns> & Submitted,
  resume: Buffer,
): Promise<number> {
  const id = insertedId(
    await db('job_applications')
      .insert({
        ...row,
        search_text: searchTextOf('applications', row),
        email_key: emailKey(row.email),
      })
      .returning('id'),
  );
  await db('resumes').insert({ application_id: id, data: resume });
  return id;
}

/** An application's résumé: its stored name and type, and its bytes (null when missing). */
export function findResume(
  db: Db,
  applicationId: number,
): Promise<
  { resume_filename: string; resume_mime_type: string; data: unknown | null } | undefined
> {
  return db('job_applications as a')
    .leftJoin('resumes as r', 'r.application_id', 'a.id')
    .where('a.id', applicationId)
    .first('a.resume_filename', 'a.resume_mime_type', 'r.data');
}

/** What every new submission also stores: the language of the site it was made on. */
type Submitted = {
  language: Language;
};

type NewRow<R> = Omit<R, 'id' | 'created_at' | keyof WorkColumns> & {
  created_at: Date;
} & Submitted;

/**
 * The inserts of contact messages and investor requests, group-committed: rows that arrive
 * together share one durable commit (see InsertBatcher). Each answers the row's id once committed.
 */
export function messageInserts(db: Db) {
  const batcher = new InsertBatcher(db);
  return {
    contact: (row: NewRow<ContactRow>) =>
      batcher.insert('contact_messages', {
        ...row,
        search_text: searchTextOf('contact-messages', row),
        email_key: emailKey(row.email),
      }),
    investor: (row: NewRow<InvestorRow>) =>
      batcher.insert('investor_requests', {
        ...row,
        search_text: searchTextOf('investor-requests', row),
        email_key: emailKey(row.email),
      }),
  };
}
