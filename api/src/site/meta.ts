/** What the discovery files and the page head share: the site's address, its texts, an article's summary. */
import { type MessageKey, messageText } from '@vb/shared/i18n';
import type { NewsArticle } from '@vb/shared/schemas';
import { SITE } from '@vb/shared/site-config';
import { articleExcerpt, localized } from '@vb/shared/text';

/** The public pages listed in the sitemap (the article pages are added one by one). */
export const SITEMAP_PAGES = ['/', '/news', '/careers', '/investor'] as const;

export const FEED_PATH = '/rss.xml';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** How many articles the RSS feed carries (the latest ones). */
export const FEED_ITEMS = 20;

/** A sitemap file holds at most 50,000 URLs: the fixed pages plus this many articles. */
export const SITEMAP_MAX_ARTICLES = 50_000 - SITEMAP_PAGES.length;

/** Cache lifetime of the sitemap, the feed and robots.txt. */
export const DISCOVERY_CACHE_CONTROL = 'public, max-age=300';

/** The part of a request the site's address is derived from (Koa's, which honours TRUST_PROXY). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** The site's absolute origin: PUBLIC_URL when set, else the request's protocol and host. */
export function siteOrigin(request: RequestOrigin, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The path of an article's page; the slug is percent-encoded (slugs may hold Arabic letters). */
export function articlePath(slug: string): string {
  return `/news/${encodeURIComponent(slug)}`;
}

/** The brand as the (Arabic-first) site names itself. */
export const BRAND = SITE.brandName.ar;

/**
 * The Arabic catalog text of a key with its simple `{name}` placeholders filled in one pass (so a
 * value that itself contains `{brand}` is not expanded again). `{brand}` is always available.
 */
export function arabicText(key: MessageKey, values: Record<string, string> = {}): string {
  const all: Record<string, string> = { brand: BRAND, ...values };
  return messageText('ar', key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(all, name) ? (all[name] ?? whole) : whole,
  );
}

const hasText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** An article as the page head, the sitemap and the feed describe it (Arabic first). */
export interface ArticleSummary {
  /** Absolute URL of the article's page (its canonical address). */
  url: string;
  title: string;
  description: string;
  /** The language of the title: 'ar' when the article has an Arabic title. */
  language: 'ar' | 'en';
  publishedAt: string;
  modifiedAt: string;
  /** Absolute URL of the featured image, or null. */
  imageUrl: string | null;
}

export function summarizeArticle(article: NewsArticle, origin: string): ArticleSummary {
  return {
    url: `${origin}${articlePath(article.slug)}`,
    title: localized(article.title, article.titleAr, 'ar'),
    description: articleExcerpt(article, 'ar'),
    language: hasText(article.titleAr) ? 'ar' : 'en',
    publishedAt: article.publishedAt ?? article.createdAt,
    modifiedAt: article.updatedAt,
    imageUrl: article.imageUrl ? new URL(article.imageUrl, `${origin}/`).toString() : null,
  };
}
