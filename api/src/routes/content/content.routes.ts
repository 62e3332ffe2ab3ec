import Router from '@koa/router';
import { z } from 'zod';
import {
  contentImageUploadResponseSchema,
  contentImageUploadSchema,
  contentItemSchemas,
  contentOrderSchema,
  partnerInputSchema,
  siteContentSchema,
  teamMemberInputSchema,
  ventureInputSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth, publicAccess } from '../../http/auth';
import { answers, answersNothing, answersWith } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { sendRead } from '../../http/cachedRead';
import { validate } from '../../http/validate';
import { sendBytes } from '../../http/sendBytes';
import { presentContentItem, presentSiteContent } from '../../presenters/content';
import type { ContentList } from '../../repos/content';

const itemParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });
const imageParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  width: z
    .string()
    .regex(/^[1-9][0-9]{0,4}$/)
    .transform(Number),
});

/** The sandbox every stored picture is served under (as /api/media's). */
const PICTURE_CSP =
  "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox";

/**
 * Public reads: GET /api/content (the team, ventures and partners, from the read model;
 * revalidated every time, a 304 by its ETag) and GET /api/images/:id/:width (a picture at one of
 * CONTENT_IMAGE.widths, AVIF/WebP/JPEG (PNG with transparency) by Accept, cached for good: a
 * changed picture is a new id).
 */
export function publicContentRoutes({ reads, frontDoor, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  router.get('/api/content', publicAccess(), answers(siteContentSchema), async (ctx) => {
    sendRead(ctx, frontDoor, await reads.content(), 0);
  });

  const image = validate({ params: imageParams, notFound: 'content_image_not_found' });
  const picture = answersWith({
    type: 'image/*',
    description: 'The picture at that width: AVIF, WebP or JPEG (PNG with transparency) by Accept',
  });
  router.get('/api/images/:id/:width', publicAccess(), image, picture, async (ctx) => {
    const { id, width } = image.input(ctx).params;
    const variant = await services.content.variant(id, width, ctx.get('Accept'));
    ctx.vary('Accept');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', PICTURE_CSP);
    await sendBytes(ctx, {
      etag: variant.etag,
      cacheControl: 'public, max-age=31536000, immutable',
      type: variant.mimeType,
      body: () => variant.data(),
    });
  });
  return router;
}

/**
 * /api/admin/content (area `content`): GET everything; per list (team, ventures, partners) POST a
 * new item (201, the item), PUT /:id (the item), DELETE /:id (204), PUT /order (the new order:
 * every id of the list — the team: of `group` — once; answers everything); POST /images a picture
 * (201 `{ id, width, height }`).
 */
export function adminContentRoutes({ config, sessions, services }: Deps): AppRouter {
  const { content } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/content' });
  const staff = auth(sessions, 'content');
  const body = jsonBody(config.bodyLimits.default);

  router.get('/', staff, answers(siteContentSchema), async (ctx) => {
    const all = await content.list();
    ctx.body = presentSiteContent(all, all.images);
  });

  const upload = validate({ body: contentImageUploadSchema });
  router.post(
    '/images',
    staff,
    jsonBody(config.bodyLimits.article),
    upload,
    answers(contentImageUploadResponseSchema, 201),
    async (ctx) => {
      ctx.status = 201;
      ctx.body = await content.uploadImage(upload.input(ctx).body);
    },
  );

  const lists: { list: ContentList; schema: z.ZodType }[] = [
    { list: 'team', schema: teamMemberInputSchema },
    { list: 'ventures', schema: ventureInputSchema },
    { list: 'partners', schema: partnerInputSchema },
  ];
  for (const { list, schema } of lists) {
    const order = validate({ body: contentOrderSchema });
    router.put(`/${list}/order`, staff, body, order, answers(siteContentSchema), async (ctx) => {
      const all = await content.reorder(actorOf(ctx), list, order.input(ctx).body);
      ctx.body = presentSiteContent(all, all.images);
    });

    const create = validate({ body: schema });
    router.post(
      `/${list}`,
      staff,
      body,
      create,
      answers(contentItemSchemas[list], 201),
      async (ctx) => {
        ctx.status = 201;
        const item = await content.create(actorOf(ctx), list, create.input(ctx).body as never);
        ctx.body = presentContentItem(list, item);
      },
    );

    const update = validate({ params: itemParams, body: schema, notFound: 'content_not_found' });
    router.put(
      `/${list}/:id`,
      staff,
      body,
      update,
      answers(contentItemSchemas[list]),
      async (ctx) => {
        const { params, body: input } = update.input(ctx);
        const item = await content.update(actorOf(ctx), list, params.id, input as never);
        ctx.body = presentContentItem(list, item);
      },
    );

    const remove = validate({ params: itemParams, notFound: 'content_not_found' });
    router.delete(`/${list}/:id`, staff, remove, answersNothing(), async (ctx) => {
      await content.remove(actorOf(ctx), list, remove.input(ctx).params.id);
      ctx.status = 204;
    });
  }
  return router;
}
