/** The SQL of news articles (table `news_articles`). */
import type { Db } from '../db/knex';
import { isUniqueViolation } from '../db/errors';
import type { ContentListQuery } from '@vb/shared/schemas';
import { containsEveryWord } from '../db/like';
import { countRows, insertedId } from '../db/values';

export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  title_ar: string | null;
  content: string;
  content_ar: string | null;
  excerpt: string | null;
  excerpt_ar: string | null;
  image_media_id: string | null;
  is_published: boolean | number;
  published_at: unknown;
  /** A draft's scheduled publication. */
  publish_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  /** How many times it was saved. */
  version: number;
  /** Which preview links still open it (see services/newsPreview.ts). */
  preview_epoch: number | string;
  /** Each language's source fingerprint when auto-translated (translation status). */
  ar_source_fingerprint: string | null;
  en_source_fingerprint: string | null;
}

/** An article's own text and state: what an editor writes, and what a revision keeps. */
export const ARTICLE_FIELDS = [
  'slug',
  'title',
  'title_ar',
  'content',
  'content_ar',
  'excerpt',
  'excerpt_ar',
  'image_media_id',
  'is_published',
] as const;
export type ArticleFields = Pick<ArticleRow, (typeof ARTICLE_FIELDS)[number]>;

/** The columns an editor writes. */
export type ArticleColumns = ArticleFields & {
  published_at: Date | unknown;
  publish_at: Date | null;
  ar_source_fingerprint?: string | null;
  en_source_fingerprint?: string | null;
};

const TABLE = 'news_articles';

/** Published articles, newest publication first. */
export function listPublished(db: Db, limit: number): Promise<ArticleRow[]> {
  return db<ArticleRow>(TABLE)
    .where({ is_published: true })
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}

export function findPublishedBySlug(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return db<ArticleRow>(TABLE).where({ slug, is_published: true }).first();
}

/** The titles and address the admin's search looks in. */
const SEARCHED = ['title', 'title_ar', 'slug'] as const;

/**
 * One page of the articles, drafts included, newest first, narrowed to the search (every word in
 * a title or the address), and how many match in all.
 */
export async function page(
  db: Db,
  { limit, offset, q }: ContentListQuery,
): Promise<{ rows: ArticleRow[]; total: number }> {
  const matching = () => containsEveryWord(db(TABLE), SEARCHED, q);
  const [rows, total] = await Promise.all([
    matching()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset)
      .select<ArticleRow[]>('*'),
    countRows(matching()),
  ]);
  return { rows, total };
}

export function findById(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db<ArticleRow>(TABLE).where({ id }).first();
}

/** Whether another article (not `exceptId`) has this slug. */
export async function slugUsed(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const query = db(TABLE).where({ slug });
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  return Boolean(await query.first('id'));
}

/** Which of `slugs` other articles (not `exceptId`) have. */
export async function takenSlugs(db: Db, slugs: string[], exceptId?: number): Promise<Set<string>> {
  const query = db<ArticleRow>(TABLE).whereIn('slug', slugs);
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  return new Set((await query.select('slug')).map((row) => row.slug));
}

export async function insert(
  db: Db,
  columns: ArticleColumns & { created_at: Date; updated_at: Date },
): Promise<number> {
  return insertedId(await db(TABLE).insert(columns).returning('id'));
}

/**
 * Saves the columns and counts the save (`version` + 1). With `expectedVersion`, only while the
 * article is still at that version: answers whether it was saved.
 */
export async function update(
  db: Db,
  id: number,
  columns: ArticleColumns & { updated_at: Date },
  expectedVersion?: number,
): Promise<boolean> {
  const query = db(TABLE).where({ id });
  if (expectedVersion !== undefined) query.andWhere({ version: expectedVersion });
  const changed = await query.update({
    ...columns,
    version: db.raw('?? + 1', ['version']),
    // Published or unpublished: the preview links made before stop opening it.
    ...(columns.is_published === undefined
      ? {}
      : {
          preview_epoch: db.raw('CASE WHEN ?? = ? THEN ?? ELSE ?? + 1 END', [
            'is_published',
            Boolean(columns.is_published),
            'preview_epoch',
            'preview_epoch',
          ]),
        }),
  });
  return Number(changed) > 0;
}

export async function remove(db: Db, id: number): Promise<void> {
  await db(TABLE).where({ id }).delete();
}

/** Whether any article has this featured image. */
export async function usesImage(db: Db, mediaId: string): Promise<boolean> {
  return Boolean(await db(TABLE).where({ image_media_id: mediaId }).first('id'));
}

/** Runs `work`, turning a unique-slug violation (a concurrent save won the slug) into `onTaken()`. */
export async function guardSlug<T>(work: () => Promise<T>, onTaken: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw onTaken();
    throw error;
  }
}

/** How many there are (the dashboard's count). */
export function count(db: Db): Promise<number> {
  return countRows(db('news_articles'));
}

// ── scheduling ──

/** Up to `limit` ids of drafts whose scheduled time has come, the earliest first. */
export async function dueScheduled(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db<ArticleRow>(TABLE)
    .where({ is_published: false })
    .whereNotNull('publish_at')
    .andWhere('publish_at', '<=', now)
    .orderBy([
      { column: 'publish_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit)
    .select('id');
  return rows.map((row) => Number(row.id));
}

/**
 * Publishes a due scheduled draft: one conditional UPDATE (still a draft, still scheduled, its
 * time come), so of several instances at most one changes it. Its publication date is the
 * scheduled time (the first one's, if it was published before). Answers whether this call did.
 */
export async function publishScheduled(db: Db, id: number, now: Date): Promise<boolean> {
  const changed = await db(TABLE)
    .where({ id, is_published: false })
    .whereNotNull('publish_at')
    .andWhere('publish_at', '<=', now)
    .update({
      is_published: true,
      published_at: db.raw('COALESCE(published_at, publish_at)'),
      publish_at: null,
      updated_at: now,
      // A save: an editor still open on the draft gets a conflict, not an unpublish.
      version: db.raw('?? + 1', ['version']),
      preview_epoch: db.raw('?? + 1', ['preview_epoch']),
    });
  return Number(changed) === 1;
}

/**
 * Moves an article's preview epoch on (a new link, or the links revoked): every link made before
 * stops opening it. Answers the new epoch, or undefined when there is no such article.
 */
export async function nextPreviewEpoch(db: Db, id: number): Promise<number | undefined> {
  const changed = await db(TABLE)
    .where({ id })
    .update({ preview_epoch: db.raw('?? + 1', ['preview_epoch']) });
  if (Number(changed) === 0) return undefined;
  const row = await db(TABLE)
    .where({ id })
    .first<{ preview_epoch: number | string }>('preview_epoch');
  return row ? Number(row.preview_epoch) : undefined;
}
