import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { emailKey } from '@vb/shared/email-key';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import { searchColumns, searchIndexTable, searchTextOf, submissionTable } from './submissionSearch';

import type { Migration } from './migrations/migration';
import { mailPriority } from './migrations/0020_mail_priority';
import { outboxReferences } from './migrations/0021_outbox_references';
import { feedCursorKey } from './migrations/0022_feed_cursor_key';
import { previewEpoch } from './migrations/0023_preview_epoch';
import { sessionAuthenticatedAt } from './migrations/0024_session_authenticated_at';

const timestamps = (t: Knex.CreateTableBuilder) => {
  t.timestamp('created_at', { useTz: true }).notNullable();
};

/**
 * The schema, as portable Knex migrations (SQLite and PostgreSQL). Kept in code, not discovered
 * from files, so they run the same under tsx, a bundle or the test runner. Never edit an applied
 * migration: add the next one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': {
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
  },
  /**
   * Staff accounts (issue 13): roles (space separated, canonical order), disabled accounts, invited
   * accounts (no password yet: an empty hash), single-use links (invitations, later password
   * resets) stored as hashes, the address each session signed in from, the audit trail and the
   * mail outbox. The accounts there were become owners.
   */
  '0002_staff': {
    async up(knex) {
      await knex.schema.alterTable('users', (t) => {
        t.string('roles', 100).notNullable().defaultTo('');
        t.timestamp('disabled_at', { useTz: true }).nullable();
        // Two-factor sign-in: the TOTP secret once confirmed, the one being set up, and the last
        // time step used (a code is accepted once).
        t.string('totp_secret', 64).nullable();
        t.string('totp_pending_secret', 64).nullable();
        t.bigInteger('totp_last_step').nullable();
      });
      await knex.schema.createTable('recovery_codes', (t) => {
        t.increments('id').primary();
        t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.string('code_hash', 64).notNullable(); // SHA-256 of the code
        t.timestamp('used_at', { useTz: true }).nullable();
        t.index(['user_id']);
      });
      await knex.schema.alterTable('sessions', (t) => {
        t.string('ip', 64).nullable(); // where the session signed in from (the people screen)
      });
      // The audit trail: who did what, when, from where (never a secret or a résumé's content).
      await knex.schema.createTable('audit_events', (t) => {
        t.increments('id').primary();
        t.timestamp('at', { useTz: true }).notNullable();
        t.string('action', 40).notNullable();
        t.integer('actor_id').nullable(); // no foreign key: the trail outlives what it names
        t.string('actor_email', 254).nullable();
        t.string('item_kind', 40).nullable();
        t.string('item_id', 64).nullable();
        t.string('detail', 500).nullable();
        t.string('ip', 64).nullable();
        t.string('user_agent', 300).nullable();
        t.index(['at']);
        t.index(['actor_id', 'at']);
        t.index(['action', 'at']);
      });
      // Mail to send, written in the transaction of the action that causes it; the server sends
      // it with retries (see services/mail.ts).
      await knex.schema.createTable('outbox', (t) => {
        t.increments('id').primary();
        timestamps(t);
        t.string('kind', 40).notNullable();
        t.string('to_address', 254).notNullable();
        t.string('language', 5).notNullable();
        t.string('subject', 300).notNullable();
        t.text('text').notNullable();
        t.text('html').notNullable();
        t.string('status', 10).notNullable(); // 'pending' | 'sent' | 'failed'
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('next_attempt_at', { useTz: true }).notNullable();
        t.timestamp('locked_until', { useTz: true }).nullable(); // a sender's lease
        t.string('last_error', 500).nullable();
        t.timestamp('sent_at', { useTz: true }).nullable();
        t.index(['status', 'next_attempt_at']);
      });
      await knex('users').update({ roles: 'owner' });
      await knex.schema.createTable('user_tokens', (t) => {
        t.string('id', 64).primary(); // SHA-256 of the token
        t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        t.string('purpose', 20).notNullable(); // 'invitation' | 'password_reset'
        timestamps(t);
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('used_at', { useTz: true }).nullable();
        t.index(['user_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTableIfExists('outbox');
      await knex.schema.dropTableIfExists('recovery_codes');
      await knex.schema.dropTableIfExists('audit_events');
      await knex.schema.dropTableIfExists('user_tokens');
      await knex.schema.alterTable('sessions', (t) => {
        t.dropColumn('ip');
      });
      await knex.schema.alterTable('users', (t) => {
        t.dropColumn('totp_last_step');
        t.dropColumn('totp_pending_secret');
        t.dropColumn('totp_secret');
        t.dropColumn('disabled_at');
        t.dropColumn('roles');
      });
    },
  },
  /**
   * The admin at 100,000 submissions (issue 14): each submission keeps its search document (the
   * folded text the admin's search looks in, shared/search), filled in here for the rows there
   * are; the lists are read newest first, or of one status newest first, through an index.
   * (searchTextOf is the current rule: a later change of it comes with a migration that refills.)
   */
  '0003_lists': {
    async up(knex) {
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        await knex.schema.alterTable(table, (t) => {
          t.text('search_text').notNullable().defaultTo('');
          // Replaces the index on created_at alone, which SQLite kept choosing (then sorting by id).
          t.dropIndex(['created_at']);
          t.index(['created_at', 'id'], `${table}_created_id`);
          t.index(['status', 'created_at', 'id'], `${table}_status_created_id`);
        });
        // Batches by id, so a large table is never read whole.
        let after = 0;
        for (;;) {
          const rows = (await knex(table)
            .select(['id', ...searchColumns(kind)])
            .where('id', '>', after)
            .orderBy('id')
            .limit(500)) as Record<string, unknown>[];
          if (rows.length === 0) break;
          for (const row of rows)
            await knex(table)
              .where({ id: row.id })
              .update({ search_text: searchTextOf(kind, row) });
          after = Number(rows[rows.length - 1]!.id);
        }
      }
      if (knex.client.config.client === 'pg') await trigramIndexes(knex, 'create');
    },
    async down(knex) {
      if (knex.client.config.client === 'pg') await trigramIndexes(knex, 'drop');
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        await knex.schema.alterTable(table, (t) => {
          t.dropIndex(['status', 'created_at', 'id'], `${table}_status_created_id`);
          t.dropIndex(['created_at', 'id'], `${table}_created_id`);
          t.index(['created_at']);
          t.dropColumn('search_text');
        });
      }
    },
  },
  /**
   * SQLite: a full-text index of each search document (FTS5 with the trigram tokenizer, kept in
   * step by triggers), which finds a word's rows without reading the table; `LIKE '%word%'` over
   * 100,000 rows took a second and more (bench, admin step). PostgreSQL has its trigram index.
   */
  '0004_search_index': {
    async up(knex) {
      if (knex.client.config.client === 'pg') return;
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        const index = searchIndexTable(kind);
        await knex.raw(
          "CREATE VIRTUAL TABLE ?? USING fts5(search_text, content=??, content_rowid='id', tokenize='trigram')",
          [index, table],
        );
        await knex.raw(
          'CREATE TRIGGER ?? AFTER INSERT ON ?? BEGIN INSERT INTO ??(rowid, search_text) VALUES (new.id, new.search_text); END',
          [`${index}_insert`, table, index],
        );
        await knex.raw(
          "CREATE TRIGGER ?? AFTER DELETE ON ?? BEGIN INSERT INTO ??(??, rowid, search_text) VALUES ('delete', old.id, old.search_text); END",
          [`${index}_delete`, table, index, index],
        );
        await knex.raw(
          "CREATE TRIGGER ?? AFTER UPDATE OF search_text ON ?? BEGIN INSERT INTO ??(??, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO ??(rowid, search_text) VALUES (new.id, new.search_text); END",
          [`${index}_update`, table, index, index, index],
        );
        await knex.raw("INSERT INTO ??(??) VALUES ('rebuild')", [index, index]);
      }
    },
    async down(knex) {
      if (knex.client.config.client === 'pg') return;
      for (const kind of SUBMISSION_KINDS) {
        const index = searchIndexTable(kind);
        for (const suffix of ['insert', 'delete', 'update'])
          await knex.raw('DROP TRIGGER IF EXISTS ??', [`${index}_${suffix}`]);
        await knex.raw('DROP TABLE IF EXISTS ??', [index]);
      }
    },
  },
  /**
   * PostgreSQL: the admin's live feed is woken at once (LISTEN) instead of at its next read: a
   * statement that adds submissions or audit events notifies FEED_CHANNEL, delivered when its
   * transaction commits (one notice per transaction). SQLite has no notices: the feed reads.
   */
  '0005_feed_notify': {
    async up(knex) {
      if (knex.client.config.client !== 'pg') return;
      await knex.raw(
        // The channel is FEED_CHANNEL (db/feed.ts).
        "CREATE OR REPLACE FUNCTION vb_feed_notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('vb_admin_feed', ''); RETURN NULL; END $$",
      );
      for (const table of FEED_TABLES)
        await knex.raw(
          'CREATE TRIGGER ?? AFTER INSERT OR UPDATE OR DELETE ON ?? FOR EACH STATEMENT EXECUTE FUNCTION vb_feed_notify()',
          [`${table}_feed_notify`, table],
        );
    },
    async down(knex) {
      if (knex.client.config.client !== 'pg') return;
      for (const table of FEED_TABLES)
        await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [`${table}_feed_notify`, table]);
      await knex.raw('DROP FUNCTION IF EXISTS vb_feed_notify()');
    },
  },
  /**
   * Each person's admin preferences (issue 14): one JSON document per person (list layouts,
   * columns, page sizes, saved views), checked by the shared schema on the way in and out.
   */
  '0006_user_preferences': {
    async up(knex) {
      await knex.schema.createTable('user_preferences', (t) => {
        t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
        t.text('data').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
    },
    async down(knex) {
      await knex.schema.dropTableIfExists('user_preferences');
    },
  },
  /**
   * The admin's table sorts on the server by name, e-mail and status (issue 14). Without an index
   * in the list's order, a page sorted by name read and sorted every row (2 s at offset 75,000 of
   * 100,000 on SQLite). Name and e-mail break ties in their own direction, so that one index
   * serves both directions (read backwards); status keeps the newest first within a status, so
   * "status A→Z" has its own index (the one of 0003 read backwards serves "Z→A").
   */
  '0007_list_sort_indexes': {
    async up(knex) {
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        await knex.schema.alterTable(table, (t) => {
          t.index(['name', 'created_at', 'id'], `${table}_name_created_id`);
          t.index(['email', 'created_at', 'id'], `${table}_email_created_id`);
        });
        await knex.raw('CREATE INDEX ?? ON ?? (status, created_at DESC, id DESC)', [
          `${table}_status_newest`,
          table,
        ]);
      }
    },
    async down(knex) {
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        await knex.raw('DROP INDEX IF EXISTS ??', [`${table}_status_newest`]);
        await knex.schema.alterTable(table, (t) => {
          t.dropIndex(['email', 'created_at', 'id'], `${table}_email_created_id`);
          t.dropIndex(['name', 'created_at', 'id'], `${table}_name_created_id`);
        });
      }
    },
  },
  /**
   * Working an item (issue 15): staff's internal notes on a submission, and an index by which an
   * item's history (its audit events, newest first) is read without scanning the trail. A note
   * names its author by account (no foreign key: accounts may be removed, the note stays) and by
   * the name and e-mail they had then. Deleting a submission deletes its notes (services).
   */
  '0008_submission_notes': {
    async up(knex) {
      await knex.schema.createTable('submission_notes', (t) => {
        t.increments('id').primary();
        t.string('kind', 40).notNullable(); // the submission kind: 'applications', …
        t.integer('item_id').notNullable();
        t.integer('author_id').nullable();
        t.string('author_name', 200).nullable();
        t.string('author_email', 254).nullable();
        t.text('body').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['kind', 'item_id', 'id'], 'submission_notes_item');
      });
      await knex.schema.alterTable('audit_events', (t) => {
        t.index(['item_kind', 'item_id', 'id'], 'audit_events_item');
      });
    },
    async down(knex) {
      await knex.schema.alterTable('audit_events', (t) => {
        t.dropIndex(['item_kind', 'item_id', 'id'], 'audit_events_item');
      });
      await knex.schema.dropTableIfExists('submission_notes');
    },
  },
  /**
   * Working an item (issue 15): each submission gets an assignee (a person; people are disabled
   * rather than deleted, and should one be deleted the item falls back to nobody: ON DELETE SET
   * NULL) and the moment it was archived. Indexes (partial, on both databases) keep the lists
   * read in order at 100,000 rows: the default list (not archived, newest first) and its status
   * filter (and so the badges' counts), the archive (newest first), and one person's items or
   * nobody's (newest first, `assignee=me|none`).
   */
  '0009_submission_assignee_archive': {
    async up(knex) {
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        // One statement SQLite accepts as it is (knex would rebuild the table for the key).
        await knex.raw(
          'ALTER TABLE ?? ADD COLUMN assignee_id integer NULL REFERENCES users (id) ON DELETE SET NULL',
          [table],
        );
        await knex.schema.alterTable(table, (t) => {
          t.timestamp('archived_at', { useTz: true }).nullable();
        });
        await knex.raw(
          'CREATE INDEX ?? ON ?? (created_at DESC, id DESC) WHERE archived_at IS NULL',
          [`${table}_live_newest`, table],
        );
        await knex.raw(
          'CREATE INDEX ?? ON ?? (status, created_at DESC, id DESC) WHERE archived_at IS NULL',
          [`${table}_live_status_newest`, table],
        );
        await knex.raw(
          'CREATE INDEX ?? ON ?? (created_at DESC, id DESC) WHERE archived_at IS NOT NULL',
          [`${table}_archived_newest`, table],
        );
        await knex.raw(
          'CREATE INDEX ?? ON ?? (assignee_id, created_at DESC, id DESC) WHERE archived_at IS NULL',
          [`${table}_assignee_newest`, table],
        );
      }
    },
    async down(knex) {
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        for (const name of [
          'live_newest',
          'live_status_newest',
          'archived_newest',
          'assignee_newest',
        ])
          await knex.raw('DROP INDEX IF EXISTS ??', [`${table}_${name}`]);
        await knex.schema.alterTable(table, (t) => {
          t.dropColumn('archived_at');
          t.dropColumn('assignee_id');
        });
      }
    },
  },
  /**
   * Who hears of new submissions, and how (issue 15): each person's choice per kind (e-mail for
   * every item, a daily digest, nothing) and digest hour; where the notifier stands in each
   * kind's table (it starts at the newest item, so an upgrade e-mails nobody about old ones); the
   * language each submission was made in (its confirmation e-mail's).
   */
  '0010_notifications': {
    async up(knex) {
      await knex.schema.createTable('notification_settings', (t) => {
        t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
        t.text('modes').notNullable(); // JSON: { <kind>: 'each' | 'digest' | 'none' }
        t.integer('digest_hour').notNullable();
        // The end of the last digest sent: the next one tells what arrived after it.
        t.timestamp('digest_through', { useTz: true }).nullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      await knex.schema.createTable('notification_cursors', (t) => {
        t.string('kind', 40).primary();
        t.integer('last_id').notNullable();
      });
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        const row = (await knex(table).max({ last: 'id' }).first()) as
          { last: number | string | null } | undefined;
        await knex('notification_cursors').insert({ kind, last_id: Number(row?.last ?? 0) });
        await knex.schema.alterTable(table, (t) => {
          t.string('language', 2).nullable(); // 'ar' | 'en'; null before this migration
        });
      }
    },
    async down(knex) {
      for (const kind of SUBMISSION_KINDS)
        await knex.schema.alterTable(submissionTable(kind), (t) => t.dropColumn('language'));
      await knex.schema.dropTableIfExists('notification_cursors');
      await knex.schema.dropTableIfExists('notification_settings');
    },
  },
  /**
   * Privacy by design (issue 15): an application's "keep my résumé for future openings" choice
   * and the moment retention anonymised it; the retention job's lease (one row: when a pass last
   * ran, claimed by compare and set, so two instances never both run one). SQLite: the FTS5
   * indexes delete a row's terms when it is deleted or changed (`secure-delete`), instead of
   * leaving them in older segments, so a removed name or e-mail leaves the index at once.
   */
  '0011_privacy': {
    async up(knex) {
      await knex.schema.alterTable('job_applications', (t) => {
        t.boolean('keep_resume').notNullable().defaultTo(false);
        t.timestamp('anonymised_at', { useTz: true }).nullable();
      });
      await knex.schema.createTable('privacy_jobs', (t) => {
        t.string('name', 40).primary();
        t.timestamp('ran_at', { useTz: true }).notNullable();
      });
      await knex('privacy_jobs').insert({ name: 'retention', ran_at: new Date(0) });
      if (knex.client.config.client === 'pg') return;
      for (const kind of SUBMISSION_KINDS) {
        const index = searchIndexTable(kind);
        await knex.raw("INSERT INTO ??(??, rank) VALUES ('secure-delete', 1)", [index, index]);
      }
    },
    async down(knex) {
      if (knex.client.config.client !== 'pg')
        for (const kind of SUBMISSION_KINDS) {
          const index = searchIndexTable(kind);
          await knex.raw("INSERT INTO ??(??, rank) VALUES ('secure-delete', 0)", [index, index]);
        }
      await knex.schema.dropTableIfExists('privacy_jobs');
      await knex.schema.alterTable('job_applications', (t) => {
        t.dropColumn('anonymised_at');
        t.dropColumn('keep_resume');
      });
    },
  },
  /**
   * The job board (issue 15): each listing's applicants per status (the listing cards' counts,
   * one grouped query) and a column's page (one listing, one status, newest first), of the
   * applications not archived, read from one partial index on both databases.
   */
  '0012_board': {
    async up(knex) {
      await knex.raw(
        'CREATE INDEX ?? ON ?? (job_listing_id, status, created_at DESC, id DESC) WHERE archived_at IS NULL',
        [`${submissionTable('applications')}_job_status_newest`, submissionTable('applications')],
      );
    },
    async down(knex) {
      await knex.raw('DROP INDEX IF EXISTS ??', [
        `${submissionTable('applications')}_job_status_newest`,
      ]);
    },
  },
  /**
   * The same person's submissions (issue 15): each submission keeps the key of its e-mail address
   * (shared/emailKey: trimmed, lower-cased, Gmail's dots and +tags folded), filled in here for the
   * rows there are in batches by id, and indexed so that the lists count a page's people in one
   * grouped query per kind and an item's page reads that person's other submissions.
   * (emailKey is the current rule: a later change of it comes with a migration that refills.)
   */
  '0013_duplicates': {
    async up(knex) {
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        await knex.schema.alterTable(table, (t) => {
          t.string('email_key', 254).notNullable().defaultTo('');
        });
        let after = 0;
        for (;;) {
          const rows = (await knex(table)
            .select('id', 'email')
            .where('id', '>', after)
            .orderBy('id')
            .limit(500)) as { id: number | string; email: string }[];
          if (rows.length === 0) break;
          for (const row of rows)
            await knex(table)
              .where({ id: row.id })
              .update({ email_key: emailKey(row.email) });
          after = Number(rows[rows.length - 1]!.id);
        }
        await knex.schema.alterTable(table, (t) => {
          t.index(['email_key', 'id'], `${table}_email_key_id`);
        });
      }
    },
    async down(knex) {
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        await knex.schema.alterTable(table, (t) => {
          t.dropIndex(['email_key', 'id'], `${table}_email_key_id`);
          t.dropColumn('email_key');
        });
      }
    },
  },
  /**
   * The admin's overview (issue 15): the applicants of each listing counted by status, read from
   * an index alone (listing, status, archive) rather than from the applications table. The other
   * figures use the indexes there are (created_at, status, assignee, the audit trail's item).
   */
  '0014_overview': {
    async up(knex) {
      await knex.schema.alterTable('job_applications', (t) => {
        t.index(['job_listing_id', 'status', 'archived_at'], 'job_applications_listing_status');
      });
    },
    async down(knex) {
      await knex.schema.alterTable('job_applications', (t) => {
        t.dropIndex(['job_listing_id', 'status', 'archived_at'], 'job_applications_listing_status');
      });
    },
  },
  /**
   * Scheduled publishing and preview links (issue 16): a draft's `publish_at` (the scheduler
   * publishes it then, services/newsSchedule.ts), indexed for the scheduler's look; and the key
   * preview links are signed with (app_meta, shared by every instance of one database).
   */
  '0015_news_schedule': {
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
  },
  '0016_news_revisions': {
    // Issue 16: each save of an article is a revision (who, when, every edited field), and the
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
  },
  /**
   * The site's content run by staff (issue 16): the team, the ventures, the partners, and their
   * pictures. A picture is stored once, normalised (turned upright, metadata stripped, cropped for
   * portraits); its served widths and formats are made on first request into
   * content_image_variants (deleted with it).
   */
  '0017_site_content': {
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
  },
  '0018_translation_status': {
    // Issue 16: for each language of an article or listing that auto-translate filled, the
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
  },
  '0019_resume_scan': {
    // Issue 18: whether the résumé's structure shows active content (a PDF's scripts or actions,
    // an Office file's macros, ActiveX or embedded objects): the admin warns of it.
    async up(knex) {
      await knex.schema.alterTable('job_applications', (t) => {
        t.boolean('resume_active_content').notNullable().defaultTo(false);
      });
    },
    async down(knex) {
      await knex.schema.alterTable('job_applications', (t) => {
        t.dropColumn('resume_active_content');
      });
    },
  },
  '0020_mail_priority': mailPriority,
  '0021_outbox_references': outboxReferences,
  '0022_feed_cursor_key': feedCursorKey,
  '0023_preview_epoch': previewEpoch,
  '0024_session_authenticated_at': sessionAuthenticatedAt,
};

