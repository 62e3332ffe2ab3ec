import Router from '@koa/router';
import type { Context } from 'koa';
import { ARTICLE_QUERY, HOME_NEWS, NEWS_LIST } from '@vb/shared/constants';
import {
  articleInputSchema,
  idParamSchema,
  newsQuerySchema,
  slugParamSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { jsonBody } from '../../http/body';
import { badRequest } from '../../http/errors';
import { type CachedBody, sendCached } from '../../http/publicCache';
import { notFoundFor, parseBody, parseParam, parseQuery } from '../../http/validate';
import {
  createArticle,
  deleteArticle,
  findPublishedBySlug,
  listAll,
  listPublished,
  presentArticle,
  updateArticle,
} from './news.repo';

/**
 * How long browsers may reuse a public news answer: the freshness the spec gives the client's query
 * of that read (home: limit 4, 3 minutes; news list: limit 20, 5 minutes; any other limit the
 * shorter of the two), never longer.
 */
export function newsListMaxAge(limit: number): number {
  const ms = limit === NEWS_LIST.limit ? NEWS_LIST.staleMs : HOME_NEWS.staleMs;
  return Math.floor(ms / 1000);
}
/** An article: the article query's freshness (10 minutes). */
export const ARTICLE_MAX_AGE = Math.floor(ARTICLE_QUERY.staleMs / 1000);

/** GET /api/news?limit=N from the public cache (ETag, 304, Cache-Control). */
export async function serveNewsList(ctx: Context, deps: Deps): Promise<void> {
  const { limit } = parseQuery(ctx, newsQuerySchema);
  const cached = await newsListBody(deps, limit);
  sendCached(ctx, deps.publicCache, newsListKey(limit), cached, newsListMaxAge(limit));
}

const newsListKey = (limit: number) => `news:${limit}`;
const articleKey = (slug: string) => `article:${slug}`;

/** The serialized answer of GET /api/news?limit=N (published, newest first), from the public cache. */
export async function newsListBody(deps: Deps, limit: number): Promise<CachedBody> {
  const cached = await deps.publicCache.get(newsListKey(limit), async () => ({
    articles: (await listPublished(deps.db, limit)).map(presentArticle),
  }));
  if (!cached) throw new Error('the news read produced no answer');
  return cached;
}

/**
 * The serialized answer of GET /api/news/:slug for a valid slug, from the public cache; undefined
 * for an unknown or unpublished article (not cached).
 */
export async function articleBody(deps: Deps, slug: string): Promise<CachedBody | undefined> {
  return deps.publicCache.get(articleKey(slug), async () => {
    const row = await findPublishedBySlug(deps.db, slug);
    return row ? { article: presentArticle(row) } : undefined;
  });
}

/** GET /api/news/:slug from the public cache; an unknown or draft slug is 404 (not cached). */
export async function serveArticle(ctx: Context, deps: Deps, rawSlug: unknown): Promise<void> {
  const slug = parseParam(rawSlug, slugParamSchema, 'article_not_found');
  const cached = await articleBody(deps, slug);
  if (!cached) throw notFoundFor('article_not_found');
  sendCached(ctx, deps.publicCache, articleKey(slug), cached, ARTICLE_MAX_AGE);
}

/** GET /api/news?limit=N and GET /api/news/:slug: published articles only. */
export function publicNewsRoutes(deps: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/news' });
  router.get('/', (ctx) => serveNewsList(ctx, deps));
  router.get('/:slug', (ctx) => serveArticle(ctx, deps, ctx.params.slug));
  return router;
}

/** /api/admin/news: every article, drafts included; create, update, delete. */
export function adminNewsRoutes(deps: Deps): AppRouter {
  const { db } = deps;
  const router: AppRouter = new Router<AppState>({ prefix: '/news' });
  const body = jsonBody(deps.config.bodyLimits.article);

  router.get('/', async (ctx) => {
    ctx.body = { articles: (await listAll(db)).map(presentArticle) };
  });

  router.post('/', body, async (ctx) => {
    const input = parseBody(ctx, articleInputSchema);
    if (input.id !== undefined) {
      throw badRequest(
        'validation_failed',
        'A new article has no id: use PUT /api/admin/news/:id to edit',
      );
    }
    const row = await createArticle(db, input);
    deps.publicCache.invalidate();
    ctx.status = 201;
    ctx.body = { article: presentArticle(row) };
  });

  router.put('/:id', body, async (ctx) => {
    const id = parseParam(ctx.params.id, idParamSchema, 'article_not_found');
    const input = parseBody(ctx, articleInputSchema);
    if (input.id !== undefined && input.id !== id) {
      throw badRequest('validation_failed', 'The id in the body does not match the URL');
    }
    const row = await updateArticle(db, id, input);
    deps.publicCache.invalidate();
    if (!row) throw notFoundFor('article_not_found');
    ctx.body = { article: presentArticle(row) };
  });

  router.delete('/:id', async (ctx) => {
    const id = parseParam(ctx.params.id, idParamSchema, 'article_not_found');
    const deleted = await deleteArticle(db, id);
    deps.publicCache.invalidate();
    if (!deleted) throw notFoundFor('article_not_found');
    ctx.body = { success: true };
  });

  return router;
}
