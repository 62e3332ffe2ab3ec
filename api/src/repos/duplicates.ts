/**
 * The SQL of the same person's submissions: rows of any kind whose e-mail key
 * (shared/emailKey, the `email_key` column of migration 0013) is the same. Read through the
 * index (email_key, id) of each kind's table.
 */
import type { SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import { submissionTable } from '../db/submissionSearch';
import { toIso, toNumber } from '../db/values';

/** The column that names an item of each kind in a list of the person's submissions. */
const TITLE_COLUMN = {
  applications: 'position',
  'contact-messages': 'subject',
  'investor-requests': 'organization',
} as const satisfies Record<SubmissionKind, string>;

/**
 * How many submissions of the given kinds hold each of `keys` (the rows themselves included):
 * one grouped query per kind, whatever the number of keys.
 */
export async function countByKey(
  db: Db,
  kinds: readonly SubmissionKind[],
  keys: readonly string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(keys.filter((key) => key !== ''))];
  const counts = new Map<string, number>();
  if (wanted.length === 0) return counts;
  const perKind = await Promise.all(
    kinds.map(
      (kind) =>
        db(submissionTable(kind))
          .whereIn('email_key', wanted)
          .groupBy('email_key')
          .select('email_key')
          .count({ n: '*' }) as Promise<{ email_key: string; n: number | string }[]>,
    ),
  );
  for (const rows of perKind)
    for (const row of rows)
      counts.set(row.email_key, (counts.get(row.email_key) ?? 0) + toNumber(row.n));
  return counts;
}

/** One of a person's submissions as an item's page links to it. */
export interface RelatedRow {
  kind: SubmissionKind;
  id: number;
  created_at: unknown;
  status: string;
  title: string | null;
}

/**
 * The newest `limit` submissions of the given kinds holding `key`, but the item itself (newest
 * first, across the kinds).
 */
export async function relatedTo(
  db: Db,
  kinds: readonly SubmissionKind[],
  key: string,
  self: { kind: SubmissionKind; id: number },
  limit: number,
): Promise<RelatedRow[]> {
  if (key === '') return [];
  const perKind = await Promise.all(
    kinds.map(async (kind) => {
      const query = db(submissionTable(kind))
        .where('email_key', key)
        .select('id', 'created_at', 'status', { title: TITLE_COLUMN[kind] })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      if (kind === self.kind) query.whereNot('id', self.id);
      const rows = (await query) as Omit<RelatedRow, 'kind'>[];
      return rows.map((row) => ({ ...row, kind, id: toNumber(row.id) }));
    }),
  );
  return perKind
    .flat()
    .sort(
      (a, b) => Date.parse(toIso(b.created_at)) - Date.parse(toIso(a.created_at)) || b.id - a.id,
    )
    .slice(0, limit);
}
