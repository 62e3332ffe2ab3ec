/** The SQL of job listings (table `job_listings`). */
import type { Db } from '../db/knex';
import type { ContentListQuery } from '@vb/shared/schemas';
import { containsEveryWord } from '../db/like';
import { countRows, insertedId } from '../db/values';

export interface ListingRow {
  id: number;
  title: string;
  title_ar: string | null;
  department: string;
  location: string;
  location_ar: string | null;
  description: string;
  description_ar: string | null;
  requirements: string;
  requirements_ar: string | null;
  employment_type: string;
  is_active: boolean | number;
  created_at: unknown;
  updated_at: unknown;
  /** Each language's source fingerprint when auto-translated (translation status). */
  ar_source_fingerprint: string | null;
  en_source_fingerprint: string | null;
}

export type ListingColumns = Omit<ListingRow, 'id' | 'created_at' | 'updated_at'>;

const TABLE = 'job_listings';
const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

/** The active listings (the careers page's), newest first. */
export function listActive(db: Db): Promise<ListingRow[]> {
  return db<ListingRow>(TABLE).where({ is_active: true }).orderBy(NEWEST_FIRST);
}

/** The titles the admin's search looks in. */
const SEARCHED = ['title', 'title_ar'] as const;

/**
 * One page of the listings, active or not, newest first, narrowed to the search (every word in a
 * title), and how many match in all.
 */
export async function page(
  db: Db,
  { limit, offset, q }: ContentListQuery,
): Promise<{ rows: ListingRow[]; total: number }> {
  const matching = () => containsEveryWord(db(TABLE), SEARCHED, q);
  const [rows, total] = await Promise.all([
    matching().orderBy(NEWEST_FIRST).limit(limit).offset(offset).select<ListingRow[]>('*'),
    countRows(matching()),
  ]);
  return { rows, total };
}

export function findById(db: Db, id: number): Promise<ListingRow | undefined> {
  return db<ListingRow>(TABLE).where({ id }).first();
}

export async function exists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db(TABLE).where({ id }).first('id'));
}

export async function insert(
  db: Db,
  columns: ListingColumns & { created_at: Date; updated_at: Date },
): Promise<number> {
  return insertedId(await db(TABLE).insert(columns).returning('id'));
}

/**
 * Updates a listing and answers the row as this one statement wrote it (a concurrent edit of the
 * same listing can never show up in the answer); undefined when there is no such listing.
 */
export async function update(
  db: Db,
  id: number,
  columns: ListingColumns & { updated_at: Date },
): Promise<ListingRow | undefined> {
  const [row] = (await db(TABLE).where({ id }).update(columns).returning('*')) as ListingRow[];
  return row;
}

/** Deletes a listing; answers whether there was one. */
export async function remove(db: Db, id: number): Promise<boolean> {
  return (await db(TABLE).where({ id }).delete()) > 0;
}

/** How many there are (the dashboard's count). */
export function count(db: Db): Promise<number> {
  return countRows(db('job_listings'));
}
