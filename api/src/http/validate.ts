import type { Context } from 'koa';
import type { z } from 'zod';
import type { ErrorCode } from '@vb/shared/errors';
import { HttpError, validationError } from './errors';

/** Parses the JSON body with a shared schema; a failure is a 400 naming each field. */
export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const body: unknown = (ctx.request as { body?: unknown }).body;
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error, 'body');
  return result.data;
}

/** Parses the query string with a shared schema (the last value of a repeated key wins). */
export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const flat: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(ctx.query)) flat[k] = Array.isArray(v) ? v[v.length - 1] : v;
  const result = schema.safeParse(flat);
  if (!result.success) throw validationError(result.error, 'query');
  return result.data;
}

const NOT_FOUND_TEXT: Partial<Record<ErrorCode, string>> = {
  article_not_found: 'Article not found',
  application_not_found: 'Job application not found',
  message_not_found: 'Contact message not found',
  request_not_found: 'Investor request not found',
  job_listing_not_found: 'Job listing not found',
  resume_not_found: 'Resume not found',
  media_not_found: 'Image not found',
};

/** The 404 of a resource, with its plain-English message. */
export function notFoundFor(code: ErrorCode): HttpError {
  return new HttpError(404, code, NOT_FOUND_TEXT[code] ?? 'Not found');
}

/** Parses a path parameter; one that cannot name a row is simply not found. */
export function parseParam<S extends z.ZodType>(
  value: unknown,
  schema: S,
  code: ErrorCode,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw notFoundFor(code);
  return result.data;
}
