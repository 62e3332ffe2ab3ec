import type { Migration } from './migration';

/**
 * The overview's median time to a first status change needs the first `status_changed` event of
 * each item received in the chart's weeks. This index holds a kind's status changes in time
 * order with the item they belong to, so the changes since the chart began are read in one range
 * of the index alone and grouped by item, on both databases. Without it SQLite looked each item
 * up through the (action, at) index, reading every status change ever made for every item.
 */
export const overviewFirstChange: Migration = {
  async up(knex) {
    await knex.schema.alterTable('audit_events', (t) => {
      t.index(['item_kind', 'action', 'at', 'item_id'], 'audit_events_kind_action_at');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('audit_events', (t) => {
      t.dropIndex(['item_kind', 'action', 'at', 'item_id'], 'audit_events_kind_action_at');
    });
  },
};
