/**
 * The admin's end of the live feed (GET /api/admin/events): the stream is read through
 * the admin's client (so it carries the web's cookie or the desktop's token, which the browser's
 * EventSource cannot) by the reader the desktop's notifications share (@vb/shared/live-feed). It
 * stops for good when the session has ended (401) or the person may not listen (403): the rest of
 * the admin says so.
 */
import {
  LIVE_FEED_IDLE_MS,
  type LiveFeedHandlers,
  runLiveFeed as runFeed,
} from '@vb/shared/live-feed';
import { ApiError } from '../app/http';

export type { LiveFeedHandlers };

/** Keeps the feed open until `signal` aborts, reconnecting after a drop from the last id seen. */
export function runLiveFeed(
  open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>,
  handlers: LiveFeedHandlers,
  signal: AbortSignal,
): Promise<void> {
  return runFeed(open, handlers, signal, {
    isFinal: (error) => error instanceof ApiError && (error.status === 401 || error.status === 403),
    idleMs: LIVE_FEED_IDLE_MS,
  });
}
