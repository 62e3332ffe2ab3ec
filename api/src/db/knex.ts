import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { isUniqueViolation } from './errors';
import { migrationSource } from './migrations';

const require = createRequire(import.meta.url);

type ClientClass = new (config: Knex.Config) => { transaction(...args: never[]): unknown };
type TransactionClass = new (client: object, ...args: unknown[]) => object;

/** Knex's SQLite client and transaction (CommonJS internals: knex has no exports map). */
const SqliteClientBase = require('knex/lib/dialects/sqlite3') as ClientClass;
const SqliteTransactionBase =
  require('knex/lib/dialects/sqlite3/execution/sqlite-transaction') as TransactionClass;

/**
 * A transaction that takes SQLite's write lock when it begins (`BEGIN IMMEDIATE`) instead of at
 * its first write. With a plain `BEGIN`, a transaction that reads and then writes fails at once
 * with SQLITE_BUSY when another connection (a second API instance or process) wrote
 * in between: the busy timeout cannot help a stale read snapshot. Taking the lock first makes
 * it wait (busy_timeout) and then see the latest data.
 */
class ImmediateSqliteTransaction extends SqliteTransactionBase {
  begin(conn: unknown): Promise<unknown> {
    return (this as unknown as { query(c: unknown, sql: string): Promise<unknown> }).query(
      conn,
      'BEGIN IMMEDIATE;',
    );
  }
}

class SqliteClient extends SqliteClientBase {
  override transaction(...args: unknown[]) {
    return new ImmediateSqliteTransaction(this, ...args);
  }
}

export type Db = Knex;

export interface DbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
  /** How long SQLite waits for another connection's lock before SQLITE_BUSY (default 5000 ms). */
  busyTimeoutMs?: number;
}

/** The default SQLite busy timeout: a writer waits this long for another process's lock. */
const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** SQLite's per-connection settings: durable commits (WAL + FULL), foreign keys, a busy timeout. */
function sqlitePragmas(busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS): string[] {
  return [
    // First, so that switching to WAL (which needs the file's lock) also waits for another process.
    `PRAGMA busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`,
    // A new file frees its empty pages as it goes (an existing one is converted once at start,
    // see prepareSqliteFile); set before WAL, while a new file is still empty.
    'PRAGMA auto_vacuum = INCREMENTAL',
    'PRAGMA journal_mode = WAL',
    'PRAGMA synchronous = FULL',
    'PRAGMA foreign_keys = ON',
    // What a deletion frees is overwritten with zeros: a deleted résumé, an erased person's
    // e-mail, leave the file's bytes, not only its tables.
    'PRAGMA secure_delete = ON',
  ];
}

interface SqliteConnection {
  exec(sql: string, cb: (err: Error | null) => void): void;
}

/** A pool of connections to `<dataDir>/site.db`, each set up by `pragmas` as it opens. */
function sqliteKnex(
  dataDir: string,
  pragmas: string,
  pool: { min: number; max: number; idleTimeoutMillis?: number },
): Db {
  return knexFactory({
    client: SqliteClient as unknown as typeof Knex.Client,
    connection: { filename: path.join(dataDir, 'site.db') },
    useNullAsDefault: true,
    // A failed query's error names its SQL with `?` placeholders, never the values (a résumé's
    // bytes, an e-mail, a message) that Knex would otherwise write into the message, and the logs.
    compileSqlOnError: false,
    pool: {
      ...pool,
      afterCreate(
        conn: SqliteConnection,
        done: (err: Error | null, conn: SqliteConnection) => void,
      ) {
        conn.exec(pragmas, (err) => done(err, conn));
      },
    },
  });
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
      compileSqlOnError: false, // as SQLite's: no values in error messages
    });
  }
  if (url) throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const pragmas = `${sqlitePragmas(options.busyTimeoutMs).join(';\n')};`;
  return sqliteKnex(options.dataDir, pragmas, { min: 1, max: 1 });
}

/**
 * Where the staff's long lists and counts are read. SQLite: a pool of up to `poolMax` read-only
 * connections to the same file, beside the single connection that writes: in WAL mode readers
 * never wait for the writer nor each other, so lists are read side by side on several cores (the
 * one connection ran them one after the other: 10 staff paging at 100,000 rows waited ~10 pages'
 * time). Each read sees what was committed when it started, so an answer acknowledged by the
 * writer is seen by every later read. PostgreSQL: its pool already reads side by side, so `db`.
 */
