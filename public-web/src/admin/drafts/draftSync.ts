/**
 * Offline drafts: the pending edits the host keeps while the server cannot be reached,
 * and their sending once it answers again. Pure (no React, no fetch): the host's store, the send
 * of one draft, the server check and the timers are passed in, so the tests drive it with fakes.
 *
 * - kept: a save that could not reach the server goes to the host's store ('pending');
 * - back: the server is checked with backoff (BACKOFF_MS, then the last step again; never a tight
 *   loop) or at once on `wake()` (the window's `online` event, "Send now"); when it answers, the
 *   pending drafts are sent one at a time; a sent draft is forgotten;
 * - conflict: someone else changed the item meanwhile (a 409 `edit_conflict` for an article, a
 *   409 `listing_changed` for a listing): the draft stays, with their version beside it, until the
 *   person overwrites, discards theirs or opens it to merge. Nothing is dropped silently.
 */
import type { DraftPersistence, OfflineDraft } from '@vb/shared/drafts';
import type { HostDrafts } from '../host';

/** The waits between server checks while drafts are pending: the last one repeats. */
export const BACKOFF_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000] as const;

/** Their version of an item that changed after the draft's base. */
export interface DraftConflict {
  /** The item as it is now on the server (a NewsArticle or a JobListing). */
  theirs: unknown;
  /** The base an overwrite sends: their version (`version` / `updatedAt`). */
  theirsBase: OfflineDraft['base'];
  savedBy: string | null;
  savedAt: string;
}

/** What sending one draft came to. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'unreachable' }
  | ({ kind: 'conflict' } & DraftConflict)
  /** Refused for another reason (deleted meanwhile, no longer valid): kept, shown. */
  | { kind: 'failed'; code?: string };

export type DraftStatus = 'pending' | 'sending' | 'conflict' | 'failed';

export interface DraftEntry {
  key: string;
  draft: OfflineDraft;
  status: DraftStatus;
  conflict?: DraftConflict;
  /** The refusal's error code, with 'failed'. */
  code?: string;
}