/** The tables whose languages have a translation status (0018). */
const TRANSLATED_TABLES = ['news_articles', 'job_listings'];

/** The tables whose new rows the admin's live feed passes on (see repos/events.ts). */
const FEED_TABLES = ['audit_events', ...SUBMISSION_KINDS.map(submissionTable)];

/**
 * PostgreSQL: a trigram index on each search document, which serves `LIKE '%word%'` (pg_trgm,
 * when the server has it; without it the search reads the table, still correct).
 */
async function trigramIndexes(knex: Knex, action: 'create' | 'drop') {
  const available = await knex
    .select('name')
    .from('pg_available_extensions')
    .where({ name: 'pg_trgm' })
    .first();
  if (!available) return;
  if (action === 'drop') {
    for (const kind of SUBMISSION_KINDS)
      await knex.raw('DROP INDEX IF EXISTS ??', [`${submissionTable(kind)}_search_trgm`]);
    return;
  }
  try {
    // In a savepoint: a database user without the right to create the extension still migrates.
    await knex.transaction(async (trx) => {
      await trx.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      for (const kind of SUBMISSION_KINDS) {
        const table = submissionTable(kind);
        await trx.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin (search_text gin_trgm_ops)', [
          `${table}_search_trgm`,
          table,
        ]);
      }
    });
  } catch {
    // Without the index the search reads the table: slower at scale, the same answers.
  }
}

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
