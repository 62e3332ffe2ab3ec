/** The SQL of stored images (table `media`). */
import type { Db } from '../db/knex';

export interface MediaRow {
  id: string;
  mime_type: string;
  size: number;
  sha256: string;
  data: unknown;
  created_at: unknown;
  /** When it went through the pipeline; null for a picture stored before it. */
  normalised_at: Date | null;
}

export async function insert(db: Db, row: MediaRow): Promise<void> {
  await db('media').insert(row);
}

export async function exists(db: Db, id: string): Promise<boolean> {
  return Boolean(await db('media').where({ id }).first('id'));
}

/** An image's type, hash and bytes. */
export function find(
  db: Db,
  id: string,
): Promise<Pick<MediaRow, 'mime_type' | 'sha256' | 'data'> | undefined> {
  return db('media').where({ id }).first('mime_type', 'sha256', 'data');
}

export async function remove(db: Db, id: string): Promise<void> {
  await db('media').where({ id }).delete();
}

/** A batch of pictures stored before the pipeline (their bytes as uploaded). */
export function unnormalised(
  db: Db,
  limit: number,
): Promise<Pick<MediaRow, 'id' | 'mime_type' | 'data'>[]> {
  return db('media')
    .whereNull('normalised_at')
    .orderBy('id')
    .limit(limit)
    .select('id', 'mime_type', 'data');
}

/**
 * Marks a picture as through the pipeline, with its re-encoded bytes when given; only if no one
 * did it meanwhile (another instance). Answers whether this call did.
 */
export async function markNormalised(
  db: Db,
  id: string,
  at: Date,
  encoded?: { data: Buffer; sha256: string },
): Promise<boolean> {
  const changed = await db('media')
    .where({ id })
    .whereNull('normalised_at')
    .update({
      normalised_at: at,
      ...(encoded ? { data: encoded.data, size: encoded.data.length, sha256: encoded.sha256 } : {}),
    });
  return Number(changed) === 1;
}
