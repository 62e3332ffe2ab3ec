import type { Migration } from './migration';

/**
 * Answering a submission from the admin:
 * - `submission_messages`, an item's thread: each reply staff sent (direction 'out'), its author
 *   (by account, no foreign key: accounts may be removed, the thread stays), the language and
 *   text, the e-mail's Message-ID (later replies thread onto it) and its outbox message (where
 *   the e-mail stands). `reply_token` is the item's unguessable part of the Reply-To address,
 *   the same on every message of the item, found by its index when an answer comes back.
 *   Deleting, erasing or anonymising the item removes its messages (services).
 * - the outbox's threading headers: a reply's own Message-ID, Reply-To, In-Reply-To and
 *   References (null for the automatic mail, whose Message-ID the sender derives).
 */
export const submissionMessages: Migration = {
  async up(knex) {
    await knex.schema.createTable('submission_messages', (t) => {
      t.increments('id').primary();
      t.string('kind', 40).notNullable(); // the submission kind: 'applications', …
      t.integer('item_id').notNullable();
      t.string('direction', 8).notNullable(); // 'out'
      t.integer('author_id').nullable();
      t.string('language', 2).notNullable();
      t.text('body').notNullable();
      t.string('message_id', 300).notNullable();
      t.string('reply_token', 64).notNullable();
      t.integer('outbox_id').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.index(['kind', 'item_id', 'id'], 'submission_messages_item');
      t.index(['reply_token'], 'submission_messages_token');
    });
    await knex.schema.alterTable('outbox', (t) => {
      t.string('message_id', 300).nullable();
      t.string('reply_to', 320).nullable();
      t.string('in_reply_to', 300).nullable();
      t.text('thread_references').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('outbox', (t) => {
      t.dropColumn('thread_references');
      t.dropColumn('in_reply_to');
      t.dropColumn('reply_to');
      t.dropColumn('message_id');
    });
    await knex.schema.dropTableIfExists('submission_messages');
  },
};
