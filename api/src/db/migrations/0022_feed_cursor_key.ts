import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { Migration } from './migration';

/** The key the live feed's event ids are sealed with (services/feedCursor.ts). */
export const feedCursorKey: Migration = {
  async up(knex: Knex) {
    await knex('app_meta').insert({
      key: 'feed_cursor_key',
      value: crypto.randomBytes(32).toString('base64url'),
    });
  },
  async down(knex: Knex) {
    await knex('app_meta').where({ key: 'feed_cursor_key' }).delete();
  },
};
