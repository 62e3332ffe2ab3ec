/**
 * The SQL of the admin's overview: one query per figure, each over the kinds asked
 * for (their tables joined by UNION ALL) and each bounded by an index: the new items per week
 * (the created_at range of the chart's weeks), the applicants of the open listings by status
 * (0014_overview's index on the applications' listing and status), the median time to a first
 * status change (the first changes since the chart began, from 0032's index of the audit trail
 * by kind, action and time, joined to the chart's items), the items given to nobody (0009's
 * assignee index) and those still in their first status (0009's status index). Counts are grouped
 * in SQL; nothing reads rows out to count them.
 */
import { INITIAL_STATUS, type SubmissionKind } from '@vb/shared/status';
import type { Knex } from 'knex';
import { type Db, isPostgres } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';
import { toNumber } from '../db/values';

/** The queries of the kinds (each tagged with its index in `kinds` as `k`), joined. */
function unionOf(
  db: Db,
  kinds: readonly SubmissionKind[],
  part: (kind: SubmissionKind, index: number) => Knex.QueryBuilder,
): Knex.QueryBuilder {
  const [first, ...rest] = kinds.map(part);
  if (!first) throw new Error('No kind asked for');
  return rest.length === 0 ? first : first.unionAll(rest);
}

/** The kind's index as a typed column (an untyped parameter cannot be unioned on PostgreSQL). */
const kindColumn = (db: Db, index: number) => db.raw('CAST(? AS integer) AS k', [index]);

/** Rows of `{ k, …, n }` back to each kind's value. */
function byKind<T>(
  kinds: readonly SubmissionKind[],
  rows: { k: unknown }[],
  value: (row: never) => T,
): Partial<Record<SubmissionKind, T>> {
  const out: Partial<Record<SubmissionKind, T>> = {};
  for (const row of rows) {
    const kind = kinds[toNumber(row.k)];
    if (kind) out[kind] = value(row as never);
  }
  return out;
}

/**
 * How many items of each kind arrived in each of the weeks from `start` (whole weeks of
 * `weekMs`, `weeks` of them): `[kind][week]`, weeks without items 0.
 */
export async function weeklyCounts(
  db: Db,
  kinds: readonly SubmissionKind[],
  start: Date,
  weeks: number,
  weekMs: number,
): Promise<Partial<Record<SubmissionKind, number[]>>> {
  const end = new Date(start.getTime() + weeks * weekMs);
  const pg = isPostgres(db);
  const union = unionOf(db, kinds, (kind, index) =>
    db(submissionTable(kind))
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .select(
        kindColumn(db, index),
        // SQLite keeps a timestamp as milliseconds since the epoch; PostgreSQL as timestamptz.
        pg
          ? db.raw(
              'CAST(FLOOR((EXTRACT(EPOCH FROM created_at) * 1000 - ?) / ?) AS integer) AS week',
              [start.getTime(), weekMs],
            )
          : db.raw('CAST((created_at - ?) / ? AS integer) AS week', [start.getTime(), weekMs]),
      ),
  );
  const rows = (await db
    .from(union.as('w'))
    .select('k', 'week')
    .count({ n: '*' })
    .groupBy('k', 'week')) as { k: unknown; week: unknown; n: unknown }[];
  const out: Partial<Record<SubmissionKind, number[]>> = {};
  for (const kind of kinds) out[kind] = new Array<number>(weeks).fill(0);
  for (const row of rows) {
    const series = out[kinds[toNumber(row.k)]!];
    const week = toNumber(row.week);
    if (series && week >= 0 && week < weeks) series[week] = toNumber(row.n);
  }
  return out;
}

export interface ListingApplicantsRow {
  id: number;
  title: string;
  titleAr: string | null;
  total: number;
  byStatus: Record<string, number>;
}

/**
 * The open listings with the most applicants (not archived), at most `limit`, most first, each
 * with its applicants counted by status.
 */
