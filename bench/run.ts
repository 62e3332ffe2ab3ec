/**
 * `npm run bench`: measures the production build on this machine and writes bench/report.md and
 * bench/report.json. The server and every load generator run as separate processes; each figure
 * stands beside a baseline measured in the same run. Bars are printed with whether they hold; the
 * bench never fails because of them.
 *
 * Settings (environment): BENCH_DURATION (seconds per load run, default 10), BENCH_CONNECTIONS
 * (default 50), BENCH_LIGHTHOUSE_RUNS (Lighthouse runs per page, median kept; default 3),
 * BENCH_SKIP_WEB=1 (skip the public-site section), BENCH_ONLY (a comma-separated subset of
 * uploads,reads,pages,contact,events,admin,web), BENCH_OUT (report folder, default bench/),
 * BENCH_ADMIN_ROWS (submissions of each kind for the admin step, default 100000).
 *
 * The admin step seeds its own database (SQLite; and PostgreSQL too when TEST_DATABASE_URL names
 * a server, e.g. `bash scripts/with-postgres.sh npm run bench`) and measures the admin lists at
 * 10 connections against GET /api/auth/me, with the query plans of their SQL.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPostgresDatabase } from '../api/test/postgresDatabase';
import { RESUME } from '@vb/shared/constants';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import {
  RARE_ARABIC,
  RARE_ARABIC_VARIANTS,
  RARE_LATIN,
  type Target,
  queryPlans,
  seedSubmissions,
} from './admin-data';
import { measureAdminBrowser } from './admin-web';
import {
  type BenchFigure,
  type BenchMachine,
  type BenchReport,
  barLines,
  writeReport,
} from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Lighthouse runs per page; the median score is reported (Lighthouse's own advice for noise). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
const OUT = path.resolve(process.env.BENCH_OUT ?? path.join(ROOT, 'bench'));
const AUTOCANNON = path.join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');
/** Runs autocannon on a list of requests (its command line takes one URL). */
const CANNON = path.join(ROOT, 'bench', 'cannon.mjs');
const UPLOADS = 10;
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : undefined;
const wanted = (step: string) => !ONLY || ONLY.has(step);

/** Temporary folders made by this run, removed at its end. */
const tempDirs: string[] = [];
/** Texts the figures stand on (query plans), for the report. */
const details: NonNullable<BenchReport['details']> = [];
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/* ------------------------------------------------------------------ processes */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Keeps the last few KB a child wrote, for error messages (and drains its pipes). */
function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    },
  );
}

/** Polls `url` until it answers 200; answers the milliseconds since `since`. */
async function firstOk(url: string, since: number, child: ChildProcess, limitMs = 60_000) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await get(url)).status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > limitMs) throw new Error(`no 200 from ${url} in ${limitMs} ms`);
    await sleep(5);
  }
}

interface Server {
  origin: string;
  child: ChildProcess;
  startMs: number;
  output: () => string;
  dataDir: string;
}

const ADMIN_EMAIL = 'bench@example.test';
const ADMIN_PASSWORD = 'bench password long enough';

/**
 * Starts the production server as a child process on a free loopback port with a new database
 * (or on the database of `target`).
 */
async function startProductServer(target?: Target): Promise<Server> {
  const dataDir = target?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vb-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    RATE_LIMITS: 'off',
    SERVE_STATIC: '1',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  };
  delete env.DATABASE_URL;
  if (target?.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  const t0 = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tail(child);
  try {
    const startMs = await firstOk(`${origin}/api/news?limit=4`, t0, child);
    return { origin, child, startMs, output, dataDir };
  } catch (error) {
    await stop(child);
    throw new Error(`the server did not start: ${(error as Error).message}\n${output()}`, {
      cause: error,
    });
  }
}

