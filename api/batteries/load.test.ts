/**
 * Concurrent load battery (battery 12): 600 submissions to the server running as a child
 * process (RATE_LIMITS=off), 50 at a time: 200 contact messages, 200 investor requests and 200 job
 * applications with a 1 MiB résumé each, interleaved.
 *
 * Oracles: every answer is 201 (no 5xx, no network error); the admin API then lists exactly 600
 * new rows, each acknowledged id with what was sent (its marker); every résumé downloaded through
 * the admin API has the SHA-256 of the file sent; the SQLite file passes `PRAGMA integrity_check`.
 *
 *   npx vitest run --project batteries batteries/load.test.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Acknowledged,
  type ChildServer,
  type Kind,
  adminLists,
  makeSubmission,
  readSnapshot,
  sha256,
  spawnServer,
  stopServer,
  submit,
  waitHealthy,
} from './child';

const PER_KIND = 200;
const CONCURRENCY = 50;
const RESUME_BYTES = 1024 * 1024;
const KINDS: Kind[] = ['contact', 'investor', 'application'];

describe.skipIf(!!process.env.TEST_DATABASE_URL)('600 submissions, 50 at a time', () => {
  it('answers every one 201 and stores exactly those 600, résumés byte for byte', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-load-'));
    let server: ChildServer | undefined;
    try {
      server = await spawnServer(dir);
      const base = server.url;
      await waitHealthy(base, Date.now());
      const before = await adminLists(base);
      const countBefore =
        before.contact.length + before.investor.length + before.applications.length;

      const jobs: { kind: Kind; marker: string }[] = [];
      for (let i = 0; i < PER_KIND; i++) {
        for (const kind of KINDS) jobs.push({ kind, marker: `${kind}-${i}` });
      }
      const acknowledged: Acknowledged[] = [];
      const failures: string[] = [];
      let next = 0;
      const started = Date.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            // Built when sent: 200 résumés of 1 MiB are never all in memory at once.
            const result = await submit(base, makeSubmission(job.kind, job.marker, RESUME_BYTES));
            if (result.ack) acknowledged.push(result.ack);
            else failures.push(`${job.marker}: ${result.status ?? String(result.error)}`);
          }
        }),
      );
      const elapsed = Date.now() - started;
      expect(failures).toEqual([]);
      expect(acknowledged).toHaveLength(3 * PER_KIND);

      const after = await adminLists(base);
      const rows = {
        contact: new Map(after.contact.map((r) => [Number(r.id), r])),
        investor: new Map(after.investor.map((r) => [Number(r.id), r])),
        application: new Map(after.applications.map((r) => [Number(r.id), r])),
      };
      expect(rows.contact.size + rows.investor.size + rows.application.size - countBefore).toBe(
        3 * PER_KIND,
      );
      expect(new Set(acknowledged.map((a) => `${a.kind} ${a.id}`)).size).toBe(3 * PER_KIND);
      const wrong = acknowledged.filter((a) => {
        const row = rows[a.kind].get(a.id);
        return (
          !row ||
          !String(row.message).endsWith(a.marker) ||
          (a.kind === 'application' && Number(row.resumeSize) !== RESUME_BYTES)
        );
      });
      expect(wrong).toEqual([]);

      const mismatched: number[] = [];
      for (const ack of acknowledged.filter((a) => a.kind === 'application')) {
        const res = await after.get(`/api/admin/applications/${ack.id}/resume`);
        const bytes = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200 || sha256(bytes) !== ack.sha256) mismatched.push(ack.id);
      }
      expect(mismatched).toEqual([]);

      await stopServer(server, 'SIGTERM');
      expect((await server.exited).code).toBe(0);
      expect((await readSnapshot(path.join(dir, 'site.db'))).integrity).toEqual(['ok']);
      // eslint-disable-next-line no-console -- the battery's numbers, for the report
      console.info(
        `load battery: 600 submissions (200 × 1 MiB résumés), ${CONCURRENCY} at a time, in ` +
          `${(elapsed / 1000).toFixed(1)} s: 600 × 201, 600 new rows, 200 résumés identical`,
      );
    } finally {
      if (server) await stopServer(server);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
