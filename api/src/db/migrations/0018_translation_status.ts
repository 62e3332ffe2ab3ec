import type { Migration } from './migration';

/** The tables whose languages have a translation status. */
const TRANSLATED_TABLES = ['news_articles', 'job_listings'];

export const translationStatus: Migration = {
  // For each language of an article or listing that auto-translate filled, the
  // SHA-256 of the other language's fields it was made from (null: written by hand); the
  // language is stale once its source no longer has that fingerprint.
  async up(knex) {
    for (const table of TRANSLATED_TABLES) {
      await knex.schema.alterTable(table, (t) => {
        t.string('ar_source_fingerprint', 64).nullable();
        t.string('en_source_fingerprint', 64).nullable();
      });
    }
  },
  async down(knex) {
    for (const table of TRANSLATED_TABLES) {
      await knex.schema.alterTable(table, (t) => {
        t.dropColumn('ar_source_fingerprint');
        t.dropColumn('en_source_fingerprint');
      });
    }
  },
};
