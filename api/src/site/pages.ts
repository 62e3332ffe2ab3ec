/**
 * Which page a public path is, its HTTP status, its head and its first reads (SPEC section 2,
 * route table). The pages, their paths, titles and reads are the page table's
 * (`@vb/shared/pages`); what is built here from the request and the database is found by page id.
 */
import { NEWS_LIST, PUBLIC_READ_PATHS } from '@vb/shared/constants';
import type { MessageKey } from '@vb/shared/i18n';
import { BRAND_FILES, SOCIAL_IMAGE, articleCardPath } from '@vb/shared/brand';
import type { Language } from '@vb/shared/options';
import {
  PAGES,
  type PageEntry,
  type PageId,
  type PublicReadName,
  ROUTED_PAGES,
  canonicalPath,
} from '@vb/shared/pages';
import { isAdminPath, pathLanguage } from '@vb/shared/paths';
import { type NewsArticle, previewTokenSchema, slugParamSchema } from '@vb/shared/schemas';
import { SITE } from '@vb/shared/site-config';
import { type CachedBody, serialize } from '../readModel/cache';
import type { PublicReads } from '../readModel/publicReads';
import type { PageHead } from './head';
import { openJob, jobHead } from './jobPage';
import { FEED_PATHS, languageUrls, organization, pageText, summarizeArticle } from './meta';

/** A public read answered inside the page: the client's request path and the API's answer. */
export interface InitialRead {
  path: string;
  body: CachedBody;
}

export interface ResolvedPage {
  status: 200 | 404;
  /** The page, as the page table names it. */
  id: PageId;
  head: PageHead;
  /** The reads the page makes first, answered in advance (the client uses each answer once). */
  reads: InitialRead[];
}

/** The generated link-preview image of a language (public-web/scripts/brandAssets.ts). */
function brandImage(origin: string, language: Language) {
  return {
    url: `${origin}/${BRAND_FILES.social(language)}`,
    ...SOCIAL_IMAGE,
    alt: `${SITE.brandName[language]}: ${SITE.tagline[language]}`,
  };
}

/**
 * The routed pages at a path without parameters, by that path in lower case: matched like the
 * client's router, case-insensitively, a trailing slash ignored.
 */
const FIXED_PAGES = new Map<string, PageId>(
  ROUTED_PAGES.filter((id) => !/[:*]/.test(PAGES[id].path)).map((id) => [
    PAGES[id].path.toLowerCase(),
    id,
  ]),
);

/** How the first reads of the fixed pages are answered, by the read's name in the page table. */
const FIXED_READS: Partial<Record<PublicReadName, (reads: PublicReads) => Promise<InitialRead>>> = {
  newsList: async (reads) => ({
    path: PUBLIC_READ_PATHS.newsList,
    body: (await reads.newsList(NEWS_LIST.limit)).body,
  }),
  jobListings: async (reads) => ({
    path: PUBLIC_READ_PATHS.jobListings,
    body: (await reads.jobListings()).body,
  }),
  content: async (reads) => ({
    path: PUBLIC_READ_PATHS.content,
    body: (await reads.content()).body,
  }),
};

/** The reads a fixed page starts with, as the page table lists them. */
async function fixedPageReads(reads: PublicReads, page: PageEntry): Promise<InitialRead[]> {
  const answered: InitialRead[] = [];
  for (const name of page.reads) {
    const read = FIXED_READS[name];
    if (!read) throw new Error(`A page at a fixed path cannot start with the read "${name}"`);
    answered.push(await read(reads));
  }
  return answered;
}

/** What a fixed page's head has besides its titles and addresses, by page id. */
const HEAD_EXTRAS: Partial<
  Record<PageId, (origin: string, language: Language, url: string) => Pick<PageHead, 'jsonLd'>>
> = {
  // The home page tells search engines who the site is: the company, its logo and profiles.
  home: (origin, language, url) => ({
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [
        { ...organization(origin, language), '@id': `${origin}/#organization` },
        {
          '@type': 'WebSite',
          name: SITE.brandName[language],
          url,
          inLanguage: language,
          publisher: { '@id': `${origin}/#organization` },
        },
      ],
    },
  }),
};

/**
 * A route's path as a regular expression over an unprefixed path: each `:name` one segment
 * (captured), a trailing slash allowed.
 */
function routePattern(path: string, flags = ''): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\/');
  return new RegExp(`^${source}\\/?$`, flags);
}

/** A job listing's path, matched like the client's router: case-insensitively. */
const JOB_PATH = routePattern(PAGES.job.path, 'i');

/** An article's path, matched like the client's router: case-insensitively. */
const ARTICLE_PATH = routePattern(PAGES.article.path, 'i');

/** The decoded, valid slug of an article's path, or undefined when the path is not one. */
function articleSlug(path: string): string | undefined {
  const match = ARTICLE_PATH.exec(path);
  if (!match?.[1]) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return slugParamSchema.safeParse(slug).success ? slug : undefined;
}

// ── scheduling: a draft's private preview page ──

/** A preview's path, exactly as its links are handed out (case included). */
const PREVIEW_PATH = routePattern(PAGES.articlePreview.path);

