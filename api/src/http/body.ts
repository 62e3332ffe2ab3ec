import type { Context, Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { HttpError } from './errors';

/**
 * The checks made before a JSON body is read: a declared length over `limit` is 413, a compressed
 * body or a type other than `application/json` is 415.
 */
export function assertJsonRequest(ctx: Context, limit: number): void {
  const declared = Number(ctx.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    throw new HttpError(
      413,
      'payload_too_large',
      `The request body is too large (at most ${limit} bytes)`,
    );
  }
  // Compressed request bodies are refused, never inflated (a small gzip can hide a huge body,
  // and nothing a client sends, a résumé least of all, is decompressed on the server).
  const encoding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
  if (encoding !== 'identity') {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the body uncompressed (no Content-Encoding)',
    );
  }
  if (!ctx.is('application/json')) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json');
  }
}

/**
 * JSON body parsing for one route: only `application/json` is accepted (anything else is 415,
 * so a `text/plain` "simple" cross-site POST never reaches a handler), a compressed body
 * (`Content-Encoding` other than identity) is 415 too, bodies over `limit`
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
    // A route that declares a JSON body reads it whatever its method (DELETE /api/auth/2fa).
    parsedMethods: [
      HttpMethodEnum.POST,
      HttpMethodEnum.PUT,
      HttpMethodEnum.PATCH,
      HttpMethodEnum.DELETE,
    ],
  });
  return async (ctx, next) => {
    assertJsonRequest(ctx, limit);
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (error) {
      // The JSON parser refuses a `__proto__` key (prototype poisoning) with a bare SyntaxError
      // that carries no status: it is the client's malformed body, not a server failure.
      if (!parsed && error instanceof SyntaxError) {
        throw new HttpError(
          400,
          'invalid_json',
          `The request body is not valid JSON: ${error.message}`,
        );
      }
      throw error;
    }
  };
}
