import { z } from 'zod';
import { NEWS_LIMIT, REVISIONS_PAGE } from '../constants';
import { LANGUAGES } from '../options';
import { LIMITS, isoDate, optionalText, pageOf, requiredText, savedBySchema } from './common';
import { translatedLanguagesSchema, translationStatusSchema } from './translation';

/** `GET /api/news?limit=N`: default 20, at most 50. */
export const newsQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a whole number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NEWS_LIMIT.max, `limit must be at most ${NEWS_LIMIT.max}`)
    .default(NEWS_LIMIT.default),
});

export const slugParamSchema = z
  .string()
  .min(1)
  .max(LIMITS.slug * 4);

/**
 * `GET /api/news/:slug/card.png?lang=ar|en&v=…`: an article's link-preview card in a language. `v`
 * (the article's last edit, see `articleCardPath`) only makes an edited article's address new.
 */
export const articleCardQuerySchema = z.object({
  lang: z.enum(LANGUAGES, `lang must be one of: ${LANGUAGES.join(', ')}`),
  v: z.string().max(32, 'v must be at most 32 characters').optional(),
});

/** A news article as the API presents it (public and admin). */
export const newsArticleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  titleAr: z.string().nullable(),
  content: z.string(),
  contentAr: z.string().nullable(),
  excerpt: z.string().nullable(),
  excerptAr: z.string().nullable(),
  /** A URL served by the API (`/api/media/…`), never inline data. */
  imageUrl: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: isoDate.nullable(),
  /** A draft scheduled to be published then; null otherwise. */
  publishAt: isoDate.nullable().optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Admin answers only: how many times it was saved; the editor sends it back as `baseVersion`. */
  version: z.number().int().optional(),
  /** Admin answers only: each language present, missing or stale. */
  translation: translationStatusSchema.optional(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/**
 * An article in the admin's list (GET /api/admin/news, a page): the article without its texts,
 * and the plain-text preview of each language's content (SPEC section 2: 150 characters; null
 * where the Arabic content is empty). It is read whole (GET /api/admin/news/:id) to be edited.
 */
export const adminArticleListItemSchema = newsArticleSchema
  .omit({ content: true, contentAr: true })
  .extend({ preview: z.object({ en: z.string(), ar: z.string().nullable() }) });
export type AdminArticleListItem = z.infer<typeof adminArticleListItemSchema>;

export const adminArticlePageSchema = pageOf('articles', adminArticleListItemSchema);
export type AdminArticlePage = z.infer<typeof adminArticlePageSchema>;

/**
 * An article in the public news lists (`GET /api/news`): the article, and the excerpt its
 * card shows in each language, resolved by the server (SPEC section 3: the language's excerpt, else
 * the first 100 characters of its content's text; English where the Arabic is empty). The site's
 * cards read it, so the browser needs no article-markup parser to show a list. Optional because an
 * answer kept by a browser from before it was added lacks it.
 */
export const newsCardArticleSchema = newsArticleSchema.extend({
  cardExcerpt: z.object({ en: z.string(), ar: z.string() }).optional(),
});
export type NewsCardArticle = z.infer<typeof newsCardArticleSchema>;

/**
 * The featured image as the editor sends it: a data URL right after a local file choice,
 * the URL the API returned for an already stored image, or nothing.
 */
const articleImageSchema = z
  .union([
    z
      .string()
      .regex(/^data:image\/[a-z0-9.+-]+;base64,/i, 'The image must be a data URL')
      .max(8 * 1024 * 1024, 'Image is too large. Maximum size is 5MB.'),
    z.string().regex(/^\/api\/media\/[A-Za-z0-9_-]+$/, 'Unknown image address'),
    z.literal(''),
  ])
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/admin/media: a picture for the article text, stored and served by URL. */
export const imageUploadSchema = z.strictObject({
  dataUrl: z
    .string()
    .regex(/^data:image\/[a-z0-9.+-]+;base64,/i, 'The image must be a data URL')
    .max(8 * 1024 * 1024, 'Image is too large. Maximum size is 5MB.'),
});
export const imageUploadResponseSchema = z.object({ url: z.string() });

/** The article as the editor edits it and sends it to POST/PUT /api/admin/news. */
export const articleInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  title: requiredText(LIMITS.title),
  titleAr: optionalText(LIMITS.title),
  content: requiredText(LIMITS.articleContent),
  contentAr: optionalText(LIMITS.articleContent),
  excerpt: optionalText(LIMITS.excerpt),
  excerptAr: optionalText(LIMITS.excerpt),
  /** Empty: generated from the English title. */
  slug: z.string().trim().max(LIMITS.slug, `At most ${LIMITS.slug} characters`).optional(),
  imageUrl: articleImageSchema,
  isPublished: z.boolean().default(false),
  /**
   * A draft's scheduled publication: an ISO 8601 date and time with its offset, in the
   * future when set; null or absent: none. Ignored (cleared) when `isPublished` is true.
   */
  publishAt: z.iso
    .datetime({ offset: true, message: 'Enter a date and time (ISO 8601)' })
    .nullish()
    .transform((v) => v ?? null),
  /**
   * The article's `version` the edits were based on (PUT only). When another save came
   * in meanwhile the API answers 409 `edit_conflict` instead of overwriting it; without it, no check.
   */
  baseVersion: z.number().int().positive().optional(),
  /** The languages auto-translate filled since the last save (translation status). */
  translated: translatedLanguagesSchema,
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleData = z.output<typeof articleInputSchema>;

/**
 * `GET /api/admin/news/slug-check?slug=…&except=…`: whether an address is free for an
 * article (`except`: the article being edited), and when it is taken the first free one with a
 * number after it (`-2`, `-3`, …), offered to the editor instead of only an error.
 */
export const slugCheckQuerySchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Enter a URL slug')
    .max(LIMITS.slug * 4),
  except: z.coerce.number().int().positive().optional(),
});
export const slugCheckSchema = z.object({
  /** The slug as it would be stored (the slug rule applied). */
  slug: z.string(),
  available: z.boolean(),
  /** The first free `slug-N` when `slug` is taken; null when it is free. */
  suggestion: z.string().nullable(),
});
export type SlugCheck = z.infer<typeof slugCheckSchema>;
// ── scheduling ──