/** Starts bench/bare.mjs serving `body`; answers its origin and its spawn-to-first-200 time. */
async function startBare(body: Buffer, contentType: string, status = 200, encoding?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-bare-'));
  tempDirs.push(dir);
  const file = path.join(dir, 'body');
  fs.writeFileSync(file, body);
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'bench', 'bare.mjs'),
      file,
      contentType,
      String(status),
      ...(encoding ? [encoding] : []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (c: Buffer) => {
      text += c.toString();
      const m = /"port":(\d+)/.exec(text);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const startMs = status === 200 ? await firstOk(`${origin}/`, t0, child) : Number.NaN;
  return { origin, child, startMs };
}

/* ------------------------------------------------------------------ load */

interface Load {
  rps: number;
  p99: number;
  p50: number;
  total: number;
  non2xx: number;
  errors: number;
}

/**
 * Runs autocannon in its own process and answers its averages. With `paths`, each connection asks
 * for them in turn (GET, on the origin of `url`).
 */
async function autocannon(
  url: string,
  opts: {
    seconds?: number;
    method?: string;
    body?: string;
    headers?: string[];
    connections?: number;
    paths?: string[];
  } = {},
): Promise<Load> {
  const connections = opts.connections ?? CONNECTIONS;
  const args = [
    AUTOCANNON,
    '--json',
    '--no-progress',
    '-c',
    String(connections),
    '-d',
    String(opts.seconds ?? DURATION),
  ];
  if (opts.method) args.push('-m', opts.method);
  for (const h of opts.headers ?? []) args.push('-H', h);
  if (opts.body) args.push('-b', opts.body);
  args.push(url);
  if (opts.paths) {
    // `name=value` or `name: value`, as autocannon's -H takes them.
    const headers = Object.fromEntries(
      (opts.headers ?? []).map((h) => {
        const at = h.search(/[:=]/);
        return [h.slice(0, at).trim(), h.slice(at + 1).trim()];
      }),
    );
    args.splice(
      0,
      args.length,
      CANNON,
      JSON.stringify({
        url,
        connections,
        duration: opts.seconds ?? DURATION,
        headers,
        requests: opts.paths.map((p) => ({ method: 'GET', path: p })),
      }),
    );
  }
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: ((opts.seconds ?? DURATION) + 60) * 1000,
  });
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`);
  const json = JSON.parse(result.stdout) as {
    requests: { average: number; total: number };
    latency: { p99: number; p50: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    rps: json.requests.average,
    p99: json.latency.p99,
    p50: json.latency.p50,
    total: json.requests.total,
    non2xx: json.non2xx,
    errors: json.errors + json.timeouts,
  };
}

interface ReadOptions {
  /** The throughput bar as a fraction of the bare server's (no bars when absent). */
  minRatio?: number;
  /** Request headers, as a browser would send them (e.g. accept-encoding, the language cookie). */
  headers?: Record<string, string>;
  /** The figure's name (default: GET <path>). */
  label?: string;
}

/**
 * Measures a public read or page against a bare node:http server serving the very bytes (and
 * encoding) it answers to the same request.
 */
async function measureRead(
  server: Server,
  pathname: string,
  section: string,
  { minRatio, headers = {}, label = `GET ${pathname}` }: ReadOptions = {},
): Promise<BenchFigure[]> {
  const bars = minRatio !== undefined;
  const sample = await get(`${server.origin}${pathname}`, headers);
  if (sample.status !== 200) throw new Error(`${pathname} answered ${sample.status}`);
  const encoding = sample.headers['content-encoding'];
  const bare = await startBare(
    sample.body,
    String(sample.headers['content-type']),
    200,
    typeof encoding === 'string' ? encoding : undefined,
  );
  const sent = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  try {
    await autocannon(`${bare.origin}${pathname}`, { seconds: 2, headers: sent });
    const bareCpu0 = cpuMs(bare.child.pid as number);
    const base = await autocannon(`${bare.origin}${pathname}`, { headers: sent });
    const bareCpu = (cpuMs(bare.child.pid as number) - bareCpu0) / base.total;
    await autocannon(`${server.origin}${pathname}`, { seconds: 2, headers: sent });
    const cpu0 = cpuMs(server.child.pid as number);
    const real = await autocannon(`${server.origin}${pathname}`, { headers: sent });
    const cpu = (cpuMs(server.child.pid as number) - cpu0) / real.total;
    log(
      `${label}: ${round(real.rps, 0)} req/s p99 ${real.p99} ms; bare ${round(base.rps, 0)} req/s p99 ${base.p99} ms`,
    );
    const ratio = real.rps / base.rps;
    const note = `${sample.body.length} bytes${encoding ? ` (${String(encoding)})` : ''}; ${CONNECTIONS} connections, ${DURATION} s; ${real.total} requests, ${real.non2xx} non-2xx, ${real.errors} errors (bare: ${base.total} requests, ${base.non2xx} non-2xx, ${base.errors} errors); ETag ${sample.headers.etag ? 'yes' : 'no'}, Cache-Control: ${sample.headers['cache-control'] ?? '—'}`;
    return [
      {
        section,
        name: `${label} throughput`,
        value: round(real.rps, 0),
        unit: 'req/s',
        baseline: { name: 'bare node:http, same bytes', value: round(base.rps, 0) },
        ratio: round(ratio, 3),
        ...(bars
          ? { bar: `≥ ${minRatio}× bare`, holds: ratio >= minRatio && real.non2xx === 0 }
          : {}),
        note,
      },
      {
        section,
        name: `${label} server CPU per request`,
        value: round(cpu * 1000, 0),
        unit: 'µs',
        baseline: { name: 'bare node:http', value: round(bareCpu * 1000, 0) },
        ratio: round(bareCpu / cpu, 3),
        note: 'user + system CPU time of the server process over the run, divided by the requests answered: a figure that other load on the machine disturbs less than throughput (ratio: bare cost ÷ server cost)',
      },
      {
        section,
        name: `${label} p99 latency`,
        value: real.p99,
        unit: 'ms',
        baseline: { name: 'bare node:http p99', value: base.p99 },
        ...(bars ? { bar: '< 25 ms', holds: real.p99 < 25 } : {}),
        note: `p50 ${real.p50} ms (bare ${base.p50} ms)`,
      },
    ];
  } finally {
    await stop(bare.child);
  }
}

/**
 * The server-rendered pages as a browser asks for them (brotli accepted; English at its /en
 * address, with the language cookie a visitor who chose it carries): the home page and an
 * article, in both languages.
 */
async function measurePages(server: Server): Promise<BenchFigure[]> {
  const section = 'Site: page HTML (server-rendered, as browsers ask: br, language cookie)';
  const news = JSON.parse((await get(`${server.origin}/api/news?limit=1`)).body.toString()) as {
    articles: { slug: string }[];
  };
  const slug = news.articles[0]?.slug;
  if (!slug) throw new Error('no published article to measure');
  const article = `/news/${encodeURIComponent(slug)}`;
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': 'Mozilla/5.0' };
  const english = { ...browser, cookie: 'vb-language=en' };
  const englishArticle = `/en${article}`;
  const figures: BenchFigure[] = [];
  for (const [pathname, headers, label] of [
    ['/', browser, 'GET / (Arabic)'],
    ['/en', english, 'GET /en (English)'],
    [article, browser, 'GET an article (Arabic)'],
    [englishArticle, english, 'GET an article (English)'],
  ] as const) {
    figures.push(
      ...(await measureRead(server, pathname, section, { minRatio: 0.5, headers, label })),
    );
  }
  return figures;
}

async function measureContact(server: Server): Promise<BenchFigure[]> {
  const section = 'API: contact form (SQLite WAL + synchronous=FULL)';
  const body = JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+966 50 123 4567',
    subject: 'A benchmark message',
    message: 'Hello, this is a message of ordinary length sent by the benchmark.',
  });
  const headers = ['content-type=application/json'];
  const one = await fetch(`${server.origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (one.status !== 201) throw new Error(`POST /api/contact answered ${one.status}`);
  const answer = Buffer.from(await one.arrayBuffer());
  const bare = await startBare(answer, 'application/json; charset=utf-8', 201);
  try {
    const base = await autocannon(`${bare.origin}/api/contact`, { method: 'POST', body, headers });
    await autocannon(`${server.origin}/api/contact`, { method: 'POST', body, headers, seconds: 2 });
    const cpu0 = cpuMs(server.child.pid as number);
    const real = await autocannon(`${server.origin}/api/contact`, {
      method: 'POST',
      body,
      headers,
    });
    const cpu = (cpuMs(server.child.pid as number) - cpu0) / real.total;
    log(`POST /api/contact: ${round(real.rps, 0)} req/s p99 ${real.p99} ms`);
    const journal = fs.existsSync(path.join(server.dataDir, 'site.db-wal'))
      ? 'WAL file present'
      : 'no WAL file';
    return [
      {
        section,
        name: 'POST /api/contact throughput',
        value: round(real.rps, 0),
        unit: 'req/s',
        baseline: { name: 'bare node:http answering the same 201', value: round(base.rps, 0) },
        ratio: round(real.rps / base.rps, 3),
        bar: '≥ 500 req/s',
        holds: real.rps >= 500 && real.non2xx === 0,
        note: `${CONNECTIONS} connections, ${DURATION} s; ${real.total} requests, ${real.non2xx} non-2xx, ${real.errors} errors (bare: ${base.total} requests, ${base.non2xx} non-2xx, ${base.errors} errors); ${journal}`,
      },
      {
        section,
        name: 'POST /api/contact server CPU per request',
        value: round(cpu * 1000, 0),
        unit: 'µs',
        note: 'user + system CPU time of the server process over the run ÷ requests answered; with the machine busy, throughput is bounded by the CPU share the server gets',
      },
      {
        section,
        name: 'POST /api/contact p99 latency',
        value: real.p99,
        unit: 'ms',
        baseline: { name: 'bare node:http p99', value: base.p99 },
        note: `p50 ${real.p50} ms`,
      },
    ];
  } finally {
    await stop(bare.child);
  }
}

