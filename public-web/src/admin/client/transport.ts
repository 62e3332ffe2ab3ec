import type { z } from 'zod';
import { ApiError, request, requestJson, type RequestOptions } from '../../app/http';
import type { AdminHost } from '../host';

/**
 * How the admin's calls reach the API: every call goes through the host's session mechanism; a
 * 401 (the session ended) is reported through `onUnauthorized` so the UI can ask to sign in
 * again without throwing away what is on screen. When `onUnauthorized` answers a promise, the
 * call waits for it: `true` (signed in again) sends the call once more with the new session, so
 * a save made as the session ended completes after the sign-in instead of failing. A 403
 * `forbidden` (the person's roles changed while signed in) goes to `onForbidden`, so the UI can
 * read the person's roles again.
 */
export function createTransport(
  host: AdminHost,
  onUnauthorized: () => Promise<boolean> | void,
  onForbidden: () => void = () => undefined,
) {
  /** The host's API base and session on a request. */
  async function withSession(options: RequestOptions): Promise<RequestOptions> {
    if (host.session.kind === 'cookie') return { ...options, base: host.apiBase };
    // The host's relay adds the session's token; the page has none to send.
    return { ...options, base: host.apiBase, credentials: 'omit' };
  }

  const endedSession = (path: string, error: unknown) =>
    error instanceof ApiError && error.status === 401 && !path.startsWith('/api/auth/');

  /** A 401 outside the sign-in calls means the session ended. */
  function watchSession(path: string) {
    return (error: unknown): never => {
      if (endedSession(path, error)) void onUnauthorized();
      if (error instanceof ApiError && error.status === 403 && error.code === 'forbidden') {
        onForbidden();
      }
      throw error;
    };
  }

  /**
   * Runs a call; if the session ended meanwhile, waits for the person to sign in again and runs
   * it once more with the new session (a second refusal is reported as it is).
   */
  async function withRenewal<T>(path: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!endedSession(path, error)) return watchSession(path)(error);
      const renewed = await onUnauthorized();
      if (renewed !== true) throw error;
      return call().catch(watchSession(path));
    }
  }

  function send(method: string, path: string, body?: unknown): Promise<Response> {
    return withRenewal(path, async () => request(path, await withSession({ method, body })));
  }

  function json<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    return withRenewal(path, async () =>
      requestJson(path, schema, await withSession({ method, body, signal })),
    );
  }

  /**
   * A streamed answer (the live feed), not sent again after a new sign-in: the feed opens
   * itself again once the session is back.
   */
  async function stream(path: string, options: RequestOptions): Promise<Response> {
    return request(path, await withSession(options)).catch(watchSession(path));
  }

  return { host, send, json, stream };
}

export type Transport = ReturnType<typeof createTransport>;
