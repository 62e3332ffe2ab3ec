/**
 * The admin step seeds its own database (SQLite; and PostgreSQL too when TEST_DATABASE_URL names
 * a server, e.g. `bash scripts/with-postgres.sh npm run bench`) and measures the admin lists at
 * 10 connections against GET /api/auth/me, with the query plans of their SQL.
 */
import http from 'node:http';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import {
  RARE_ARABIC,
  RARE_ARABIC_VARIANTS,
  RARE_LATIN,
  benchTarget,
  queryPlans,
  seedSubmissions,
} from '../admin-data';
import { measureAdminBrowser } from '../admin-web';
import { ADMIN_ROWS, DURATION, details, get, log, procStatus, round, stop } from '../kit';
import type { BenchFigure } from '../report';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type Load,
  type Server,
  autocannon,
  startProductServer,
  staffToken,
} from '../server';

/* ------------------------------------------------------------------ admin lists */

/** The staff dashboard's concurrency: a few people paging and searching at once. */
export const ADMIN_CONNECTIONS = 10;

/**
 * The admin lists at ADMIN_ROWS submissions of each kind: a page of 50 at offsets all through
 * the lists, a search for a word in about 1% of the rows (Latin, and Arabic in its variants) and
 * the dashboard's summary, at 10 connections, each beside GET /api/auth/me (the cheapest staff
 * route) measured in the same run; and the query plans of the SQL behind them.
 */
