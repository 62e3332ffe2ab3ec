import type { Knex } from 'knex';
import type { Migration } from './migration';

/**
 * Which preview links of an article still open it: a link carries the article's `preview_epoch`
 * when it was made, and publishing, unpublishing, a new link or a revocation moves it on.
 */
export const previewEpoch: Migration = {
  async up(knex: Knex) {
    await knex.schema.alterTable('news_articles', (t) => {
      t.integer('preview_epoch').notNullable().defaultTo(0);
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('news_articles', (t) => {
      t.dropColumn('preview_epoch');
    });
  },
};
