/**
 * The overview step (`npm run bench`, step overview): GET /api/admin/overview on a database of
 * OVERVIEW_ROWS submissions of each kind with the history a working team leaves (a status change
 * in the audit trail for every item past its first status, a later one for some, applicants spread
 * over open listings), on SQLite, and on PostgreSQL too when TEST_DATABASE_URL names a server.
 *
 * Two figures, each beside GET /api/auth/me (the cheapest staff route) measured the same way in the
 * same run: an answer read afresh (a contact message is sent before each request, as happens when
 * a submission arrives and every open dashboard reads the overview again), one request at a time;
 * and the overview at 10 connections (the dashboards of a team reading it together).
 */
import { SUBMISSION_KINDS, INITIAL_STATUS } from '@vb/shared/status';
import { createDb, isPostgres, type Db } from '../../api/src/db/knex';
import { submissionTable } from '../../api/src/db/submissionSearch';
import { submissionItemKind } from '../../api/src/services/submissions';
import { benchTarget, seedSubmissions } from '../admin-data';
import { get, log, round, stop } from '../kit';
import type { BenchFigure } from '../report';
import { type Server, autocannon, startProductServer, staffToken } from '../server';
import { ADMIN_CONNECTIONS } from './admin';

/** Submissions of each kind the overview is measured on. */
export const OVERVIEW_ROWS = 20_000;
/** Fresh answers timed one after the other (the median is reported). */
const FRESH_READS = 30;
const HOUR_MS = 3_600_000;

/**
 * The history of the seeded items: a `status_changed` event an hour to three days after arrival
 * for each item past its first status (and a second one a day later for a third of them), and the
 * applications spread over eight open listings (one in ten applied to none).
 */
