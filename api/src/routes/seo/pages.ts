/** Which page a public path is, its HTTP status and its head (SPEC section 2, route table). */
import type { MessageKey } from '@vb/shared/i18n';
import { slugParamSchema } from '@vb/shared/schemas';
import type { Deps } from '../../deps';
import { findPublishedBySlug, presentArticle } from '../news/news.repo';
import type { PageHead } from './html';
import { BRAND, FEED_PATH, arabicText, summarizeArticle } from './site';

export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
}

interface FixedPage {
  /** The catalog key of the page title (the home page has its own title and social title). */
  title: MessageKey;
  /** The address the page is indexed under. */
  canonical: string;
}

/** The fixed public routes, matched like the client's router: case-insensitively, trailing slash ignored. */
const FIXED_PAGES: Record<string, FixedPage> = {
  '/': { title: 'meta.title', canonical: '/' },
  '/news': { title: 'meta.page.news', canonical: '/news' },
  '/careers': { title: 'meta.page.careers', canonical: '/careers' },
  // Two variants of one page: /investor is the one listed in the sitemap.
  '/invest': { title: 'meta.page.invest', canonical: '/investor' },
  '/investor': { title: 'meta.page.invest', canonical: '/investor' },
};

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

/**
 * The page of a request path (Koa's `ctx.path`, still percent-encoded): a fixed page or the admin
 * (200), a published article (200, with its own metadata), or the not-found page (404), which the
 * client renders as its not-found screen.
 */
export async function resolvePage(deps: Deps, path: string, origin: string): Promise<ResolvedPage> {
  const base = {
    description: arabicText('meta.description'),
    type: 'website' as const,
    feed: { url: `${origin}${FEED_PATH}`, title: arabicText('meta.page.news') },
  };
  if (isAdminPath(path)) {
    const title = arabicText('meta.page.admin');
    return { status: 200, head: { ...base, title, socialTitle: title, noindex: true } };
  }
  const normalized = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  const fixed = Object.prototype.hasOwnProperty.call(FIXED_PAGES, normalized)
    ? FIXED_PAGES[normalized]
    : undefined;
  if (fixed) {
    const title = arabicText(fixed.title);
    const socialTitle = fixed.title === 'meta.title' ? arabicText('meta.ogTitle') : title;
    return {
      status: 200,
      head: { ...base, title, socialTitle, canonical: `${origin}${fixed.canonical}` },
    };
  }
  const slug = articleSlug(path);
  const row = slug === undefined ? undefined : await findPublishedBySlug(deps.db, slug);
  if (!row) {
    const title = arabicText('meta.page.notFound');
    return { status: 404, head: { ...base, title, socialTitle: title, noindex: true } };
  }
  const article = summarizeArticle(presentArticle(row), origin);
  const publisher = {
    '@type': 'Organization',
    name: BRAND,
    url: `${origin}/`,
  };
  return {
    status: 200,
    head: {
      ...base,
      type: 'article',
      title: arabicText('meta.page.article', { title: article.title }),
      socialTitle: article.title,
      description: article.description,
      canonical: article.url,
      image: article.imageUrl,
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
        ...(article.imageUrl ? { image: [article.imageUrl] } : {}),
        author: publisher,
        publisher,
      },
    },
  };
}
