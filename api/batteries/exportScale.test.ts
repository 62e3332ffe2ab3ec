/**
 * Export battery: 100,000 contact messages stream out of GET /api/admin/<kind>/export.csv
 * complete and in order while the server process's memory stays flat (the server and this client
 * share the process, so the battery runs alone: npm run test:batteries runs one file at a time).
 * The export's rules, and its order across batches on both engines, are api/test/export.test.ts.
 *
 *   npx vitest run --project batteries batteries/exportScale.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv, seedContactMessages } from '../test/csv';
import { type TestFetch, type TestServer, startTestServer } from '../test/helpers';

describe('CSV export at scale: streamed, in order, memory flat', () => {
  const TOTAL = 100_000;
  const READ_EVERY = 8;
  let server: TestServer;
  let owner: TestFetch;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'off' });
    owner = await server.signIn();
    await seedContactMessages(server.deps.db, TOTAL, READ_EVERY);
  }, 600_000);
  afterAll(() => server.close());

  /** The e-mail column of an export (read as it streams), with the count of records. */
  async function emailsOf(path: string): Promise<string[]> {
    const { rows } = await exportCsv(owner, path);
    expect(rows[0]![2]).toBe('Email');
    return rows.slice(1).map((r) => r[2]!);
  }

  it('streams 100,000 rows with the server process RSS growing less than 50 MB', async () => {
    // Warm up (code compiled, statements prepared) before measuring.
    await emailsOf('/api/admin/contact-messages/export.csv?lang=en&status=read&sort=createdAt');
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const res = await owner('/api/admin/contact-messages/export.csv?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    // Read as it comes, keeping only counts (the client is in this process too).
    const reader = res.body!.getReader();
    let records = 0;
    let bytes = 0;
    let tail = '';
    let previous = '';
    let ordered = true;
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const lines = (tail + decoder.decode(value, { stream: true })).split('\r\n');
      tail = lines.pop()!;
      for (const line of lines) {
        records += 1;
        // Newest first: created_at falls, the id (and so the padded e-mail) falls within a second.
        const email = line.split(',')[2]!;
        if (records > 2 && email >= previous) ordered = false;
        previous = email;
      }
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const after = process.memoryUsage().rss;
    peak = Math.max(peak, after);
    const growthMb = (peak - before) / 1024 / 1024;
    // eslint-disable-next-line no-console -- the measured growth, for the report
    console.info(
      `export of ${TOTAL} rows: ${(bytes / 1024 / 1024).toFixed(1)} MB sent, RSS ${(before / 1024 / 1024).toFixed(0)} MB before, peak growth ${growthMb.toFixed(1)} MB`,
    );
    expect(tail).toBe('');
    expect(records).toBe(TOTAL + 1);
    expect(ordered).toBe(true);
    expect(growthMb).toBeLessThan(50);
  }, 600_000);
});
