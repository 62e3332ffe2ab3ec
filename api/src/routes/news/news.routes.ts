import Router from '@koa/router';
import { ARTICLE_QUERY, HOME_NEWS, NEWS_LIST, PUBLIC_PAGE_PATHS } from '@vb/shared/constants';
import {
  adminArticlePageSchema,
  articleAnswerSchema,
  articleCardQuerySchema,
  articleInputSchema,
  contentListQuerySchema,
  idParamSchema,
  newsQuerySchema,
  previewLinkSchema,
  previewTokenSchema,
  publicArticlesSchema,
  revisionsQuerySchema,
  revisionsResponseSchema,
  slugCheckQuerySchema,
  slugCheckSchema,
  successSchema,
  type PreviewLink,
} from '@vb/shared/schemas';
import { z } from 'zod';
import type { AppRouter, AppState, Deps } from '../../deps';
import { notFound } from '../../domain/errors';
import { actorOf, auth, publicAccess } from '../../http/auth';
import { answers, answersNothing, answersWith } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { sendRead } from '../../http/cachedRead';
import { sendBytes } from '../../http/sendBytes';
import { validate } from '../../http/validate';
import {
  presentAdminArticle,
  presentAdminArticleListItem,
  presentArticle,
} from '../../presenters/articles';
import { presentRevision } from '../../presenters/revisions';
import { ArticleCards } from '../../site/articleCard';
import { idParams, slugParams } from '../params';

const previewParams = z.object({ token: previewTokenSchema });

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

/**
 * GET /api/news?limit=N, GET /api/news/:slug and its card: published articles only, from the read
 * model.
 */
