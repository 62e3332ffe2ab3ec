/**
 * The admin's end of the live feed (GET /api/admin/events, issue 14): reads the event stream
 * through the admin's client (so it carries the web's cookie or the desktop's token, which the
 * browser's EventSource cannot), parses it with eventsource-parser, and reconnects after a drop
 * with the last event's id, so that nothing is missed (or the server says `reset`). It stops for
 * good when the session has ended (401) or the person may not listen (403).
 */
import { createParser } from 'eventsource-parser';
import { ADMIN_EVENTS_RESET, type AdminEvent, adminEventSchema } from '@vb/shared/events';
import { ApiError } from '../app/http';

export interface LiveFeedHandlers {
  /** A change the person may see. */
  onEvent(event: AdminEvent): void;
  /** Events were missed (too many, or unknown): read everything afresh. */
  onReset(): void;
}

/** The first wait before reconnecting, and the longest (doubling in between). */
const RETRY_MS = { first: 2_000, max: 30_000 } as const;

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
 * Keeps the feed open until `signal` aborts: `open` asks for the stream (after `lastEventId`),
 * each event goes to the handlers. A reconnection after a drop that the server answers without a
 * `reset` lost nothing: it starts from the last id seen.
 */
export async function runLiveFeed(
  open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>,
  handlers: LiveFeedHandlers,
  signal: AbortSignal,
): Promise<void> {
  let lastEventId: string | undefined;
  // The server's `retry` (else ours) after a drop, doubled on each failure in a row.
  let base: number = RETRY_MS.first;
  let wait = base;
  while (!signal.aborted) {
    try {
      const res = await open(lastEventId, signal);
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
          base = Math.min(Math.max(ms, 500), RETRY_MS.max);
        },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
        // A stream that delivered is a good connection: the next drop waits the least again.
        wait = base;
      }
    } catch (error) {
      if (signal.aborted) return;
      // Signed out, or not allowed: the rest of the admin says so; the feed stops.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    }
    await pause(wait, signal);
    wait = Math.min(wait * 2, RETRY_MS.max);
  }
}
