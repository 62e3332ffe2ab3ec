/**
 * A permanent delete on SQLite leaves no résumé bytes in the file or its log: the file is kept in
 * incremental auto-vacuum with secure delete, and a file made before is converted when the
 * server starts on it. Skipped on PostgreSQL (TEST_DATABASE_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import knexFactory from 'knex';
import { type TestFetch, type TestServer, startTestServerOn } from './helpers';
import { apply, fileBytes, foundIn, usePrivacyServer, unique } from './privacyKit';

vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
let owner: TestFetch;
usePrivacyServer((started) => ({ server, owner } = started));

describe.skipIf(!!process.env.TEST_DATABASE_URL)('permanent deletion (SQLite)', () => {
  it('leaves no résumé bytes in the file or its log', async () => {
    const marker = unique('DELETE-MARKER-');
    const id = await apply(server, {
      name: unique('Deleted'),
      email: `${unique('d')}@example.com`,
      marker,
    });
    expect(foundIn(fileBytes(server.dataDir), [marker]).length).toBeGreaterThan(0);
    const res = await owner(`/api/admin/applications/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(foundIn(fileBytes(server.dataDir), [marker])).toEqual([]);
  });

  it('keeps the file in incremental auto-vacuum with secure delete', async () => {
    const [mode] = (await server.deps.db.raw('PRAGMA auto_vacuum')) as { auto_vacuum: number }[];
    expect(mode?.auto_vacuum).toBe(2);
    const [secure] = (await server.deps.db.raw('PRAGMA secure_delete')) as {
      secure_delete: number;
    }[];
    expect(secure?.secure_delete).toBe(1);
  });

  it('converts a file made before to incremental auto-vacuum when the server starts on it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-privacy-old-'));
    try {
      const old = knexFactory({
        client: 'sqlite3',
        connection: { filename: path.join(dataDir, 'site.db') },
        useNullAsDefault: true,
      });
      await old.raw('CREATE TABLE before_upgrade (a TEXT)');
      const [before] = (await old.raw('PRAGMA auto_vacuum')) as { auto_vacuum: number }[];
      await old.destroy();
      expect(before?.auto_vacuum).toBe(0);
      const upgraded = await startTestServerOn({ dataDir });
      try {
        const [mode] = (await upgraded.deps.db.raw('PRAGMA auto_vacuum')) as {
          auto_vacuum: number;
        }[];
        expect(mode?.auto_vacuum).toBe(2);
      } finally {
        await upgraded.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