/** A preview link's token as an address carries it (checked by its signature on the server). */
export const previewTokenSchema = z
  .string()
  .regex(/^[0-9]{1,16}\.[0-9]{1,9}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/);

/** POST /api/admin/news/:id/preview-link: the draft's private link (the site's path, unprefixed). */
export const previewLinkSchema = z.object({
  token: z.string(),
  path: z.string(),
  expiresAt: isoDate,
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

// ── revisions ──

/** One saved state of an article: who saved it, when, and what it was. */
export const articleRevisionSchema = z.object({
  id: z.number(),
  articleId: z.number(),
  /** The article's version this save made. */
  version: z.number(),
  /** What the save was. */
  action: z.enum(['created', 'updated', 'published', 'unpublished', 'restored']),
  /** The revision a restore brought back. */
  restoredFrom: z.number().nullable(),
  author: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  at: isoDate,
  title: z.string(),
  titleAr: z.string().nullable(),
  isPublished: z.boolean(),
});
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;

/** GET /api/admin/news/:id/revisions: newest first, a page at a time. */
export const revisionsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(REVISIONS_PAGE.max).default(REVISIONS_PAGE.default),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type RevisionsQuery = z.infer<typeof revisionsQuerySchema>;

export const revisionsResponseSchema = pageOf('revisions', articleRevisionSchema);
export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>;

/** The body of a 409 `edit_conflict`: the article as it now is, and who saved it last, when. */
export const editConflictSchema = z.object({
  current: z.object({
    article: newsArticleSchema,
    savedBy: savedBySchema,
    savedAt: isoDate,
  }),
});
export type EditConflict = z.infer<typeof editConflictSchema>;
