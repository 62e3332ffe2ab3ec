import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode, FieldIssue } from '@vb/shared/errors';
import type { Logger } from '../logger';

/** An error the client may see: an HTTP status, a stable code and a plain-English message. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: ErrorCode, message: string, issues?: FieldIssue[]) =>
  new HttpError(400, code, message, issues);
export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);

/** Turns a zod failure into the field issues of a 400 answer. */
export function validationError(error: z.ZodError, where = 'body'): HttpError {
  const issues: FieldIssue[] = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return { path: path || where, message: `Unknown field(s): ${issue.keys.join(', ')}` };
    }
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      return { path, message: 'This field is required' };
    }
    return { path: path || where, message: issue.message };
  });
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return new HttpError(400, 'validation_failed', `Invalid ${where}: ${summary}`, issues);
}

interface UpstreamHttpError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Maps errors thrown by body parsers and Koa itself to the API's vocabulary. */
function fromKnownError(err: UpstreamHttpError): HttpError | undefined {
  const status = err.status ?? err.statusCode;
  if (err.type === 'entity.too.large' || status === 413) {
    return new HttpError(413, 'payload_too_large', 'The request body is too large');
  }
  if (err.type === 'entity.parse.failed' || (status === 400 && /json/i.test(err.message ?? ''))) {
    return new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported' || status === 415) {
    return new HttpError(
      415,
      'unsupported_media_type',
      'Send the body as application/json (UTF-8)',
    );
  }
  if (err.type === 'request.aborted') {
    return new HttpError(400, 'validation_failed', 'The request was aborted');
  }
  if (status === 404) return new HttpError(404, 'not_found', 'Not found');
  if (status === 405 || status === 501)
    return new HttpError(405, 'method_not_allowed', 'Method not allowed');
  if (status && status >= 400 && status < 500 && err.expose) {
    return new HttpError(status, 'validation_failed', err.message ?? 'Bad request');
  }
  return undefined;
}

/** The first middleware: every failure becomes `{ code, message }` JSON, never an HTML page or a stack. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (raw) {
      const err = raw instanceof HttpError ? raw : fromKnownError((raw ?? {}) as UpstreamHttpError);
      if (!err) {
        logger.error('unhandled error', { method: ctx.method, path: ctx.path, error: raw });
      }
      const final = err ?? new HttpError(500, 'internal_error', 'Something went wrong on our side');
      const body: ApiErrorBody = { code: final.code, message: final.message };
      if (final.issues) body.issues = final.issues;
      ctx.status = final.status;
      ctx.set('Cache-Control', 'no-store');
      for (const [k, v] of Object.entries(final.headers ?? {})) ctx.set(k, v);
      ctx.body = body;
    }
  };
}