export function createReadDb(
  db: Db,
  options: Pick<DbOptions, 'dataDir' | 'busyTimeoutMs'> & { poolMax: number },
): Db {
  if (isPostgres(db) || options.poolMax < 1) return db;
  const pragmas = [
    `PRAGMA busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS))}`,
    'PRAGMA query_only = ON',
  ].join(';\n');
  return sqliteKnex(options.dataDir, `${pragmas};`, {
    min: 0,
    max: options.poolMax,
    // Idle readers close after a while: a file restored or replaced is then opened afresh.
    idleTimeoutMillis: 30_000,
  });
}

export function isPostgres(db: Db): boolean {
  return (db.client as { dialect?: string }).dialect === 'postgresql';
}

/**
 * Whether an error comes from two instances doing the same start-up work at once on a new
 * database (creating Knex's migration tables, holding its migration lock, inserting the same
 * admin or demo flag): trying again then finds the other instance's result.
 */
function isStartupRace(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    isUniqueViolation(error) ||
    /Migration table is already locked/.test(message) ||
    ['42P07', '42710', '40001', '40P01'].includes(code) || // duplicate table/object, serialization, deadlock
    code.startsWith('SQLITE_BUSY') ||
    (code === 'SQLITE_ERROR' && /already exists/.test(message))
  );
}

/** Runs idempotent start-up work, again while another instance is doing it (at most `waitMs`). */
export async function retryStartupRace<T>(work: () => Promise<T>, waitMs = 60_000): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isStartupRace(error) || Date.now() - started > waitMs) throw error;
      await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
    }
  }
}

/**
 * Applies every pending migration. Safe when several instances start at once: Knex takes a lock,
 * and an instance that finds the lock taken (or the tables being created) waits and tries again.
 */
export async function migrate(db: Db): Promise<string[]> {
  try {
    return await retryStartupRace(async () => {
      try {
        const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
        return applied;
      } catch (error) {
        if (isLockTaken(error)) await dropDuplicateLockRows(db);
        throw error;
      }
    });
  } catch (error) {
    if (!isLockTaken(error)) throw error;
    throw new Error(
      'The migrations stayed locked for a minute (table knex_migrations_lock). If no other ' +
        'instance is migrating (one may have crashed mid-way), run: npm run db:migrate -- --unlock',
      { cause: error },
    );
  }
}

const isLockTaken = (error: unknown) =>
  /Migration table is already locked/.test(error instanceof Error ? error.message : '');

/**
 * Knex creates its lock table and inserts the lock row without a lock of its own: two instances
 * starting together on a new database can both insert one, and then neither can ever take the
 * lock (its update must touch exactly one row). Keep the first row only.
 */
async function dropDuplicateLockRows(db: Db): Promise<void> {
  if (!(await db.schema.hasTable('knex_migrations_lock'))) return;
  const rows = (await db('knex_migrations_lock').orderBy('index').select('index')) as {
    index: number;
  }[];
  const first = rows[0];
  if (rows.length > 1 && first) {
    await db('knex_migrations_lock').where('index', '>', first.index).delete();
  }
}

/** Frees a migration lock left by a crashed migration (`npm run db:migrate -- --unlock`). */
export async function unlockMigrations(db: Db): Promise<void> {
  await dropDuplicateLockRows(db);
  await db.migrate.forceFreeMigrationsLock({ migrationSource });
}

/**
 * SQLite: makes a file made before incremental auto-vacuum able to give its freed pages
 * back (`PRAGMA auto_vacuum` is only applied by a VACUUM, once; a new file has it from the start).
 * PostgreSQL reclaims deleted rows with its (auto)vacuum: nothing to do.
 */
export async function prepareSqliteFile(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  const rows = (await db.raw('PRAGMA auto_vacuum')) as { auto_vacuum: number }[];
  if (Number(rows[0]?.auto_vacuum) === 2) return;
  await db.raw('PRAGMA auto_vacuum = INCREMENTAL');
  await db.raw('VACUUM');
}

/**
 * SQLite: after personal data was deleted (a résumé, an erased person), gives the freed
 * (already zeroed: secure_delete) pages back to the file system, and with `checkpoint` also copies
 * the write-ahead log into the file and empties it, so that the log keeps no older copy of the
 * deleted pages. PostgreSQL: its (auto)vacuum reclaims the space; nothing to do here.
 */
export async function reclaimSqliteSpace(
  db: Db,
  { checkpoint = false }: { checkpoint?: boolean } = {},
): Promise<void> {
  if (isPostgres(db)) return;
  await db.raw('PRAGMA incremental_vacuum');
  if (checkpoint) await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
}
