import type { Context } from 'koa';

/**
 * Answers bytes a client may keep (a picture, a drawn card): 200 with them, or 304 when the
 * client's If-None-Match names `etag`, in which case the bytes are not even read (`body` may be a
 * function that reads them).
 */
export async function sendBytes(
  ctx: Context,
  answer: {
    etag: string;
    cacheControl: string;
    type: string;
    body: Buffer | (() => Promise<Buffer>);
  },
): Promise<void> {
  ctx.set('Cache-Control', answer.cacheControl);
  ctx.set('ETag', answer.etag);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = typeof answer.body === 'function' ? await answer.body() : answer.body;
  ctx.type = answer.type;
}
