/**
 * Where each kind of submission is stored and what its search document is made of:
 * the texts the admin's search box looks in, folded once when the row is written (shared/search).
 */
import { searchDocument } from '@vb/shared/search';
import type { SubmissionKind } from '@vb/shared/status';

const TABLES = {
  applications: 'job_applications',
  'contact-messages': 'contact_messages',
  'investor-requests': 'investor_requests',
} as const satisfies Record<SubmissionKind, string>;

/** The columns a kind's search looks in (what the admin shows of an item, but its status). */
const SEARCH_COLUMNS = {
  applications: ['name', 'email', 'phone', 'position', 'message', 'resume_filename'],
  'contact-messages': ['name', 'email', 'phone', 'subject', 'message'],
  'investor-requests': [
    'name',
    'email',
    'phone',
    'organization',
    'position',
    'investment_amount',
    'message',
  ],
} as const satisfies Record<SubmissionKind, readonly string[]>;

/** The table a kind is stored in. */
export const submissionTable = (kind: SubmissionKind): string => TABLES[kind];

/** SQLite: the full-text index (FTS5, trigram) of a kind's search documents. */
export const searchIndexTable = (kind: SubmissionKind): string => `${TABLES[kind]}_search`;

/**
 * An FTS5 query that finds documents holding each of `words` (each at least 3 characters: the
 * trigram index cannot find shorter ones), every word a quoted string, its quotes doubled.
 */
export const ftsQuery = (words: readonly string[]): string =>
  words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ');

/** The shortest word the trigram index finds; shorter ones are looked for with LIKE. */
export const FTS_MIN_WORD = 3;

/** The columns of a kind that make its search document. */
export const searchColumns = (kind: SubmissionKind): readonly string[] => SEARCH_COLUMNS[kind];

/** A row's search document, from its stored columns. */
export function searchTextOf(kind: SubmissionKind, row: Record<string, unknown>): string {
  return searchDocument(
    SEARCH_COLUMNS[kind].map((column) => {
      const value = row[column];
      return typeof value === 'string' ? value : null;
    }),
  );
}
