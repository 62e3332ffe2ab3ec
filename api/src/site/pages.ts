/** Which page a public path is, its HTTP status and its head (SPEC section 2, route table). */
import { NEWS_LIST, PUBLIC_READ_PATHS } from '@vb/shared/constants';
import type { MessageKey } from '@vb/shared/i18n';
import { BRAND_FILES, PUBLISHER_LOGO, SOCIAL_IMAGE } from '@vb/shared/brand';
import type { Language } from '@vb/shared/options';
import { pathLanguage } from '@vb/shared/paths';
import { type NewsArticle, previewTokenSchema, slugParamSchema } from '@vb/shared/schemas';
import { SITE } from '@vb/shared/site-config';
import { type CachedBody, serialize } from '../readModel/cache';
import type { PublicReads } from '../readModel/publicReads';
import type { PageHead } from './head';
import { FEED_PATHS, languageUrls, pageText, summarizeArticle } from './meta';

/** The screens of the site, as the client's router tells them apart. */
export type PageKind =
  'home' | 'news' | 'article' | 'careers' | 'invest' | 'privacy' | 'admin' | 'notFound';

/** A public read answered inside the page: the client's request path and the API's answer. */
export interface InitialRead {
  path: string;
  body: CachedBody;
}

export interface ResolvedPage {
  status: 200 | 404;
  kind: PageKind;
  head: PageHead;
  /** The reads the page makes first, answered in advance (the client uses each answer once). */
  reads: InitialRead[];
}

interface FixedPage {
  kind: PageKind;
  /** The catalog key of the page title (the home page has its own title and social title). */
  title: MessageKey;
  /** The (unprefixed) path the page is indexed under, in each language. */
  canonical: string;
}

/** The generated link-preview image of a language (public-web/scripts/brandAssets.ts). */
function brandImage(origin: string, language: Language) {
  return {
    url: `${origin}/${BRAND_FILES.social(language)}`,
    ...SOCIAL_IMAGE,
    alt: `${SITE.brandName[language]}: ${SITE.tagline[language]}`,
  };
}

/** The company as JSON-LD describes it: the publisher of the articles, with its logo. */
function organization(origin: string, language: Language) {
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

/** The fixed public routes, matched like the client's router: case-insensitively, trailing slash ignored. */
const FIXED_PAGES: Record<string, FixedPage> = {
  '/': { kind: 'home', title: 'meta.title', canonical: '/' },
  '/news': { kind: 'news', title: 'meta.page.news', canonical: '/news' },
  '/careers': { kind: 'careers', title: 'meta.page.careers', canonical: '/careers' },
  // Two variants of one page: /investor is the one listed in the sitemap.
  '/invest': { kind: 'invest', title: 'meta.page.invest', canonical: '/investor' },
  '/investor': { kind: 'invest', title: 'meta.page.invest', canonical: '/investor' },
  '/privacy': { kind: 'privacy', title: 'meta.page.privacy', canonical: '/privacy' },
};

/** The reads a fixed page starts with (the home page's news waits until it scrolls near). */
async function fixedPageReads(reads: PublicReads, kind: PageKind): Promise<InitialRead[]> {
  if (kind === 'news') {
    return [
      { path: PUBLIC_READ_PATHS.newsList, body: (await reads.newsList(NEWS_LIST.limit)).body },
    ];
  }
  // The privacy page names the retention periods, which the job listings' answer carries.
  if (kind === 'careers' || kind === 'privacy') {
    return [{ path: PUBLIC_READ_PATHS.jobListings, body: (await reads.jobListings()).body }];
  }
  // The home page shows the team, ventures and partners, rendered with it.
  if (kind === 'home') {
    return [{ path: PUBLIC_READ_PATHS.content, body: (await reads.content()).body }];
  }
  return [];
}

/** The admin is chosen by the client before routing, on the exact path: /admin and below. */
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** The decoded, valid slug of an /news/<slug> path, or undefined when the path is not one. */
function articleSlug(path: string): string | undefined {
  const match = /^\/news\/([^/]+)\/?$/i.exec(path);
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

/** The token of an /news/preview/<token> path (language prefix removed), or undefined. */
export function previewToken(path: string): string | undefined {
  const match = /^\/news\/preview\/([^/]+)\/?$/.exec(path);
  const token = match?.[1];
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
    kind: 'article',
    reads: [{ path: PUBLIC_READ_PATHS.newsPreview(token), body: serialize({ article }) }],
    head: {
      ...base,
      type: 'article',
      title: text('meta.page.article', { title: summary.title }),
      socialTitle: summary.title,
      description: summary.description,
      noindex: true,
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
    const title = text('meta.page.admin');
    return {
      status: 200,
      kind: 'admin',
      head: { ...base, title, socialTitle: title, noindex: true },
      reads: [],
    };
  }
  const normalized = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  const fixed = Object.prototype.hasOwnProperty.call(FIXED_PAGES, normalized)
    ? FIXED_PAGES[normalized]
    : undefined;
  if (fixed) {
    const title = text(fixed.title);
    const socialTitle = fixed.title === 'meta.title' ? text('meta.ogTitle') : title;
    const alternates = languageUrls(origin, fixed.canonical);
    return {
      status: 200,
      kind: fixed.kind,
      head: {
        ...base,
        title,
        socialTitle,
        canonical: alternates[language],
        alternates,
        // The home page tells search engines who the site is: the company, its logo and profiles.
        ...(fixed.kind === 'home'
          ? {
              jsonLd: {
                '@context': 'https://schema.org',
                '@graph': [
                  { ...organization(origin, language), '@id': `${origin}/#organization` },
                  {
                    '@type': 'WebSite',
                    name: SITE.brandName[language],
                    url: alternates[language],
                    inLanguage: language,
                    publisher: { '@id': `${origin}/#organization` },
                  },
                ],
              },
            }
          : {}),
      },
      reads: await fixedPageReads(reads, fixed.kind),
    };
  }
  const token = previewToken(path);
  const previewed = token && openPreview ? await openPreview(token) : undefined;
  if (token && previewed) return previewPage(previewed, token, base, text, origin, language);
  const slug = token ? undefined : articleSlug(path);
  const body = slug === undefined ? undefined : (await reads.article(slug))?.body;
  if (slug === undefined || !body) {
    const title = text('meta.page.notFound');
    return {
      status: 404,
      kind: 'notFound',
      head: { ...base, title, socialTitle: title, noindex: true },
      reads: [],
    };
  }
  const { article: presented } = JSON.parse(body.bytes.toString('utf8')) as {
    article: NewsArticle;
  };
  const article = summarizeArticle(presented, origin, language);
  const publisher = organization(origin, language);
  return {
    status: 200,
    kind: 'article',
    reads: [{ path: PUBLIC_READ_PATHS.article(slug), body }],
    head: {
      ...base,
      type: 'article',
      title: text('meta.page.article', { title: article.title }),
      socialTitle: article.title,
      description: article.description,
      canonical: article.url,
      alternates: article.urls,
      image: article.imageUrl ? { url: article.imageUrl } : base.image,
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
        image: [article.imageUrl ?? base.image.url],
        author: publisher,
        publisher,
      },
    },
  };
}
