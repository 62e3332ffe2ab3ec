/** News articles: every staff action on them, and the rules they follow. */
import {
  LIMITS,
  type ArticleData,
  type ContentListQuery,
  type RevisionsQuery,
} from '@vb/shared/schemas';
import { slugify } from '@vb/shared/text';
import type { Db } from '../db/knex';
import { toBool, toIsoOrNull } from '../db/values';
import type { Actor } from '../domain/actor';
import { type AuditWho, auditWho, recordAudit } from './audit';
import { conflict, invalid, notFound } from '../domain/errors';
import { presentArticle } from '../presenters/articles';
import type { PublicReads } from '../readModel/publicReads';
import * as news from '../repos/news';
import type { ArticleRow } from '../repos/news';
import * as revisions from '../repos/newsRevisions';
import * as media from '../repos/media';
import { dropIfUnused, readFeaturedImage, resolveFeaturedImage } from './media';
import { PreviewSigner } from './newsPreview';
import { SCHEDULE_BATCH, resolvePublishAt } from './newsSchedule';
import { sourceColumns } from './translationSources';
import { REVISION_OF, editConflict, recordRevision } from './articleRevisions';

/** The audit trail's actor for what the server does by itself (the scheduler). */
const SYSTEM: AuditWho = { userId: null, email: null, client: undefined };
const HOUR_MS = 3_600_000;

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