export interface DraftSyncState {
  /** Until the host's drafts are read: null. */
  persistence: DraftPersistence | null;
  entries: readonly DraftEntry[];
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface DraftSyncDeps {
  store: HostDrafts;
  send(draft: OfflineDraft): Promise<SendOutcome>;
  /** Whether the server answers (GET /api/version). */
  reachable(): Promise<boolean>;
  timers?: Timers;
  /** A draft reached the server (the lists are read again). */
  onSent?(draft: OfflineDraft): void;
}

export const draftKey = (kind: OfflineDraft['kind'], itemId: string) => `${kind}:${itemId}`;

/** A save that got no answer from the server: offline, refused, or the relay's unreachable. */
export function isUnreachable(error: unknown): boolean {
  // fetch's own failure, where no client wrapped it in a NetworkError.
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status;
  // 0: no answer (a network error, the desktop relay's Response.error()); 502/503/504: a
  // gateway or a server that cannot save right now.
  return status === 0 || status === 502 || status === 503 || status === 504;
}

const defaultTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createDraftSync(deps: DraftSyncDeps) {
  const timers = deps.timers ?? defaultTimers;
  let state: DraftSyncState = { persistence: null, entries: [] };
  const listeners = new Set<() => void>();
  let timer: unknown = null;
  let attempt = 0;
  let flushing: Promise<void> | null = null;
  let stopped = false;

  function set(next: DraftSyncState) {
    state = next;
    listeners.forEach((listener) => listener());
  }
  const entry = (key: string) => state.entries.find((e) => e.key === key);
  function patch(key: string, change: Partial<DraftEntry>) {
    set({ ...state, entries: state.entries.map((e) => (e.key === key ? { ...e, ...change } : e)) });
  }
  function drop(key: string) {
    set({ ...state, entries: state.entries.filter((e) => e.key !== key) });
  }
  const hasPending = () => state.entries.some((e) => e.status === 'pending');

  function schedule() {
    if (stopped || timer !== null || !hasPending()) return;
    const wait = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? BACKOFF_MS[0];
    attempt += 1;
    timer = timers.set(() => {
      timer = null;
      void check();
    }, wait);
  }

  /** Checks the server; sends when it answers, else waits longer. */
  async function check() {
    if (stopped || !hasPending()) return;
    const up = await deps.reachable().catch(() => false);
    if (up) await flush();
    else schedule();
  }

  /** Sends the pending drafts one at a time, until one finds the server unreachable. */
  function flush(): Promise<void> {
    if (flushing) return flushing;
    flushing = (async () => {
      for (const { key } of state.entries.filter((e) => e.status === 'pending')) {
        const current = entry(key);
        if (!current || current.status !== 'pending') continue;
        patch(key, { status: 'sending' });
        const outcome = await deps
          .send(current.draft)
          .catch((): SendOutcome => ({ kind: 'failed' }));
        if (!entry(key)) continue;
        if (outcome.kind === 'sent') {
          await deps.store.remove(current.draft.kind, current.draft.itemId).catch(() => undefined);
          drop(key);
          attempt = 0;
          deps.onSent?.(current.draft);
        } else if (outcome.kind === 'unreachable') {
          patch(key, { status: 'pending' });
          break;
        } else if (outcome.kind === 'conflict') {
          const { kind: _kind, ...conflict } = outcome;
          patch(key, { status: 'conflict', conflict });
        } else {
          patch(key, { status: 'failed', code: outcome.code });
        }
      }
    })().finally(() => {
      flushing = null;
      schedule();
    });
    return flushing;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Reads the host's drafts (at start) and tries to send them. */
    async load() {
      const { persistence, drafts } = await deps.store.list();
      const known = new Map(state.entries.map((e) => [e.key, e]));
      set({
        persistence,
        entries: drafts.map((draft) => {
          const key = draftKey(draft.kind, draft.itemId);
          return known.get(key) ?? { key, draft, status: 'pending' as const };
        }),
      });
      await check();
    },
    /** Keeps an edit that could not be sent; answers what the host said. */
    async keep(draft: Omit<OfflineDraft, 'savedAt'>) {
      const result = await deps.store.put(draft);
      if (!result.ok) return result;
      const key = draftKey(draft.kind, draft.itemId);
      const kept: DraftEntry = {
        key,
        draft: { ...draft, savedAt: new Date().toISOString() },
        status: 'pending',
      };
      set({
        persistence: result.persistence,
        entries: entry(key)
          ? state.entries.map((e) => (e.key === key ? kept : e))
          : [...state.entries, kept],
      });
      schedule();
      return result;
    },
    /** Forgets a draft (sent another way, or discarded by the person). */
    async discard(kind: OfflineDraft['kind'], itemId: string) {
      await deps.store.remove(kind, itemId);
      drop(draftKey(kind, itemId));
    },
    /** Sends a conflicting draft over their version (the person chose to). */
    async overwrite(key: string) {
      const current = entry(key);
      if (!current?.conflict) return;
      const draft = { ...current.draft, base: current.conflict.theirsBase };
      const { savedAt: _savedAt, ...input } = draft;
      await deps.store.put(input);
      set({
        ...state,
        entries: state.entries.map((e) =>
          e.key === key ? { key, draft, status: 'pending' as const } : e,
        ),
      });
      await flush();
    },
    /** Sends a refused draft again. */
    async retry(key: string) {
      if (entry(key)?.status === 'failed') patch(key, { status: 'pending', code: undefined });
      await this.wake();
    },
    /** The server may be back (the window's `online` event, "Send now"): check at once. */
    async wake() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      attempt = 0;
      await check();
    },
    stop() {
      stopped = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      listeners.clear();
    },
  };
}

export type DraftSync = ReturnType<typeof createDraftSync>;