export async function measureAdmin(
  engine: 'SQLite' | 'PostgreSQL',
  chromiumPath: string | undefined,
): Promise<BenchFigure[]> {
  const section = `API: admin lists, ${ADMIN_ROWS.toLocaleString('en-US')} submissions of each kind (${engine})`;
  const { target, drop } = await benchTarget(engine, 'admin');
  try {
    log(`admin (${engine}): seeding ${ADMIN_ROWS} submissions of each kind`);
    const seeded = await seedSubmissions(target, ADMIN_ROWS);
    log(
      `admin (${engine}): seeded ${3 * ADMIN_ROWS} rows in ${(seeded.writeMs / 1000).toFixed(1)} s; ` +
        `retention pass anonymised ${seeded.anonymised} in ${(seeded.retentionMs / 1000).toFixed(1)} s`,
    );
    const figures: BenchFigure[] = [
      {
        section,
        name: `Seeding ${(3 * ADMIN_ROWS).toLocaleString('en-US')} submissions`,
        value: round(seeded.writeMs / 1000, 1),
        unit: 's',
        note: `Knex batch inserts (one transaction per kind) into a migrated database, search documents by searchTextOf; names Arabic and Latin, statuses spread over each kind's, dates over the last 365 days${target.databaseUrl ? '; VACUUM ANALYZE after (as autovacuum would)' : ''}`,
      },
      {
        section,
        name: 'Retention pass over the seeded year (before the server starts)',
        value: round(seeded.retentionMs / 1000, 1),
        unit: 's',
        note: `the server's RetentionJob, default periods: ${seeded.anonymised.toLocaleString('en-US')} applications anonymised (rejected past their grace), in batches of one transaction each; a running server does this as items fall due, so the lists are measured on the database at rest`,
      },
    ];
    const server = await startProductServer(target);
    const deepest = ADMIN_ROWS - 50;
    try {
      const token = await staffToken(server);
      const headers = [`authorization=Bearer ${token}`];
      const check = async (pathname: string) => {
        const res = await get(`${server.origin}${pathname}`, { authorization: `Bearer ${token}` });
        if (res.status !== 200) throw new Error(`GET ${pathname} answered ${res.status}`);
        return JSON.parse(res.body.toString()) as { total?: number };
      };
      // Offsets all through each list, the same on every run.
      const offsets = Array.from({ length: 8 }, (_, i) =>
        Math.min(deepest, Math.round(((i + 0.5) / 8) * deepest) + ((i * 7919) % 50)),
      );
      const pages = SUBMISSION_KINDS.flatMap((kind) =>
        offsets.map((offset) => `/api/admin/${kind}?limit=50&offset=${offset}`),
      );
      const searchOf = (word: string) =>
        SUBMISSION_KINDS.map((kind) => `/api/admin/${kind}?limit=50&q=${encodeURIComponent(word)}`);
      const totals = async (paths: string[]) =>
        (await Promise.all(paths.map(check))).map((b) => b.total ?? Number.NaN);
      const pageTotals = await totals(pages.filter((_, i) => i % offsets.length === 0));
      const latinTotals = await totals(searchOf(RARE_LATIN));
      const arabicTotals = await totals(searchOf(RARE_ARABIC));
      await check('/api/admin/summary');

      const run = async (paths: string[]) => {
        const opts = { connections: ADMIN_CONNECTIONS, headers, paths };
        await autocannon(server.origin, { ...opts, seconds: 2 });
        return autocannon(server.origin, opts);
      };
      const base = await run(['/api/auth/me']);
      log(`admin (${engine}) GET /api/auth/me: p50 ${base.p50} ms p99 ${base.p99} ms`);
      const baseline = {
        name: 'GET /api/auth/me p99 (same run, same connections)',
        value: base.p99,
      };
      const note = (l: Load, more: string) =>
        `p50 ${l.p50} ms (baseline ${base.p50} ms); ${round(l.rps, 0)} req/s; ${ADMIN_CONNECTIONS} connections, ${DURATION} s; ${l.total} requests, ${l.non2xx} non-2xx, ${l.errors} errors; ${more}`;
      const figure = (name: string, l: Load, barMs: number, more: string): BenchFigure => {
        log(`admin (${engine}) ${name}: p50 ${l.p50} ms p99 ${l.p99} ms, ${round(l.rps, 0)} req/s`);
        return {
          section,
          name,
          value: l.p99,
          unit: 'ms',
          baseline,
          ...(base.p99 > 0 ? { ratio: round(l.p99 / base.p99, 2) } : {}),
          bar: `p99 < ${barMs} ms`,
          holds: l.p99 < barMs && l.non2xx === 0 && l.errors === 0,
          note: note(l, more),
        };
      };
      figures.push({
        section,
        name: 'Baseline: GET /api/auth/me p99 latency',
        value: base.p99,
        unit: 'ms',
        note: `p50 ${base.p50} ms; ${round(base.rps, 0)} req/s; ${ADMIN_CONNECTIONS} connections, ${DURATION} s; ${base.total} requests, ${base.non2xx} non-2xx, ${base.errors} errors (bearer token; the ratios below are figure ÷ this)`,
      });
      figures.push(
        figure(
          'A page of 50 (sorted newest first, deep offsets) p99 latency',
          await run(pages),
          50,
          `${pages.length} URLs in turn: the three kinds, each at offsets ${offsets.join(', ')}; totals ${pageTotals.join(', ')}`,
        ),
      );
      figures.push(
        figure(
          `Search "${RARE_LATIN}" (a page of 50) p99 latency`,
          await run(searchOf(RARE_LATIN)),
          150,
          `a word in about 1% of the rows; the three kinds in turn, matches ${latinTotals.join(', ')}`,
        ),
      );
      figures.push(
        figure(
          `Search "${RARE_ARABIC}" (a page of 50, its variants too) p99 latency`,
          await run(searchOf(RARE_ARABIC)),
          150,
          `written in about 1% of the rows as ${RARE_ARABIC_VARIANTS.join(', ')}; the three kinds in turn, matches ${arabicTotals.join(', ')}`,
        ),
      );
      figures.push(
        figure(
          'GET /api/admin/summary p99 latency',
          await run(['/api/admin/summary']),
          20,
          'the counts of every kind (all and new) and of listings, news and people',
        ),
      );
      figures.push(await measureExport(section, server, token));
      if (chromiumPath) figures.push(...(await adminInBrowser(section, server, chromiumPath)));
    } finally {
      await stop(server.child);
    }
    const offset = Math.round(deepest * 0.75);
    const plans = await queryPlans(target, 'contact-messages', offset);
    const explain = engine === 'SQLite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
    details.push(
      {
        title: `${engine} (${explain}): a page of 50 at offset ${offset}, contact-messages`,
        text: plans.page.join('\n\n'),
      },
      {
        title: `${engine} (${explain}): search "${RARE_ARABIC}", contact-messages`,
        text: plans.search.join('\n\n'),
      },
      {
        title: `${engine} (${explain}): the summary's counts of a kind, contact-messages`,
        text: plans.summary.join('\n\n'),
      },
    );
    return figures;
  } finally {
    await drop();
  }
}

