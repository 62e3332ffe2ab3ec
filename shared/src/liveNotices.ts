/**
 * The notices that new submissions raise while the admin is open: the desktop
 * console's native notifications and the web admin's browser notifications, for the kinds a
 * person follows, gathered over a few seconds into one notice ("2 new applications, 1 contact
 * message"). The same words mark the new arrivals over a list.
 */
import type { MessageKey } from './i18n';
import type { NotificationMode } from './schemas/notifications';
import { SUBMISSION_KINDS, type SubmissionKind } from './status';

/** How long new submissions are gathered into one notice. */
export const LIVE_NOTICE_COALESCE_MS = 2_500;

/** New submissions of each kind. */
export type NewCounts = Partial<Record<SubmissionKind, number>>;

/** "3 new contact messages", for each kind. */
export const NEW_ITEMS_MESSAGE: Record<SubmissionKind, MessageKey> = {
  applications: 'desktop.notify.applications',
  'contact-messages': 'desktop.notify.messages',
  'investor-requests': 'desktop.notify.investors',
};

/**
 * The kinds a person follows: those they chose to hear of by e-mail, item by item or in a daily
 * digest. Live notices are raised for these only; "nothing" keeps a kind quiet everywhere.
 */
export function followedKinds(
  modes: Partial<Record<SubmissionKind, NotificationMode>>,
): ReadonlySet<SubmissionKind> {
  return new Set(SUBMISSION_KINDS.filter((kind) => (modes[kind] ?? 'none') !== 'none'));
}

/** The counts of the followed kinds only (empty when none of them has news). */
export function followedCounts(
  counts: NewCounts,
  followed: ReadonlySet<SubmissionKind>,
): NewCounts {
  const kept: NewCounts = {};
  for (const kind of SUBMISSION_KINDS) {
    const count = counts[kind] ?? 0;
    if (count > 0 && followed.has(kind)) kept[kind] = count;
  }
  return kept;
}

/** The notice's text: a title and one line per kind that has news. */
export function liveNoticeText(
  counts: NewCounts,
  t: (key: MessageKey, values?: { count: number }) => string,
): { title: string; body: string } {
  const lines = SUBMISSION_KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) =>
    t(NEW_ITEMS_MESSAGE[kind], { count: counts[kind] ?? 0 }),
  );
  return { title: t('desktop.notify.title'), body: lines.join('\n') };
}

export interface NoticeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface NoticeGatherer {
  /** One new submission of this kind. */
  add(kind: SubmissionKind): void;
  /** Drops what was gathered and not yet told (signed out, switched off, closed). */
  clear(): void;
}

/**
 * Gathers the new submissions of `coalesceMs` into one notice, of the kinds the person follows
 * when it is told (`followed` asks the server, so a choice changed anywhere counts at once; null:
 * not known, nothing told). What was gathered before a `clear` is never told.
 */
export function createNoticeGatherer(deps: {
  coalesceMs: number;
  timers: NoticeTimers;
  followed(): Promise<ReadonlySet<SubmissionKind> | null>;
  announce(counts: NewCounts): void;
  warn?(message: string, error?: unknown): void;
}): NoticeGatherer {
  let pending: NewCounts = {};
  let timer: unknown;
  let generation = 0;

  const flush = () => {
    timer = undefined;
    const counts = pending;
    pending = {};
    const asked = generation;
    deps
      .followed()
      .then((followed) => {
        if (asked !== generation || !followed) return;
        const told = followedCounts(counts, followed);
        if (Object.keys(told).length > 0) deps.announce(told);
      })
      .catch((error: unknown) => deps.warn?.('The notification choices could not be read', error));
  };

  return {
    add(kind) {
      pending[kind] = (pending[kind] ?? 0) + 1;
      timer ??= deps.timers.setTimeout(flush, deps.coalesceMs);
    },
    clear() {
      generation += 1;
      if (timer !== undefined) deps.timers.clearTimeout(timer);
      timer = undefined;
      pending = {};
    },
  };
}
