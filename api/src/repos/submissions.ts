/**
 * The SQL of the public submissions: job applications (with their résumés), contact messages and
 * investor requests.
 */
import { emailKey } from '@vb/shared/email-key';
import type { Language } from '@vb/shared/options';
import type { Knex } from 'knex';
import type { SubmissionSort } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { InsertBatcher } from '../db/groupCommit';
import { type AssigneeRef, attachAssignees } from './submissionWork';
import { countRows, insertedId } from '../db/values';
import { type Db, isPostgres } from '../db/knex';
import {
  FTS_MIN_WORD,
  ftsQuery,
  searchIndexTable,
  searchTextOf,
  submissionTable,
} from '../db/submissionSearch';
import { likeLiteral } from '../db/like';

/** Who works on an item and whether it is archived (issue 15, see repos/submissionWork.ts). */
export interface WorkColumns {
  assignee_id: number | null;
  archived_at: unknown;
  /** The assignee's name and e-mail, read beside the rows (attachAssignees). */
  assignee?: AssigneeRef | null;
  /** Issue 15: the key of the e-mail address (shared/emailKey), set when the row is written. */
  email_key: string;
}

export interface ApplicationRow extends WorkColumns {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string | null;
  resume_filename: string;
  resume_mime_type: string;
  resume_size: number;
  /** Issue 18: the résumé's structure shows active content (uploads/activeContent.ts). */
  resume_active_content: boolean | number;
  job_listing_id: number | null;
  status: string;
  created_at: unknown;
  /** The applicant's "keep my résumé for future openings" (issue 15). */
  keep_resume: boolean | number;
  /** When retention anonymised it, or null. */
  anonymised_at?: unknown;
}

export interface ContactRow extends WorkColumns {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  created_at: unknown;
}

export interface InvestorRow extends WorkColumns {
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
      table: submissionTable('applications'),
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
        'resume_active_content',
        'job_listing_id',
        'status',
        'created_at',
        'assignee_id',
        'archived_at',
        'keep_resume',
        'anonymised_at',
        'email_key',
      ],
    },
    'contact-messages': {
      table: submissionTable('contact-messages'),
      columns: [
        'id',
        'name',
        'email',
        'phone',
        'subject',
        'message',
        'status',
        'created_at',
        'assignee_id',
        'archived_at',
        'email_key',
      ],
    },
    'investor-requests': {
      table: submissionTable('investor-requests'),
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
        'assignee_id',
        'archived_at',
        'email_key',
      ],
    },
  };

/** The table a kind is stored in. */
const tableOf = submissionTable;

/** What narrows and orders a list (the search already folded into words). */
export interface ListFilter {
  /** Words that must each occur in the item's search document. */
  words: readonly string[];
  status?: string;
  /** Created at or after this moment. */
  from?: Date;
  /** Created before this moment. */
  before?: Date;
  sort: SubmissionSort;
  /** Only these items (a selection). */
  ids?: readonly number[];
  /** Issue 15: only the items of this person, or (null) of nobody. */
  assigneeId?: number | null;
  /** Issue 15: only the archived items (true) or those not archived (false). */
  archived?: boolean;
  /** Issue 15 (applications only): the applicants of one job listing (the job board). */
  jobListingId?: number;
  /** At most this many rows (all without it), after skipping `offset`. */
  limit?: number;
  offset: number;
  /**
   * How many items the filter keeps, when the caller knows: a page in the second half of the
   * list is then found from its end (see `list`).
   */
  total?: number;
}

/** What narrows a list (the part of a filter a count depends on). */
export type Narrowing = Pick<
  ListFilter,
  'words' | 'status' | 'from' | 'before' | 'ids' | 'assigneeId' | 'archived' | 'jobListingId'
>;

const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  name: 'name',
  email: 'email',
  status: 'status',
};

/**
 * The items of a kind the filter keeps. Each search word must occur in the item's search document:
 * on SQLite the words of 3 characters or more are found through the full-text index (FTS5,
 * trigram), on PostgreSQL through the trigram index that serves LIKE; shorter words by LIKE.
 */
function narrowed(db: Db, kind: SubmissionKind, filter: Narrowing): Knex.QueryBuilder {
  const query = db(tableOf(kind));
  if (filter.status !== undefined) query.where('status', filter.status);
  if (filter.ids !== undefined) query.whereIn('id', filter.ids);
  if (filter.from) query.where('created_at', '>=', filter.from);
  if (filter.before) query.where('created_at', '<', filter.before);
  if (filter.archived !== undefined)
    query[filter.archived ? 'whereNotNull' : 'whereNull']('archived_at');
  if (filter.jobListingId !== undefined) query.where('job_listing_id', filter.jobListingId);
  if (filter.assigneeId === null) query.whereNull('assignee_id');
  else if (filter.assigneeId !== undefined) query.where('assignee_id', filter.assigneeId);
  const indexed = isPostgres(db) ? [] : filter.words.filter((w) => w.length >= FTS_MIN_WORD);
  if (indexed.length > 0) {
    const index = searchIndexTable(kind);
    query.whereRaw('id IN (SELECT rowid FROM ?? WHERE ?? MATCH ?)', [
      index,
      index,
      ftsQuery(indexed),
    ]);
  }
  for (const word of filter.words.filter((w) => !indexed.includes(w)))
    query.whereRaw("search_text LIKE ? ESCAPE '\\'", [`%${likeLiteral(word)}%`]);
  return query;
}

