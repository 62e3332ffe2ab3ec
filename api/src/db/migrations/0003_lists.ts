import type { Knex } from 'knex';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import { searchColumns, searchTextOf, submissionTable } from '../submissionSearch';
import type { Migration } from './migration';

/**
 * The admin at 100,000 submissions: each submission keeps its search document (the
 * folded text the admin's search looks in, shared/search), filled in here for the rows there
 * are; the lists are read newest first, or of one status newest first, through an index.
 * (searchTextOf is the current rule: a later change of it comes with a migration that refills.)
 */
export const lists: Migration = {
  async up(knex) {
    for (const kind of SUBMISSION_KINDS) {
      const table = submissionTable(kind);
      await knex.schema.alterTable(table, (t) => {
        t.text('search_text').notNullable().defaultTo('');
        // Replaces the index on created_at alone, which SQLite kept choosing (then sorting by id).
        t.dropIndex(['created_at']);
        t.index(['created_at', 'id'], `${table}_created_id`);
        t.index(['status', 'created_at', 'id'], `${table}_status_created_id`);
      });
      // Batches by id, so a large table is never read whole.
      let after = 0;
      for (;;) {
        const rows = (await knex(table)
          .select(['id', ...searchColumns(kind)])
          .where('id', '>', after)
          .orderBy('id')
          .limit(500)) as Record<string, unknown>[];
        if (rows.length === 0) break;
        for (const row of rows)
          await knex(table)
            .where({ id: row.id })
            .update({ search_text: searchTextOf(kind, row) });
        after = Number(rows[rows.length - 1]!.id);
      }
    }
    if (knex.client.config.client === 'pg') await trigramIndexes(knex, 'create');
  },
  async down(knex) {
    if (knex.client.config.client === 'pg') await trigramIndexes(knex, 'drop');
    for (const kind of SUBMISSION_KINDS) {
      const table = submissionTable(kind);
      await knex.schema.alterTable(table, (t) => {
        t.dropIndex(['status', 'created_at', 'id'], `${table}_status_created_id`);
        t.dropIndex(['created_at', 'id'], `${table}_created_id`);
        t.index(['created_at']);
        t.dropColumn('search_text');
      });
    }
  },
};

/**
 * PostgreSQL: a trigram index on each search document, which serves `LIKE '%word%'` (pg_trgm,
 * when the server has it; without it the search reads the table, still correct).
 */
async function trigramIndexes(knex: Knex, action: 'create' | 'drop') {
  const available = await knex
    .select('name')
    .from('pg_available_extensions')
    .where({ name: 'pg_trgm' })
    .first();
  if (!available) return;
  if (action === 'drop') {
    for (const kind of SUBMISSION_KINDS)
      await knex.raw('DROP INDEX IF EXISTS ??', [`${submissionTable(kind)}_search_trgm`]);
    return;
  }
  try {
    // In a savepoint: a database user without the right to create the extension still migrates.
    await knex.transaction(async (trx) => {
      await trx.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        await trx.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin (search_text gin_trgm_ops)', [
          `${table}_search_trgm`,
          table,
        ]);
      }
    });
  } catch {
    // Without the index the search reads the table: slower at scale, the same answers.
  }
}
