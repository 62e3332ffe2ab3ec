/**
 * How many submissions a filter keeps, remembered while nothing changed: the
 * dashboard's badges and every page of a list need a count, and at 100,000 rows a count reads the
 * whole index (milliseconds each, and SQLite runs them one at a time), while a list is re-read far
 * more often than it changes.
 *
 * A remembered count is good while the database's heads are the same: every change to a
 * submission either adds a row (a higher id) or is a staff action written to the audit trail in
 * the same transaction (a higher audit id), on every instance sharing the database. One statement
 * reads the heads. On PostgreSQL two transactions may commit out of id order, so a head alone could
 * miss a row committed late: a count is also never older than `maxAgeMs`.
 */
import type { SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import { heads, type FeedCursor } from '../repos/events';
import * as submissions from '../repos/submissions';
import type { ListFilter } from '../repos/submissions';

export type CountFilter = Omit<ListFilter, 'limit' | 'offset' | 'sort'>;

/** How long a count is trusted at most, even with the heads unchanged. */
export const COUNT_MAX_AGE_MS = 2000;
/** Counts remembered at most (the least recently used go first). */
const MAX_ENTRIES = 256;

interface Entry {
  stamp: string;
  at: number;
  count: number;
}

export interface SubmissionCounts {
  /** How many items of `kind` the filter keeps, remembered while the database is unchanged. */
  count(kind: SubmissionKind, filter: CountFilter): Promise<number>;
}

/**
 * Reads the database's heads as one string, a stamp that changes with every change to a
 * submission; requests arriving together share one read (one statement for all of them).
 */
export function headsStamp(db: Db): () => Promise<string> {
  let stamping: Promise<string> | undefined;
  const stampOf = (cursor: FeedCursor) => JSON.stringify(cursor);
  return () => {
    stamping ??= heads(db)
      .then(stampOf)
      .finally(() => {
        stamping = undefined;
      });
    return stamping;
  };
}

export function submissionCounts(
  db: Db,
  { maxAgeMs = COUNT_MAX_AGE_MS, now = () => Date.now() } = {},
): SubmissionCounts {
  const entries = new Map<string, Entry>();
  /** Counts being read, so that requests arriving together share one read. */
  const reading = new Map<string, Promise<number>>();
  const stamp = headsStamp(db);

  return {
    async count(kind, filter) {
      const key = JSON.stringify([
        kind,
        filter.words,
        filter.status ?? null,
        filter.from?.toISOString() ?? null,
        filter.before?.toISOString() ?? null,
        filter.ids ?? null,
        filter.assigneeId === undefined ? 'anyone' : filter.assigneeId,
        filter.archived ?? null,
        filter.jobListingId ?? null,
      ]);
      const current = await stamp();
      const known = entries.get(key);
      if (known && known.stamp === current && now() - known.at < maxAgeMs) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, known);
        return known.count;
      }
      const readKey = `${key}@${current}`;
      let pending = reading.get(readKey);
      if (!pending) {
        const at = now();
        pending = submissions
          .countMatching(db, kind, filter)
          .then((count) => {
            entries.delete(key);
            entries.set(key, { stamp: current, at, count });
            while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
            return count;
          })
          .finally(() => reading.delete(readKey));
        reading.set(readKey, pending);
      }
      return pending;
    },
  };
}
