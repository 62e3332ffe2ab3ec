import type { Knex } from 'knex';
import { LIMITS, type ArticleData, type NewsArticle } from '@vb/shared/schemas';
import { slugify } from '@vb/shared/text';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/errors';
import { insertedId, toBool, toIso, toIsoOrNull, toNumber } from '../../db/values';
import { HttpError, badRequest } from '../../http/errors';
import { MEDIA_PATH, storeImage } from '../media/media.repo';

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
  created_at: unknown;
  updated_at: unknown;
}

export function presentArticle(r: ArticleRow): NewsArticle {
  return {
    id: toNumber(r.id),
    slug: r.slug,
    title: r.title,
    titleAr: r.title_ar,
    content: r.content,
    contentAr: r.content_ar,
    excerpt: r.excerpt,
    excerptAr: r.excerpt_ar,
    imageUrl: r.image_media_id ? `${MEDIA_PATH}${r.image_media_id}` : null,
    isPublished: toBool(r.is_published),
    publishedAt: toIsoOrNull(r.published_at),
    createdAt: toIso(r.created_at),
    updatedAt: toIso(r.updated_at),
  };
}

export async function listPublished(db: Db, limit: number): Promise<ArticleRow[]> {
  return db<ArticleRow>('news_articles')
    .where({ is_published: true })
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}

export async function findPublishedBySlug(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return db<ArticleRow>('news_articles').where({ slug, is_published: true }).first();
}

export async function listAll(db: Db): Promise<ArticleRow[]> {
  return db<ArticleRow>('news_articles').orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export async function findById(
  db: Db | Knex.Transaction,
  id: number,
): Promise<ArticleRow | undefined> {
  return db<ArticleRow>('news_articles').where({ id }).first();
}

const slugTaken = (slug: string) =>
  new HttpError(409, 'slug_taken', `An article with the URL slug "${slug}" already exists`, [
    { path: 'slug', message: 'This URL slug is already used by another article' },
  ]);

/** The slug to store: the given one normalised by the slug rule, else one made from the English title. */
export function resolveSlug(input: ArticleData): string {
  // At most LIMITS.slug characters (the column's size): a long title makes a long slug, and
  // lower-casing can lengthen a typed one. Cut at a code point, without a trailing hyphen.
  const slug = Array.from(slugify(input.slug ? input.slug : input.title))
    .slice(0, LIMITS.slug)
    .join('')
    .replace(/-+$/, '');
  if (!slug) {
    throw badRequest(
      'validation_failed',
      'A URL slug could not be made from the title; enter one',
      [{ path: 'slug', message: 'Enter a URL slug (letters, digits and hyphens)' }],
    );
  }
  return slug;
}

/** Stores a new image, or checks a reference to an already stored one; returns its media id. */
async function resolveImage(
  trx: Knex.Transaction,
  imageUrl: string | null,
): Promise<string | null> {
  if (!imageUrl) return null;
  if (imageUrl.startsWith(MEDIA_PATH)) {
    const id = imageUrl.slice(MEDIA_PATH.length);
    const exists = await trx('media').where({ id }).first('id');
    if (!exists) {
      throw badRequest('image_invalid', 'The featured image no longer exists; choose it again', [
        { path: 'imageUrl', message: 'Unknown image' },
      ]);
    }
    return id;
  }
  return storeImage(trx, imageUrl);
}

/** Deletes a media row no article uses any more. */
async function dropIfOrphan(trx: Knex.Transaction, mediaId: string | null): Promise<void> {
  if (!mediaId) return;
  const used = await trx('news_articles').where({ image_media_id: mediaId }).first('id');
  if (!used) await trx('media').where({ id: mediaId }).delete();
}

function columns(input: ArticleData, slug: string) {
  return {
    slug,
    title: input.title,
    title_ar: input.titleAr,
    content: input.content,
    content_ar: input.contentAr,
    excerpt: input.excerpt,
    excerpt_ar: input.excerptAr,
    is_published: input.isPublished,
  };
}

async function withSlugCheck<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

export async function createArticle(db: Db, input: ArticleData): Promise<ArticleRow> {
  const slug = resolveSlug(input);
  return withSlugCheck(slug, () =>
    db.transaction(async (trx) => {
      if (await trx('news_articles').where({ slug }).first('id')) throw slugTaken(slug);
      const now = new Date();
      const rows = await trx('news_articles')
        .insert({
          ...columns(input, slug),
          image_media_id: await resolveImage(trx, input.imageUrl),
          published_at: input.isPublished ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id');
      return (await findById(trx, insertedId(rows))) as ArticleRow;
    }),
  );
}

export async function updateArticle(
  db: Db,
  id: number,
  input: ArticleData,
): Promise<ArticleRow | undefined> {
  const slug = resolveSlug(input);
  return withSlugCheck(slug, () =>
    db.transaction(async (trx) => {
      const existing = await findById(trx, id);
      if (!existing) return undefined;
      const clash = await trx('news_articles').where({ slug }).whereNot({ id }).first('id');
      if (clash) throw slugTaken(slug);
      const imageId = await resolveImage(trx, input.imageUrl);
      const now = new Date();
      await trx('news_articles')
        .where({ id })
        .update({
          ...columns(input, slug),
          image_media_id: imageId,
          // The first publication date is kept across later edits and unpublish/republish.
          published_at: input.isPublished ? (existing.published_at ?? now) : existing.published_at,
          updated_at: now,
        });
      if (existing.image_media_id !== imageId) await dropIfOrphan(trx, existing.image_media_id);
      return findById(trx, id);
    }),
  );
}

export async function deleteArticle(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const existing = await findById(trx, id);
    if (!existing) return false;
    await trx('news_articles').where({ id }).delete();
    await dropIfOrphan(trx, existing.image_media_id);
    return true;
  });
}
