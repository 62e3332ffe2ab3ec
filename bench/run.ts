/**
 * `npm run bench`: measures the production build on this machine and writes bench/report.md and
 * bench/report.json. The server and every load generator run as separate processes; each figure
 * stands beside a baseline measured in the same run. Bars are printed with whether they hold; the
 * bench never fails because of them. This file is the driver: it builds what is missing, starts
 * the server, runs the steps (bench/steps/) and the public site (bench/web.ts), and writes the
 * report.
 *
 * Settings (environment): BENCH_DURATION (seconds per load run, default 10), BENCH_CONNECTIONS
 * (default 50), BENCH_LIGHTHOUSE_RUNS (Lighthouse runs per page, median kept; default 3),
 * BENCH_SKIP_WEB=1 (skip the public-site section), BENCH_ONLY (a comma-separated subset of
 * uploads,reads,pages,contact,events,admin,overview,web), BENCH_OUT (report folder, default
 * bench/), BENCH_ADMIN_ROWS (submissions of each kind for the admin step, default 100000).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ADMIN_ROWS,
  CONNECTIONS,
  DURATION,
  LIGHTHOUSE_RUNS,
  OUT,
  ROOT,
  details,
  get,
  log,
  round,
  stop,
  tempDirs,
  wanted,
} from './kit';
import { SERVER_ENTRY, buildIfNeeded, findChromium, machine } from './machine';
import { type BenchFigure, type BenchReport, barLines, writeReport } from './report';
import { startBare, startProductServer } from './server';
import { ADMIN_CONNECTIONS, measureAdmin } from './steps/admin';
import { measureEvents } from './steps/events';
import { OVERVIEW_ROWS, measureOverview } from './steps/overview';
import { measureContact, measurePages, measureRead } from './steps/read';
import { measureUploads } from './steps/uploads';

/* ------------------------------------------------------------------ main */

type MeasureWeb = (opts: {
  origin: string;
  chromiumPath: string;
  runs: number;
}) => Promise<BenchFigure[]>;