/** User + system CPU time a process has used so far, in milliseconds (from /proc). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat (utime, stime), counted from the state field (3) here.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/* ------------------------------------------------------------------ memory */

function procStatus(pid: number): { rss: number; hwm: number } {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

function post(url: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.setTimeout(180_000, () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

/** Peak RSS of the server while 10 applications with a 10 MB résumé each arrive at once. */
async function measureUploads(server: Server): Promise<BenchFigure[]> {
  const section = 'API: job applications (10 concurrent, 10 MB résumé each)';
  const pid = server.child.pid as number;
  const pdf = Buffer.alloc(RESUME.maxBytes, 0x20);
  pdf.write('%PDF-1.4\n', 0, 'latin1');
  pdf.write('\n%%EOF\n', RESUME.maxBytes - 7, 'latin1');
  const body = Buffer.from(
    JSON.stringify({
      name: 'Bench Applicant',
      email: 'applicant@example.com',
      phone: '+966 50 123 4567',
      position: 'Engineer',
      message: 'Benchmark application',
      resumeFilename: 'cv.pdf',
      resumeData: pdf.toString('base64'),
    }),
  );
  await sleep(500);
  const idle = procStatus(pid);
  let sampled = idle.rss;
  const sampler = setInterval(() => {
    try {
      sampled = Math.max(sampled, procStatus(pid).rss);
    } catch {
      // the process ended
    }
  }, 10);
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from({ length: UPLOADS }, () => post(`${server.origin}/api/careers/apply`, body)),
  );
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const after = procStatus(pid);
  await sleep(3000);
  const settled = procStatus(pid).rss;
  const accepted = results.filter((r) => r.status === 201).length;
  const peak = Math.max(sampled, after.hwm);
  log(
    `uploads: ${accepted}/${UPLOADS} accepted in ${seconds.toFixed(1)} s; peak RSS ${peak.toFixed(0)} MB (idle ${idle.rss.toFixed(0)} MB)`,
  );
  const statuses = [...new Set(results.map((r) => r.status))].join(', ');
  return [
    {
      section,
      name: 'Peak RSS of the server (VmHWM)',
      value: round(peak, 0),
      unit: 'MB',
      baseline: { name: 'RSS idle before the uploads', value: round(idle.rss, 0) },
      bar: '< 400 MB',
      holds: peak < 400 && accepted === UPLOADS,
      note: `${accepted} of ${UPLOADS} answered 201 (statuses: ${statuses}) in ${seconds.toFixed(1)} s; body ${(body.length / 1048576).toFixed(1)} MB each; highest sampled VmRSS ${sampled.toFixed(0)} MB; RSS 3 s after: ${settled.toFixed(0)} MB`,
    },
  ];
}

/* ------------------------------------------------------------------ admin live feed */

/** Open admin streams, and new contact messages sent (one every 100 ms) while they listen. */
const FEED_STREAMS = 200;
const FEED_MESSAGES = 40;

/** The value at quantile `q` (0–1) of `values`, rounded to 0.1 ms. */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
};

/**
 * The admin's live feed (GET /api/admin/events): FEED_STREAMS staff streams open at once, then
 * FEED_MESSAGES contact messages posted one every 100 ms; for each stream and message, the time
 * from the POST's answer to the stream's `submission.created`. Baseline: the POSTs' own round trip.
 */
async function measureEvents(server: Server): Promise<BenchFigure[]> {
  const section = `API: admin live feed (${FEED_STREAMS} open streams, SQLite)`;
  const token = await staffToken(server);
  const abort = new AbortController();
  const arrivals = new Map<number, number[]>();
  let ready = 0;
  const readers = Array.from({ length: FEED_STREAMS }, async () => {
    const res = await fetch(`${server.origin}/api/admin/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (res.status !== 200) throw new Error(`GET /api/admin/events answered ${res.status}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) ready += 1;
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!frame.includes('event: submission.created') || !data) continue;
          const { id } = JSON.parse(data) as { id: number };
          arrivals.set(id, [...(arrivals.get(id) ?? []), now]);
        }
      }
    } catch {
      // aborted at the end
    }
  });
  const opened = Promise.all(readers);
  opened.catch(() => undefined);
  try {
    for (const t0 = performance.now(); ready < FEED_STREAMS; await sleep(20))
      if (performance.now() - t0 > 30_000)
        throw new Error(`${ready} of ${FEED_STREAMS} streams opened`);
    const posted = new Map<number, { sent: number; answered: number }>();
    for (let i = 0; i < FEED_MESSAGES; i++) {
      const sent = performance.now();
      const res = await fetch(`${server.origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Feed Bench ${i}`,
          email: 'feed@example.com',
          subject: 'Live feed',
          message: 'A message sent while the admin listens.',
        }),
      });
      if (res.status !== 201) throw new Error(`POST /api/contact answered ${res.status}`);
      const { id } = (await res.json()) as { id: number };
      posted.set(id, { sent, answered: performance.now() });
      await sleep(100);
    }
    const complete = () =>
      [...posted.keys()].every((id) => (arrivals.get(id)?.length ?? 0) >= FEED_STREAMS);
    for (const t0 = performance.now(); !complete() && performance.now() - t0 < 10_000;)
      await sleep(50);
    const delays: number[] = [];
    let missing = 0;
    for (const [id, { answered }] of posted) {
      const times = arrivals.get(id) ?? [];
      missing += FEED_STREAMS - times.length;
      for (const at of times) delays.push(Math.max(0, at - answered));
    }
    const trips = [...posted.values()].map((p) => p.answered - p.sent);
    const p99 = quantile(delays, 0.99);
    const baseP99 = quantile(trips, 0.99);
    log(`admin feed: delivery p50 ${quantile(delays, 0.5)} ms p99 ${p99} ms, ${missing} missing`);
    return [
      {
        section,
        name: 'Baseline: POST /api/contact round trip p99',
        value: baseP99,
        unit: 'ms',
        note: `${FEED_MESSAGES} messages, one every 100 ms, while ${FEED_STREAMS} streams listen`,
      },
      {
        section,
        name: `Event delivery to ${FEED_STREAMS} streams p99 latency`,
        value: p99,
        unit: 'ms',
        baseline: { name: 'POST /api/contact round trip p99 (same run)', value: baseP99 },
        ...(baseP99 > 0 ? { ratio: round(p99 / baseP99, 2) } : {}),
        bar: 'p99 < 1000 ms, none missing',
        holds: p99 < 1000 && missing === 0,
        note: `from each POST's answer to each stream's submission.created; p50 ${quantile(delays, 0.5)} ms, max ${quantile(delays, 1)} ms; ${delays.length} deliveries, ${missing} missing; the server reads changes every EVENTS_POLL_MS (default 400 ms)`,
      },
    ];
  } finally {
    abort.abort();
    await opened.catch(() => undefined);
  }
}

