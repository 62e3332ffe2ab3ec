import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Context } from 'koa';
import { carriesSessionCookie } from '../auth/requireAdmin';

/** A serialized public response: its JSON bytes and their strong validator. */
export interface CachedBody {
  bytes: Buffer;
  etag: string;
}

interface Entry {
  value: CachedBody;
  expiresAt: number;
}

/** A complete 200 answer as the full stack sent it for one exact request URL. */
interface Replay {
  value: CachedBody;
  headers: OutgoingHttpHeaders;
  expiresAt: number;
}

/** JSON bytes and a strong ETag (a hash of exactly those bytes). */
export function serialize(body: unknown): CachedBody {
  const bytes = Buffer.from(JSON.stringify(body));
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
  return { bytes, etag };
}

/**
 * The serialized bytes of the public reads (published news, active job listings), kept in this
 * process. Every write through this process's admin routes clears it; each entry also expires after
 * `ttlSeconds`, so writes made by other API instances on a shared database show within that bound.
 * `ttlSeconds` 0 turns caching off (each read queries the database). Only answers that a `fill`
 * produced are kept; a fill that overlapped an invalidation is answered but not stored.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly replays = new Map<string, Replay>();
  private readonly pending = new Map<string, Promise<CachedBody | undefined>>();
  private generation = 0;

  constructor(
    readonly ttlSeconds: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets everything: called after every write to the data behind the public reads. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.replays.clear();
    this.pending.clear();
  }

  /**
   * Records the headers the full stack sent with the live entry of `key` for the exact request
   * `replayKey` (protocol and raw URL), so that the same request can be answered again without
   * routing (see `replayPublicRead`) until the entry expires or is invalidated.
   */
  remember(replayKey: string, key: string, value: CachedBody, headers: OutgoingHttpHeaders): void {
    const live = this.entries.get(key);
    if (!live || live.value !== value) return;
    if (this.replays.size >= this.maxEntries) {
      const oldest = this.replays.keys().next().value;
      if (oldest !== undefined) this.replays.delete(oldest);
    }
    this.replays.set(replayKey, { value, headers, expiresAt: live.expiresAt });
  }

  /** The recorded answer of `replayKey`, while fresh. */
  replay(replayKey: string): Replay | undefined {
    const hit = this.replays.get(replayKey);
    if (!hit) return undefined;
    if (hit.expiresAt > this.now()) return hit;
    this.replays.delete(replayKey);
    return undefined;
  }

  /**
   * The cached answer for `key`, else `fill()`'s (undefined: nothing to cache, e.g. not found).
   * Concurrent misses of one key share a single fill.
   */
  async get(
    key: string,
    fill: () => Promise<unknown | undefined>,
  ): Promise<CachedBody | undefined> {
    const produce = async () => {
      const body = await fill();
      return body === undefined ? undefined : serialize(body);
    };
    if (this.ttlSeconds <= 0) return produce();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    if (hit) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const work = produce().then(
      (value) => {
        if (this.pending.get(key) === work) this.pending.delete(key);
        if (value && generation === this.generation) {
          if (this.entries.size >= this.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
          this.entries.set(key, { value, expiresAt: this.now() + this.ttlSeconds * 1000 });
        }
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === work) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, work);
    return work;
  }
}

/**
 * Answers a cached public read: 200 with the bytes, or 304 when the client's If-None-Match names
 * this ETag; `Cache-Control` lets browsers and proxies reuse it for `maxAgeSeconds` (0: revalidate
 * every time).
 */
export function sendCached(
  ctx: Context,
  cache: PublicCache,
  key: string,
  cached: CachedBody,
  maxAgeSeconds: number,
): void {
  // A request with a session cookie may be staff signed in: they revalidate every time (a cheap
  // 304), so an article they have just published shows on their next page load. Visitors carry no
  // session (at most the preference cookies) and reuse the answer for the clients' freshness;
  // `Vary: Cookie` keeps the two apart.
  const withCookies = carriesSessionCookie(ctx.get('Cookie'));
  ctx.set(
    'Cache-Control',
    withCookies
      ? 'private, no-cache'
      : maxAgeSeconds > 0
        ? `public, max-age=${maxAgeSeconds}`
        : 'public, no-cache',
  );
  ctx.vary('Cookie');
  ctx.set('ETag', cached.etag);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = cached.bytes;
  if (ctx.method === 'GET' && !isConditional(ctx.req) && !withCookies) {
    // Everything the stack set so far (security headers included) is replayed for this exact URL.
    const headers = { ...ctx.res.getHeaders() };
    delete headers.connection;
    cache.remember(replayKey(ctx.req, ctx.protocol), key, cached, headers);
  }
}

const isConditional = (req: IncomingMessage) =>
  req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;

const replayKey = (req: IncomingMessage, protocol: string) => `${protocol} ${req.url ?? ''}`;

/** The request's protocol as Koa reads it (X-Forwarded-Proto only behind a trusted proxy). */
function protocolOf(req: IncomingMessage, trustProxy: boolean): string {
  if ((req.socket as { encrypted?: boolean }).encrypted) return 'https';
  if (!trustProxy) return 'http';
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || 'http';
}

/**
 * The cheap path of the public reads, before Koa: a plain GET or HEAD of exactly a URL whose
 * answer the full stack sent moments ago (and that no write has invalidated since) gets that same
 * answer, headers included. Conditional requests and everything else answer false and go through
 * the application as usual.
 */
export function replayPublicRead(cache: PublicCache, trustProxy: boolean) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (cache.ttlSeconds <= 0) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!req.url?.startsWith('/api/') || isConditional(req)) return false;
    // Staff are answered per request (see sendCached).
    if (carriesSessionCookie(req.headers.cookie)) return false;
    const hit = cache.replay(replayKey(req, protocolOf(req, trustProxy)));
    if (!hit) return false;
    res.writeHead(200, hit.headers);
    res.end(req.method === 'HEAD' ? undefined : hit.value.bytes);
    return true;
  };
}