async function main() {
  const started = performance.now();
  const figures: BenchFigure[] = [];
  const notMeasured: BenchReport['notMeasured'] = [];
  const build = [
    buildIfNeeded('public-web', path.join('dist', 'index.html')),
    buildIfNeeded('api', path.join('dist', 'main.js')),
  ].join(', ');
  const chromium = findChromium();
  const info = machine(chromium);
  log(
    `${info.cpu}, ${info.cores} cores; load ${info.loadAverage.map((l) => l.toFixed(2)).join(' ')}`,
  );

  const server = await startProductServer();
  log(`server up in ${server.startMs.toFixed(0)} ms at ${server.origin}`);
  try {
    const sample = await get(`${server.origin}/api/news?limit=4`);
    const bare = await startBare(sample.body, String(sample.headers['content-type']));
    await stop(bare.child);
    figures.push({
      section: 'Start-up',
      name: 'Process start to first 200 (GET /api/news?limit=4)',
      value: round(server.startMs, 0),
      unit: 'ms',
      baseline: {
        name: 'bare node:http process start to first 200',
        value: round(bare.startMs, 0),
      },
      ratio: round(server.startMs / bare.startMs, 2),
      bar: '≤ 2000 ms',
      holds: server.startMs <= 2000,
      note: 'new empty database: migrations, admin account and demo content included',
    });

    const steps: [string, string, () => Promise<BenchFigure[]>][] = [
      ['uploads', 'API: job applications', () => measureUploads(server)],
      [
        'reads',
        'API: public reads',
        async () => [
          ...(await measureRead(server, '/api/news?limit=4', 'API: public reads', {
            minRatio: 0.8,
          })),
          ...(await measureRead(server, '/api/job-listings', 'API: public reads', {
            minRatio: 0.5,
          })),
        ],
      ],
      ['pages', 'Site: page HTML', () => measurePages(server)],
      ['contact', 'API: contact form', () => measureContact(server)],
      ['events', 'API: admin live feed', () => measureEvents(server)],
      ['admin', 'API: admin lists (SQLite)', () => measureAdmin('SQLite', chromium)],
      [
        'admin',
        'API: admin lists (PostgreSQL)',
        () =>
          process.env.TEST_DATABASE_URL
            ? measureAdmin('PostgreSQL', chromium)
            : Promise.reject(
                new Error(
                  'no PostgreSQL: TEST_DATABASE_URL is not set (run under bash scripts/with-postgres.sh)',
                ),
              ),
      ],
      ['overview', 'API: admin overview (SQLite)', () => measureOverview('SQLite')],
      [
        'overview',
        'API: admin overview (PostgreSQL)',
        () =>
          process.env.TEST_DATABASE_URL
            ? measureOverview('PostgreSQL')
            : Promise.reject(
                new Error(
                  'no PostgreSQL: TEST_DATABASE_URL is not set (run under bash scripts/with-postgres.sh)',
                ),
              ),
      ],
    ];
    for (const [key, section, step] of steps) {
      if (!wanted(key)) continue;
      try {
        figures.push(...(await step()));
      } catch (error) {
        log(`${section} failed: ${(error as Error).message}`);
        notMeasured.push({ section, reason: (error as Error).message });
      }
    }

    const webFile = path.join(ROOT, 'bench', 'web.ts');
    if (process.env.BENCH_SKIP_WEB === '1' || !wanted('web')) {
      notMeasured.push({
        section: 'Public site',
        reason: 'skipped (BENCH_SKIP_WEB or BENCH_ONLY)',
      });
    } else if (!fs.existsSync(webFile)) {
      notMeasured.push({ section: 'Public site', reason: 'bench/web.ts is missing' });
    } else if (!chromium) {
      notMeasured.push({
        section: 'Public site',
        reason: 'no Chromium (node scripts/chromium.mjs)',
      });
    } else {
      try {
        log('measuring the public site (bench/web.ts)');
        const mod = (await import(pathToFileURL(webFile).href)) as { measureWeb?: MeasureWeb };
        if (typeof mod.measureWeb !== 'function')
          throw new Error('bench/web.ts exports no measureWeb');
        figures.push(
          ...(await mod.measureWeb({
            origin: server.origin,
            chromiumPath: chromium,
            runs: LIGHTHOUSE_RUNS,
          })),
        );
      } catch (error) {
        log(`public site failed: ${(error as Error).message}`);
        notMeasured.push({ section: 'Public site', reason: (error as Error).message });
      }
    }
  } finally {
    await stop(server.child);
    for (const dir of [server.dataDir, ...tempDirs])
      fs.rmSync(dir, { recursive: true, force: true });
  }

  const report: BenchReport = {
    machine: info,
    settings: {
      connections: CONNECTIONS,
      secondsPerRun: DURATION,
      lighthouseRunsPerPage: LIGHTHOUSE_RUNS,
      server: `node ${SERVER_ENTRY}, NODE_ENV=production, SQLite, RATE_LIMITS=off`,
      PUBLIC_CACHE_SECONDS: process.env.PUBLIC_CACHE_SECONDS ?? 'default',
      ...(wanted('admin')
        ? { adminRowsPerKind: ADMIN_ROWS, adminConnections: ADMIN_CONNECTIONS }
        : {}),
      ...(wanted('overview') ? { overviewRowsPerKind: OVERVIEW_ROWS } : {}),
      site: build,
      benchSeconds: Math.round((performance.now() - started) / 1000),
    },
    figures,
    notMeasured,
    details,
  };
  const written = writeReport(report, OUT);
  for (const line of barLines(figures)) process.stdout.write(`${line}\n`);
  for (const n of notMeasured) process.stdout.write(`NOT MEASURED  ${n.section}: ${n.reason}\n`);
  log(`report: ${path.relative(ROOT, written.md)}, ${path.relative(ROOT, written.json)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