/* ------------------------------------------------------------------ admin lists */

const ADMIN_ROWS = Math.max(1000, Number(process.env.BENCH_ADMIN_ROWS ?? 100_000) || 100_000);
/** The staff dashboard's concurrency: a few people paging and searching at once. */
const ADMIN_CONNECTIONS = 10;

/** A staff bearer token for the admin account the server was started with. */
async function staffToken(server: Server): Promise<string> {
  const res = await fetch(`${server.origin}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`POST /api/auth/token answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * The admin lists at ADMIN_ROWS submissions of each kind: a page of 50 at offsets all through
 * the lists, a search for a word in about 1% of the rows (Latin, and Arabic in its variants) and
 * the dashboard's summary, at 10 connections, each beside GET /api/auth/me (the cheapest staff
 * route) measured in the same run; and the query plans of the SQL behind them.
 */
async function measureAdmin(
  engine: 'SQLite' | 'PostgreSQL',
  chromiumPath: string | undefined,
): Promise<BenchFigure[]> {
  const section = `API: admin lists, ${ADMIN_ROWS.toLocaleString('en-US')} submissions of each kind (${engine})`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-bench-admin-'));
  tempDirs.push(dataDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (engine === 'PostgreSQL' && !adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const pg =
    engine === 'PostgreSQL' ? await createPostgresDatabase(adminUrl!, 'vb_bench') : undefined;
  const target: Target = { dataDir, ...(pg ? { databaseUrl: pg.url } : {}) };
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
        note: `Knex batch inserts (one transaction per kind) into a migrated database, search documents by searchTextOf; names Arabic and Latin, statuses spread over each kind's, dates over the last 365 days${pg ? '; VACUUM ANALYZE after (as autovacuum would)' : ''}`,
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
    await pg?.drop();
  }
}

/**
 * The CSV export of a whole list (streamed, so the server's memory stays flat): the
 * server process's RSS sampled every 20 ms while the file is read, against its RSS just before.
 */
async function measureExport(section: string, server: Server, token: string): Promise<BenchFigure> {
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
  ];
}

/* ------------------------------------------------------------------ machine */

function versionOf(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: 30_000 }).trim();
  } catch {
    return 'unknown';
  }
}

