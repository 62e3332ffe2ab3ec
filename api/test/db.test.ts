import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Db, createDb, isPostgres, migrate } from '../src/db/knex';
import { startTestServer } from './helpers';

describe.skipIf(!!process.env.TEST_DATABASE_URL)('embedded SQLite', () => {
  /** The value of a PRAGMA on the connection a query of `db` gets from the pool. */
  const pragma = async (db: Db, name: string) =>
    Object.values(((await db.raw(`PRAGMA ${name}`)) as object[])[0] ?? {})[0];

  it('gives every connection the running server pool hands out WAL, synchronous=FULL, foreign keys and a busy timeout of at least 5 s', async () => {
    const server = await startTestServer();
    try {
      const { db } = server.deps;
      expect(isPostgres(db)).toBe(false);
      // Twice: the pool's first connection, then a fresh one after the pool is rebuilt.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 3; i++) {
          expect(await pragma(db, 'journal_mode')).toBe('wal');
          expect(await pragma(db, 'synchronous')).toBe(2); // FULL
          expect(await pragma(db, 'foreign_keys')).toBe(1);
          expect(await pragma(db, 'busy_timeout')).toBeGreaterThanOrEqual(5000);
          // Inside a transaction too (a connection taken from the pool for its duration).
          await db.transaction(async (trx) => {
            expect(await pragma(trx, 'busy_timeout')).toBeGreaterThanOrEqual(5000);
            expect(await pragma(trx, 'foreign_keys')).toBe(1);
          });
        }
        await db.destroy();
        db.initialize();
      }
      // Foreign keys are enforced: a resume cannot exist without its application.
      await expect(
        db('resumes').insert({ application_id: 12345, data: Buffer.from('x') }),
      ).rejects.toThrow(/FOREIGN KEY/);
      expect(fs.existsSync(path.join(server.dataDir, 'site.db'))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('takes the busy timeout from DB_BUSY_TIMEOUT_MS', async () => {
    const server = await startTestServer({ DB_BUSY_TIMEOUT_MS: '12000' });
    try {
      expect(await pragma(server.deps.db, 'busy_timeout')).toBe(12000);
    } finally {
      await server.close();
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-db-'));
    const db = createDb({ databaseUrl: undefined, dataDir: dir, poolMax: 1 });
    try {
      await migrate(db);
      expect(await pragma(db, 'busy_timeout')).toBe(5000); // the default
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
