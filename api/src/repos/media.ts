/** The SQL of stored images (table `media`). */
import type { Db } from '../db/knex';

export interface MediaRow {
  id: string;
  mime_type: string;
  size: number;
  sha256: string;
  data: unknown;
  created_at: unknown;
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
