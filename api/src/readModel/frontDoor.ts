/**
 * The read model's front door: a plain GET or HEAD of exactly a request whose answer the full
 * stack sent moments ago from the read model (and that no write has invalidated since) is answered
 * again as it was, headers included, before Koa. Everything else goes through the application.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { carriesSessionCookie } from '../auth/credentials';
import type { ReadCache } from './cache';

interface Replay {
  /** The read-model entry the answer was made from: the replay lives as long as it does. */
  cacheKey: string;
  value: object;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface FrontDoorOptions {
  trustProxy: boolean;
  /**
   * What else of a request its answer depends on (a page: its language, theme and width), from
   * the same function the stack uses to choose them.
   */
  variant(req: IncomingMessage): string;
  maxEntries?: number;
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** The request's protocol as Koa reads it (X-Forwarded-Proto only behind a trusted proxy). */
function protocolOf(req: IncomingMessage, trustProxy: boolean): string {
  if ((req.socket as { encrypted?: boolean }).encrypted) return 'https';
  if (!trustProxy) return 'http';
  return header(req, 'x-forwarded-proto').split(',')[0]?.trim() || 'http';
}

export class FrontDoor {
  private readonly replays = new Map<string, Replay>();
  private readonly maxEntries: number;

  constructor(
    private readonly cache: ReadCache,
    private readonly options: FrontDoorOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 500;
  }

  /**
   * The key of a request that may be replayed, or undefined: only plain GET and HEAD requests
   * without a session cookie (staff are answered per request), conditions or ranges. The key holds
   * every input the stack's answer depends on.
   */
  private keyOf(req: IncomingMessage): string | undefined {
    if (this.cache.ttlSeconds <= 0) return undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const h = req.headers;
    if (h['if-none-match'] !== undefined || h['if-modified-since'] !== undefined) return undefined;
    if (h.range !== undefined || carriesSessionCookie(header(req, 'cookie'))) return undefined;
    const { trustProxy } = this.options;
    return [
      protocolOf(req, trustProxy),
      header(req, 'host'),
      trustProxy ? header(req, 'x-forwarded-host') : '',
      header(req, 'accept-encoding'),
      this.options.variant(req),
      req.url ?? '',
    ].join('\n');
  }

  /**
   * Records the answer the stack is sending to a GET for `req`, made from the read-model entry
   * `cacheKey` → `value`; it is replayed until that entry is invalidated or expires.
   */
  remember(
    req: IncomingMessage,
    res: ServerResponse,
    entry: { cacheKey: string; value: object },
    status: number,
    body: Buffer,
  ): void {
    if (req.method !== 'GET') return;
    const key = this.keyOf(req);
    if (key === undefined || !this.cache.isCurrent(entry.cacheKey, entry.value)) return;
    const headers = { ...res.getHeaders() };
    delete headers.connection;
    // Each replay is a request of its own, with the id the server gave it.
    delete headers['x-request-id'];
    if (this.replays.size >= this.maxEntries && !this.replays.has(key)) {
      const oldest = this.replays.keys().next().value;
      if (oldest !== undefined) this.replays.delete(oldest);
    }
    this.replays.set(key, { ...entry, status, headers, body });
  }

  /** Answers `req` from a live recorded answer; false when there is none (the stack answers). */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const key = this.keyOf(req);
    if (key === undefined) return false;
    const hit = this.replays.get(key);
    if (!hit) return false;
    if (!this.cache.isCurrent(hit.cacheKey, hit.value)) {
      this.replays.delete(key);
      return false;
    }
    res.writeHead(hit.status, hit.headers);
    res.end(req.method === 'HEAD' ? undefined : hit.body);
    return true;
  }
}