/** The token of a preview page's path (language prefix removed), or undefined. */
export function previewToken(path: string): string | undefined {
  const token = PREVIEW_PATH.exec(path)?.[1];
  return token && previewTokenSchema.safeParse(token).success ? token : undefined;
}

/** Opens the article of a preview token (drafts included), undefined when it is not valid. */
export type PreviewOpener = (token: string) => Promise<NewsArticle | undefined>;

/**
 * A preview page: the article as its page shows it, never indexed (no canonical, no alternates,
 * robots noindex), its read answered inside the page under the preview's read path.
 */
function previewPage(
  article: NewsArticle,
  token: string,
  base: Omit<PageHead, 'title' | 'socialTitle'>,
  text: (key: MessageKey, values?: Record<string, string>) => string,
  origin: string,
  language: Language,
): ResolvedPage {
  const summary = summarizeArticle(article, origin, language);
  return {
    status: 200,
    id: 'articlePreview',
    reads: [{ path: PUBLIC_READ_PATHS.newsPreview(token), body: serialize({ article }) }],
    head: {
      ...base,
      type: 'article',
      title: text(PAGES.articlePreview.title, { title: summary.title }),
      socialTitle: summary.title,
      description: summary.description,
      noindex: PAGES.articlePreview.noindex,
    },
  };
}

/**
 * The page of a request path (Koa's `ctx.path`, still percent-encoded): a fixed page or the admin
 * (200), a published article (200, with its own metadata), or the not-found page (404), which the
 * client renders as its not-found screen. The page's language is its address's (English under
 * /en, see `@vb/shared/paths`); the admin is only at /admin.
 */
export async function resolvePage(
  reads: PublicReads,
  requestPath: string,
  origin: string,
  openPreview?: PreviewOpener,
): Promise<ResolvedPage> {
  const { language, path } = pathLanguage(requestPath);
  const text = (key: MessageKey, values?: Record<string, string>) =>
    pageText(language, key, values);
  const base = {
    language,
    image: brandImage(origin, language),
    description: text('meta.description'),
    type: 'website' as const,
    feed: { url: `${origin}${FEED_PATHS[language]}`, title: text('meta.page.news') },
  };
  if (language === 'ar' && isAdminPath(path)) {
    const title = text(PAGES.admin.title);
    return {
      status: 200,
      id: 'admin',
      head: { ...base, title, socialTitle: title, noindex: PAGES.admin.noindex },
      reads: [],
    };
  }
  const normalized = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  const fixedId = FIXED_PAGES.get(normalized);
  if (fixedId) {
    const page: PageEntry = PAGES[fixedId];
    const title = text(page.title);
    const socialTitle = page.socialTitle ? text(page.socialTitle) : title;
    const alternates = languageUrls(origin, canonicalPath(fixedId));
    return {
      status: 200,
      id: fixedId,
      head: {
        ...base,
        title,
        socialTitle,
        ...(page.description && { description: text(page.description) }),
        canonical: alternates[language],
        alternates,
        ...HEAD_EXTRAS[fixedId]?.(origin, language, alternates[language]),
      },
      reads: await fixedPageReads(reads, page),
    };
  }
  const jobSegment = JOB_PATH.exec(path)?.[1];
  const opened = jobSegment === undefined ? undefined : await openJob(reads, jobSegment);
  if (opened) {
    return {
      status: 200,
      id: 'job',
      head: { ...base, ...jobHead(opened.job, origin, language) },
      reads: [{ path: PUBLIC_READ_PATHS.jobListings, body: opened.read.body }],
    };
  }
  const token = previewToken(path);
  const previewed = token && openPreview ? await openPreview(token) : undefined;
  if (token && previewed) return previewPage(previewed, token, base, text, origin, language);
  const slug = token ? undefined : articleSlug(path);
  const body = slug === undefined ? undefined : (await reads.article(slug))?.body;
  if (slug === undefined || !body) {
    const title = text(PAGES.notFound.title);
    return {
      status: 404,
      id: 'notFound',
      head: { ...base, title, socialTitle: title, noindex: PAGES.notFound.noindex },
      reads: [],
    };
  }
  const { article: presented } = JSON.parse(body.bytes.toString('utf8')) as {
    article: NewsArticle;
  };
  const article = summarizeArticle(presented, origin, language);
  const publisher = organization(origin, language);
  // Its link-preview card in the page's language, addressed by its last edit.
  const card = {
    url: `${origin}${articleCardPath(presented.slug, language, presented.updatedAt)}`,
    ...SOCIAL_IMAGE,
    alt: article.title,
  };
  return {
    status: 200,
    id: 'article',
    reads: [{ path: PUBLIC_READ_PATHS.article(slug), body }],
    head: {
      ...base,
      type: 'article',
      title: text(PAGES.article.title, { title: article.title }),
      socialTitle: article.title,
      description: article.description,
      canonical: article.url,
      alternates: article.urls,
      image: card,
      article: { publishedAt: article.publishedAt, modifiedAt: article.modifiedAt },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        url: article.url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
        datePublished: article.publishedAt,
        dateModified: article.modifiedAt,
        inLanguage: article.language,
        image: article.imageUrl ? [article.imageUrl, card.url] : [card.url],
        author: publisher,
        publisher,
      },
    },
  };
}