async function seedHistory(db: Db): Promise<number> {
  let events = 0;
  for (const kind of SUBMISSION_KINDS) {
    const table = submissionTable(kind);
    let after = 0;
    for (;;) {
      const items = (await db(table)
        .whereNot('status', INITIAL_STATUS)
        .where('id', '>', after)
        .orderBy('id')
        // At most 400 rows an insert: SQLite takes at most 500 in one compound statement.
        .limit(300)
        .select('id', 'created_at')) as { id: number | string; created_at: Date | number }[];
      if (items.length === 0) break;
      const rows = items.flatMap((item) => {
        const id = Number(item.id);
        const received = new Date(item.created_at).getTime();
        const first = received + (1 + ((id * 7919) % 72)) * HOUR_MS;
        const row = (at: number) => ({
          at: new Date(at),
          action: 'status_changed',
          item_kind: submissionItemKind[kind],
          item_id: String(id),
          detail: 'reviewed',
        });
        return id % 3 === 0 ? [row(first), row(first + 24 * HOUR_MS)] : [row(first)];
      });
      await db('audit_events').insert(rows);
      events += rows.length;
      after = Number(items[items.length - 1]!.id);
    }
  }
  const now = new Date();
  for (let i = 0; i < 8; i += 1) {
    const [row] = (await db('job_listings')
      .insert({
        title: `Bench listing ${i + 1}`,
        title_ar: `وظيفة ${i + 1}`,
        department: 'engineering',
        location: 'Riyadh',
        description: 'Work',
        requirements: 'Skills',
        employment_type: 'full_time',
        is_active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')) as ({ id: number } | number)[];
    const id = typeof row === 'object' ? row.id : row;
    await db('job_applications').whereRaw('id % 10 = ?', [i]).update({ job_listing_id: id });
  }
  if (isPostgres(db)) await db.raw('VACUUM ANALYZE');
  return events;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The milliseconds of GET `pathname` (with the token), each right after a new contact message. */
async function freshReads(server: Server, token: string, pathname: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < FRESH_READS; i += 1) {
    const sent = await fetch(`${server.origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Visitor',
        email: `visitor${i}@example.com`,
        phone: '+966 50 123 4567',
        subject: 'A benchmark message',
        message: 'Hello, this is a message of ordinary length sent by the benchmark.',
      }),
    });
    if (sent.status !== 201) throw new Error(`POST /api/contact answered ${sent.status}`);
    const t0 = performance.now();
    const res = await get(`${server.origin}${pathname}`, { authorization: `Bearer ${token}` });
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`GET ${pathname} answered ${res.status}`);
  }
  return times;
}

export async function measureOverview(engine: 'SQLite' | 'PostgreSQL'): Promise<BenchFigure[]> {
  const section = `API: admin overview, ${OVERVIEW_ROWS.toLocaleString('en-US')} submissions of each kind (${engine})`;
  const { target, drop } = await benchTarget(engine, 'overview');
  try {
    log(
      `overview (${engine}): seeding ${OVERVIEW_ROWS} submissions of each kind and their history`,
    );
    await seedSubmissions(target, OVERVIEW_ROWS);
    const db = createDb({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolMax: 2 });
    const events = await seedHistory(db).finally(() => db.destroy());
    const server = await startProductServer(target);
    try {
      const token = await staffToken(server);
      const check = await get(`${server.origin}/api/admin/overview`, {
        authorization: `Bearer ${token}`,
      });
      if (check.status !== 200) throw new Error(`GET /api/admin/overview answered ${check.status}`);
      const body = JSON.parse(check.body.toString()) as {
        weekly: Record<string, number[]>;
        firstResponse: Record<string, { sample: number }>;
        applicants: unknown[] | null;
      };
      const inChart = Object.values(body.weekly)
        .flat()
        .reduce((sum, n) => sum + n, 0);
      const changed = Object.values(body.firstResponse).reduce((sum, f) => sum + f.sample, 0);
      const data = `${inChart.toLocaleString('en-US')} items in the chart's 12 weeks, ${changed.toLocaleString('en-US')} of them with a first status change, ${body.applicants?.length ?? 0} listings; ${events.toLocaleString('en-US')} status changes in the audit trail`;

      const me = median(await freshReads(server, token, '/api/auth/me'));
      const overview = median(await freshReads(server, token, '/api/admin/overview'));
      log(`overview (${engine}) read afresh: median ${round(overview, 1)} ms (me ${round(me, 1)})`);
      const figures: BenchFigure[] = [
        {
          section,
          name: 'GET /api/admin/overview read afresh (after a new submission), median',
          value: round(overview, 1),
          unit: 'ms',
          baseline: {
            name: 'GET /api/auth/me after a new submission, median',
            value: round(me, 1),
          },
          ...(me > 0 ? { ratio: round(overview / me, 1) } : {}),
          bar: '< 100 ms',
          holds: overview < 100,
          note: `${FRESH_READS} requests one at a time, each right after POST /api/contact (the answer cannot be one kept from before); ${data}`,
        },
      ];

      const headers = [`authorization=Bearer ${token}`];
      const run = async (paths: string[]) => {
        const opts = { connections: ADMIN_CONNECTIONS, headers, paths };
        await autocannon(server.origin, { ...opts, seconds: 2 });
        return autocannon(server.origin, opts);
      };
      const base = await run(['/api/auth/me']);
      const load = await run(['/api/admin/overview']);
      log(`overview (${engine}) at ${ADMIN_CONNECTIONS} connections: p99 ${load.p99} ms`);
      figures.push({
        section,
        name: `GET /api/admin/overview at ${ADMIN_CONNECTIONS} connections, p99 latency`,
        value: load.p99,
        unit: 'ms',
        baseline: { name: 'GET /api/auth/me p99 (same run, same connections)', value: base.p99 },
        ...(base.p99 > 0 ? { ratio: round(load.p99 / base.p99, 2) } : {}),
        bar: 'p99 < 100 ms',
        holds: load.p99 < 100 && load.non2xx === 0 && load.errors === 0,
        note: `p50 ${load.p50} ms (baseline ${base.p50} ms); ${round(load.rps, 0)} req/s (baseline ${round(base.rps, 0)}); ${load.total} requests, ${load.non2xx} non-2xx, ${load.errors} errors; the database unchanged meanwhile`,
      });
      return figures;
    } finally {
      await stop(server.child);
    }
  } finally {
    await drop();
  }
}