export function publicNewsRoutes({ reads, frontDoor, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/news' });

  const list = validate({ query: newsQuerySchema });
  router.get('/', publicAccess(), list, answers(publicArticlesSchema), async (ctx) => {
    const { limit } = list.input(ctx).query;
    sendRead(ctx, frontDoor, await reads.newsList(limit), newsListMaxAge(limit));
  });

  // The article's link-preview card in a language (its page's og:image). It shows what the
  // article's read shows, so it is reused as long. Declared before the preview route, so an article
  // whose address is `preview` has its card too (a preview token never ends in .png).
  const cards = new ArticleCards(reads, services.media);
  const card = validate({
    params: slugParams,
    query: articleCardQuerySchema,
    notFound: 'article_not_found',
  });
  const png = answersWith({
    type: 'image/png',
    description: 'The article’s link-preview card (1200×630): its title in that language',
  });
  router.get('/:slug/card.png', publicAccess(), card, png, async (ctx) => {
    const { params, query } = card.input(ctx);
    const drawn = await cards.card(params.slug, query.lang);
    if (!drawn) throw notFound('article_not_found');
    await sendBytes(ctx, {
      etag: drawn.etag,
      cacheControl: `public, max-age=${ARTICLE_MAX_AGE}`,
      type: 'image/png',
      body: drawn.bytes,
    });
  });

  // A draft through its private preview link: never cached, never indexed.
  const preview = validate({ params: previewParams, notFound: 'article_not_found' });
  router.get(
    '/preview/:token',
    publicAccess(),
    preview,
    answers(articleAnswerSchema),
    async (ctx) => {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex');
      const row = await services.news.previewArticle(preview.input(ctx).params.token);
      if (!row) throw notFound('article_not_found');
      ctx.body = { article: presentArticle(row) };
    },
  );

  const one = validate({ params: slugParams, notFound: 'article_not_found' });
  router.get('/:slug', publicAccess(), one, answers(articleAnswerSchema), async (ctx) => {
    const answer = await reads.article(one.input(ctx).params.slug);
    if (!answer) throw notFound('article_not_found');
    sendRead(ctx, frontDoor, answer, ARTICLE_MAX_AGE);
  });

  return router;
}

/** /api/admin/news: the articles (drafts too) a page at a time, one article; create, update, delete. */
export function adminNewsRoutes({ config, sessions, services }: Deps): AppRouter {
  const { news } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/news' });
  const staff = auth(sessions, 'news');
  const body = jsonBody(config.bodyLimits.article);

  const list = validate({ query: contentListQuerySchema });
  router.get('/', staff, list, answers(adminArticlePageSchema), async (ctx) => {
    const { rows, total } = await news.list(actorOf(ctx), list.input(ctx).query);
    ctx.body = { articles: rows.map(presentAdminArticleListItem), total };
  });

  const slugCheck = validate({ query: slugCheckQuerySchema });
  router.get('/slug-check', staff, slugCheck, answers(slugCheckSchema), async (ctx) => {
    const { slug, except } = slugCheck.input(ctx).query;
    ctx.body = await news.checkSlug(actorOf(ctx), slug, except);
  });

  // An article whole (its texts too), read when it is opened to be edited.
  const one = validate({ params: idParams, notFound: 'article_not_found' });
  router.get('/:id', staff, one, answers(articleAnswerSchema), async (ctx) => {
    ctx.body = {
      article: presentAdminArticle(await news.get(actorOf(ctx), one.input(ctx).params.id)),
    };
  });

  const create = validate({ body: articleInputSchema });
  router.post('/', staff, body, create, answers(articleAnswerSchema, 201), async (ctx) => {
    const row = await news.create(actorOf(ctx), create.input(ctx).body);
    ctx.status = 201;
    ctx.body = { article: presentAdminArticle(row) };
  });

  const update = validate({
    params: idParams,
    body: articleInputSchema,
    notFound: 'article_not_found',
  });
  router.put('/:id', staff, body, update, answers(articleAnswerSchema), async (ctx) => {
    const { params, body: input } = update.input(ctx);
    ctx.body = { article: presentAdminArticle(await news.update(actorOf(ctx), params.id, input)) };
  });

  // ── scheduling: a draft's private preview link ──
  const previewLink = validate({ params: idParams, notFound: 'article_not_found' });
  router.post(
    '/:id/preview-link',
    staff,
    previewLink,
    answers(previewLinkSchema, 201),
    async (ctx) => {
      const { token, expiresAt } = await news.previewLink(
        actorOf(ctx),
        previewLink.input(ctx).params.id,
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = {
        token,
        path: PUBLIC_PAGE_PATHS.newsPreview(token),
        expiresAt: expiresAt.toISOString(),
      } satisfies PreviewLink;
    },
  );
  // Every preview link of the article stops working.
  router.delete('/:id/preview-link', staff, previewLink, answersNothing(), async (ctx) => {
    await news.revokePreviewLinks(actorOf(ctx), previewLink.input(ctx).params.id);
    ctx.status = 204;
  });

  const remove = validate({ params: idParams, notFound: 'article_not_found' });
  router.delete('/:id', staff, remove, answers(successSchema), async (ctx) => {
    await news.remove(actorOf(ctx), remove.input(ctx).params.id);
    ctx.body = { success: true };
  });

  // ── revisions ──
  const history = validate({
    params: idParams,
    query: revisionsQuerySchema,
    notFound: 'article_not_found',
  });
  router.get('/:id/revisions', staff, history, answers(revisionsResponseSchema), async (ctx) => {
    const { params, query } = history.input(ctx);
    const { rows, total } = await news.revisions(params.id, query);
    ctx.body = { revisions: rows.map(presentRevision), total };
  });

  const restore = validate({ params: revisionParams, notFound: 'revision_not_found' });
  router.post(
    '/:id/revisions/:rev/restore',
    staff,
    restore,
    answers(articleAnswerSchema),
    async (ctx) => {
      const { id, rev } = restore.input(ctx).params;
      ctx.body = { article: presentAdminArticle(await news.restore(actorOf(ctx), id, rev)) };
    },
  );

  return router;
}

const revisionParams = z.object({ id: idParamSchema, rev: idParamSchema });
