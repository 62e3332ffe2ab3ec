/**
 * Announcing new submissions while the console is open: when switched on and signed in, the main
 * process keeps the admin's live feed (GET /api/admin/events) of the chosen server open with the
 * session's bearer token, read by the same reader as the web admin's (@vb/shared/live-feed). The
 * `submission.created` events of a few seconds make one native notification ("2 new applications,
 * 1 contact message"); the server sends only the kinds the person's roles reach, and of those only
 * the kinds the person follows are told (their notification choices, read from the server when
 * there is something to tell, so a change made anywhere counts at once). A drop reconnects
 * with the last event's id (waiting longer after each failure in a row); a `reset` (events missed)
 * announces nothing; a refused session (401/403) ends the feed until the next sign-in, server
 * change or switching on, which open it afresh: what was there before is not news. Each arrival is
 * also handed to `onCreated` (the newest ids kept per server), and a notice carries the
 * newest id of each kind told, so that its click can open that item.
 */
import type { AdminEvent } from '@vb/shared/events';
import { LIVE_FEED_IDLE_MS, runLiveFeed } from '@vb/shared/live-feed';
import {
  createNoticeGatherer,
  followedKinds,
  type NewCounts,
  type NoticeTimers,
} from '@vb/shared/live-notices';
import { notificationSettingsResponseSchema } from '@vb/shared/schemas';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { OpenTarget } from '../shared/bridge';
import type { FetchLike } from './protocol';

export type { NewCounts };

/** The newest submission id of each kind. */
export type NewestIds = Partial<Record<SubmissionKind, number>>;

/**
 * What a notice's click opens: the item itself when it tells of one, the list when it
 * tells of several of one kind, else nothing but the console (null).
 */
export function noticeTarget(counts: NewCounts, newest: NewestIds): OpenTarget | null {
  const kinds = SUBMISSION_KINDS.filter((kind) => (counts[kind] ?? 0) > 0);
  if (kinds.length !== 1) return null;
  const kind = kinds[0]!;
  const id = newest[kind];
  return counts[kind] === 1 && id !== undefined ? { kind, id } : { kind };
}

/** Opens the feed's stream after `lastEventId`; throws `FeedRefused` when it is not ours to read. */
export type OpenFeed = (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>;

/** The server refused the stream (401: signed out; 403: not allowed), or no one is signed in. */
export class FeedRefused extends Error {
  constructor(readonly status: 401 | 403) {
    super(`GET /api/admin/events: ${status}`);
  }
}

export interface NotifierDeps {
  /** Switched on (and notifications supported here). */
  enabled(): boolean;
  open: OpenFeed;
  /**
   * The kinds the person follows now; null when not known (never read yet): nothing is told then.
   */
  followed(): Promise<ReadonlySet<SubmissionKind> | null>;
  /** Tells the counts; `newest`: the newest id of each kind that arrived since the last notice. */
  announce(counts: NewCounts, newest: NewestIds): void;
  /** Every new submission the feed tells of (whether followed or not). */
  onCreated?(kind: SubmissionKind, id: number): void;
  /** How long new submissions are gathered into one notification. */
  coalesceMs: number;
  timers: NoticeTimers;
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
  // The newest id of each kind since the last notice (for its click).
  let newest: NewestIds = {};
  const gatherer = createNoticeGatherer({
    ...deps,
    announce(counts) {
      const ids = newest;
      newest = {};
      deps.announce(counts, ids);
    },
  });

  const onEvent = (event: AdminEvent) => {
    if (event.type !== 'submission.created') return;
    newest[event.kind] = Math.max(newest[event.kind] ?? 0, event.id);
    deps.onCreated?.(event.kind, event.id);
    gatherer.add(event.kind);
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
      gatherer.clear();
      newest = {};
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

/**
 * The kinds the signed-in person follows, read from the chosen server with the session's token;
 * when the server cannot be asked, the last answer stands (null before the first).
 */
export function createFollowedReader(deps: {
  serverUrl(): string | null;
  token(): Promise<string | null>;
  fetch: FetchLike;
  warn?(message: string, error?: unknown): void;
}): () => Promise<ReadonlySet<SubmissionKind> | null> {
  // Whose answer it was: another server or another sign-in does not inherit it.
  let last: { session: string; kinds: ReadonlySet<SubmissionKind> } | null = null;
  return async () => {
    const server = deps.serverUrl();
    const token = await deps.token();
    if (!server || !token) return null;
    const session = `${server}\n${token}`;
    try {
      const res = await deps.fetch(`${server}/api/admin/account/notifications`, {
        method: 'GET',
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        redirect: 'error',
        credentials: 'omit',
      });
      if (res.status === 401 || res.status === 403) {
        await res.body?.cancel();
        last = null;
        return null;
      }
      if (!res.ok) throw new Error(`GET /api/admin/account/notifications: ${res.status}`);
      const { notifications } = notificationSettingsResponseSchema.parse(await res.json());
      last = { session, kinds: followedKinds(notifications.modes) };
    } catch (error) {
      deps.warn?.('The notification choices could not be read', error);
    }
    return last?.session === session ? last.kinds : null;
  };
}
