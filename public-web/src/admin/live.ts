/**
 * The admin kept live: the feed's events refresh the badges and the lists they touch,
 * a burst of them at most once a second; new submissions are not slipped into the list under the
 * pointer but counted, per kind, for the list's "N new" marker, which shows them when asked; an
 * item a colleague changed or deleted is changed or taken out where the list shows it
 * (liveLists.ts), the list itself not read again.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import type { AdminEvent } from '@vb/shared/events';
import {
  LIVE_NOTICE_COALESCE_MS,
  createNoticeGatherer,
  followedKinds,
} from '@vb/shared/live-notices';
import type { SubmissionKind } from '@vb/shared/status';
import { useT } from '../app/i18n';
import { usePreferences } from '../app/preferences';
import { browserNoticesOn, pageAway, showBrowserNotice } from './browserNotices';
import { logFailure, useAdmin } from './context';
import { runLiveFeed } from './liveFeed';
import { followSubmissionChanges, type SubmissionChange } from './liveLists';
import { adminKeys, itemKey } from './queries';

interface Arrivals {
  /** New submissions of each kind since its list was last shown afresh. */
  counts: Partial<Record<SubmissionKind, number>>;
  add(kind: SubmissionKind): void;
  clear(kind?: SubmissionKind): void;
}

export const useArrivals = create<Arrivals>()((set) => ({
  counts: {},
  add: (kind) => set((s) => ({ counts: { ...s.counts, [kind]: (s.counts[kind] ?? 0) + 1 } })),
  clear: (kind) =>
    set((s) => {
      if (!kind) return { counts: {} };
      const counts = { ...s.counts };
      delete counts[kind];
      return { counts };
    }),
}));

/** How long events are gathered before the lists and badges they touch are read again. */
const COALESCE_MS = 1000;

/** The cache keys an event makes stale (besides the badges and the submissions it changed). */
function staleKeys(event: AdminEvent): readonly (readonly (string | number)[])[] {
  switch (event.type) {
    case 'submission.created':
      return []; // counted for the marker; the list waits until asked
    case 'submission.updated':
    case 'submission.deleted':
      return []; // followed in the lists where they are (followSubmissionChanges)
    case 'article.changed':
      return [adminKeys.news];
    case 'listing.changed':
      return [adminKeys.listings];
  }
}

/** Everything the admin has read, but who is signed in: after a reset, read it all again. */
const refreshAll = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === 'admin' &&
      q.queryKey[1] !== adminKeys.me[1] &&
      q.queryKey[1] !== adminKeys.account[1],
  });

/** How long the person's notification choices are trusted before a notice reads them again. */
const CHOICES_FRESH_MS = 30_000;

/**
 * Keeps the feed open while `enabled` (a signed-in person who may see the badges); on the web,
 * new submissions of the kinds the person follows raise a browser notification while they look
 * elsewhere (when switched on in "My account").
 */
export function useLiveFeed(enabled: boolean) {
  const { client, host } = useAdmin();
  const queryClient = useQueryClient();
  const t = useT();
  const language = usePreferences((s) => s.language);
  // The notice's words in the language of the moment, without reopening the feed on a change.
  const words = useRef({ t, language });
  useEffect(() => {
    words.current = { t, language };
  });
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    const notices = host.browserNotices
      ? createNoticeGatherer({
          coalesceMs: LIVE_NOTICE_COALESCE_MS,
          timers: {
            setTimeout: (callback, ms) => window.setTimeout(callback, ms),
            clearTimeout: (handle) => window.clearTimeout(handle as number),
          },
          followed: async () =>
            followedKinds(
              (
                await queryClient.fetchQuery({
                  queryKey: adminKeys.notifications,
                  queryFn: () => client.notificationSettings(),
                  staleTime: CHOICES_FRESH_MS,
                })
              ).modes,
            ),
          announce(counts) {
            if (browserNoticesOn() && pageAway())
              showBrowserNotice(counts, words.current.language, words.current.t);
          },
          warn: logFailure,
        })
      : null;
    const stale = new Map<string, readonly (string | number)[]>();
    const changed = new Map<string, SubmissionChange>();
    let timer: number | undefined;
    const flush = () => {
      timer = undefined;
      void queryClient.invalidateQueries({ queryKey: adminKeys.summary });
      // The overview follows too (read again only while its tab is shown).
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
      for (const key of stale.values()) void queryClient.invalidateQueries({ queryKey: key });
      stale.clear();
      const changes = [...changed.values()];
      changed.clear();
      void followSubmissionChanges(
        queryClient,
        async (kind, id) =>
          (
            await queryClient.fetchQuery({
              queryKey: itemKey(kind, id),
              queryFn: ({ signal }) => client.itemDetail(kind, id, signal),
              staleTime: 0,
            })
          ).item,
        changes,
      );
    };
    void runLiveFeed(
      (lastEventId, signal) => client.events(lastEventId, signal),
      {
        onEvent(event) {
          if (event.type === 'submission.created') {
            useArrivals.getState().add(event.kind);
            if (notices && browserNoticesOn()) notices.add(event.kind);
          }
          for (const key of staleKeys(event)) stale.set(key.join('/'), key);
          if (event.type === 'submission.updated' || event.type === 'submission.deleted')
            changed.set(`${event.kind}/${event.id}`, {
              kind: event.kind,
              id: event.id,
              deleted: event.type === 'submission.deleted',
            });
          timer ??= window.setTimeout(flush, COALESCE_MS);
        },
        onReset() {
          useArrivals.getState().clear();
          void refreshAll(queryClient);
        },
      },
      abort.signal,
    );
    return () => {
      abort.abort();
      notices?.clear();
      window.clearTimeout(timer);
      useArrivals.getState().clear();
    };
  }, [enabled, client, host, queryClient]);
}
