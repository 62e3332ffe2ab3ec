import Router from '@koa/router';
import {
  articleInputSchema,
  idParamSchema,
  newsQuerySchema,
  slugParamSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { jsonBody } from '../../http/body';
import { badRequest } from '../../http/errors';
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

/** GET /api/news?limit=N and GET /api/news/:slug: published articles only. */
export function publicNewsRoutes(deps: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/news' });

  router.get('/', async (ctx) => {
    const { limit } = parseQuery(ctx, newsQuerySchema);
    const rows = await listPublished(deps.db, limit);
    ctx.body = { articles: rows.map(presentArticle) };
  });

  router.get('/:slug', async (ctx) => {
    const slug = parseParam(ctx.params.slug, slugParamSchema, 'article_not_found');
    const row = await findPublishedBySlug(deps.db, slug);
    if (!row) throw notFoundFor('article_not_found');
    ctx.body = { article: presentArticle(row) };
  });

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
    if (!row) throw notFoundFor('article_not_found');
    ctx.body = { article: presentArticle(row) };
  });

  router.delete('/:id', async (ctx) => {
    const id = parseParam(ctx.params.id, idParamSchema, 'article_not_found');
    if (!(await deleteArticle(db, id))) throw notFoundFor('article_not_found');
    ctx.body = { success: true };
  });

  return router;
}
