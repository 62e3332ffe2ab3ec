import { timestamps } from './helpers';
import type { Migration } from './migration';

export const initial: Migration = {
  async up(knex) {
    await knex.schema.createTable('app_meta', (t) => {
      t.string('key', 64).primary();
      t.string('value', 255).notNullable();
    });
    await knex.schema.createTable('users', (t) => {
      t.increments('id').primary();
      t.string('email', 254).notNullable().unique();
      t.string('name', 120).nullable();
      t.string('password_hash', 255).notNullable();
      timestamps(t);
      t.timestamp('password_changed_at', { useTz: true }).notNullable();
    });
    await knex.schema.createTable('sessions', (t) => {
      t.string('id', 64).primary(); // SHA-256 of the token: a stolen database yields no usable token
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.string('kind', 10).notNullable(); // 'cookie' | 'bearer'
      timestamps(t);
      t.timestamp('last_seen_at', { useTz: true }).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.string('user_agent', 300).nullable();
      t.index(['user_id']);
    });
    await knex.schema.createTable('rate_limits', (t) => {
      // Rate-limit and login-throttle counters (http/limiter.ts), shared by every instance.
      t.string('key', 255).primary();
      t.integer('points').notNullable().defaultTo(0);
      t.bigInteger('expire').nullable();
    });
    await knex.schema.createTable('media', (t) => {
      t.string('id', 32).primary();
      t.string('mime_type', 50).notNullable();
      t.integer('size').notNullable();
      t.string('sha256', 64).notNullable();
      t.binary('data').notNullable();
      timestamps(t);
    });
    await knex.schema.createTable('news_articles', (t) => {
      t.increments('id').primary();
      t.string('slug', 120).notNullable().unique();
      t.string('title', 200).notNullable();
      t.string('title_ar', 200).nullable();
      t.text('content').notNullable();
      t.text('content_ar').nullable();
      t.string('excerpt', 500).nullable();
      t.string('excerpt_ar', 500).nullable();
      t.string('image_media_id', 32)
        .nullable()
        .references('id')
        .inTable('media')
        .onDelete('SET NULL');
      t.boolean('is_published').notNullable().defaultTo(false);
      t.timestamp('published_at', { useTz: true }).nullable();
      timestamps(t);
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['is_published', 'published_at']);
    });
    await knex.schema.createTable('job_listings', (t) => {
      t.increments('id').primary();
      t.string('title', 200).notNullable();
      t.string('title_ar', 200).nullable();
      t.string('department', 40).notNullable();
      t.string('location', 60).notNullable();
      t.string('location_ar', 200).nullable();
      t.text('description').notNullable();
      t.text('description_ar').nullable();
      t.text('requirements').notNullable();
      t.text('requirements_ar').nullable();
      t.string('employment_type', 30).notNullable();
      t.boolean('is_active').notNullable().defaultTo(true);
      timestamps(t);
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await knex.schema.createTable('job_applications', (t) => {
      t.increments('id').primary();
      t.string('name', 120).notNullable();
      t.string('email', 254).notNullable();
      t.string('phone', 32).notNullable();
      t.string('position', 200).notNullable();
      t.text('message').nullable();
      t.string('resume_filename', 255).notNullable();
      t.string('resume_mime_type', 100).notNullable();
      t.integer('resume_size').notNullable();
      t.integer('job_listing_id')
        .nullable()
        .references('id')
        .inTable('job_listings')
        .onDelete('SET NULL');
      t.string('status', 20).notNullable().defaultTo('new');
      timestamps(t);
      t.index(['created_at']);
    });
    await knex.schema.createTable('resumes', (t) => {
      t.integer('application_id')
        .primary()
        .references('id')
        .inTable('job_applications')
        .onDelete('CASCADE');
      t.binary('data').notNullable();
    });
    await knex.schema.createTable('contact_messages', (t) => {
      t.increments('id').primary();
      t.string('name', 120).notNullable();
      t.string('email', 254).notNullable();
      t.string('phone', 32).nullable();
      t.string('subject', 200).notNullable();
      t.text('message').notNullable();
      t.string('status', 20).notNullable().defaultTo('new');
      timestamps(t);
      t.index(['created_at']);
    });
    await knex.schema.createTable('investor_requests', (t) => {
      t.increments('id').primary();
      t.string('name', 120).notNullable();
      t.string('email', 254).notNullable();
      t.string('organization', 200).notNullable();
      t.string('position', 200).nullable();
      t.string('phone', 32).nullable();
      t.string('investment_amount', 100).nullable();
      t.text('message').notNullable();
      t.string('status', 20).notNullable().defaultTo('new');
      timestamps(t);
      t.index(['created_at']);
    });
  },
  async down(knex) {
    for (const table of [
      'investor_requests',
      'contact_messages',
      'resumes',
      'job_applications',
      'job_listings',
      'news_articles',
      'media',
      'rate_limits',
      'sessions',
      'users',
      'app_meta',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
