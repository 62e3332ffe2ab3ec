import Router from '@koa/router';
import { ARTICLE_QUERY, HOME_NEWS, NEWS_LIST } from '@vb/shared/constants';
import { z } from 'zod';
import {
  articleInputSchema,
  idParamSchema,
  newsQuerySchema,
  revisionsQuerySchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { notFound } from '../../domain/errors';
import { actorOf, auth, publicAccess } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { sendRead } from '../../http/cachedRead';
import { validate } from '../../http/validate';
import { presentAdminArticle } from '../../presenters/articles';
import { idParams, slugParams } from '../params';

/**
 * How long browsers may reuse a public news answer: the freshness the spec gives the client's query
 * of that read (home: limit 4, 3 minutes; news list: limit 20, 5 minutes; any other limit the
 * shorter of the two), never longer.
 */
function newsListMaxAge(limit: number): number {
  const ms = limit === NEWS_LIST.limit ? NEWS_LIST.staleMs : HOME_NEWS.staleMs;
  return Math.floor(ms / 1000);
}
/** An article: the article query's freshness (10 minutes). */
const ARTICLE_MAX_AGE = Math.floor(ARTICLE_QUERY.staleMs / 1000);

/** GET /api/news?limit=N and GET /api/news/:slug: published articles only, from the read model. */
export function publicNewsRoutes({ reads, frontDoor }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/news' });

  const list = validate({ query: newsQuerySchema });
  router.get('/', publicAccess(), list, async (ctx) => {
    const { limit } = list.input(ctx).query;
    sendRead(ctx, frontDoor, await reads.newsList(limit), newsListMaxAge(limit));
  });

  const one = validate({ params: slugParams, notFound: 'article_not_found' });
  router.get('/:slug', publicAccess(), one, async (ctx) => {
    const answer = await reads.article(one.input(ctx).params.slug);
    if (!answer) throw notFound('article_not_found');
    sendRead(ctx, frontDoor, answer, ARTICLE_MAX_AGE);
  });

  return router;
}

/** /api/admin/news: every article, drafts included; create, update, delete. */
export function adminNewsRoutes({ config, sessions, services }: Deps): AppRouter {
  const { news } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/news' });
  const staff = auth(sessions, 'news');
  const body = jsonBody(config.bodyLimits.article);

  router.get('/', staff, async (ctx) => {
    ctx.body = { articles: (await news.list(actorOf(ctx))).map(presentAdminArticle) };
  });

  const create = validate({ body: articleInputSchema });
  router.post('/', staff, body, create, async (ctx) => {
    const row = await news.create(actorOf(ctx), create.input(ctx).body);
    ctx.status = 201;
    ctx.body = { article: presentAdminArticle(row) };
  });

  const update = validate({
    params: idParams,
    body: articleInputSchema,
    notFound: 'article_not_found',
  });
  router.put('/:id', staff, body, update, async (ctx) => {
    const { params, body: input } = update.input(ctx);
    ctx.body = { article: presentAdminArticle(await news.update(actorOf(ctx), params.id, input)) };
  });

  const remove = validate({ params: idParams, notFound: 'article_not_found' });
  router.delete('/:id', staff, remove, async (ctx) => {
    await news.remove(actorOf(ctx), remove.input(ctx).params.id);
    ctx.body = { success: true };
  });

  // ── revisions (issue 16) ──
  const history = validate({
    params: idParams,
    query: revisionsQuerySchema,
    notFound: 'article_not_found',
  });
  router.get('/:id/revisions', staff, history, async (ctx) => {
    const { params, query } = history.input(ctx);
    ctx.body = await news.revisions(actorOf(ctx), params.id, query);
  });

  const restore = validate({ params: revisionParams, notFound: 'revision_not_found' });
  router.post('/:id/revisions/:rev/restore', staff, restore, async (ctx) => {
    const { id, rev } = restore.input(ctx).params;
    ctx.body = { article: presentAdminArticle(await news.restore(actorOf(ctx), id, rev)) };
  });

  return router;
}

const revisionParams = z.object({ id: idParamSchema, rev: idParamSchema });
