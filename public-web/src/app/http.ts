import type { z } from 'zod';
import { isApiErrorBody, type ErrorCode, type FieldIssue } from '@vb/shared/errors';

// The one HTTP path of the browser code: the public site calls it as it is, the admin client
// (`admin/client.ts`) with its host's API base and session. zod is only a type here, so the
// site's first load stays without it.

/**
 * A failed API call. `message` follows SPEC section 8's generic read failure
 * ("<status>: <body text or status text>"); `code` and `issues` come from the API's JSON error.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly issues: FieldIssue[] = [],
    readonly retryAfterSeconds?: number,
    /** The parsed JSON error body (an edit conflict's `current` article). */
    readonly body?: unknown,
    /** The server's id of the request (its log lines carry it): a reference staff can quote. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A wait told in Retry-After seconds as whole minutes, rounded up (at least one; a minute when the
 * answer did not say).
 */
export function waitMinutes(retryAfterSeconds: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}

/** No answer at all (offline, refused, blocked): an ApiError with status 0. */
export class NetworkError extends ApiError {
  constructor() {
    super(0, 'Network error');
    this.name = 'NetworkError';
  }
}

/** How a request is sent: where, with which extra headers, and whether cookies go with it. */
export interface RequestOptions {
  method?: string;
  /** A JSON body. */
  body?: unknown;
  /** Put before the path: '' (the default) for the page's own origin. */
  base?: string;
  headers?: Record<string, string>;
  /** 'include' (the default) sends the session cookie; a bearer session sends 'omit'. */
  credentials?: RequestCredentials;
  /** Aborts the request (and the reading of its body). */
  signal?: AbortSignal;
}

/** A schema, or a loader of one that is fetched alongside the request. */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** The ApiError of an answer that is not ok. */
async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const retry = Number(res.headers.get('retry-after'));
  const body = isApiErrorBody(parsed) ? parsed : undefined;
  // The body's id, else the header's: an answer not of the API (a proxy's HTML page) may still
  // name the request in its header.
  const requestId =
    (typeof body?.requestId === 'string' && body.requestId) ||
    res.headers.get('x-request-id') ||
    undefined;
  return new ApiError(
    res.status,
    `${res.status}: ${text || res.statusText}`,
    body?.code,
    body?.issues ?? [],
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
    body,
    requestId,
  );
}

function headersOf(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    // The language of the page the body was written on: a submission's confirmation e-mail is
    // written in it.
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) headers['content-language'] = language;
  }
  return { ...headers, ...options.headers };
}

/** Sends a request; the answer when it is ok, else an ApiError (a NetworkError without one). */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${options.base ?? ''}${path}`, {
      method: options.method,
      headers: headersOf(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: options.credentials ?? 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError();
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** Sends a request and checks its JSON answer with a schema (SPEC section 7's default read). */
export async function requestJson<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const check = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Never an unhandled rejection when the request fails first.
  check.catch(() => undefined);
  const res = await request(path, options);
  const body: unknown = await res.json();
  return (await check).parse(body);
}

/** POST JSON and read the JSON answer, unchecked. */
export async function postJson<T = unknown>(
  path: string,
  body: unknown,
  options?: Omit<RequestOptions, 'body'>,
): Promise<T> {
  const res = await request(path, { method: 'POST', ...options, body });
  return (await res.json()) as T;
}

/**
 * POST JSON with upload progress (0–1), for large bodies such as a résumé: fetch cannot report
 * upload progress, XMLHttpRequest can.
 */
export function postJsonWithProgress<T = unknown>(
  path: string,
  body: unknown,
  onProgress: (fraction: number) => void,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', `${options.base ?? ''}${path}`);
    // XMLHttpRequest has no 'omit': same-origin requests carry cookies whatever this says.
    xhr.withCredentials = (options.credentials ?? 'include') === 'include';
    for (const [name, value] of Object.entries(headersOf({ ...options, body }))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onload = () => {
      const res = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'retry-after': xhr.getResponseHeader('retry-after') ?? '' },
      });
      if (res.ok) {
        onProgress(1);
        res.json().then((v) => resolve(v as T), reject);
      } else {
        toApiError(res).then(reject, reject);
      }
    };
    xhr.send(JSON.stringify(body));
  });
}