type Order = { column: string; order: 'asc' | 'desc' }[];

/**
 * The order of a list: the sort's column, then created_at and id, so that every row has one
 * place (what a batch of the export resumes after). By name or e-mail the ties follow the sort's
 * direction (one index, read either way, serves both); by status the newest come first within a
 * status (an index for each direction, see migration 0007).
 */
function orderOf(sort: SubmissionSort): Order {
  const order: 'asc' | 'desc' = sort.startsWith('-') ? 'desc' : 'asc';
  const column = SORT_COLUMNS[sort.replace(/^-/, '')]!;
  const ties: 'asc' | 'desc' = column === 'status' ? 'desc' : order;
  return [
    ...(column === 'created_at' ? [] : [{ column, order }]),
    { column: 'created_at', order: ties },
    { column: 'id', order: ties },
  ];
}

/** The same order read the other way round (one index, read backwards, serves both). */
const reversed = (order: Order): Order =>
  order.map(({ column, order: direction }) => ({
    column,
    order: direction === 'asc' ? 'desc' : 'asc',
  }));

/**
 * Where a page sits when the list is read from its end: the page at `offset` (of `limit` items) in
 * a list of `total` is the page at the returned offset, of the returned size, in the reversed
 * order; undefined when the page is in the first half (reading from the start skips less).
 */
function fromTheEnd(
  offset: number,
  limit: number,
  total: number,
): { offset: number; limit: number } | undefined {
  if (offset + limit / 2 <= total / 2 || offset >= total) return undefined;
  const end = Math.min(total, offset + limit);
  return { offset: total - end, limit: end - offset };
}

/**
 * A page of a kind's items as the filter narrows and orders them (every item without a limit),
 * and how many items the filter keeps in all when the page itself tells (it starts at the first
 * and is not full); otherwise `total` is undefined and the caller counts.
 *
 * A page is found in two steps: the ids of the page through the index of the list's order (only
 * the index is read, however deep the offset), then those rows. Reading the rows while skipping
 * took 6 ms at offset 75,000 of 100,000 (SQLite), the ids alone 1–3 ms. The index is read from
 * the end for a page in the second half when the filter's `total` is given, so no page skips more
 * than half the list (PostgreSQL reads every skipped index entry: 8 ms for 93,000).
 */
export async function list<K extends SubmissionKind>(
  db: Db,
  kind: K,
  filter: ListFilter,
): Promise<{ rows: SubmissionRows[K][]; total: number | undefined }> {
  const { table, columns } = STORAGE[kind];
  const order = orderOf(filter.sort);
  let rowsQuery: Knex.QueryBuilder;
  if (filter.limit === undefined && filter.offset === 0) {
    rowsQuery = narrowed(db, kind, filter)
      .select(columns as string[])
      .orderBy(order);
  } else {
    const end =
      filter.limit !== undefined && filter.total !== undefined
        ? fromTheEnd(filter.offset, filter.limit, filter.total)
        : undefined;
    const ids = narrowed(db, kind, filter)
      .select('id')
      .orderBy(end ? reversed(order) : order);
    if (end) ids.limit(end.limit).offset(end.offset);
    else {
      if (filter.limit !== undefined) ids.limit(filter.limit);
      ids.offset(filter.offset);
    }
    rowsQuery = db(table)
      .select(columns as string[])
      .whereIn('id', ids)
      .orderBy(order);
  }
  const rows = await attachAssignees(db, (await rowsQuery) as SubmissionRows[K][]);
  const total =
    filter.offset === 0 && (filter.limit === undefined || rows.length < filter.limit)
      ? rows.length
      : undefined;
  return { rows, total };
}

/** How many items of a kind the filter keeps. */
export function countMatching(db: Db, kind: SubmissionKind, filter: Narrowing): Promise<number> {
  return countRows(narrowed(db, kind, filter));
}

/**
 * The next `size` items of a list after the row `after` (from the first without it), in the
 * list's order: keyset paging on the order's columns (the sort's column, created_at, id), so each
 * batch is found through the indexes however deep the export is, and rows added or removed
 * meanwhile neither repeat nor shift the rest.
 */
export async function batchAfter<K extends SubmissionKind>(
  db: Db,
  kind: K,
  filter: Omit<ListFilter, 'limit' | 'offset'>,
  after: SubmissionRows[K] | undefined,
  size: number,
): Promise<SubmissionRows[K][]> {
  const { columns } = STORAGE[kind];
  const order = orderOf(filter.sort);
  const query = narrowed(db, kind, filter)
    .select(columns as string[])
    .orderBy(order)
    .limit(size);
  if (after) {
    const last = after as unknown as Record<string, Knex.Value>;
    // (c1 past v1) or (c1 = v1 and c2 past v2) or (c1 = v1 and c2 = v2 and c3 past v3)
    query.where((any) => {
      order.forEach((key, i) => {
        any.orWhere((all) => {
          for (const equal of order.slice(0, i)) all.where(equal.column, '=', last[equal.column]!);
          all.where(key.column, key.order === 'desc' ? '<' : '>', last[key.column]!);
        });
      });
    });
  }
  return (await query) as SubmissionRows[K][];
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
  /** Issue 15: only if the item's status is still this one (a board's move). */
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
 * Sets the status of every listed item that exists (issue 14's bulk action); answers the ids of
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

/** What every new submission also stores: the language of the site it was made on (issue 15). */
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
