import { QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  APPLICATION_RETENTION_DAYS_DEFAULT,
  ARTICLE_QUERY,
  HOME_NEWS,
  INITIAL_READS_ELEMENT_ID,
  NEWS_LIST,
  PUBLIC_READ_PATHS,
  REJECTED_RETENTION_DAYS_DEFAULT,
} from '@vb/shared/constants';
import { requestJson } from './http';

const readSchemas = () => import('./readSchemas');
const articlesSchema = () => readSchemas().then((m) => m.articlesSchema);
const articleSchema = () => readSchemas().then((m) => m.articleSchema);
const jobListingsSchema = () => readSchemas().then((m) => m.jobListingsSchema);
const siteContentSchema = () => readSchemas().then((m) => m.siteContentSchema);

/**
 * SPEC section 7's read defaults: credentials included, no retries, no refetch on focus,
 * never stale unless a query says otherwise.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    },
  });
}

const {
  homeNews: homeNewsPath,
  newsList: newsListPath,
  article: articlePath,
  jobListings: jobListingsPath,
  content: contentPath,
} = PUBLIC_READ_PATHS;

const newsListQuery = () =>
  queryOptions({
    queryKey: [newsListPath],
    queryFn: async () => (await requestJson(newsListPath, articlesSchema)).articles,
    staleTime: NEWS_LIST.staleMs,
    gcTime: NEWS_LIST.gcMs,
  });

const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: [articlePath(slug)],
    queryFn: async () => (await requestJson(articlePath(slug), articleSchema)).article,
    staleTime: ARTICLE_QUERY.staleMs,
    gcTime: ARTICLE_QUERY.gcMs,
    retry: ARTICLE_QUERY.retry,
  });

/**
 * The job listings' answer, whole: the listings, and how long applications are kept
 * (which the application form and the privacy page name). Each hook selects its part.
 */
const jobListingsQuery = () =>
  queryOptions({
    queryKey: [jobListingsPath],
    queryFn: () => requestJson(jobListingsPath, jobListingsSchema),
  });

/**
 * The site's team, ventures and partners: answered inside the home page (seedReads), so
 * its first render and the server's show them without a round trip.
 */
const siteContentQuery = () =>
  queryOptions({
    queryKey: [contentPath],
    queryFn: () => requestJson(contentPath, siteContentSchema),
  });

/** The team, ventures and partners (undefined while they load). */
export function useSiteContent() {
  return useQuery(siteContentQuery());
}

/** How long applications are kept: the server's APPLICATION_RETENTION_DAYS and REJECTED_… */
export interface ApplicationRetention {
  applicationDays: number;
  rejectedDays: number;
}

const retentionOf = (body: {
  applicationRetentionDays?: number | undefined;
  rejectedRetentionDays?: number | undefined;
}): ApplicationRetention => ({
  applicationDays: body.applicationRetentionDays ?? APPLICATION_RETENTION_DAYS_DEFAULT,
  rejectedDays: body.rejectedRetentionDays ?? REJECTED_RETENTION_DAYS_DEFAULT,
});

/**
 * The home page's latest news: 4 articles, fresh 3 minutes, kept 5. `enabled` false waits (the
 * section asks when it comes near the window).
 */
export function useHomeNews(enabled = true) {
  return useQuery({
    queryKey: [homeNewsPath],
    enabled,
    queryFn: async () => (await requestJson(homeNewsPath, articlesSchema)).articles,
    staleTime: HOME_NEWS.staleMs,
    gcTime: HOME_NEWS.gcMs,
  });
}

/** The news list: 20 articles, fresh 5 minutes, kept 10. */
export function useNewsList() {
  return useQuery(newsListQuery());
}

/** A draft through its private preview link: read once, no retries. */
const previewQuery = (token: string) =>
  queryOptions({
    queryKey: [PUBLIC_READ_PATHS.newsPreview(token)],
    queryFn: async () =>
      (await requestJson(PUBLIC_READ_PATHS.newsPreview(token), articleSchema)).article,
    retry: false,
  });

/**
 * One article by slug: fresh 10 minutes, kept 15, no retries; or, with a preview token (issue
 * 16), the article that link opens.
 */
export function useArticle(slug: string, previewToken?: string) {
  return useQuery(previewToken === undefined ? articleQuery(slug) : previewQuery(previewToken));
}

/** The active job listings. */
export function useJobListings() {
  return useQuery({ ...jobListingsQuery(), select: (body) => body.jobListings });
}

/** How long applications are kept (the careers page's read: no request of its own). */
export function useApplicationRetention() {
  return useQuery({ ...jobListingsQuery(), select: retentionOf });
}

/**
 * Starts the data read of the page a visit opens on (the news list, an article, careers) while
 * that page's own code is still loading, instead of after it: one round trip less before the
 * page shows. The page's query then finds the request under way. Failures are left to the page.
 */
export function prefetchForPath(client: QueryClient, pathname: string) {
  const article = /^\/news\/([^/]+)\/?$/.exec(pathname);
  let options;
  if (/^\/news\/?$/.test(pathname)) options = newsListQuery();
  else if (article?.[1]) {
    let slug: string;
    try {
      slug = decodeURIComponent(article[1]);
    } catch {
      return;
    }
    options = articleQuery(slug);
  } else if (/^\/careers\/?$/.test(pathname)) options = jobListingsQuery();
  if (options) void client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}

/** A public read the server may answer with the page: its query and how its answer becomes data. */
interface SeedableRead {
  queryKey: readonly unknown[];
  data(body: unknown): unknown;
}

const field = (name: string) => (body: unknown) =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

/** The query of a read path, when the site has one for it. */
function seedableRead(path: string): SeedableRead | undefined {
  if (path === newsListPath) return { queryKey: newsListQuery().queryKey, data: field('articles') };
  if (path === contentPath) {
    return {
      queryKey: siteContentQuery().queryKey,
      data: (body) => (field('team')(body) === undefined ? undefined : body),
    };
  }
  if (path === jobListingsPath) {
    // The whole answer is kept (the hooks select from it), when it has its listings.
    return {
      queryKey: jobListingsQuery().queryKey,
      data: (body) => (field('jobListings')(body) === undefined ? undefined : body),
    };
  }
  const previewPrefix = PUBLIC_READ_PATHS.newsPreview('');
  if (path.startsWith(previewPrefix)) {
    const token = path.slice(previewPrefix.length);
    if (PUBLIC_READ_PATHS.newsPreview(token) !== path) return undefined;
    return { queryKey: previewQuery(token).queryKey, data: field('article') };
  }
  const prefix = articlePath('');
  if (!path.startsWith(prefix)) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
  if (articlePath(slug) !== path) return undefined;
  return { queryKey: articleQuery(slug).queryKey, data: field('article') };
}

/**
 * Puts the answers the server gave with the page (request path → body) into the cache, so the page
 * shows them at once and a page rendered on the server hydrates with the same data. They are the
 * answers the server rendered the page from, not checked again here: reads from the network are
 * checked with the shared schemas (`requestJson`), and so are these reads once fetched again.
 */
export function seedReads(client: QueryClient, reads: Record<string, unknown>) {
  for (const [path, body] of Object.entries(reads)) {
    const read = seedableRead(path);
    const data = read?.data(body);
    if (read && data !== undefined) client.setQueryData(read.queryKey, data);
  }
}

/**
 * The answers the server gave with the page (see INITIAL_READS_ELEMENT_ID): request path → body;
 * empty when there are none or they cannot be read (that only costs the round trips they save).
 */
export function embeddedReads(): Record<string, unknown> {
  const text = document.getElementById(INITIAL_READS_ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
