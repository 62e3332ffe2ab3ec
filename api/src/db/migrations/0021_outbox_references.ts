import type { Knex } from 'knex';
import { mailboxKey } from '@vb/shared/email-key';
import type { Migration } from './migration';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What an outbox message is tied to, readable after its body is dropped on sending:
 * - `to_key`, its recipient as one mailbox (mailboxKey): the confirmations a mailbox got in the
 *   last day are counted by it, however the addresses were typed. Only the last day's
 *   confirmations are filled in: older rows never count.
 * - `item_kind` and `item_id`, the submission it tells of (a confirmation, a new item, an
 *   assignment): erasing or anonymising the item finds its e-mails by them.
 */
export const outboxReferences: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('outbox', (t) => {
      t.string('to_key', 254).nullable();
      t.string('item_kind', 40).nullable();
      t.integer('item_id').nullable();
      t.index(['to_key', 'kind', 'created_at'], 'outbox_to_key');
      t.index(['item_kind', 'item_id'], 'outbox_item');
    });
    const recent = await knex('outbox')
      .where({ kind: 'submission_received' })
      .andWhere('created_at', '>=', new Date(Date.now() - DAY_MS))
      .select('id', 'to_address');
    for (const row of recent as { id: number; to_address: string }[])
      await knex('outbox')
        .where({ id: row.id })
        .update({ to_key: mailboxKey(row.to_address) });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('outbox', (t) => {
      t.dropIndex(['item_kind', 'item_id'], 'outbox_item');
      t.dropIndex(['to_key', 'kind', 'created_at'], 'outbox_to_key');
      t.dropColumn('item_id');
      t.dropColumn('item_kind');
      t.dropColumn('to_key');
    });
  },
};
