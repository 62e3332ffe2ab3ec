import { ADMIN_NEWS_PREVIEW_CHARS } from '@vb/shared/constants';
import type { AdminArticleListItem, NewsArticle, NewsCardArticle } from '@vb/shared/schemas';
import { articleExcerpt } from '@vb/shared/excerpt';
import { markupToPlainText } from '@vb/shared/markup';
import { truncate } from '@vb/shared/text';
import { toBool, toIso, toIsoOrNull, toNumber } from '../db/values';
import type { ArticleRow } from '../repos/news';
import { mediaUrl } from './media';
import { presentTranslation } from './translation';

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
    imageUrl: r.image_media_id ? mediaUrl(r.image_media_id) : null,
    isPublished: toBool(r.is_published),
    publishedAt: toIsoOrNull(r.published_at),
    publishAt: toIsoOrNull(r.publish_at),
    createdAt: toIso(r.created_at),
    updatedAt: toIso(r.updated_at),
  };
}

/** An article in the public news lists: with its card's excerpt in each language. */
export function presentNewsCard(r: ArticleRow): NewsCardArticle {
  const article = presentArticle(r);
  return {
    ...article,
    cardExcerpt: { en: articleExcerpt(article, 'en'), ar: articleExcerpt(article, 'ar') },
  };
}

/**
 * An article for the admin: with its `version`, which the editor sends back, and each
 * language's translation status.
 */
export function presentAdminArticle(r: ArticleRow): NewsArticle {
  const article = presentArticle(r);
  return {
    ...article,
    version: toNumber(r.version),
    translation: presentTranslation('article', article, r),
  };
}

/** An article's content as the admin list's preview: plain text, 150 characters (SPEC section 2). */
const previewText = (content: string) =>
  truncate(markupToPlainText(content).replace(/\s+/g, ' ').trim(), ADMIN_NEWS_PREVIEW_CHARS);

/**
 * An article in the admin's list: as `presentAdminArticle` without its texts, with each
 * language's preview (null where the Arabic content is empty).
 */
export function presentAdminArticleListItem(r: ArticleRow): AdminArticleListItem {
  const { content, contentAr, ...rest } = presentAdminArticle(r);
  return {
    ...rest,
    preview: { en: previewText(content), ar: contentAr?.trim() ? previewText(contentAr) : null },
  };
}