/**
 * The CSV export of a whole list (streamed, so the server's memory stays flat): the
 * server process's RSS sampled every 20 ms while the file is read, against its RSS just before.
 */
export async function measureExport(
  section: string,
  server: Server,
  token: string,
): Promise<BenchFigure> {
  const pid = server.child.pid as number;
  const before = procStatus(pid).rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, procStatus(pid).rss);
  }, 20);
  const t0 = performance.now();
  let bytes = 0;
  let lines = 0;
  let status = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        `${server.origin}/api/admin/contact-messages/export.csv?lang=en`,
        { headers: { authorization: `Bearer ${token}` }, agent: false },
        (res) => {
          status = res.statusCode ?? 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          });
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.setTimeout(300_000, () => req.destroy(new Error('timeout')));
    });
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, procStatus(pid).rss);
  const growth = peak - before;
  // Line feeds: one after the header and after each record, more where a message has line breaks
  // of its own; more than the rows means the whole list came (a check, not a figure).
  log(
    `admin export: ${status}, ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s; RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
  );
  return {
    section,
    name: 'CSV export of a whole list: growth of the server RSS',
    value: round(growth, 1),
    unit: 'MB',
    baseline: { name: 'RSS just before', value: round(before, 0) },
    bar: '< 50 MB',
    holds: status === 200 && growth < 50 && lines > ADMIN_ROWS,
    note: `GET /api/admin/contact-messages/export.csv (${ADMIN_ROWS.toLocaleString('en-US')} rows): ${status}, ${(bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s, ${lines.toLocaleString('en-US')} lines; VmRSS sampled every 20 ms, peak ${peak.toFixed(0)} MB`,
  };
}

/** Sign-in to a usable dashboard and typing a search, in Chromium, on the admin step's data. */
async function adminInBrowser(
  section: string,
  server: Server,
  chromiumPath: string,
): Promise<BenchFigure[]> {
  const b = await measureAdminBrowser(server.origin, chromiumPath, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  const longest = b.longTasksMs.length > 0 ? Math.max(...b.longTasksMs) : 0;
  const keys = [...b.editorKeysMs].sort((x, y) => x - y);
  log(
    `admin in Chromium: sign-in to usable ${b.signInMs} ms; long tasks ${b.longTasksMs.join(', ')}`,
  );
  return [
    {
      section,
      name: 'Sign-in to a usable dashboard (Chromium, 1440×900)',
      value: b.signInMs,
      unit: 'ms',
      bar: '< 1500 ms',
      holds: b.signInMs < 1500,
      note: "from pressing Sign in to the overview's figures (the console's first tab) and the tabs' counts on screen (the summary, not the lists, fills the counts)",
    },
    {
      section,
      name: 'Longest main-thread task while typing a search (Chromium)',
      value: round(longest, 0),
      unit: 'ms',
      bar: '< 50 ms (no long task)',
      holds: b.longTasksMs.length === 0,
      note: `"${b.typed}" typed one key every ${b.keyDelayMs} ms until its answer was shown; Long Tasks API: ${b.longTasksMs.length} task(s) of 50 ms or more${b.longTasksMs.length ? ` (${b.longTasksMs.map((t) => round(t, 0)).join(', ')} ms)` : ''}`,
    },
    {
      section,
      name: 'Article editor: a typed key in a long article, median (Chromium)',
      value: round(keys[Math.floor(keys.length / 2)] ?? NaN, 1),
      unit: 'ms',
      bar: '< 16 ms (one frame)',
      holds: (keys[Math.floor(keys.length / 2)] ?? Infinity) < 16,
      note: `${b.editorKeysMs.length} keys at the end of a new article of ${b.articleChars.toLocaleString('en-US')} characters, each from the input to React's update of the editor; 90th percentile ${round(keys[Math.floor(keys.length * 0.9)] ?? NaN, 1)} ms`,
    },
  ];
}
