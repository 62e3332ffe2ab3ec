/**
 * Each language's own addresses: Arabic (the default) at the unprefixed paths, English under
 * /en (/en, /en/news, /en/news/<slug>, …), the pages' paths being the page table's
 * (`./pages`). The admin and the API are never prefixed. Used by the API (pages, redirects,
 * sitemap, feeds) and by public-web (its router and links).
 */
import { DEFAULT_LANGUAGE } from './constants';
import type { Language } from './options';
import { PAGES, type PageId } from './pages';
import type { SubmissionKind } from './status';

/** The path prefix of a language's pages ('' for the default language). */
export const LANGUAGE_PREFIX: Record<Language, string> = { ar: '', en: '/en' };

/** The router base of a language's pages: '/' or '/en'. */
export const languageBase = (language: Language): string => LANGUAGE_PREFIX[language] || '/';

/**
 * `path` (an unprefixed site path such as '/', '/news' or '/news/x?from=home') as an address of
 * `language`: '/en', '/en/news', …; the default language's paths are left as they are.
 */
export function localizedPath(language: Language, path: string): string {
  const prefix = LANGUAGE_PREFIX[language];
  if (!prefix) return path;
  if (path === '' || path === '/') return prefix;
  if (/^[?#]/.test(path)) return `${prefix}${path}`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The language of a pathname and the path without its language prefix: '/en/news' →
 * { language: 'en', path: '/news' }, '/en' → { en, '/' }, '/news' → { ar, '/news' }. The prefix is
 * matched exactly (lower case, a whole segment: '/english' is an Arabic path).
 */
export function pathLanguage(pathname: string): { language: Language; path: string } {
  for (const [language, prefix] of Object.entries(LANGUAGE_PREFIX) as [Language, string][]) {
    if (!prefix) continue;
    if (pathname === prefix) return { language, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) {
      return { language, path: pathname.slice(prefix.length) };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** The admin's tab of each submission kind (`/admin?tab=…`). */
export const ADMIN_TAB_OF_KIND = {
  applications: 'applications',
  'contact-messages': 'contact',
  'investor-requests': 'investors',
} as const satisfies Record<SubmissionKind, string>;

/** The admin's address of a submission kind's list. */
export function adminListPath(kind: SubmissionKind): string {
  return `/admin?tab=${ADMIN_TAB_OF_KIND[kind]}`;
}

/**
 * The admin's address of one submission: its tab, with its side panel (details, notes
 * and history) open on load, e.g. `/admin?tab=contact&item=42`.
 */
export function adminItemPath(kind: SubmissionKind, id: number): string {
  return `${adminListPath(kind)}&item=${id}`;
}

/** The path of a page without parameters (`home`, `news`, …) in a language's addresses. */
export function pagePath(id: PageId, language: Language = DEFAULT_LANGUAGE): string {
  return localizedPath(language, PAGES[id].path);
}

/** A route's path with its `:name` segment filled in (percent-encoded: slugs may be Arabic). */
const withParam = (path: string, name: string, value: string) =>
  path.replace(`:${name}`, encodeURIComponent(value));

/**
 * The address of an article's page in a language; without one, its unprefixed path, which is the
 * default language's address and what the router's links take (they stay in the page's language).
 */
export function articlePath(slug: string, language: Language = DEFAULT_LANGUAGE): string {
  return localizedPath(language, withParam(PAGES.article.path, 'id', slug));
}

/** The most characters of a title a job's address carries. */
const JOB_SLUG_MAX = 60;

/**
 * The last segment of a job listing's address: its id, then its English title's letters and
 * digits joined by hyphens (`12-senior-product-designer`), which people and search engines read.
 * Only the id finds the listing, so a renamed listing's old links still lead to it.
 */
export function jobSlug(job: { id: number; title: string }): string {
  const words =
    job.title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const slug = words.join('-').slice(0, JOB_SLUG_MAX).replace(/-+$/, '');
  return slug ? `${job.id}-${slug}` : String(job.id);
}
/** The address of a job listing's page in a language (unprefixed without one, as `articlePath`). */
export function jobPath(
  job: { id: number; title: string },
  language: Language = DEFAULT_LANGUAGE,
): string {
  return localizedPath(language, withParam(PAGES.job.path, 'job', jobSlug(job)));
}

/** The listing id a job address's last segment names (its leading number), else undefined. */
export function jobIdOfSlug(segment: string | undefined): number | undefined {
  const match = /^(\d{1,12})(?:-[a-z0-9-]*)?$/i.exec(segment ?? '');
  return match ? Number(match[1]) : undefined;
}

/** An address as a person reads it: an Arabic slug's letters rather than their percent-codes. */
export function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Whether an unprefixed path is the admin's: its path and below, exactly (case included). */
export function isAdminPath(path: string): boolean {
  return path === PAGES.admin.path || path.startsWith(`${PAGES.admin.path}/`);
}
