/** The SQL of the site's settings (rows of `app_meta`, one key each). */
import type { Db } from '../db/knex';

export async function read(db: Db, key: string): Promise<string | undefined> {
  const row = await db<{ key: string; value: string }>('app_meta').where({ key }).first();
  return row?.value;
}

export async function write(db: Db, key: string, value: string): Promise<void> {
  await db('app_meta').insert({ key, value }).onConflict('key').merge();
}
