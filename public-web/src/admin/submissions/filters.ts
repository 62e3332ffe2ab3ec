/**
 * Search, status and date filters of the submission lists (pure: no DOM, no React).
 */
import { matchesSearch } from '@vb/shared/search';

export { foldForSearch, matchesSearch } from '@vb/shared/search';

export interface SubmissionFilters {
  /** Free text; every word must occur in one of the item's searchable fields. */
  search: string;
  /** A status of the kind, or null for all statuses. */
  status: string | null;
  /** First day included, `YYYY-MM-DD` in local time, or null. */
  from: string | null;
  /** Last day included, `YYYY-MM-DD` in local time, or null. */
  to: string | null;
}

export const EMPTY_FILTERS: SubmissionFilters = { search: '', status: null, from: null, to: null };

/** What every submission has. */
export interface FilterableSubmission {
  id: number;
  status: string;
  createdAt: string;
}

/** Whether any filter narrows the list. */
export function hasActiveFilters(filters: SubmissionFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== null ||
    filters.from !== null ||
    filters.to !== null
  );
}

/** The local calendar day (`YYYY-MM-DD`) of an ISO timestamp, or null when it is not a date. */
export function localDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const time = (iso: string) => {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? -Infinity : t;
};

/** Newest first (by creation time, then by id); the input is not changed. */
export function sortNewestFirst<T extends FilterableSubmission>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.id - a.id);
}

/**
 * The items that pass the filters, newest first. `searchFields` gives the texts of an item that
 * the search box looks in. A reversed date range (from after to) is read the right way round.
 */
export function filterSubmissions<T extends FilterableSubmission>(
  items: readonly T[],
  filters: SubmissionFilters,
  searchFields: (item: T) => readonly (string | null | undefined)[],
): T[] {
  let { from, to } = filters;
  if (from && to && from > to) [from, to] = [to, from];
  return sortNewestFirst(items).filter((item) => {
    if (filters.status !== null && item.status !== filters.status) return false;
    if (from || to) {
      const day = localDay(item.createdAt);
      if (day === null) return false;
      if (from && day < from) return false;
      if (to && day > to) return false;
    }
    return matchesSearch(searchFields(item), filters.search);
  });
}

/** How many items are unread (status 'new'). */
export function countUnread(items: readonly FilterableSubmission[]): number {
  return items.filter((item) => item.status === 'new').length;
}
