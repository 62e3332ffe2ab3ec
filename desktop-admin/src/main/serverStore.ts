/**
 * The chosen server: remembered in the settings, checked before it is accepted. The check asks
 * the address for `GET /api/auth/me` without credentials: this site's API (and only it) answers
 * 401 with its JSON error body `{ code: 'unauthorized', … }`, so a wrong port, another web site or
 * a captive portal is told apart from a server that is simply down.
 */
import { isApiErrorBody } from '@vb/shared/errors';
import type { ServerCheck } from '../shared/bridge';
import { SERVER_CHECK_TIMEOUT_MS } from '../shared/constants';
import { isInsecureServer, normalizeServerUrl } from '../shared/serverUrl';
import type { FetchLike } from './protocol';
import type { SettingsStore } from './settings';

export interface ServerStore {
  /** The remembered server origin, or null before the first choice. */
  get(): string | null;
  set(url: string): Promise<void>;
}

export function createServerStore(settings: SettingsStore): ServerStore {
  return {
    get() {
      const saved = settings.get().serverUrl;
      const url = saved === null ? null : normalizeServerUrl(saved);
      // An http address kept by an older version is asked again (https is required now).
      return url === null || isInsecureServer(url) ? null : url;
    },
    async set(url) {
      const normalized = normalizeServerUrl(url);
      if (!normalized || isInsecureServer(normalized)) {
        throw new Error(`Not a server address: ${url}`);
      }
      await settings.update({ serverUrl: normalized });
    },
  };
}

/** The server a redirect points to (its origin), if it names one. */
function redirectTarget(location: string | null, from: string): string | null {
  if (!location) return null;
  try {
    return normalizeServerUrl(new URL(location, from).origin);
  } catch {
    return null;
  }
}

/** Whether an address answers as this site's API (see the file comment). */
export async function checkServer(
  input: string,
  fetchFn: FetchLike,
  timeoutMs = SERVER_CHECK_TIMEOUT_MS,
): Promise<ServerCheck> {
  const url = normalizeServerUrl(input);
  if (!url) return { ok: false, url: input.trim(), problem: 'invalid' };
  if (isInsecureServer(url)) return { ok: false, url, problem: 'insecure' };
  let res: Response;
  try {
    res = await fetchFn(`${url}/api/auth/me`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, url, problem: 'unreachable' };
  }
  if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) {
    const target = redirectTarget(res.headers.get('location'), url);
    void res.body?.cancel().catch(() => undefined);
    return target && target !== url
      ? { ok: false, url, problem: 'redirected', location: target }
      : { ok: false, url, problem: 'not-api' };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const answersAsApi =
    (res.status === 401 && isApiErrorBody(body) && body.code === 'unauthorized') ||
    (res.status === 200 &&
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { user?: unknown }).user === 'object');
  return answersAsApi ? { ok: true, url } : { ok: false, url, problem: 'not-api' };
}
