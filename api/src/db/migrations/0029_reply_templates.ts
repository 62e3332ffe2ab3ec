import type { Migration } from './migration';

/**
 * Reply templates: texts staff keep for the replies they write often, each of one submission kind
 * (its people use and edit it) and in both languages. `name` is staff's label, listed in order;
 * the index serves a kind's list in that order.
 */
export const replyTemplates: Migration = {
  async up(knex) {
    await knex.schema.createTable('reply_templates', (t) => {
      t.increments('id').primary();
      t.string('kind', 40).notNullable(); // the submission kind: 'applications', …
      t.string('name', 120).notNullable();
      t.text('body_ar').notNullable();
      t.text('body_en').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['kind', 'name'], 'reply_templates_kind_name');
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('reply_templates');
  },
};
