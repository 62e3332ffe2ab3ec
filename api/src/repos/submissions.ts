/**
 * The SQL of the public submissions: job applications (with their résumés), contact messages and
 * investor requests.
 */
import type { SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import { InsertBatcher } from '../db/groupCommit';
import { insertedId } from '../db/values';

export interface ApplicationRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string | null;
  resume_filename: string;
  resume_mime_type: string;
  resume_size: number;
  job_listing_id: number | null;
  status: string;
  created_at: unknown;
}

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  created_at: unknown;
}

export interface InvestorRow {
  id: number;
  name: string;
  email: string;
  organization: string;
  position: string | null;
  phone: string | null;
  investment_amount: string | null;
  message: string;
  status: string;
  created_at: unknown;
}

/** The row type of each kind. */
export interface SubmissionRows {
  applications: ApplicationRow;
  'contact-messages': ContactRow;
  'investor-requests': InvestorRow;
}

/** Where each kind is stored, and the columns read for it (binary data stays out). */
const STORAGE: { [K in SubmissionKind]: { table: string; columns: (keyof SubmissionRows[K])[] } } =
  {
    applications: {
      table: 'job_applications',
      columns: [
        'id',
        'name',
        'email',
        'phone',
        'position',
        'message',
        'resume_filename',
        'resume_mime_type',
        'resume_size',
        'job_listing_id',
        'status',
        'created_at',
      ],
    },
    'contact-messages': {
      table: 'contact_messages',
      columns: ['id', 'name', 'email', 'phone', 'subject', 'message', 'status', 'created_at'],
    },
    'investor-requests': {
      table: 'investor_requests',
      columns: [
        'id',
        'name',
        'email',
        'organization',
        'position',
        'phone',
        'investment_amount',
        'message',
        'status',
        'created_at',
      ],
    },
  };

/** The table a kind is stored in. */
const tableOf = (kind: SubmissionKind) => STORAGE[kind].table;

/** Every item of a kind, newest first. */
export async function list<K extends SubmissionKind>(
  db: Db,
  kind: K,
): Promise<SubmissionRows[K][]> {
  const { table, columns } = STORAGE[kind];
  return (await db(table)
    .select(columns as string[])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as SubmissionRows[K][];
}

/**
 * Sets an item's status and answers the row as this one statement wrote it (a concurrent change
 * cannot slip into the answer); undefined when there is no such item.
 */
export async function setStatus<K extends SubmissionKind>(
  db: Db,
  kind: K,
  id: number,
  status: string,
): Promise<SubmissionRows[K] | undefined> {
  const { table, columns } = STORAGE[kind];
  const [row] = (await db(table)
    .where({ id })
    .update({ status })
    .returning(columns as string[])) as SubmissionRows[K][];
  return row;
}

/** Deletes an item (an application's résumé goes with it); answers whether there was one. */
export async function remove(db: Db, kind: SubmissionKind, id: number): Promise<boolean> {
  return (await db(tableOf(kind)).where({ id }).delete()) > 0;
}

/** A plausible id for a discarded (honeypot) submission: the one the next real row would get. */
export async function nextIdGuess(db: Db, kind: SubmissionKind): Promise<number> {
  const last = (await db(tableOf(kind)).max('id as id').first()) as { id?: number | string | null };
  return Number(last?.id ?? 0) + 1;
}

/** An application's row and its résumé's bytes, stored together (call inside a transaction). */
export async function insertApplication(
  db: Db,
  row: Omit<ApplicationRow, 'id'>,
  resume: Buffer,
): Promise<number> {
  const id = insertedId(await db('job_applications').insert(row).returning('id'));
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

type NewRow<R> = Omit<R, 'id' | 'created_at'> & { created_at: Date };

/**
 * The inserts of contact messages and investor requests, group-committed: rows that arrive
 * together share one durable commit (see InsertBatcher). Each answers the row's id once committed.
 */
export function messageInserts(db: Db) {
  const batcher = new InsertBatcher(db);
  return {
    contact: (row: NewRow<ContactRow>) => batcher.insert('contact_messages', row),
    investor: (row: NewRow<InvestorRow>) => batcher.insert('investor_requests', row),
  };
}
