import { SUBMISSION_KINDS } from '@vb/shared/status';
import { searchColumns, searchTextOf, submissionTable } from '../submissionSearch';
import type { Migration } from './migration';

/**
 * Search documents written again, now that a Saudi number is also kept in its other usual form
 * (0 5x… beside 966 5x…, shared/search.ts). By id, 500 rows at a time, so a large table is never
 * read whole; SQLite's full-text index follows through its update trigger.
 */
export const searchSaudiNumbers: Migration = {
  async up(knex) {
    for (const kind of SUBMISSION_KINDS) {
      const table = submissionTable(kind);
      let after = 0;
      for (;;) {
        const rows = (await knex(table)
          .select(['id', 'search_text', ...searchColumns(kind)])
          .where('id', '>', after)
          .orderBy('id')
          .limit(500)) as Record<string, unknown>[];
        if (rows.length === 0) break;
        for (const row of rows) {
          const text = searchTextOf(kind, row);
          if (text !== row.search_text)
            await knex(table).where({ id: row.id }).update({ search_text: text });
        }
        after = Number(rows[rows.length - 1]!.id);
      }
    }
  },
  // The older documents lack only the extra lines; they find everything they found before.
  async down() {},
};
