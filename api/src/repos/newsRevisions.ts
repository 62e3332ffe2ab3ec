/** The SQL of article revisions (table `news_revisions`). */
import type { Db } from '../db/knex';
import { countRows, insertedId } from '../db/values';
import { ARTICLE_FIELDS, type ArticleFields, type ArticleRow } from './news';

export type RevisionAction = 'created' | 'updated' | 'published' | 'unpublished' | 'restored';

/** The article's fields a revision keeps, as the article's own row has them. */
export type RevisionFields = ArticleFields;

export interface RevisionRow extends RevisionFields {
  id: number;
  article_id: number;
  version: number;
  action: RevisionAction;
  restored_from: number | null;
  author_id: number | null;
  at: unknown;
}

/** A revision with its author's name (their e-mail when they gave none; null once they are gone). */
export type RevisionWithAuthor = RevisionRow & { author_name: string | null };

const TABLE = 'news_revisions';

/** Records the article as it now is (read back after the save, in the save's transaction). */
export async function insertFrom(
  db: Db,
  article: ArticleRow,
  entry: { action: RevisionAction; authorId: number | null; restoredFrom?: number; at: Date },
): Promise<number> {
  return insertedId(
    await db(TABLE)
      .insert({
        article_id: article.id,
        version: article.version,
        action: entry.action,
        restored_from: entry.restoredFrom ?? null,
        author_id: entry.authorId,
        at: entry.at,
        ...Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, article[field]])),
      })
      .returning('id'),
  );
}

const withAuthor = (db: Db) =>
  db(`${TABLE} as r`)
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select('r.*', db.raw('coalesce(u.name, u.email) as author_name'));

/** One page of an article's revisions, newest first. */
export function page(
  db: Db,
  articleId: number,
  limit: number,
  offset: number,
): Promise<RevisionWithAuthor[]> {
  return withAuthor(db)
    .where('r.article_id', articleId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset);
}

export function count(db: Db, articleId: number): Promise<number> {
  return countRows(db(TABLE).where({ article_id: articleId }));
}

export function find(
  db: Db,
  articleId: number,
  id: number,
): Promise<RevisionWithAuthor | undefined> {
  return withAuthor(db).where({ 'r.article_id': articleId, 'r.id': id }).first();
}

/** The latest revision of an article: who saved it last, and when. */
export function latest(db: Db, articleId: number): Promise<RevisionWithAuthor | undefined> {
  return withAuthor(db).where('r.article_id', articleId).orderBy('r.id', 'desc').first();
}