export async function applicantsByListing(db: Db, limit: number): Promise<ListingApplicantsRow[]> {
  const top = db('job_applications as a')
    .join('job_listings as l', 'l.id', 'a.job_listing_id')
    .where('l.is_active', true)
    .whereNull('a.archived_at')
    .groupBy('a.job_listing_id')
    .select('a.job_listing_id as id')
    .count({ total: '*' })
    .orderBy([
      { column: 'total', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit);
  const rows = (await db
    .from(top.as('t'))
    .join('job_listings as l', 'l.id', 't.id')
    .join('job_applications as a', 'a.job_listing_id', 't.id')
    .whereNull('a.archived_at')
    .groupBy('t.id', 't.total', 'l.title', 'l.title_ar', 'a.status')
    .select('t.id', 't.total', 'l.title', 'l.title_ar', 'a.status')
    .count({ n: '*' })) as {
    id: unknown;
    total: unknown;
    title: string;
    title_ar: string | null;
    status: string;
    n: unknown;
  }[];
  const listings = new Map<number, ListingApplicantsRow>();
  for (const row of rows) {
    const id = toNumber(row.id);
    let listing = listings.get(id);
    if (!listing) {
      listing = {
        id,
        title: row.title,
        titleAr: row.title_ar,
        total: toNumber(row.total),
        byStatus: {},
      };
      listings.set(id, listing);
    }
    listing.byStatus[row.status] = toNumber(row.n);
  }
  return [...listings.values()].sort((a, b) => b.total - a.total || a.id - b.id);
}

/**
 * For the items of each kind received from `from` to `to`: the median time (milliseconds) from
 * arrival to their first `status_changed` audit event, over those that have one, computed in SQL
 * (the middle one, or the mean of the two middle ones), and how many there were.
 */
export async function medianFirstChange(
  db: Db,
  kinds: readonly SubmissionKind[],
  itemKinds: Record<SubmissionKind, string>,
  from: Date,
  to: Date,
): Promise<Partial<Record<SubmissionKind, { medianMs: number; sample: number }>>> {
  const pg = isPostgres(db);
  // The first change of each item changed since the chart began, read in one pass of 0032's
  // index (kind, action, time, item) and joined to the chart's items. An item's changes come
  // after its arrival, so its first one is found from `from` on; a day earlier still in case the
  // instances' clocks differ a little.
  const since = new Date(from.getTime() - 24 * 60 * 60 * 1000);
  const firsts = unionOf(db, kinds, (kind, index) =>
    db({ s: submissionTable(kind) })
      .join(
        db('audit_events')
          .where('item_kind', itemKinds[kind])
          .where('action', 'status_changed')
          .where('at', '>=', since)
          .groupBy('item_id')
          .select('item_id')
          .min({ first_at: 'at' })
          .as('e'),
        'e.item_id',
        db.raw('CAST(s.id AS varchar(64))'),
      )
      .where('s.created_at', '>=', from)
      .where('s.created_at', '<', to)
      .select(kindColumn(db, index), 's.created_at as received', 'e.first_at'),
  );
  const durations = db
    .from(firsts.as('f'))
    .select(
      'k',
      pg
        ? db.raw('EXTRACT(EPOCH FROM (first_at - received)) * 1000 AS d')
        : db.raw('(first_at - received) AS d'),
    );
  const ranked = db
    .from(durations.as('d'))
    .select(
      'k',
      'd',
      db.raw('ROW_NUMBER() OVER (PARTITION BY k ORDER BY d) AS rn'),
      db.raw('COUNT(*) OVER (PARTITION BY k) AS n'),
    );
  const rows = (await db
    .from(ranked.as('r'))
    .whereRaw('rn IN ((n + 1) / 2, (n + 2) / 2)')
    .groupBy('k')
    .select('k')
    .avg({ median: 'd' })
    .max({ sample: 'n' })) as { k: unknown; median: unknown; sample: unknown }[];
  return byKind(kinds, rows, (row: { median: unknown; sample: unknown }) => ({
    medianMs: Math.max(0, toNumber(row.median)),
    sample: toNumber(row.sample),
  }));
}

/** Per kind, the items not archived given to nobody. */
export async function unassignedCounts(
  db: Db,
  kinds: readonly SubmissionKind[],
): Promise<Partial<Record<SubmissionKind, number>>> {
  const rows = (await unionOf(db, kinds, (kind, index) =>
    db(submissionTable(kind))
      .whereNull('assignee_id')
      .whereNull('archived_at')
      .select(kindColumn(db, index))
      .count({ n: '*' }),
  )) as { k: unknown; n: unknown }[];
  return byKind(kinds, rows, (row: { n: unknown }) => toNumber(row.n));
}

/** Per kind, the items not archived still in their first status that arrived before `before`. */
export async function overdueCounts(
  db: Db,
  kinds: readonly SubmissionKind[],
  before: Date,
): Promise<Partial<Record<SubmissionKind, number>>> {
  const rows = (await unionOf(db, kinds, (kind, index) =>
    db(submissionTable(kind))
      .where('status', INITIAL_STATUS)
      .where('created_at', '<', before)
      .whereNull('archived_at')
      .select(kindColumn(db, index))
      .count({ n: '*' }),
  )) as { k: unknown; n: unknown }[];
  return byKind(kinds, rows, (row: { n: unknown }) => toNumber(row.n));
}
