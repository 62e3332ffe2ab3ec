/**
 * The staff's lists of submissions: narrowed by search words, status, days, assignee and
 * archive, ordered by any sortable column, read a page (or an export's batch) at a time.
 */
import type { Knex } from 'knex';
import type { SubmissionSort } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { attachAssignees } from './submissionWork';
import { countRows } from '../db/values';
import { type Db, isPostgres } from '../db/knex';
import { FTS_MIN_WORD, ftsQuery, searchIndexTable } from '../db/submissionSearch';
import { likeLiteral } from '../db/like';
import { STORAGE, type SubmissionRows, tableOf } from './submissionRows';

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
  /** Only the items of this person, or (null) of nobody. */
  assigneeId?: number | null;
  /** Only the archived items (true) or those not archived (false). */
  archived?: boolean;
  /** Applications only: the applicants of one job listing (the job board). */
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
