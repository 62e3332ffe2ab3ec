import type { Migration } from './migration';

/**
 * Each person's admin preferences: one JSON document per person (list layouts,
 * columns, page sizes, saved views), checked by the shared schema on the way in and out.
 */
export const userPreferences: Migration = {
  async up(knex) {
    await knex.schema.createTable('user_preferences', (t) => {
      t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
      t.text('data').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('user_preferences');
  },
};
