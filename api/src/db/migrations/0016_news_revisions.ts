import type { Migration } from './migration';

export const newsRevisions: Migration = {
  // Each save of an article is a revision (who, when, every edited field), and the
  // article counts its saves (`version`) so that a stale edit is refused instead of overwriting.
  async up(knex) {
    await knex.schema.alterTable('news_articles', (t) => {
      t.integer('version').notNullable().defaultTo(1);
    });
    await knex.schema.createTable('news_revisions', (t) => {
      t.increments('id').primary();
      t.integer('article_id')
        .notNullable()
        .references('id')
        .inTable('news_articles')
        .onDelete('CASCADE');
      t.integer('version').notNullable();
      t.string('action', 20).notNullable();
      t.integer('restored_from').nullable();
      t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      t.timestamp('at', { useTz: true }).notNullable();
      t.string('slug', 120).notNullable();
      t.string('title', 200).notNullable();
      t.string('title_ar', 200).nullable();
      t.text('content').notNullable();
      t.text('content_ar').nullable();
      t.string('excerpt', 500).nullable();
      t.string('excerpt_ar', 500).nullable();
      // No foreign key: a revision keeps the id of a picture that may be gone; restore checks it.
      t.string('image_media_id', 32).nullable();
      t.boolean('is_published').notNullable();
      t.index(['article_id', 'id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('news_revisions');
    await knex.schema.alterTable('news_articles', (t) => {
      t.dropColumn('version');
    });
  },
};
