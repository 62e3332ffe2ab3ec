/**
 * The chosen server: remembered in the settings, checked before it is accepted. The check asks
 * the address for `GET /api/auth/me` without credentials: this site's API (and only it) answers
 * 401 with its JSON error body `{ code: 'unauthorized', … }`, so a wrong port, another web site or
 * a captive portal is told apart from a server that is simply down. Then `GET /api/version`
 * tells whether this console and that server speak a common staff API contract.
 * A company's own build may carry a default server (`VB_DEFAULT_SERVER`): used, and still checked,
 * until another one is chosen.
 *
 * Several servers: every server chosen is kept as a profile (its origin and a name the
 * person may give it, e.g. "Staging") and one of them is current; each keeps its own session
 * (./tokenStore), so switching never signs out of the others.
 */
import { API_CONTRACT } from '@vb/shared/constants';
import { isApiErrorBody } from '@vb/shared/errors';
import type { ServerCheck, VersionReport } from '../shared/bridge';
import { SERVER_CHECK_TIMEOUT_MS } from '../shared/constants';
import { isInsecureServer, normalizeServerUrl } from '../shared/serverUrl';
import type { FetchLike } from './protocol';
import { SERVER_NAME_MAX, type ServerProfile, type SettingsStore } from './settings';

export interface ServerStore {
  /** The current server origin, or null before the first choice. */
  get(): string | null;
  /** Adds the server as a profile (if new) and makes it current. */
  set(url: string): Promise<void>;
  /** The known servers (usable ones: https, or loopback), in the order they were added. */
  list(): ServerProfile[];
  /** Makes a known server current (throws ProfileError otherwise). */
  use(origin: string): Promise<void>;
  /** Names a known server (null, or only spaces: no name). */
  rename(origin: string, name: string | null): Promise<void>;
  /**
   * Forgets a known server (and what it had seen); when it was current, the first one left
   * becomes current (or none: the first-run screen). Answers the current server afterwards.
   */
  remove(origin: string): Promise<string | null>;
}

/** Why a profile operation was refused: not an origin, plain http elsewhere, or not known. */
export type ProfileProblem = 'invalid' | 'insecure' | 'unknown';

export class ProfileError extends Error {
  constructor(readonly problem: ProfileProblem) {
    super(`Server profile refused: ${problem}`);
    this.name = 'ProfileError';
  }
}

/**
 * A profile's origin as the page sent it, checked: exactly an origin (as normalizeServerUrl keeps
 * it), https unless on loopback; else a ProfileError.
 */
export function checkedOrigin(input: string): string {
  const normalized = normalizeServerUrl(input);
  if (!normalized) throw new ProfileError('invalid');
  if (isInsecureServer(normalized)) throw new ProfileError('insecure');
  return normalized;
}

/** An address usable as the server (an http(s) origin, https except loopback), or null. */
export function usableServer(address: string | null | undefined): string | null {
  const url = address ? normalizeServerUrl(address) : null;
  return url === null || isInsecureServer(url) ? null : url;
}

/**
 * @param buildDefault the server built into this copy of the console (`VB_DEFAULT_SERVER`), used
 * while none is saved; an unusable one is ignored (the first-run screen asks).
 */
