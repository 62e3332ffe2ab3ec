/** What the discovery files and the page head share: the site's address, its texts, an article's summary. */
import { type MessageKey, messageText } from '@vb/shared/i18n';
import { LANGUAGES, type Language } from '@vb/shared/options';
import { SITEMAP_PAGES } from '@vb/shared/pages';
import { articlePath, localizedPath } from '@vb/shared/paths';
import type { NewsArticle } from '@vb/shared/schemas';
import { PUBLISHER_LOGO } from '@vb/shared/brand';
import { SITE } from '@vb/shared/site-config';
import { articleExcerpt } from '@vb/shared/excerpt';
import { localized } from '@vb/shared/text';

/** The feed of each language: the Arabic one where it always was, the English one under /en. */
export const FEED_PATHS: Record<Language, string> = { ar: '/rss.xml', en: '/en/rss.xml' };
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** How many articles the RSS feed carries (the latest ones). */
export const FEED_ITEMS = 20;

/**
 * A sitemap file holds at most 50,000 URLs: the fixed pages plus this many articles, each in every
 * language.
 */
export const SITEMAP_MAX_ARTICLES = Math.floor(50_000 / LANGUAGES.length) - SITEMAP_PAGES.length;

/** Cache lifetime of the sitemap, the feed and robots.txt. */
export const DISCOVERY_CACHE_CONTROL = 'public, max-age=300';

/** The answer built for a host the server was not told about: never kept by a shared cache. */
export const UNLISTED_HOST_CACHE_CONTROL = 'private, no-store';

/** The part of a request the site's address is derived from (Koa's, which honours TRUST_PROXY). */
export interface RequestOrigin {
  protocol: string;
  host: string;
  /** The connection, for the port the request came in on (the fallback origin's port). */
  req?: { socket?: { localPort?: number | undefined } };
}

/** What the site's address may be built from: the configured origin, else the listed hosts. */
export interface OriginConfig {
  publicUrl: string | undefined;
  /** ALLOWED_HOSTS: `name` or `name:port`, lower case (beside the loopback names and HOST). */
  allowedHosts: readonly string[];
  /** The listen address (HOST) and port (PORT). */
  host: string;
  port: number;
}

/** Names always accepted, on any port (loopback: no one else's), beside the listen address. */
const LOOPBACK_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];

const bracketed = (name: string) => (name.includes(':') ? `[${name}]` : name);
const isWildcard = (name: string) => name === '0.0.0.0' || name === '::' || name === '[::]';

/** `name` and `port` of a Host value (`[v6]:port` included), lower case. */
function splitHost(host: string): { name: string; port: string } {
  const value = host.trim().toLowerCase();
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(value);
  return match ? { name: match[1] ?? '', port: match[2] ?? '' } : { name: value, port: '' };
}

/**
 * Whether a request's host is one the server has been told about: localhost,
 * 127.0.0.1, [::1] and the listen address (HOST, unless a wildcard) on any port, and each
 * ALLOWED_HOSTS entry exactly (an entry without a port matches only a Host without one).
 */
export function hostIsListed(host: string, config: OriginConfig): boolean {
  if (!host) return false;
  const { name, port } = splitHost(host);
  if (config.allowedHosts.includes(port ? `${name}:${port}` : name)) return true;
  if (LOOPBACK_HOST_NAMES.includes(name)) return true;
  return !isWildcard(config.host) && name === bracketed(config.host.toLowerCase());
}

/**
 * The site's absolute origin and whether it may be kept by shared caches: PUBLIC_URL when set;
 * else the request's protocol and host when the host is listed ({@link hostIsListed}); else the
 * fallback origin — the first ALLOWED_HOSTS entry, or the listen address and the port the request
 * came in on — so a forged Host never lands in a link, and `listed: false` tells the caller to
 * answer `Cache-Control: private, no-store`.
 */
export function requestOrigin(
  request: RequestOrigin,
  config: OriginConfig,
): { origin: string; listed: boolean } {
  if (config.publicUrl) return { origin: config.publicUrl, listed: true };
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (hostIsListed(request.host, config)) {
    return { origin: `${protocol}://${request.host.toLowerCase()}`, listed: true };
  }
  const first = config.allowedHosts[0];
  if (first) return { origin: `${protocol}://${first}`, listed: false };
  const name = isWildcard(config.host) ? 'localhost' : bracketed(config.host.toLowerCase());
  const port = request.req?.socket?.localPort ?? config.port;
  return { origin: `${protocol}://${name}${port ? `:${port}` : ''}`, listed: false };
}

/** The site's absolute origin (see {@link requestOrigin}). */
export function siteOrigin(request: RequestOrigin, config: OriginConfig): string {
  return requestOrigin(request, config).origin;
}

/** The absolute address of every language's version of a page (`path` unprefixed). */
export function languageUrls(origin: string, path: string): Record<Language, string> {
  return {
    ar: `${origin}${localizedPath('ar', path)}`,
    en: `${origin}${localizedPath('en', path)}`,
  };
}

/** The company as JSON-LD describes it: the publisher of the articles, with its logo. */
export function organization(origin: string, language: Language) {
  return {
    '@type': 'Organization',
    name: SITE.brandName[language],
    url: languageUrls(origin, '/')[language],
    logo: {
      '@type': 'ImageObject',
      url: `${origin}/${PUBLISHER_LOGO.path}`,
      width: PUBLISHER_LOGO.width,
      height: PUBLISHER_LOGO.height,
    },
    sameAs: [SITE.x.url, SITE.linkedin.url],
  };
}

/**
 * The catalog text of a key in a language with its simple `{name}` placeholders filled in one pass
 * (so a value that itself contains `{brand}` is not expanded again). `{brand}` is always
 * available, in that language.
 */
export function pageText(
  language: Language,
  key: MessageKey,
  values: Record<string, string> = {},
): string {
  const all: Record<string, string> = { brand: SITE.brandName[language], ...values };
  return messageText(language, key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(all, name) ? (all[name] ?? whole) : whole,
  );
}

const hasText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/**
 * An article's title in a language, and the language it is in: the page's, unless an Arabic page
 * falls back to the English.
 */
export function articleTitle(
  article: Pick<NewsArticle, 'title' | 'titleAr'>,
  language: Language,
): { title: string; language: Language } {
  return {
    title: localized(article.title, article.titleAr, language),
    language: language === 'ar' && !hasText(article.titleAr) ? 'en' : language,
  };
}

/** An article as the page head, the sitemap and the feed describe it in one language. */
export interface ArticleSummary {
  /** Absolute URL of the article's page in that language (its canonical address). */
  url: string;
  /** Absolute URLs of the article's page in every language. */
  urls: Record<Language, string>;
  title: string;
  description: string;
  /** The language of the title: the page's, unless an Arabic page falls back to the English. */
  language: Language;
  publishedAt: string;
  modifiedAt: string;
  /** Absolute URL of the featured image, or null. */
  imageUrl: string | null;
}

export function summarizeArticle(
  article: NewsArticle,
  origin: string,
  language: Language = 'ar',
): ArticleSummary {
  const urls = {
    ar: `${origin}${articlePath(article.slug, 'ar')}`,
    en: `${origin}${articlePath(article.slug, 'en')}`,
  };
  return {
    url: urls[language],
    urls,
    ...articleTitle(article, language),
    description: articleExcerpt(article, language),
    publishedAt: article.publishedAt ?? article.createdAt,
    modifiedAt: article.updatedAt,
    imageUrl: article.imageUrl ? new URL(article.imageUrl, `${origin}/`).toString() : null,
  };
}
