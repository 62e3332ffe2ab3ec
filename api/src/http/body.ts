import type { Context, Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';

import { HttpError } from './errors';

/**
 * The checks made before a body is read: a declared length over `limit` is 413, a compressed
 * body or a type other than `type` is 415.
 */
function assertBodyRequest(ctx: Context, limit: number, type: string): void {
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
  if (!ctx.is(type)) {
    throw new HttpError(415, 'unsupported_media_type', `Send the body as ${type}`);
  }
}

/**
 * The checks made before a JSON body is read: a declared length over `limit` is 413, a compressed
 * body or a type other than `application/json` is 415.
 */
export function assertJsonRequest(ctx: Context, limit: number): void {
  assertBodyRequest(ctx, limit, 'application/json');
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

/**
 * A plain HTML form's body (`application/x-www-form-urlencoded`, what a browser posts without
 * JavaScript), with the checks of `jsonBody` (415 for another type or a compressed body, 413
 * over `limit` bytes), as a flat object of strings: a repeated field's last value wins, and a
 * name such as `__proto__` is an ordinary (unknown) field.
 */
export function formBody(limit: number): Middleware {
  const parse = koaBody({
    json: false,
    urlencoded: true,
    formLimit: limit,
    text: false,
    multipart: false,
    encoding: 'utf-8',
    parsedMethods: [HttpMethodEnum.POST],
    // Kept as the raw text: parsed below without qs's nesting (`a[b]=c`) or arrays.
    includeUnparsed: true,
  });
  return async (ctx, next) => {
    assertBodyRequest(ctx, limit, 'application/x-www-form-urlencoded');
    await parse(ctx, async () => {
      const raw = (ctx.request as { rawBody?: unknown }).rawBody;
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [name, value] of new URLSearchParams(typeof raw === 'string' ? raw : '')) {
        fields[name] = value;
      }
      ctx.request.body = { ...fields };
      await next();
    });
  };
}
