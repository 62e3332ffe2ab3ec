import type { Knex } from 'knex';
import type { Migration } from './migration';

/**
 * When a session's person last proved who they are (signed in, or typed their password again):
 * the actions that weaken an account or show where it is used ask for it to be recent. Empty for
 * sessions made before: their sign-in time counts.
 */
export const sessionAuthenticatedAt: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('sessions', (t) => {
      t.timestamp('authenticated_at', { useTz: true }).nullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('sessions', (t) => {
      t.dropColumn('authenticated_at');
    });
  },
};
