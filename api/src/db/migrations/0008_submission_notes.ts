import type { Migration } from './migration';

/**
 * Working an item: staff's internal notes on a submission, and an index by which an
 * item's history (its audit events, newest first) is read without scanning the trail. A note
 * names its author by account (no foreign key: accounts may be removed, the note stays) and by
 * the name and e-mail they had then. Deleting a submission deletes its notes (services).
 */
export const submissionNotes: Migration = {
  async up(knex) {
    await knex.schema.createTable('submission_notes', (t) => {
      t.increments('id').primary();
      t.string('kind', 40).notNullable(); // the submission kind: 'applications', …
      t.integer('item_id').notNullable();
      t.integer('author_id').nullable();
      t.string('author_name', 200).nullable();
      t.string('author_email', 254).nullable();
      t.text('body').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['kind', 'item_id', 'id'], 'submission_notes_item');
    });
    await knex.schema.alterTable('audit_events', (t) => {
      t.index(['item_kind', 'item_id', 'id'], 'audit_events_item');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('audit_events', (t) => {
      t.dropIndex(['item_kind', 'item_id', 'id'], 'audit_events_item');
    });
    await knex.schema.dropTableIfExists('submission_notes');
  },
};
