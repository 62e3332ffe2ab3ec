import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb, isPostgres, migrate } from '../src/db/knex';
import { json } from './helpers';

const apiRoot = path.resolve(import.meta.dirname, '..');

describe.skipIf(!!process.env.TEST_DATABASE_URL)('embedded SQLite', () => {
  it('gives every pooled connection WAL, synchronous=FULL, foreign keys and a busy timeout', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-db-'));
    const db = createDb({ databaseUrl: undefined, dataDir: dir, poolMax: 1 });
    try {
      expect(isPostgres(db)).toBe(false);
      await migrate(db);
      const one = async (pragma: string) => Object.values((await db.raw(`PRAGMA ${pragma}`))[0])[0];
      expect(await one('journal_mode')).toBe('wal');
      expect(await one('synchronous')).toBe(2); // FULL
      expect(await one('foreign_keys')).toBe(1);
      expect(await one('busy_timeout')).toBe(5000);
      // Foreign keys are enforced: a resume cannot exist without its application.
      await expect(
        db('resumes').insert({ application_id: 12345, data: Buffer.from('x') }),
      ).rejects.toThrow(/FOREIGN KEY/);
      expect(fs.existsSync(path.join(dir, 'site.db'))).toBe(true);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every acknowledged submission when the process is killed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-crash-'));
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiRoot,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dir,
          SERVE_STATIC: '0',
          SEED_DEMO: '0',
          RATE_LIMITS: 'off',
          ADMIN_EMAIL: 'admin@example.test',
          ADMIN_PASSWORD: 'correct horse battery staple',
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const url = new Promise<string>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /Site and API: (http:\/\/\S+)/.exec(out);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
      });
      return { child, url };
    };
    try {
      const first = start();
      const base = await first.url;
      const acknowledged: number[] = [];
      // Submit until the kill lands mid-stream; every 201 answer counts as acknowledged.
      const writer = (async () => {
        for (let i = 0; i < 400; i++) {
          try {
            const res = await fetch(
              `${base}/api/contact`,
              json('POST', {
                name: `n${i}`,
                email: 'a@example.com',
                subject: 's',
                message: `message ${i}`,
              }),
            );
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          } catch {
            return;
          }
        }
      })();
      await new Promise((r) => setTimeout(r, 300));
      first.child.kill('SIGKILL');
      await writer;
      expect(acknowledged.length).toBeGreaterThan(0);

      const second = start();
      const again = await second.url;
      try {
        const cookie = (
          (
            await fetch(
              `${again}/api/auth/login`,
              json('POST', {
                email: 'admin@example.test',
                password: 'correct horse battery staple',
              }),
            )
          ).headers.get('set-cookie') ?? ''
        ).split(';')[0] as string;
        const { messages } = (await (
          await fetch(`${again}/api/admin/contact-messages`, { headers: { cookie } })
        ).json()) as { messages: { id: number }[] };
        const stored = new Set(messages.map((m) => m.id));
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        second.child.kill('SIGTERM');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
