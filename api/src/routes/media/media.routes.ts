import Router from '@koa/router';
import { z } from 'zod';
import { imageUploadResponseSchema, imageUploadSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { toBuffer } from '../../db/values';
import { actorOf, auth, publicAccess } from '../../http/auth';
import { answers, answersWith } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { sendBytes } from '../../http/sendBytes';
import { mediaUrl } from '../../presenters/media';

const mediaParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });

/** GET /api/media/:id: stored images, immutable (a new image always gets a new id). */
export function mediaRoutes({ services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/media' });
  const image = validate({ params: mediaParams, notFound: 'media_not_found' });
  const picture = answersWith({
    type: 'image/*',
    description: 'The stored picture (re-encoded on upload, metadata removed)',
  });
  router.get('/:id', publicAccess(), image, picture, async (ctx) => {
    const row = await services.media.get(image.input(ctx).params.id);
    ctx.set(
      'Content-Security-Policy',
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
    );
    await sendBytes(ctx, {
      etag: `"${row.sha256}"`,
      cacheControl: 'public, max-age=31536000, immutable',
      type: row.mime_type,
      body: toBuffer(row.data),
    });
  });
  return router;
}

/** POST /api/admin/media: stores a picture for the article text and answers its URL. */
export function adminMediaRoutes({ config, sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/media' });
  const upload = validate({ body: imageUploadSchema });
  router.post(
    '/',
    auth(sessions, 'media'),
    jsonBody(config.bodyLimits.article),
    upload,
    answers(imageUploadResponseSchema, 201),
    async (ctx) => {
      const id = await services.media.upload(actorOf(ctx), upload.input(ctx).body.dataUrl);
      ctx.status = 201;
      ctx.body = { url: mediaUrl(id) };
    },
  );
  return router;
}
