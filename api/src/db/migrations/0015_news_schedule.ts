import crypto from 'node:crypto';
import type { Migration } from './migration';

/**
 * Scheduled publishing and preview links: a draft's `publish_at` (the scheduler
 * publishes it then, services/newsSchedule.ts), indexed for the scheduler's look; and the key
 * preview links are signed with (app_meta, shared by every instance of one database).
 */
export const newsSchedule: Migration = {
  async up(knex) {
    await knex.schema.alterTable('news_articles', (t) => {
      t.timestamp('publish_at', { useTz: true }).nullable();
      t.index(['publish_at'], 'news_articles_publish_at');
    });
    await knex('app_meta').insert({
      key: 'news_preview_key',
      value: crypto.randomBytes(32).toString('base64url'),
    });
  },
  async down(knex) {
    await knex('app_meta').where({ key: 'news_preview_key' }).delete();
    await knex.schema.alterTable('news_articles', (t) => {
      t.dropIndex(['publish_at'], 'news_articles_publish_at');
      t.dropColumn('publish_at');
    });
  },
};
