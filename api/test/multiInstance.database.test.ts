/**
 * Two API instances on one database, at the database's level: a transaction on one SQLite file
 * waits for the other instance's instead of failing, and two instances starting at once on a new,
 * empty database both come up, with the migrations and the demo content applied once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb, migrate } from '../src/db/knex';
import { type TestServer, createPostgresDatabase, startTestServerOn } from './helpers';
import { cookieFrom, login, withCookie } from './multiInstanceKit';

describe.skipIf(!!process.env.TEST_DATABASE_URL)('two instances on one SQLite file', () => {
  it('makes a read-then-write transaction wait for the other instance instead of failing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-two-'));
    const one = createDb({ databaseUrl: undefined, dataDir: dir, poolMax: 1 });
    const two = createDb({ databaseUrl: undefined, dataDir: dir, poolMax: 1 });
    try {
      await migrate(one);
      let readDone!: () => void;
      const afterRead = new Promise<void>((resolve) => (readDone = resolve));
      // One reads, then writes 300 ms later; meanwhile the other writes. With a deferred BEGIN the
      // first transaction's snapshot goes stale and its write fails with SQLITE_BUSY at once.
      const first = one.transaction(async (trx) => {
        await trx('app_meta').select('key');
        readDone();
        await new Promise((r) => setTimeout(r, 300));
        await trx('app_meta').insert({ key: 'from_one', value: '1' });
      });
      await afterRead;
      const second = two('app_meta').insert({ key: 'from_two', value: '2' });
      const results = await Promise.allSettled([first, second]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
      ]);
      // (Beside the keys the migrations store, e.g. the preview links' key.)
      const written = two('app_meta').whereIn('key', ['from_one', 'from_two']);
      expect((await written.orderBy('key').pluck('key')) as string[]).toEqual([
        'from_one',
        'from_two',
      ]);
    } finally {
      await one.destroy();
      await two.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('two instances starting at once on a new, empty database', () => {
  it("recovers from the duplicate lock row such a race can leave in Knex's lock table", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-lock-'));
    const pg = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    const db = createDb({ databaseUrl: pg?.url, dataDir, poolMax: 1 });
    let server: TestServer | undefined;
    try {
      // What two instances inserting Knex's lock row at the same time leave behind.
      await db.schema.createTable('knex_migrations_lock', (t) => {
        t.increments('index').primary();
        t.integer('is_locked');
      });
      await db('knex_migrations_lock').insert([{ is_locked: 0 }, { is_locked: 0 }]);
      await db.destroy();
      server = await startTestServerOn({ dataDir, databaseUrl: pg?.url });
      expect((await login(server)).status).toBe(200);
    } finally {
      await server?.close();
      await db.destroy();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('both start: one applies the migrations, the other waits for them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-race-'));
    const pg = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    const target = { dataDir, databaseUrl: pg?.url };
    // With the demo content on: both would insert it, once only is right.
    const env = { SEED_DEMO: '1' };
    const started = await Promise.allSettled([
      startTestServerOn(target, env),
      startTestServerOn(target, env),
    ]);
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
      ]);
      const [one, two] = started.map((s) => (s as PromiseFulfilledResult<TestServer>).value) as [
        TestServer,
        TestServer,
      ];
      const cookie = await cookieFrom(one);
      expect((await withCookie(two, cookie)('/api/admin/applications')).status).toBe(200);
      const news = await (await withCookie(two, cookie)('/api/admin/news')).json();
      const slugs = news.articles.map((x: { slug: string }) => x.slug) as string[];
      expect(slugs.length).toBeGreaterThan(0);
      expect(new Set(slugs).size).toBe(slugs.length);
    } finally {
      for (const s of started) if (s.status === 'fulfilled') await s.value.close();
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
