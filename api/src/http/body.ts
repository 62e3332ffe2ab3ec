import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { HttpError } from './errors';

/**
 * JSON body parsing for one route: only `application/json` is accepted (anything else is 415,
 * so a `text/plain` "simple" cross-site POST never reaches a handler), bodies over `limit`
 * bytes are 413, malformed JSON is 400 — all before any handler runs.
 */
export function jsonBody(limit: number): Middleware {
  const parse = koaBody({
    json: true,
    jsonLimit: limit,
    jsonStrict: true,
    urlencoded: false,
    text: false,
    multipart: false,
    encoding: 'utf-8',
  });
  return async (ctx, next) => {
    const declared = Number(ctx.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) {
      throw new HttpError(
        413,
        'payload_too_large',
        `The request body is too large (at most ${limit} bytes)`,
      );
    }
    if (!ctx.is('application/json')) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json');
    }
    await parse(ctx, next);
  };
}
