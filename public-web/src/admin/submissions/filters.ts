/**
 * Search, status and date filters of the submission lists, as the toolbar holds them; the server
 * applies them (shared/search). `from` and `to` are days in the company's time zone.
 */

export interface SubmissionFilters {
  /** Free text; every word must occur in one of the item's searchable fields. */
  search: string;
  /** A status of the kind, or null for all statuses. */
  status: string | null;
  /** First day included, `YYYY-MM-DD` (Riyadh), or null. */
  from: string | null;
  /** Last day included, `YYYY-MM-DD` (Riyadh), or null. */
  to: string | null;
  /** Whose items (`me`, `none`; null or absent: everyone's). */
  assignee?: 'me' | 'none' | null;
  /** The archive instead of the list. */
  archived?: boolean;
}

export const EMPTY_FILTERS: SubmissionFilters = { search: '', status: null, from: null, to: null };

/** How many filters other than the search narrow the list. */
export function narrowingCount(filters: SubmissionFilters): number {
  return [filters.status, filters.from, filters.to, filters.assignee ?? null].filter(
    (value) => value !== null,
  ).length;
}

/** Whether any filter narrows the list. */
export function hasActiveFilters(filters: SubmissionFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== null ||
    filters.from !== null ||
    filters.to !== null ||
    (filters.assignee ?? null) !== null
  );
}
