/** The SQL of reply templates (table `reply_templates`). */
import type { SubmissionKind } from '@vb/shared/status';
import { type Db, isPostgres } from '../db/knex';
import { insertedId } from '../db/values';

export interface TemplateRow {
  id: number;
  kind: SubmissionKind;
  name: string;
  body_ar: string;
  body_en: string;
  created_at: unknown;
  updated_at: unknown;
}

export type TemplateFields = Pick<TemplateRow, 'name' | 'body_ar' | 'body_en'>;

/** The templates of `kinds`, by name (then age, for equal names), at most `limit`. */
export function list(
  db: Db,
  kinds: readonly SubmissionKind[],
  limit: number,
): Promise<TemplateRow[]> {
  return db('reply_templates')
    .whereIn('kind', kinds)
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .select<TemplateRow[]>('*');
}

/**
 * The template, held (PostgreSQL: its row locked) until the transaction ends, so an edit and a
 * deletion at once happen one after the other.
 */
export function hold(db: Db, id: number): Promise<TemplateRow | undefined> {
  const q = db('reply_templates').where({ id });
  if (isPostgres(db)) q.forUpdate();
  return q.first<TemplateRow | undefined>();
}

export function find(db: Db, id: number): Promise<TemplateRow | undefined> {
  return db('reply_templates').where({ id }).first<TemplateRow | undefined>();
}

export async function insert(db: Db, row: Omit<TemplateRow, 'id'>): Promise<number> {
  return insertedId(await db('reply_templates').insert(row).returning('id'));
}

export async function update(
  db: Db,
  id: number,
  fields: TemplateFields & { updated_at: Date },
): Promise<void> {
  await db('reply_templates').where({ id }).update(fields);
}

export async function remove(db: Db, id: number): Promise<void> {
  await db('reply_templates').where({ id }).delete();
}
