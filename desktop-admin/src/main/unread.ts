/**
 * The new submissions the person has not looked at yet: what the notifications and the
 * "while you were away" summary told, of the kinds they follow, counted until the window is
 * focused (or a list is opened from the tray). The tray's tooltip and menu and the app's badge
 * (app.setBadgeCount: the Dock on macOS, the launcher on some Linux desktops) show it.
 */
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { NewCounts } from './notifications';

export interface UnreadTally {
  /** The counts of each kind not yet looked at (kinds with none left out). */
  readonly counts: NewCounts;
  readonly total: number;
  add(counts: NewCounts): void;
  /** Looked at: one kind (its list opened), or everything (the window focused). */
  clear(kind?: SubmissionKind): void;
  /** Called after each change; answers the function that stops listening. */
  onChange(listener: () => void): () => void;
}

export function createUnreadTally(): UnreadTally {
  let counts: NewCounts = {};
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    get counts() {
      return counts;
    },
    get total() {
      return SUBMISSION_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
    },
    add(more) {
      const next: NewCounts = { ...counts };
      let added = false;
      for (const kind of SUBMISSION_KINDS) {
        const count = more[kind] ?? 0;
        if (count <= 0) continue;
        next[kind] = (next[kind] ?? 0) + count;
        added = true;
      }
      if (!added) return;
      counts = next;
      changed();
    },
    clear(kind) {
      if (kind === undefined ? Object.keys(counts).length === 0 : !(kind in counts)) return;
      if (kind === undefined) counts = {};
      else {
        const { [kind]: _cleared, ...rest } = counts;
        counts = rest;
      }
      changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Keeps the app's badge at the tally's total (0 removes it). `setBadgeCount` answers false where
 * the system has no badge (Windows, most Linux desktops): nothing else is tried there.
 */
export function syncBadge(tally: UnreadTally, setBadgeCount: (count: number) => boolean) {
  let supported = true;
  const sync = () => {
    if (supported) supported = setBadgeCount(tally.total);
  };
  sync();
  return tally.onChange(sync);
}
