/** The SQL of each person's admin preferences (`user_preferences`: one JSON document per person). */
import { LANGUAGES, type Language } from '@vb/shared/options';
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

/**
 * The language of a person's e-mails, from their stored document (`read`): the admin's language
 * they last used (saved by the admin), Arabic before any or when it does not parse.
 */
export function languageIn(document: string | null | undefined): Language {
  if (!document) return 'ar';
  try {
    const { language } = JSON.parse(document) as { language?: unknown };
    return LANGUAGES.find((l) => l === language) ?? 'ar';
  } catch {
    return 'ar';
  }
}
