import Router from '@koa/router';
import { z } from 'zod';
import type { AppRouter, AppState, Deps } from '../../deps';
import { toBuffer } from '../../db/values';
import { imageUploadSchema } from '@vb/shared/schemas';
import { jsonBody } from '../../http/body';
import { notFoundFor, parseBody, parseParam } from '../../http/validate';
import { MEDIA_PATH, storeImage } from './media.repo';

const mediaIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** GET /api/media/:id: stored images, immutable (a new image always gets a new id). */
export function mediaRoutes(deps: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/media' });
  router.get('/:id', async (ctx) => {
    const id = parseParam(ctx.params.id, mediaIdSchema, 'media_not_found');
    const row = await deps.db('media').where({ id }).first('mime_type', 'sha256', 'data');
    if (!row) throw notFoundFor('media_not_found');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', `"${row.sha256}"`);
    ctx.set(
      'Content-Security-Policy',
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
    );
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = row.mime_type;
    ctx.body = toBuffer(row.data);
  });
  return router;
}

/** POST /api/admin/media: stores a picture for the article text and answers its URL. */
export function adminMediaRoutes(deps: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/media' });
  router.post('/', jsonBody(deps.config.bodyLimits.article), async (ctx) => {
    const { dataUrl } = parseBody(ctx, imageUploadSchema);
    const id = await storeImage(deps.db, dataUrl);
    ctx.status = 201;
    ctx.body = { url: `${MEDIA_PATH}${id}` };
  });
  return router;
}
