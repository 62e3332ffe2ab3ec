import type { Migration } from './migration';

/**
 * The attachments of answers taken by the SMTP listener, one row each: a document that passed
 * the résumé's checks keeps its bytes (`data`) to download; any other keeps only its name, size
 * and why it was left (`refused`: 'type', 'size', 'empty', 'virus'), so staff know the person sent
 * something. They go with their message (ON DELETE CASCADE), which goes with its item.
 */
export const answerFiles: Migration = {
  async up(knex) {
    await knex.schema.createTable('answer_files', (t) => {
      t.increments('id').primary();
      t.integer('message_id')
        .notNullable()
        .references('id')
        .inTable('submission_messages')
        .onDelete('CASCADE');
      t.string('filename', 255).notNullable();
      t.string('mime_type', 100).nullable();
      t.integer('size').notNullable();
      t.string('refused', 20).nullable();
      t.binary('data').nullable();
      t.index(['message_id'], 'answer_files_message');
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('answer_files');
  },
};
