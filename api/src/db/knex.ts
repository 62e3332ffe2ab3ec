import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { migrationSource } from './migrations';

export type Db = Knex;

export interface DbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
}

/** SQLite's per-connection settings: durable commits (WAL + FULL), foreign keys, a busy timeout. */
export const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = FULL',
  'PRAGMA foreign_keys = ON',
  'PRAGMA busy_timeout = 5000',
];

interface SqliteConnection {
  exec(sql: string, cb: (err: Error | null) => void): void;
}

/**
 * Opens the database: PostgreSQL when DATABASE_URL is a postgres:// URL, otherwise the embedded
 * SQLite file `<DATA_DIR>/site.db`. SQLite gets a single pooled connection, so writes are
 * serialised in-process and never race for the file lock.
 */
export function createDb(options: DbOptions): Db {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    return knexFactory({
      client: 'pg',
      connection: url,
      pool: { min: 0, max: options.poolMax },
    });
  }
  if (url) throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)');
  fs.mkdirSync(options.dataDir, { recursive: true });
  return knexFactory({
    client: 'sqlite3',
    connection: { filename: path.join(options.dataDir, 'site.db') },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(
        conn: SqliteConnection,
        done: (err: Error | null, conn: SqliteConnection) => void,
      ) {
        conn.exec(`${SQLITE_PRAGMAS.join(';\n')};`, (err) => done(err, conn));
      },
    },
  });
}

export function isPostgres(db: Db): boolean {
  return db.client.config.client === 'pg';
}

/** Applies every pending migration (safe to run from several instances: Knex takes a lock). */
export async function migrate(db: Db): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}
