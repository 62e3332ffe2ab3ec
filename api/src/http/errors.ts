import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { ApiErrorBody, ErrorCode, FieldIssue } from '@vb/shared/errors';
import { DomainError, type FailureKind } from '../domain/errors';
import { type Logger, type SecurityEventName, requestContext, securityEvent } from '../logger';

/** An error the client may see: an HTTP status, a stable code and a plain-English message. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
    /** More of the body, beside code and message (an edit conflict's `current`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The HTTP status of each kind of domain failure. */
const STATUS_OF: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  not_configured: 503,
  upstream_failed: 502,
  unprocessable: 422,
  unavailable: 503,
};

const fromDomainError = (e: DomainError) =>
  new HttpError(
    STATUS_OF[e.kind],
    e.code,
    e.message,
    e.issues,
    e.retryAfterMs === undefined ? undefined : { 'Retry-After': retryAfter(e.retryAfterMs) },
    e.details,
  );

/** Whole seconds to wait (at least one), for Retry-After. */
export const retryAfter = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/** Turns a zod failure into the field issues of a 400 answer. */
export function validationError(error: z.ZodError, where = 'body', input?: unknown): HttpError {
  const issues: FieldIssue[] = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return { path: path || where, message: `Unknown field(s): ${issue.keys.join(', ')}` };
    }
    // A value of the wrong type keeps its schema's message; only a missing one is "required".
    const given = input === undefined ? issue.input : valueAt(input, issue.path);
    if (issue.code === 'invalid_type' && given === undefined) {
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
  code?: unknown;
  name?: string;
}

/** SQLite results meaning "the database cannot take this write now" (locked, read-only, unopenable, full). */
const SQLITE_UNAVAILABLE = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_PROTOCOL',
]);
/** Network errors of a PostgreSQL connection. */
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** PostgreSQL SQLSTATEs of an unavailable server: connection exceptions (08), too many connections,
 * shutting down / starting up, read-only transaction, disk full, out of memory. */
const PG_UNAVAILABLE = /^(08...|53...|57P0[1-4]|25006)$/;

/**
 * Whether an error means the database is unavailable for now (locked, read-only, unreachable,
 * pool exhausted) rather than a bug: the API answers 503 service_unavailable and keeps running.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as UpstreamHttpError | null;
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'KnexTimeoutError') return true;
  // node-postgres drops a connection with a plain Error and no code: its message says so.
  if (/Connection terminated|Client has encountered a connection error/i.test(e.message ?? ''))
    return true;
  if (typeof e.code !== 'string') return false;
  if (SQLITE_UNAVAILABLE.has(e.code.replace(/_[A-Z]+$/, '')) || SQLITE_UNAVAILABLE.has(e.code)) {
    return true;
  }
  return NETWORK_UNAVAILABLE.has(e.code) || PG_UNAVAILABLE.test(e.code);
}

const serviceUnavailable = () =>
  new HttpError(
    503,
    'service_unavailable',
    'The database is temporarily unavailable; please try again shortly',
    undefined,
    { 'Retry-After': '5' },
  );

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

/** Refusals that are security events, logged once here whichever route refused. */
const SECURITY_EVENT_OF: Partial<Record<ErrorCode, SecurityEventName>> = {
  unauthorized: 'access_denied',
  forbidden_origin: 'access_denied',
  resume_invalid_type: 'upload_rejected',
  resume_too_large: 'upload_rejected',
  resume_empty: 'upload_rejected',
  resume_rejected_by_scanner: 'upload_rejected',
  image_invalid: 'upload_rejected',
  image_too_large: 'upload_rejected',
};

/** The first middleware: every failure becomes `{ code, message }` JSON, never an HTML page or a stack. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (raw) {
      let err =
        raw instanceof HttpError
          ? raw
          : raw instanceof DomainError
            ? fromDomainError(raw)
            : fromKnownError((raw ?? {}) as UpstreamHttpError);
      if (!err && isDatabaseUnavailable(raw)) {
        logger.error('database unavailable', { method: ctx.method, path: ctx.path, error: raw });
        err = serviceUnavailable();
      } else if (!err) {
        logger.error('unhandled error', { method: ctx.method, path: ctx.path, error: raw });
      }
      const final = err ?? new HttpError(500, 'internal_error', 'Something went wrong on our side');
      const event = SECURITY_EVENT_OF[final.code];
      if (event) securityEvent(logger, ctx, event, { status: final.status, code: final.code });
      const body: ApiErrorBody = { ...final.details, code: final.code, message: final.message };
      if (final.issues) body.issues = final.issues;
      const requestId = requestContext.getStore()?.requestId;
      if (requestId) body.requestId = requestId;
      ctx.status = final.status;
      ctx.set('Cache-Control', 'no-store');
      for (const [k, v] of Object.entries(final.headers ?? {})) ctx.set(k, v);
      ctx.body = body;
    }
  };
}

/** The value at a path of a parsed JSON body or query (undefined where there is none). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
