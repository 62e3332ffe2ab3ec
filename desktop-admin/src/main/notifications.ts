/**
 * Announcing new submissions while the console is open: when switched on and signed in, the main
 * process keeps the admin's live feed (GET /api/admin/events) of the chosen server open with the
 * session's bearer token, read by the same reader as the web admin's (@vb/shared/live-feed). The
 * `submission.created` events of a few seconds make one native notification ("2 new applications,
 * 1 contact message"); the server sends only the kinds the person's roles reach. A drop reconnects
 * with the last event's id (waiting longer after each failure in a row); a `reset` (events missed)
 * announces nothing; a refused session (401/403) ends the feed until the next sign-in, server
 * change or switching on, which open it afresh: what was there before is not news.
 */
import type { AdminEvent } from '@vb/shared/events';
import { LIVE_FEED_IDLE_MS, runLiveFeed } from '@vb/shared/live-feed';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { Translate } from './i18n';
import type { FetchLike } from './protocol';

export type WatchedKind = SubmissionKind;

export type NewCounts = Partial<Record<WatchedKind, number>>;

/** Opens the feed's stream after `lastEventId`; throws `FeedRefused` when it is not ours to read. */
export type OpenFeed = (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>;

/** The server refused the stream (401: signed out; 403: not allowed), or no one is signed in. */
export class FeedRefused extends Error {
  constructor(readonly status: 401 | 403) {
    super(`GET /api/admin/events: ${status}`);
  }
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface NotifierDeps {
  /** Switched on (and notifications supported here). */
  enabled(): boolean;
  open: OpenFeed;
  announce(counts: NewCounts): void;
  /** How long new submissions are gathered into one notification. */
  coalesceMs: number;
  timers: Timers;
  /** The wait before a reconnection (tests pass their own; default: real time). */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
  /** Silence after which the stream is opened again (default: LIVE_FEED_IDLE_MS). */
  idleMs?: number;
  warn?(message: string, error?: unknown): void;
}

export interface SubmissionNotifier {
  /** Opens the feed (when switched on and not already open). */
  start(): void;
  /** Closes the feed; what was gathered and not yet told is dropped. */
  stop(): void;
  /** Closes and opens afresh (sign-in, sign-out, another server, switched on). */
  restart(): void;
  /** Whether the feed is open or reconnecting. */
  readonly running: boolean;
}

export function createSubmissionNotifier(deps: NotifierDeps): SubmissionNotifier {
  let current: AbortController | null = null;
  let pending: NewCounts = {};
  let timer: unknown;

  const flush = () => {
    timer = undefined;
    const counts = pending;
    pending = {};
    if (Object.keys(counts).length > 0) deps.announce(counts);
  };

  const onEvent = (event: AdminEvent) => {
    if (event.type !== 'submission.created') return;
    pending[event.kind] = (pending[event.kind] ?? 0) + 1;
    timer ??= deps.timers.setTimeout(flush, deps.coalesceMs);
  };

  const notifier: SubmissionNotifier = {
    get running() {
      return current !== null;
    },
    start() {
      if (current || !deps.enabled()) return;
      const abort = new AbortController();
      current = abort;
      runLiveFeed(
        deps.open,
        {
          onEvent,
          // Missed events are not counted: the lists show them; a flood is never told.
          onReset: () => undefined,
        },
        abort.signal,
        {
          isFinal: (error) => error instanceof FeedRefused,
          sleep: deps.sleep,
          idleMs: deps.idleMs ?? LIVE_FEED_IDLE_MS,
        },
      )
        .catch((error: unknown) => deps.warn?.('The live feed failed', error))
        .finally(() => {
          // Ended by the server's refusal (not by stop): closed until the next start.
          if (current === abort) current = null;
        });
    },
    stop() {
      current?.abort();
      current = null;
      if (timer !== undefined) deps.timers.clearTimeout(timer);
      timer = undefined;
      pending = {};
    },
    restart() {
      notifier.stop();
      notifier.start();
    },
  };
  return notifier;
}

/** The feed of the chosen server, read with the session's bearer token. */
export function createFeedOpener(deps: {
  serverUrl(): string | null;
  token(): Promise<string | null>;
  fetch: FetchLike;
}): OpenFeed {
  return async (lastEventId, signal) => {
    const server = deps.serverUrl();
    const token = await deps.token();
    if (!server || !token) throw new FeedRefused(401);
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const res = await deps.fetch(`${server}/api/admin/events`, {
      method: 'GET',
      headers,
      redirect: 'error',
      credentials: 'omit',
      signal,
    });
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw new FeedRefused(res.status);
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Error(`GET /api/admin/events: ${res.status}`);
    }
    return res;
  };
}

/** The notification's text: one line per kind that has news. */
export function notificationText(counts: NewCounts, t: Translate): { title: string; body: string } {
  const keys = {
    applications: 'desktop.notify.applications',
    'contact-messages': 'desktop.notify.messages',
    'investor-requests': 'desktop.notify.investors',
  } as const;
  const lines = SUBMISSION_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) =>
    t(keys[kind], { count: counts[kind] ?? 0 }),
  );
  return { title: t('desktop.notify.title'), body: lines.join('\n') };
}
