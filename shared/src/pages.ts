/**
 * The public site's pages, one entry each: what the browser's router, the server render, the API's
 * page handler and boot, and the sitemap need to know of a page that is data. The code a page
 * needs is found by its id: its component in public-web (`app/pages.tsx`), its head and first reads
 * in the API (`site/pages.ts`). Adding a page is adding an entry here and the code it names. Its
 * address in each language: `pagePath`, `articlePath` (`./paths`).
 *
 * The browser loads this table with the home page's first script, which has a size budget: the
 * entries hold data only, and the lists derived from them are left out of a bundle not reading them.
 */
import type { PUBLIC_READ_PATHS } from './constants';
import type { MessageKey } from './i18n';
import type { Language } from './options';

/** A public read, by its name in `PUBLIC_READ_PATHS`. */
export type PublicReadName = keyof typeof PUBLIC_READ_PATHS;

/**
 * How the sitemap lists a page in every language: once; once, dated by the newest article (the
 * page shows the articles, so it changes whenever one does); once per published article; or once
 * per open job listing.
 */
export type SitemapListing = 'page' | 'page-dated-by-articles' | 'each-article' | 'each-job';

export interface PageEntry {
  /**
   * The page's route, unprefixed, as the router writes it (`:name` is one path segment, `*` any
   * path). Every language has the page at this path under its own prefix (`pagePath`), as the
   * router works under the address's language.
   */
  readonly path: string;
  /** The catalog key of the page's title. */
  readonly title: MessageKey;
  /** The catalog key of its description for search results and link previews, else the site's. */
  readonly description?: MessageKey;
  /** The catalog key of its title in link previews, when not the page title. */
  readonly socialTitle?: MessageKey;
  /** The id of the page search engines are sent to instead (its canonical address), if any. */
  readonly canonical?: string;
  /** Never indexed: no canonical address nor alternates, robots noindex. */
  readonly noindex?: true;
  /** How the sitemap lists it; not listed without. */
  readonly sitemap?: SitemapListing;
  /** Shown without the site's header. */
  readonly header?: false;
  /**
   * The id of the page this one is shown over (a dialog with its own address): going between the
   * two keeps that page as it was, without the fade and the scroll to the top of a page change.
   */
  readonly over?: string;
  /**
   * The public reads the page makes first: the server answers them inside the page, so it renders
   * with its content and the browser skips their round trips.
   */
  readonly reads: readonly PublicReadName[];
  /**
   * The name its lazy module is known by: the module's file name, which the build names the
   * page's chunk after (the server finds the chunk to preload in the build's manifest by it).
   * Null for a page whose code is in the app's entry.
   */
  readonly module: string | null;
}

/** The pages, by id. */
export const PAGES = {
  // The home page's news waits until it scrolls near; the team, ventures and partners are
  // rendered with it. Its code is in the entry: most visits start here.
  home: {
    path: '/',
    title: 'meta.title',
    socialTitle: 'meta.ogTitle',
    sitemap: 'page-dated-by-articles',
    reads: ['content'],
    module: null,
  },
  news: {
    path: '/news',
    title: 'meta.page.news',
    description: 'meta.description.news',
    sitemap: 'page-dated-by-articles',
    reads: ['newsList'],
    module: 'NewsListPage',
  },
  article: {
    path: '/news/:id',
    title: 'meta.page.article',
    sitemap: 'each-article',
    reads: ['article'],
    module: 'ArticlePage',
  },
  // A draft's private preview: the article page, never listed nor indexed.
  articlePreview: {
    path: '/news/preview/:token',
    title: 'meta.page.article',
    noindex: true,
    reads: ['newsPreview'],
    module: 'ArticlePage',
  },
  careers: {
    path: '/careers',
    title: 'meta.page.careers',
    description: 'meta.description.careers',
    sitemap: 'page',
    reads: ['jobListings'],
    module: 'CareersPage',
  },
  // An open listing's own address: the careers page with its details open (`jobPath`).
  job: {
    path: '/careers/:job',
    title: 'meta.page.job',
    sitemap: 'each-job',
    over: 'careers',
    reads: ['jobListings'],
    module: 'CareersPage',
  },
  // Two variants of one page: /investor is the one indexed and listed.
  invest: {
    path: '/invest',
    title: 'meta.page.invest',
    description: 'meta.description.invest',
    canonical: 'investor',
    header: false,
    reads: [],
    module: 'InvestPage',
  },
  investor: {
    path: '/investor',
    title: 'meta.page.invest',
    description: 'meta.description.invest',
    sitemap: 'page',
    reads: [],
    module: 'InvestPage',
  },
  // It names the retention periods, which the job listings' answer carries.
  privacy: {
    path: '/privacy',
    title: 'meta.page.privacy',
    description: 'meta.description.privacy',
    sitemap: 'page',
    reads: ['jobListings'],
    module: 'PrivacyPage',
  },
  notFound: {
    path: '*',
    title: 'meta.page.notFound',
    noindex: true,
    reads: [],
    module: 'NotFoundPage',
  },
  // Not a page of one language: at its path and below in the default language's addresses only
  // (it keeps the visitor's saved language), chosen before the site's routes and their layout.
  admin: {
    path: '/admin',
    title: 'meta.page.admin',
    noindex: true,
    reads: [],
    module: 'AdminPage',
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;

/** Every page, in the table's order (the sitemap's). */
export const PAGE_IDS = /* @__PURE__ */ Object.keys(PAGES) as PageId[];

/** The pages the router's routes show inside the site's layout: all but the admin. */
export type RoutedPageId = Exclude<PageId, 'admin'>;
export const ROUTED_PAGES = /* @__PURE__ */ PAGE_IDS.filter(
  (id): id is RoutedPageId => id !== 'admin',
);

/**
 * The chunk name of each language's message catalog (the app's `catalog/<language>.ts`, loaded
 * before the page renders): a page preloads its language's.
 */
export const CATALOG_MODULES: Record<Language, string> = { ar: 'ar', en: 'en' };

/**
 * The names of the site build's entries (its inputs in public-web's vite.config.ts): the app
 * (index.html, whose chunks the page template loads already) and the loader of server-rendered
 * pages.
 */
export const BUILD_ENTRIES = { app: 'index', loader: 'boot' } as const;

/** The pages the sitemap lists once each, in order. */
export const SITEMAP_PAGES = /* @__PURE__ */ PAGE_IDS.filter((id) => {
  const listing = (PAGES[id] as PageEntry).sitemap;
  return listing === 'page' || listing === 'page-dated-by-articles';
});

/** The unprefixed path search engines are sent to for a page: its canonical page's. */
export function canonicalPath(id: PageId): string {
  const canonical = (PAGES[id] as PageEntry).canonical;
  return canonical !== undefined && Object.hasOwn(PAGES, canonical)
    ? PAGES[canonical as PageId].path
    : PAGES[id].path;
}
