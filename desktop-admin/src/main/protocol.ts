/**
 * What answers the console's own origin (`app://admin`, registered with protocol.handle):
 * - `/api/…` is relayed to the chosen server, with only the request headers the API needs (so the
 *   API sees a plain bearer-token client, never the app's Origin) and only the response headers the
 *   admin reads; what comes back is data (JSON, documents, raster images: nothing the page could
 *   run) under a sandboxing CSP. Nothing else is ever relayed, and to no other server.
 * - the session's bearer token never reaches the page: the relay keeps the token the
 *   sign-in answer carries (`POST /api/auth/token`, answered to the page without it), adds it to
 *   every relayed request (an `Authorization` the page sends is dropped), and forgets it when the
 *   page signs out (`POST /api/auth/logout`). One XSS in the admin cannot send it anywhere.
 * - everything else is the renderer: the built files (out/renderer), or in development the Vite
 *   dev server, with the Content-Security-Policy on every answer.
 * It works on standard Request/Response objects, so the same handler serves the renderer's browser
 * tests (e2e/desktop-renderer.spec.ts) from a tiny Node server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_CONTRACT, CONSOLE_CONTRACT_HEADER } from '@vb/shared/constants';
import { RELAYED_PATH_PREFIX } from '../shared/constants';
import { RELAYED_CONTENT_POLICY, relayedContentType } from './security';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

type RendererSource =
  | {
      kind: 'files';
      /** The folder of the built renderer. */
      root: string;
      /** A file's bytes, or null when there is no such file. */
      readFile(absolutePath: string): Promise<Uint8Array | null>;
    }
  | { kind: 'dev'; url: string };

/**
 * Where the relay keeps the session's bearer token (the main process's encrypted store), per
 * server: `server` is the origin the request went to, so an answer that arrives after
 * a switch to another server is still kept for (or forgotten on) its own.
 */
export interface RelaySession {
  token(server: string): Promise<string | null>;
  /** Keeps a new token, or forgets it (null). */
  store(token: string | null, server: string): Promise<void>;
}

/** The sign-in and sign-out calls whose answers the relay acts on. */
export const SIGN_IN_PATH = '/api/auth/token';
export const SIGN_OUT_PATH = '/api/auth/logout';

export interface AppRequestDeps {
  /** The chosen server's origin, or null before the first run's choice. */
  serverUrl(): string | null;
  /** The fetch of the relay and of the dev server (Electron's net.fetch in the app). */
  fetch: FetchLike;
  source: RendererSource;
  /** The Content-Security-Policy header of every answer. */
  csp: string;
  /** The session the relay carries (without it, requests go without a token). */
  session?: RelaySession;
}

/** The page's request headers the API needs (never `authorization`: the relay adds its own). */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];
const FORWARDED_RESPONSE_HEADERS = [
  'cache-control',
  'content-disposition',
  'content-type',
  'etag',
  'last-modified',
  'retry-after',
  // Content pictures (GET /api/images/:id/:width) answer in the format the <img>'s
  // Accept names: the cache must key them by it.
  'vary',
  // The request's id: the reference an error shows staff when its body carries none.
  'x-request-id',
];
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeType(filePath: string): string {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
}