export function createServerStore(
  settings: SettingsStore,
  buildDefault: string | null = null,
): ServerStore {
  const fallback = usableServer(buildDefault);
  const list = () => settings.get().servers.filter((p) => usableServer(p.origin) === p.origin);
  /** The known profile of a checked origin (ProfileError otherwise). */
  const known = (input: string) => {
    const origin = checkedOrigin(input);
    if (!list().some((p) => p.origin === origin)) throw new ProfileError('unknown');
    return origin;
  };
  return {
    get() {
      const saved = settings.get().serverUrl;
      // An http address kept by an older version is asked again (https is required now).
      return saved === null ? fallback : usableServer(saved);
    },
    async set(url) {
      const normalized = normalizeServerUrl(url);
      if (!normalized || isInsecureServer(normalized)) {
        throw new Error(`Not a server address: ${url}`);
      }
      const { servers, serverUrl } = settings.get();
      // The build's default server, in use until now, stays among the profiles.
      const kept =
        serverUrl === null && fallback && !servers.some((p) => p.origin === fallback)
          ? [...servers, { origin: fallback, name: null }]
          : servers;
      await settings.update({
        serverUrl: normalized,
        servers: kept.some((p) => p.origin === normalized)
          ? kept
          : [...kept, { origin: normalized, name: null }],
      });
    },
    list,
    async use(input) {
      const origin = known(input);
      await settings.update({ serverUrl: origin });
    },
    async rename(input, name) {
      const origin = known(input);
      const trimmed = name?.trim().slice(0, SERVER_NAME_MAX) || null;
      await settings.update({
        servers: settings
          .get()
          .servers.map((p) => (p.origin === origin ? { ...p, name: trimmed } : p)),
      });
    },
    async remove(input) {
      const origin = known(input);
      const { servers, serverUrl, seen } = settings.get();
      const left = servers.filter((p) => p.origin !== origin);
      const { [origin]: _forgotten, ...seenLeft } = seen;
      const current =
        serverUrl === origin
          ? (left.find((p) => usableServer(p.origin) === p.origin)?.origin ?? null)
          : serverUrl;
      await settings.update({ servers: left, serverUrl: current, seen: seenLeft });
      return current === null ? fallback : usableServer(current);
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

/** An unauthenticated GET of the server's JSON, redirects not followed; undefined when unreachable. */
async function probe(fetchFn: FetchLike, address: string, timeoutMs: number) {
  try {
    return await fetchFn(address, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return undefined;
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
  const res = await probe(fetchFn, `${url}/api/auth/me`, timeoutMs);
  if (!res) return { ok: false, url, problem: 'unreachable' };
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

/** The console's release and contract beside the server's answer to GET /api/version. */
function versionReport(consoleRelease: string, server: VersionReport['server']): VersionReport {
  return {
    console: {
      release: consoleRelease,
      contract: API_CONTRACT.version,
      minServer: API_CONTRACT.minServer,
    },
    server,
  };
}

const isContract = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Whether this console and the server at `url` (already known to answer as this site's API)
 * speak a common staff API contract: the server's `minConsole` against this console's contract,
 * this console's `minServer` against the server's. A server older than GET /api/version (404)
 * speaks contract 0.
 */
export async function checkVersions(
  url: string,
  fetchFn: FetchLike,
  consoleRelease: string,
  timeoutMs = SERVER_CHECK_TIMEOUT_MS,
): Promise<ServerCheck> {
  const res = await probe(fetchFn, `${url}/api/version`, timeoutMs);
  if (!res) return { ok: false, url, problem: 'unreachable' };
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  let server: VersionReport['server'];
  if (res.status === 404 && isApiErrorBody(body)) {
    server = { release: null, contract: 0, minConsole: 0 };
  } else if (res.status === 200 && typeof body === 'object' && body !== null) {
    const { server: release, contract, minConsole } = body as Record<string, unknown>;
    if (typeof release !== 'string' || !isContract(contract) || !isContract(minConsole)) {
      return { ok: false, url, problem: 'not-api' };
    }
    server = { release, contract, minConsole };
  } else if (res.status >= 500) {
    return { ok: false, url, problem: 'unreachable' };
  } else {
    return { ok: false, url, problem: 'not-api' };
  }
  const versions = versionReport(consoleRelease, server);
  if (versions.console.contract < server.minConsole) {
    return { ok: false, url, problem: 'console-outdated', versions };
  }
  if (server.contract < versions.console.minServer) {
    return { ok: false, url, problem: 'server-outdated', versions };
  }
  return { ok: true, url };
}

/** The whole check of a server: it answers as this site's API, with a contract in common. */
export async function checkCompatibleServer(
  input: string,
  fetchFn: FetchLike,
  consoleRelease: string,
): Promise<ServerCheck> {
  const answer = await checkServer(input, fetchFn);
  return answer.ok ? checkVersions(answer.url, fetchFn, consoleRelease) : answer;
}
