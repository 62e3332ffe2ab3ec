/**
 * Reading the admin's live feed (GET /api/admin/events), for every client of it: the web
 * admin (public-web/src/admin/liveFeed.ts, through its API client) and the desktop console's main
 * process (desktop-admin/src/main/notifications.ts, with its stored token). The stream is parsed
 * with eventsource-parser; after a drop it reconnects with the last event's id, so that nothing is
 * missed (or the server says `reset`), waiting longer after each failure in a row. It stops for
 * good when `isFinal` says so (the session has ended, or the person may not listen).
 */
import { createParser } from 'eventsource-parser';
import { ADMIN_EVENTS_RESET, type AdminEvent, adminEventSchema } from './events';

export interface LiveFeedHandlers {
  /** A change the person may see. */
  onEvent(event: AdminEvent): void;
  /** Events were missed (too many, or unknown): read everything afresh. */
  onReset(): void;
}

export interface LiveFeedOptions {
  /** Whether a failure of `open` ends the feed for good (signed out, not allowed). */
  isFinal(error: unknown): boolean;
  /** Waits `ms`, or less when `signal` aborts (tests pass their own clock). */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  /**
   * A connection that brings nothing for this long (not even the server's heartbeat) is taken
   * for dead and opened again: a sleeping laptop or a changed network leaves no error behind.
   */
  idleMs?: number;
}

/** The first wait before reconnecting, and the longest (doubling in between). */
export const LIVE_FEED_RETRY_MS = { first: 2_000, max: 30_000 } as const;

/** Silence after which a connection is given up (the API's heartbeat is 15 s by default). */
export const LIVE_FEED_IDLE_MS = 60_000;

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Keeps the feed open until `signal` aborts (or a final failure): `open` asks for the stream
 * (after `lastEventId`), each event goes to the handlers. A reconnection after a drop that the
 * server answers without a `reset` lost nothing: it starts from the last id seen.
 */
export async function runLiveFeed(
  open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>,
  handlers: LiveFeedHandlers,
  signal: AbortSignal,
  options: LiveFeedOptions,
): Promise<void> {
  const sleep = options.sleep ?? pause;
  let lastEventId: string | undefined;
  // The server's `retry` (else ours) after a drop, doubled on each failure in a row.
  let base: number = LIVE_FEED_RETRY_MS.first;
  let wait = base;
  while (!signal.aborted) {
    // This connection's own end: `signal`, or silence for `idleMs`.
    const connection = new AbortController();
    const abortConnection = () => connection.abort(signal.reason);
    signal.addEventListener('abort', abortConnection, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      if (options.idleMs === undefined) return;
      clearTimeout(idle);
      idle = setTimeout(() => connection.abort(new Error('idle')), options.idleMs);
    };
    try {
      watch();
      const res = await open(lastEventId, connection.signal);
      const parser = createParser({
        onEvent(message) {
          if (message.id) lastEventId = message.id;
          if (message.event === ADMIN_EVENTS_RESET) return handlers.onReset();
          let data: unknown;
          try {
            data = JSON.parse(message.data);
          } catch {
            return;
          }
          const event = adminEventSchema.safeParse(data);
          // `ready` and anything this version does not know are only positions.
          if (event.success) handlers.onEvent(event.data);
        },
        onRetry(ms) {
          base = Math.min(Math.max(ms, 500), LIVE_FEED_RETRY_MS.max);
        },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        parser.feed(value);
        // A stream that delivered is a good connection: the next drop waits the least again.
        wait = base;
      }
    } catch (error) {
      if (signal.aborted) return;
      if (options.isFinal(error)) return;
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', abortConnection);
      // A stream given up for silence is cancelled (without waiting for the dead socket).
      connection.abort();
    }
    if (signal.aborted) return;
    await sleep(wait, signal);
    wait = Math.min(wait * 2, LIVE_FEED_RETRY_MS.max);
  }
}
