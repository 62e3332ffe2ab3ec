import type { Migration } from './migration';

/**
 * Answers to replies, taken by the server's SMTP listener onto the item's thread:
 * - `direction` 'in' rows: no author, the sender's name and address as the e-mail gave them,
 *   and `seen_at`, when someone of staff first opened the item after it came (until then the
 *   item shows new activity).
 * - Message-IDs unique per item: an answer delivered twice (to two instances, or again after a lost
 *   acknowledgement) is stored once; the outgoing ones are random and so unique already.
 */
export const inboundAnswers: Migration = {
  async up(knex) {
    await knex.schema.alterTable('submission_messages', (t) => {
      t.string('sender_name', 200).nullable();
      t.string('sender_email', 320).nullable();
      t.timestamp('seen_at', { useTz: true }).nullable();
      t.unique(['kind', 'item_id', 'message_id'], { indexName: 'submission_messages_message_id' });
    });
  },
  async down(knex) {
    await knex.schema.alterTable('submission_messages', (t) => {
      t.dropUnique(['kind', 'item_id', 'message_id'], 'submission_messages_message_id');
      t.dropColumn('seen_at');
      t.dropColumn('sender_email');
      t.dropColumn('sender_name');
    });
  },
};
