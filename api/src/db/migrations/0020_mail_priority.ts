import type { Knex } from 'knex';
import { MAIL_PRIORITY } from '@vb/shared/schemas';
import type { Migration } from './migration';

/**
 * The outbox's send order: each message's priority (by its kind, see MAIL_PRIORITY), and the
 * index the sender's claim reads in that order.
 */
export const mailPriority: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('outbox', (t) => {
      t.integer('priority').notNullable().defaultTo(2);
    });
    for (const [kind, priority] of Object.entries(MAIL_PRIORITY))
      await knex('outbox').where({ kind }).update({ priority });
    await knex.schema.alterTable('outbox', (t) => {
      t.index(['status', 'priority', 'next_attempt_at', 'id'], 'outbox_due_by_priority');
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('outbox', (t) => {
      t.dropIndex(['status', 'priority', 'next_attempt_at', 'id'], 'outbox_due_by_priority');
      t.dropColumn('priority');
    });
  },
};
