/** LIKE patterns for the searches the repositories run on both databases. */
import type { Knex } from 'knex';
import { SEARCH_MAX_WORDS } from '@vb/shared/search';

/** `%`, `_` and the escape character itself taken literally (the pattern says `ESCAPE '\'`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Narrows `query` to the rows where each word of `search` (split on spaces, any case, at most
 * SEARCH_MAX_WORDS) occurs in one of `columns`. For the small tables of the site's content (its
 * articles and job listings), which have no search document of their own: a scan, not an index.
 * SQLite's LOWER folds only ASCII letters; Arabic has no case.
 */
export function containsEveryWord(
  query: Knex.QueryBuilder,
  columns: readonly string[],
  search: string,
): Knex.QueryBuilder {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
  for (const word of words) {
    const pattern = `%${likeLiteral(word)}%`;
    query.where((any) => {
      for (const column of columns)
        any.orWhereRaw(`LOWER(COALESCE(??, '')) LIKE ? ESCAPE '\\'`, [column, pattern]);
    });
  }
  return query;
}
