import type { Knex } from 'knex';
import type { Migration } from './migration';

/**
 * When a stored article picture went through the sharp pipeline (upright, no metadata, one
 * frame). Empty for pictures stored before the pipeline: a background job re-encodes them.
 */
export const mediaNormalised: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('media', (t) => {
      t.timestamp('normalised_at', { useTz: true }).nullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('media', (t) => {
      t.dropColumn('normalised_at');
    });
  },
};
