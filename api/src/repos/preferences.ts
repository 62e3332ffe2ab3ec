/** The SQL of each person's admin preferences (`user_preferences`: one JSON document per person). */
import type { Db } from '../db/knex';

/** The stored document of a person, as text, or undefined before they saved any. */
export async function read(db: Db, userId: number): Promise<string | undefined> {
  const row = await db<{ user_id: number; data: string }>('user_preferences')
    .where({ user_id: userId })
    .first('data');
  return row?.data;
}

/** Replaces the document of a person. */
export async function write(db: Db, userId: number, data: string, at: Date): Promise<void> {
  await db('user_preferences')
    .insert({ user_id: userId, data, updated_at: at })
    .onConflict('user_id')
    .merge(['data', 'updated_at']);
}
