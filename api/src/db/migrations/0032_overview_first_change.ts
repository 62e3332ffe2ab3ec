import type { Migration } from './migration';

/**
 * The overview's median time to a first status change looks up, for each item of the chart's
 * weeks, the earliest `status_changed` event of that item. The item index of 0008 ends in the
 * event's id, so the action and time had to be read from the table row by row, and SQLite
 * preferred the (action, at) index instead: every status change ever made, for every item. This
 * index answers the lookup from the index alone, one seek an item, on both databases.
 */
export const overviewFirstChange: Migration = {
  async up(knex) {
    await knex.schema.alterTable('audit_events', (t) => {
      t.index(['item_kind', 'item_id', 'action', 'at'], 'audit_events_item_action_at');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('audit_events', (t) => {
      t.dropIndex(['item_kind', 'item_id', 'action', 'at'], 'audit_events_item_action_at');
    });
  },
};
