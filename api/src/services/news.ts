/** News articles: every staff action on them, and the rules they follow. */
import { LIMITS, type ArticleData } from '@vb/shared/schemas';
import { slugify } from '@vb/shared/text';
import type { Db } from '../db/knex';
import { toBool } from '../db/values';
import type { Actor } from '../domain/actor';
import { auditWho, recordAudit } from './audit';
import { conflict, invalid, notFound } from '../domain/errors';
import type { PublicReads } from '../readModel/publicReads';
import * as news from '../repos/news';
import type { ArticleRow } from '../repos/news';
import { dropIfUnused, resolveFeaturedImage } from './media';

const slugTaken = (slug: string) =>
  conflict('slug_taken', `An article with the URL slug "${slug}" already exists`, [
    { path: 'slug', message: 'This URL slug is already used by another article' },
  ]);

/** The slug to store: the given one normalised by the slug rule, else one made from the English title. */
export function resolveSlug(input: ArticleData): string {
  return storedSlug(input.slug ? input.slug : input.title);
}

/** `text` under the slug rule, as the column stores it; a 400 when nothing is left of it. */
function storedSlug(text: string): string {
  // At most LIMITS.slug characters (the column's size): a long title makes a long slug, and
  // lower-casing can lengthen a typed one. Cut at a code point, without a trailing hyphen.
  const slug = Array.from(slugify(text)).slice(0, LIMITS.slug).join('').replace(/-+$/, '');
  if (!slug) {
    throw invalid('validation_failed', 'A URL slug could not be made from the title; enter one', [
      { path: 'slug', message: 'Enter a URL slug (letters, digits and hyphens)' },
    ]);
  }
  return slug;
}

/** `slug` cut (at a code point, no trailing hyphen) so that `suffix` fits in LIMITS.slug. */
function withSuffix(slug: string, suffix: string): string {
  const base = Array.from(slug)
    .slice(0, LIMITS.slug - suffix.length)
    .join('')
    .replace(/-+$/, '');
  return `${base}${suffix}`;
}

/** Numbered slugs asked about per query when looking for a free one. */
const SUGGESTION_BATCH = 20;

const editedColumns = (input: ArticleData, slug: string) => ({
  slug,
  title: input.title,
  title_ar: input.titleAr,
  content: input.content,
  content_ar: input.contentAr,
  excerpt: input.excerpt,
  excerpt_ar: input.excerptAr,
  is_published: input.isPublished,
});

export function newsService({ db, reads }: { db: Db; reads: PublicReads }) {
  return {
    /** Every article, drafts included, newest first. */
    list(_actor: Actor): Promise<ArticleRow[]> {
      return news.listAll(db);
    },

    /**
     * Whether an address is free for an article, and the first free `slug-N` when it is not
     * (issue 16): asked while the editor types, and after a save refused with `slug_taken`.
     */
    async checkSlug(
      _actor: Actor,
      text: string,
      exceptId?: number,
    ): Promise<{ slug: string; available: boolean; suggestion: string | null }> {
      const slug = storedSlug(text);
      if (!(await news.slugUsed(db, slug, exceptId))) {
        return { slug, available: true, suggestion: null };
      }
      for (let first = 2; first < 2 + SUGGESTION_BATCH * 50; first += SUGGESTION_BATCH) {
        const candidates = Array.from({ length: SUGGESTION_BATCH }, (_, i) =>
          withSuffix(slug, `-${first + i}`),
        );
        const taken = await news.takenSlugs(db, candidates, exceptId);
        const free = candidates.find((candidate) => !taken.has(candidate));
        if (free) return { slug, available: false, suggestion: free };
      }
      return { slug, available: false, suggestion: null };
    },

    async create(actor: Actor, input: ArticleData): Promise<ArticleRow> {
      if (input.id !== undefined) {
        throw invalid(
          'validation_failed',
          'A new article has no id: use PUT /api/admin/news/:id to edit',
        );
      }
      const slug = resolveSlug(input);
      return reads.writing(() =>
        news.guardSlug(
          () =>
            db.transaction(async (trx) => {
              if (await news.slugUsed(trx, slug)) throw slugTaken(slug);
              const now = new Date();
              const id = await news.insert(trx, {
                ...editedColumns(input, slug),
                image_media_id: await resolveFeaturedImage(trx, input.imageUrl),
                published_at: input.isPublished ? now : null,
                created_at: now,
                updated_at: now,
              });
              await recordAudit(trx, auditWho(actor), {
                action: 'article_created',
                itemKind: 'article',
                itemId: id,
                detail: input.isPublished ? 'published' : 'draft',
              });
              return (await news.findById(trx, id)) as ArticleRow;
            }),
          () => slugTaken(slug),
        ),
      );
    },

    async update(actor: Actor, id: number, input: ArticleData): Promise<ArticleRow> {
      if (input.id !== undefined && input.id !== id) {
        throw invalid('validation_failed', 'The id in the body does not match the URL');
      }
      const slug = resolveSlug(input);
      const row = await reads.writing(() =>
        news.guardSlug(
          () =>
            db.transaction(async (trx) => {
              const existing = await news.findById(trx, id);
              if (!existing) return undefined;
              if (await news.slugUsed(trx, slug, id)) throw slugTaken(slug);
              const imageId = await resolveFeaturedImage(trx, input.imageUrl);
              const now = new Date();
              await news.update(trx, id, {
                ...editedColumns(input, slug),
                image_media_id: imageId,
                // The first publication date is kept across later edits and unpublish/republish.
                published_at: input.isPublished
                  ? (existing.published_at ?? now)
                  : existing.published_at,
                updated_at: now,
              });
              if (existing.image_media_id !== imageId) {
                await dropIfUnused(trx, existing.image_media_id);
              }
              const was = toBool(existing.is_published);
              await recordAudit(trx, auditWho(actor), {
                action:
                  was === input.isPublished
                    ? 'article_updated'
                    : input.isPublished
                      ? 'article_published'
                      : 'article_unpublished',
                itemKind: 'article',
                itemId: id,
              });
              return news.findById(trx, id);
            }),
          () => slugTaken(slug),
        ),
      );
      if (!row) throw notFound('article_not_found');
      return row;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const deleted = await reads.writing(() =>
        db.transaction(async (trx) => {
          const existing = await news.findById(trx, id);
          if (!existing) return false;
          await news.remove(trx, id);
          await recordAudit(trx, auditWho(actor), {
            action: 'article_deleted',
            itemKind: 'article',
            itemId: id,
            detail: existing.slug,
          });
          await dropIfUnused(trx, existing.image_media_id);
          return true;
        }),
      );
      if (!deleted) throw notFound('article_not_found');
    },
  };
}

export type NewsService = ReturnType<typeof newsService>;