function packageVersion(name: string): string {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    return pkg.version;
  } catch {
    return 'not installed';
  }
}

function findChromium(): string | undefined {
  const r = spawnSync(process.execPath, ['scripts/chromium.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  return r.status === 0 ? r.stdout.trim().split('\n').pop() : undefined;
}

function machine(chromium: string | undefined): BenchMachine {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg(),
    versions: {
      Node: process.version,
      npm: versionOf('npm', ['-v']),
      SQLite: versionOf(process.execPath, [
        '-e',
        "process.stdout.write(require('sqlite3').VERSION)",
      ]),
      'sqlite3 (npm)': packageVersion('sqlite3'),
      Chromium: chromium ? versionOf(chromium, ['--version']) : 'not found',
      autocannon: packageVersion('autocannon'),
      lighthouse: packageVersion('lighthouse'),
      koa: packageVersion('koa'),
      knex: packageVersion('knex'),
    },
  };
}

/* ------------------------------------------------------------------ site build */

function newestMtime(dir: string): number {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds a workspace when its build is missing or older than its sources (and shared's). */
function buildIfNeeded(workspace: 'public-web' | 'api', output: string): string {
  const file = path.join(ROOT, workspace, output);
  const built = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(ROOT, workspace, 'src')),
    newestMtime(path.join(ROOT, 'shared', 'src')),
  );
  if (built > sources) return `${workspace} build is up to date`;
  log(`building (npm run build -w ${workspace})`);
  for (let attempt = 1; attempt <= 3; attempt++) {
    const r = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      stdio: 'inherit',
      timeout: 600_000,
    });
    if (r.status === 0) return `${workspace} rebuilt`;
    log(`build attempt ${attempt} failed`);
  }
  throw new Error(`npm run build -w ${workspace} failed`);
}

/** The server's production build (api/dist/main.js), as `npm start` runs it. */
const SERVER_ENTRY = path.join('api', 'dist', 'main.js');

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
