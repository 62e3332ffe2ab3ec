import type { z } from 'zod';
import { INITIAL_READS_ELEMENT_ID } from '@vb/shared/constants';
import { isApiErrorBody, type ErrorCode, type FieldIssue } from '@vb/shared/errors';

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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A network failure (no answer at all). */
export class NetworkError extends Error {
  constructor() {
    super('Network error');
    this.name = 'NetworkError';
  }
}

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
  return new ApiError(
    res.status,
    `${res.status}: ${text || res.statusText}`,
    body?.code,
    body?.issues ?? [],
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'include', ...init });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

/**
 * The answers the server gave with the page (see INITIAL_READS_ELEMENT_ID): request path → body;
 * empty when there are none or they cannot be read (that only costs the round trips they save).
 */
export function embeddedReads(): Record<string, unknown> {
  const text = document.getElementById(INITIAL_READS_ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * GET a path, read JSON, check it with a shared schema (SPEC section 7's default read). The schema
 * may be given as a loader, fetched alongside the request (zod stays out of the first load).
 */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S | (() => Promise<S>),
): Promise<z.output<S>> {
  const check = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Never an unhandled rejection when the request fails first.
  check.catch(() => undefined);
  const res = await send(path, { headers: { accept: 'application/json' } });
  const body: unknown = await res.json();
  return (await check).parse(body);
}

/** POST JSON and read the JSON answer. */
export async function postJson<T = unknown>(path: string, body: unknown): Promise<T> {
  const res = await send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
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
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
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
