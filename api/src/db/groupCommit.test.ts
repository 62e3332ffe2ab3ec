import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsertBatcher } from './groupCommit';
import { type Db, createDb } from './knex';

describe('InsertBatcher (group commit)', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-batch-'));
    db = createDb({ databaseUrl: undefined, dataDir: dir, poolMax: 1 });
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('text').notNullable().unique();
    });
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives every concurrent caller the id of its own committed row', async () => {
    const batcher = new InsertBatcher(db, 7);
    const texts = Array.from({ length: 60 }, (_, i) => `note ${i}`);
    const ids = await Promise.all(texts.map((text) => batcher.insert('notes', { text })));
    expect(new Set(ids).size).toBe(texts.length);
    for (const [i, id] of ids.entries()) {
      expect((await db('notes').where({ id }).first())?.text).toBe(texts[i]);
    }
  });

  it('fails only the row at fault when a shared transaction fails', async () => {
    const batcher = new InsertBatcher(db);
    const results = await Promise.allSettled(
      ['fresh a', 'note 3', 'fresh b', 'fresh c'].map((text) => batcher.insert('notes', { text })),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    for (const [i, text] of ['fresh a', undefined, 'fresh b', 'fresh c'].entries()) {
      const r = results[i];
      if (r?.status !== 'fulfilled') continue;
      expect((await db('notes').where({ id: r.value }).first())?.text).toBe(text);
    }
    expect(await db('notes').where({ text: 'note 3' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