export function newsService({
  db,
  reads,
  previewTtlHours = 168,
}: {
  db: Db;
  reads: PublicReads;
  /** How long a preview link opens its draft (NEWS_PREVIEW_TTL_HOURS). */
  previewTtlHours?: number;
}) {
  const signer = new PreviewSigner(db);
  return {
    /** One page of the articles, drafts included, newest first, and how many match. */
    list(_actor: Actor, query: ContentListQuery): Promise<{ rows: ArticleRow[]; total: number }> {
      return news.page(db, query);
    },

    /** One article, whole, to be edited. */
    async get(_actor: Actor, id: number): Promise<ArticleRow> {
      const row = await news.findById(db, id);
      if (!row) throw notFound('article_not_found');
      return row;
    },

    /**
     * Whether an address is free for an article, and the first free `slug-N` when it is not
     *: asked while the editor types, and after a save refused with `slug_taken`.
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
      const featured = await readFeaturedImage(input.imageUrl);
      return reads.writing(() =>
        news.guardSlug(
          () =>
            db.transaction(async (trx) => {
              if (await news.slugUsed(trx, slug)) throw slugTaken(slug);
              const now = new Date();
              const publishAt = resolvePublishAt(input, undefined, now);
              const id = await news.insert(trx, {
                ...editedColumns(input, slug),
                ...sourceColumns('article', { after: input }),
                image_media_id: await resolveFeaturedImage(trx, featured),
                published_at: input.isPublished ? now : null,
                publish_at: publishAt,
                created_at: now,
                updated_at: now,
              });
              await recordAudit(trx, auditWho(actor), {
                action: 'article_created',
                itemKind: 'article',
                itemId: id,
                detail: input.isPublished
                  ? 'published'
                  : publishAt
                    ? `scheduled for ${publishAt.toISOString()}`
                    : 'draft',
              });
              return recordRevision(trx, actor, id, { action: 'created', at: now });
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
      const featured = await readFeaturedImage(input.imageUrl);
      const row = await reads.writing(() =>
        news.guardSlug(
          () =>
            db.transaction(async (trx) => {
              const existing = await news.findById(trx, id);
              if (!existing) return undefined;
              if (await news.slugUsed(trx, slug, id)) throw slugTaken(slug);
              const imageId = await resolveFeaturedImage(trx, featured);
              const now = new Date();
              if (input.baseVersion !== undefined && input.baseVersion !== existing.version) {
                throw await editConflict(trx, existing);
              }
              const publishAt = resolvePublishAt(input, existing, now);
              const saved = await news.update(
                trx,
                id,
                {
                  ...editedColumns(input, slug),
                  ...sourceColumns('article', {
                    before: { fields: presentArticle(existing), row: existing },
                    after: input,
                  }),
                  image_media_id: imageId,
                  publish_at: publishAt,
                  // The first publication date is kept across later edits and unpublish/republish.
                  published_at: input.isPublished
                    ? (existing.published_at ?? now)
                    : existing.published_at,
                  updated_at: now,
                },
                input.baseVersion,
              );
              // Another save of the same base got there first (between the read and the write).
              if (!saved) throw await editConflict(trx, existing);
              if (existing.image_media_id !== imageId) {
                await dropIfUnused(trx, existing.image_media_id);
              }
              const was = toBool(existing.is_published);
              const rescheduled =
                publishAt !== null && toIsoOrNull(existing.publish_at) !== publishAt.toISOString();
              const action =
                was === input.isPublished
                  ? rescheduled
                    ? 'article_scheduled'
                    : 'article_updated'
                  : input.isPublished
                    ? 'article_published'
                    : rescheduled
                      ? 'article_scheduled'
                      : 'article_unpublished';
              await recordAudit(trx, auditWho(actor), {
                action,
                itemKind: 'article',
                itemId: id,
                ...(rescheduled ? { detail: `scheduled for ${publishAt.toISOString()}` } : {}),
              });
              return recordRevision(trx, actor, id, { action: REVISION_OF[action], at: now });
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

    // ── revisions ──

    /** One page of an article's revisions, newest first, with their authors. */
    async revisions(
      id: number,
      query: RevisionsQuery,
    ): Promise<{ rows: revisions.RevisionWithAuthor[]; total: number }> {
      if (!(await news.findById(db, id))) throw notFound('article_not_found');
      const [rows, total] = await Promise.all([
        revisions.page(db, id, query.limit, query.offset),
        revisions.count(db, id),
      ]);
      return { rows, total };
    },

    /**
     * Brings an article's text back to a revision: titles, content, excerpts, slug and picture.
     * Its publication is left as it is (bringing back old words must not publish or unpublish
     * the article behind anyone's back). The restore is itself a save: a new revision, audited.
     */
    async restore(actor: Actor, id: number, revisionId: number): Promise<ArticleRow> {
      const result = await reads.writing(() =>
        db.transaction(async (trx) => {
          const existing = await news.findById(trx, id);
          if (!existing) throw notFound('article_not_found');
          const revision = await revisions.find(trx, id, revisionId);
          if (!revision) throw notFound('revision_not_found');
          const slug = revision.slug;
          if (await news.slugUsed(trx, slug, id)) throw slugTaken(slug);
          // A picture dropped since the revision was saved is not brought back.
          const imageId =
            revision.image_media_id && (await media.exists(trx, revision.image_media_id))
              ? revision.image_media_id
              : null;
          const now = new Date();
          await news.update(trx, id, {
            slug,
            title: revision.title,
            title_ar: revision.title_ar,
            content: revision.content,
            content_ar: revision.content_ar,
            excerpt: revision.excerpt,
            excerpt_ar: revision.excerpt_ar,
            image_media_id: imageId,
            is_published: existing.is_published,
            published_at: existing.published_at,
            publish_at: existing.publish_at as Date | null,
            updated_at: now,
          });
          if (existing.image_media_id !== imageId) {
            await dropIfUnused(trx, existing.image_media_id);
          }
          await recordAudit(trx, auditWho(actor), {
            action: 'article_restored',
            itemKind: 'article',
            itemId: id,
            detail: `revision ${revisionId} (version ${revision.version})`,
          });
          return recordRevision(trx, actor, id, {
            action: 'restored',
            at: now,
            restoredFrom: revisionId,
          });
        }),
      );
      return result;
    },

    // ── scheduling ──

    /**
     * Publishes the scheduled drafts whose time has come (the scheduler's pass): each by one
     * conditional UPDATE, so of several instances one publishes it, with its audit event (the
     * system's) in the same transaction; then the public reads are forgotten. Answers the ids
     * this call published.
     */
    async publishDue(now: Date): Promise<number[]> {
      const due = await news.dueScheduled(db, now, SCHEDULE_BATCH);
      if (!due.length) return [];
      return reads.writing(async () => {
        const published: number[] = [];
        for (const id of due) {
          const won = await db.transaction(async (trx) => {
            if (!(await news.publishScheduled(trx, id, now))) return false;
            await recordAudit(trx, SYSTEM, {
              action: 'article_published',
              itemKind: 'article',
              itemId: id,
              detail: 'scheduled',
            });
            return true;
          });
          if (won) published.push(id);
        }
        return published;
      });
    },

    /**
     * A private preview link's token for an article (any state), and when it expires. The link
     * made before it stops working: one link per article is out at a time.
     */
    async previewLink(_actor: Actor, id: number): Promise<{ token: string; expiresAt: Date }> {
      const epoch = await db.transaction((trx) => news.nextPreviewEpoch(trx, id));
      if (epoch === undefined) throw notFound('article_not_found');
      const expiresAt = new Date(Date.now() + previewTtlHours * HOUR_MS);
      return { token: await signer.sign(id, epoch, expiresAt), expiresAt };
    },

    /** Ends every preview link made for an article. */
    async revokePreviewLinks(_actor: Actor, id: number): Promise<void> {
      const epoch = await db.transaction((trx) => news.nextPreviewEpoch(trx, id));
      if (epoch === undefined) throw notFound('article_not_found');
    },

    /**
     * The article a preview token opens (drafts included); undefined if invalid, expired, or
     * revoked (published, unpublished, a newer link or a revocation since it was made).
     */
    async previewArticle(token: string): Promise<ArticleRow | undefined> {
      const link = await signer.verify(token, new Date());
      if (!link) return undefined;
      const row = await news.findById(db, link.id);
      return row && Number(row.preview_epoch) === link.epoch ? row : undefined;
    },
  };
}

export type NewsService = ReturnType<typeof newsService>;
