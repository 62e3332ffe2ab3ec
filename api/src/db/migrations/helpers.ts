import type { Knex } from 'knex';

/**
 * The creation time every table of the first migrations has. Shared by applied migrations: a
 * change here would change how they build a new database, so a new need gets a new helper.
 */
export const timestamps = (t: Knex.CreateTableBuilder) => {
  t.timestamp('created_at', { useTz: true }).notNullable();
};
