/**
 * Announcing new submissions while the console is open: every minute (when switched on and signed
 * in) the main process lists applications, contact messages and investor requests from the chosen
 * server and shows one native notification for what arrived since the last look. The first look
 * after start, sign-in, a server change or switching on only notes what is there.
 */
import { SUBMISSION_PAGE } from '@vb/shared/schemas';
import type { Translate } from './i18n';
import type { FetchLike } from './protocol';

const WATCHED_KINDS = ['applications', 'contact-messages', 'investor-requests'] as const;
export type WatchedKind = (typeof WATCHED_KINDS)[number];

export type NewCounts = Partial<Record<WatchedKind, number>>;

/**
 * The ids a list holds now, 'signed-out' when the server refuses the session, or 'not-allowed'
 * when the person's roles do not reach that list (a recruiter is told of applications only).
 */
export type FetchIds = (kind: WatchedKind) => Promise<number[] | 'signed-out' | 'not-allowed'>;

interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface WatcherDeps {
  enabled(): boolean;
  fetchIds: FetchIds;
  announce(counts: NewCounts): void;
  intervalMs: number;
  timers: Timers;
  warn?(message: string, error?: unknown): void;
}

export interface SubmissionWatcher {
  /** One look (also what the timer runs); never overlaps itself. */
  poll(): Promise<void>;
  start(): void;
  stop(): void;
  /** Forgets what was seen (sign-in, sign-out, another server). */
  reset(): void;
}

export function createSubmissionWatcher(deps: WatcherDeps): SubmissionWatcher {
  let seen: Partial<Record<WatchedKind, number>> = {};
  let timer: unknown;
  let running: Promise<void> | null = null;
  let generation = 0;

  async function look() {
    if (!deps.enabled()) {
      seen = {};
      return;
    }
    const startedIn = generation;
    const latest: Partial<Record<WatchedKind, number[]>> = {};
    for (const kind of WATCHED_KINDS) {
      const ids = await deps.fetchIds(kind);
      if (ids === 'signed-out') {
        seen = {};
        return;
      }
      if (ids === 'not-allowed') continue;
      latest[kind] = ids;
    }
    // A reset while this look was under way (another server, a new session): its answers are stale.
    if (startedIn !== generation) return;
    const counts: NewCounts = {};
    for (const kind of WATCHED_KINDS) {
      const ids = latest[kind];
      if (!ids) {
        // Not this person's list (now): nothing to tell, and a fresh start if it becomes theirs.
        delete seen[kind];
        continue;
      }
      const highest = ids.reduce((max, id) => Math.max(max, id), 0);
      const before = seen[kind];
      if (before !== undefined) {
        const fresh = ids.filter((id) => id > before).length;
        if (fresh > 0) counts[kind] = fresh;
      }
      seen[kind] = Math.max(before ?? 0, highest);
    }
    if (Object.keys(counts).length > 0) deps.announce(counts);
  }

  const watcher: SubmissionWatcher = {
    poll() {
      running ??= look()
        .catch((error: unknown) => deps.warn?.('Looking for new submissions failed', error))
        .finally(() => {
          running = null;
        });
      return running;
    },
    start() {
      if (timer !== undefined) return;
      timer = deps.timers.setInterval(() => void watcher.poll(), deps.intervalMs);
      void watcher.poll();
    },
    stop() {
      if (timer === undefined) return;
      deps.timers.clearInterval(timer);
      timer = undefined;
    },
    reset() {
      generation += 1;
      seen = {};
    },
  };
  return watcher;
}

/**
 * The ids of one admin list's newest page (the most the API answers at once: a list of 100,000
 * items is never read whole), read from the chosen server with the session's bearer token. A minute
 * holds fewer arrivals than a page; were there more, the count told is the page's.
 */
export function createIdsFetcher(deps: {
  serverUrl(): string | null;
  token(): Promise<string | null>;
  fetch: FetchLike;
}): FetchIds {
  return async (kind) => {
    const server = deps.serverUrl();
    const token = await deps.token();
    if (!server || !token) return 'signed-out';
    const res = await deps.fetch(`${server}/api/admin/${kind}?limit=${SUBMISSION_PAGE.max}`, {
      method: 'GET',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      redirect: 'error',
      credentials: 'omit',
      signal: AbortSignal.timeout(20_000),
    });
    if (res.status === 401) return 'signed-out';
    if (res.status === 403) return 'not-allowed';
    if (!res.ok) throw new Error(`GET /api/admin/${kind}: ${res.status}`);
    const body: unknown = await res.json();
    const list = body && typeof body === 'object' ? Object.values(body)[0] : undefined;
    if (!Array.isArray(list)) throw new Error(`GET /api/admin/${kind}: unexpected answer`);
    return list
      .map((item: unknown) => (item as { id?: unknown }).id)
      .filter((id): id is number => typeof id === 'number');
  };
}

/** The notification's text: one line per kind that has news. */
export function notificationText(counts: NewCounts, t: Translate): { title: string; body: string } {
  const keys = {
    applications: 'desktop.notify.applications',
    'contact-messages': 'desktop.notify.messages',
    'investor-requests': 'desktop.notify.investors',
  } as const;
  const lines = WATCHED_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) =>
    t(keys[kind], { count: counts[kind] ?? 0 }),
  );
  return { title: t('desktop.notify.title'), body: lines.join('\n') };
}
