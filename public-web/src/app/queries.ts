import { QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ARTICLE_QUERY, HOME_NEWS, NEWS_LIST } from '@vb/shared/constants';
import { jobListingSchema, newsArticleSchema } from '@vb/shared/schemas';
import { ApiError, getJson } from './api';

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

const articlesSchema = z.object({ articles: z.array(newsArticleSchema) });
const articleSchema = z.object({ article: newsArticleSchema });
const jobListingsSchema = z.object({ jobListings: z.array(jobListingSchema) });

/** The home page's latest news: 4 articles, fresh 3 minutes, kept 5. */
export function useHomeNews() {
  const path = `/api/news?limit=${HOME_NEWS.limit}`;
  return useQuery({
    queryKey: [path],
    queryFn: async () => (await getJson(path, articlesSchema)).articles,
    staleTime: HOME_NEWS.staleMs,
    gcTime: HOME_NEWS.gcMs,
  });
}

/** The news list: 20 articles, fresh 5 minutes, kept 10. */
export function useNewsList() {
  const path = `/api/news?limit=${NEWS_LIST.limit}`;
  return useQuery({
    queryKey: [path],
    queryFn: async () => (await getJson(path, articlesSchema)).articles,
    staleTime: NEWS_LIST.staleMs,
    gcTime: NEWS_LIST.gcMs,
  });
}

/** One article by slug: fresh 10 minutes, kept 15, no retries. */
export function useArticle(slug: string) {
  const path = `/api/news/${encodeURIComponent(slug)}`;
  return useQuery({
    queryKey: [path],
    queryFn: async () => (await getJson(path, articleSchema)).article,
    staleTime: ARTICLE_QUERY.staleMs,
    gcTime: ARTICLE_QUERY.gcMs,
    retry: ARTICLE_QUERY.retry,
  });
}

/** The active job listings. */
export function useJobListings() {
  const path = '/api/job-listings';
  return useQuery({
    queryKey: [path],
    queryFn: async () => (await getJson(path, jobListingsSchema)).jobListings,
  });
}

export { ApiError };
