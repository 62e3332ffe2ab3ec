import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { createDb, migrate, prepareSqliteFile } from '../src/db/knex';

/**
 * The migrated template database of a test run. Migrating is most of a test server's start (on
 * PostgreSQL about half a second of DDL, for each of some two hundred servers), so the run
 * migrates once, in vitest's global set-up (./globalSetup.ts), and every test server starts on a
 * copy: SQLite copies the file, PostgreSQL creates the database `TEMPLATE` the migrated one. The
 * server still runs its migrations on start, and finds them applied. Tests that are about an
 * empty or half-migrated database make their own (createPostgresDatabase, a new DATA_DIR).
 */
export const SQLITE_TEMPLATE_ENV = 'VB_TEST_SQLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'VB_TEST_PG_TEMPLATE';

/** Migrates a new SQLite file and answers its path; the file holds everything (no WAL beside). */
export async function makeSqliteTemplate(): Promise<{ file: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-template-'));
  const db = createDb({ databaseUrl: undefined, dataDir: dir, poolMax: 1, busyTimeoutMs: 5000 });
  try {
    await migrate(db);
    await prepareSqliteFile(db);
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await db.destroy();
  }
  return {
    file: path.join(dir, 'site.db'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Migrates a new database on the PostgreSQL server of `adminUrl`; answers its name. */
export async function makePostgresTemplate(
  adminUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `vb_template_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE ${name}`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A template may have no open connection while databases are made from it: destroyed here.
  const db = createDb({
    databaseUrl: url.toString(),
    dataDir: os.tmpdir(),
    poolMax: 1,
    busyTimeoutMs: 5000,
  });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  return {
    name,
    async drop() {
      const again = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
      await again.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.destroy();
    },
  };
}

/** Puts a copy of the run's migrated SQLite template into `dataDir`, where one was made. */
export function copySqliteTemplate(dataDir: string): void {
  const template = process.env[SQLITE_TEMPLATE_ENV];
  if (template && fs.existsSync(template)) fs.copyFileSync(template, path.join(dataDir, 'site.db'));
}