function plain(status: number, text: string, csp: string): Response {
  return new Response(text, {
    status,
    headers: { ...securityHeaders(csp), 'content-type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The file a request path names inside `root`, or null when the path is malformed or leaves the
 * folder ('..', encoded separators, NUL).
 */
export function resolveStaticPath(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  if (relative.split('/').some((segment) => segment === '..')) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, relative);
  if (full !== base && !full.startsWith(base + path.sep)) return null;
  return full;
}

/**
 * A reader of the renderer's files that never leaves `root`: the file's real path (symbolic links
 * resolved) must still be inside the root's real path, else it reads as missing. (resolveStaticPath
 * already refuses '..' and the like in the request; this closes links placed inside the folder.)
 */
export function readFileInside(
  root: string,
  read: (absolutePath: string) => Promise<Uint8Array | null>,
): (absolutePath: string) => Promise<Uint8Array | null> {
  return async (file) => {
    let realRoot: string;
    let realFile: string;
    try {
      realRoot = await fs.realpath(root);
      realFile = await fs.realpath(file);
    } catch {
      return null;
    }
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    return read(realFile);
  };
}

/**
 * The chosen server's URL for a relayed path: the same path and query on that origin, and only
 * under /api/ (a path that would resolve elsewhere, e.g. through backslashes or dot segments,
 * is refused).
 */
export function relayTarget(server: string, url: URL): string | null {
  let target: URL;
  try {
    target = new URL(`${server}${url.pathname}${url.search}`);
  } catch {
    return null;
  }
  if (target.origin !== new URL(server).origin) return null;
  if (!target.pathname.startsWith(RELAYED_PATH_PREFIX)) return null;
  if (target.pathname !== url.pathname) return null;
  return target.href;
}

/**
 * The sign-in answer as the page gets it: the token kept by the session, the rest (the person,
 * the expiry) passed on. An answer without a token is refused as a bad gateway.
 */
async function keepToken(
  upstream: Response,
  session: RelaySession,
  server: string,
  headers: Headers,
): Promise<Response> {
  let body: unknown;
  try {
    body = await upstream.json();
  } catch {
    body = undefined;
  }
  const token =
    body && typeof body === 'object' ? (body as Record<string, unknown>).token : undefined;
  if (typeof token !== 'string' || token.length === 0) {
    return new Response(null, { status: 502, headers });
  }
  await session.store(token, server);
  const { token: _kept, ...rest } = body as Record<string, unknown>;
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(rest), { status: upstream.status, headers });
}

/** Relays one `/api/…` request to the chosen server; a failure to reach it is a network error. */
async function relay(request: Request, url: URL, deps: AppRequestDeps): Promise<Response> {
  const server = deps.serverUrl();
  if (!server) return Response.error();
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const target = relayTarget(server, url);
  if (!target) return plain(400, 'Bad request', deps.csp);
  const { session } = deps;
  const isPost = request.method === 'POST';
  const signingIn = isPost && url.pathname === SIGN_IN_PATH;
  const signingOut = isPost && url.pathname === SIGN_OUT_PATH;
  const token = signingIn ? null : ((await session?.token(server)) ?? null);
  if (token) headers.set('authorization', `Bearer ${token}`);
  // The staff API contract this console was built with: an older one than the server serves is
  // answered `console_outdated` instead of a changed answer the admin cannot read.
  headers.set(CONSOLE_CONTRACT_HEADER, String(API_CONTRACT.version));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await deps.fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      // The API never redirects its /api/ answers; one that does is not followed anywhere.
      redirect: 'error',
      credentials: 'omit',
    });
  } catch {
    // Signing out works without the server: the token is forgotten here all the same.
    if (signingOut) await session?.store(null, server);
    return Response.error();
  }
  if (signingOut) await session?.store(null, server);
  const out = new Headers(securityHeaders(RELAYED_CONTENT_POLICY));
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value =
      name === 'content-type'
        ? relayedContentType(upstream.headers.get(name))
        : upstream.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  const status = upstream.status >= 200 && upstream.status <= 599 ? upstream.status : 502;
  if (signingIn && session && status >= 200 && status < 300) {
    return keepToken(upstream, session, server, out);
  }
  const body = NULL_BODY_STATUSES.has(status) || request.method === 'HEAD' ? null : upstream.body;
  return new Response(body, { status, statusText: upstream.statusText, headers: out });
}

async function fromFiles(
  url: URL,
  source: Extract<RendererSource, { kind: 'files' }>,
  csp: string,
): Promise<Response> {
  const file = resolveStaticPath(source.root, url.pathname);
  if (!file) return plain(400, 'Bad request', csp);
  const bytes = await source.readFile(file);
  if (!bytes) return plain(404, 'Not found', csp);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...securityHeaders(csp),
      'content-type': mimeType(file),
      'cache-control': 'no-cache',
    },
  });
}

async function fromDevServer(url: URL, devUrl: string, deps: AppRequestDeps): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await deps.fetch(new URL(`${url.pathname}${url.search}`, devUrl).href, {
      method: 'GET',
    });
  } catch {
    return Response.error();
  }
  const headers = new Headers(securityHeaders(deps.csp));
  const type = upstream.headers.get('content-type');
  if (type) headers.set('content-type', type);
  headers.set('cache-control', 'no-store');
  return new Response(upstream.body, { status: upstream.status, headers });
}

/** The handler of the app's origin: relay for `/api/…`, the renderer's files for the rest. */
export function createAppRequestHandler(deps: AppRequestDeps) {
  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith(RELAYED_PATH_PREFIX)) return relay(request, url, deps);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return plain(405, 'Method not allowed', deps.csp);
    }
    return deps.source.kind === 'files'
      ? fromFiles(url, deps.source, deps.csp)
      : fromDevServer(url, deps.source.url, deps);
  };
}
