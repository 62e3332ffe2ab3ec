import type { Knex } from 'knex';
import { timestamps } from './helpers';
import type { Migration } from './migration';

/**
 * The site's content run by staff: the team, the ventures, the partners, and their
 * pictures. A picture is stored once, normalised (turned upright, metadata stripped, cropped for
 * portraits); its served widths and formats are made on first request into
 * content_image_variants (deleted with it).
 */
export const siteContent: Migration = {
  async up(knex) {
    await knex.schema.createTable('content_images', (t) => {
      t.string('id', 32).primary();
      t.string('kind', 16).notNullable(); // 'portrait' | 'logo'
      t.string('mime_type', 50).notNullable();
      t.integer('width').notNullable();
      t.integer('height').notNullable();
      t.string('sha256', 64).notNullable();
      t.binary('data').notNullable();
      t.string('alt_ar', 200).nullable();
      t.string('alt_en', 200).nullable();
      timestamps(t);
      t.index(['created_at'], 'content_images_created_at');
    });
    await knex.schema.createTable('content_image_variants', (t) => {
      t.string('image_id', 32)
        .notNullable()
        .references('id')
        .inTable('content_images')
        .onDelete('CASCADE');
      t.integer('width').notNullable();
      t.string('format', 10).notNullable(); // 'avif' | 'webp' | 'jpeg' | 'png'
      t.binary('data').notNullable();
      t.primary(['image_id', 'width', 'format']);
    });
    const picture = (t: Knex.CreateTableBuilder, column: string) =>
      t.string(column, 32).nullable().references('id').inTable('content_images');
    const orderAndTimes = (t: Knex.CreateTableBuilder) => {
      t.integer('position').notNullable();
      timestamps(t);
      t.timestamp('updated_at', { useTz: true }).notNullable();
    };
    await knex.schema.createTable('team_members', (t) => {
      t.string('id', 32).primary();
      t.string('team_group', 16).notNullable();
      t.string('name_ar', 120).notNullable();
      t.string('name_en', 120).notNullable();
      t.string('role_ar', 120).notNullable();
      t.string('role_en', 120).notNullable();
      t.text('bio_ar').notNullable();
      t.text('bio_en').notNullable();
      picture(t, 'photo_id');
      t.string('linkedin', 100).nullable();
      orderAndTimes(t);
      t.index(['team_group', 'position'], 'team_members_group_position');
    });
    await knex.schema.createTable('ventures', (t) => {
      t.string('id', 32).primary();
      t.string('name_ar', 120).notNullable();
      t.string('name_en', 120).notNullable();
      t.string('description_ar', 400).notNullable();
      t.string('description_en', 400).notNullable();
      picture(t, 'logo_id');
      t.string('url', 500).notNullable();
      orderAndTimes(t);
    });
    await knex.schema.createTable('partners', (t) => {
      t.string('id', 32).primary();
      t.string('name_ar', 120).notNullable();
      t.string('name_en', 120).notNullable();
      picture(t, 'logo_id');
      picture(t, 'logo_dark_id');
      t.string('url', 500).notNullable();
      orderAndTimes(t);
    });
  },
  async down(knex) {
    for (const table of [
      'partners',
      'ventures',
      'team_members',
      'content_image_variants',
      'content_images',
    ])
      await knex.schema.dropTable(table);
  },
};
