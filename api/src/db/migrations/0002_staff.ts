import { timestamps } from './helpers';
import type { Migration } from './migration';

/**
 * Staff accounts: roles (space separated, canonical order), disabled accounts, invited
 * accounts (no password yet: an empty hash), single-use links (invitations, later password
 * resets) stored as hashes, the address each session signed in from, the audit trail and the
 * mail outbox. The accounts there were become owners.
 */
export const staff: Migration = {
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
};
