#!/usr/bin/env node
// What one request costs in a checkout of this repository: its time, and the project source files
// whose code runs to answer it. Used to compare two commits (each in its own worktree) the same way.
//
//   node scripts/request-path.mjs time  TREE…   median of N timed requests after W warm-ups
//   node scripts/request-path.mjs files TREE…   files of api/src and shared/src that ran
//   REQUEST_PATHS=/api/news,/news (the default) names the requests.
//
// The server is started as the end-to-end tests start it (e2e/global-setup.ts), from TREE's own
// source (node --import tsx api/src/main.ts) with a new data folder, the demo content seeded and
// the read model's memory off (PUBLIC_CACHE_SECONDS=0), so every request runs the code rather than
// replaying a kept answer. Requests are sent one at a time over a keep-alive connection, without
// Accept-Encoding (no compression). Counts: REQUESTS (200) and WARMUPS (20) in the environment.
// With two trees, both servers run at once and their requests are taken in turn, one to each,
// so that other load on the machine falls on both alike. The server's CPU time over the timed
// requests (from /proc) is reported per request too: other load disturbs it less than time.
//
// Files: the server is started with this same file as an --import preload (REQUEST_PATH_CONTROL
// set), which opens an inspector session in the server process, starts V8's precise coverage with
// call counts, and answers on a control port with the counts taken since the last time it was
// asked (taking resets them). For each path, after the first request: three times a take to
// reset, one request, one take; a file counts when any of its functions ran in all three. The first request after start
// is reported too (it also runs what is loaded or built lazily). Files of public-web's built
// server render (dist-server/) that ran are listed and counted apart: they are not source.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

async function start(tree, coverage) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-path-'));
  const preload = coverage ? ['--import', pathToFileURL(fileURLToPath(import.meta.url)).href] : [];
  const child = spawn(process.execPath, [...preload, '--import', 'tsx', 'api/src/main.ts'], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SERVE_STATIC: '1',
      RATE_LIMITS: 'off',
      PUBLIC_CACHE_SECONDS: '0',
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'bench-password-0123456789',
      LOG_LEVEL: 'error',
      ...(coverage ? { REQUEST_PATH_CONTROL: fs.realpathSync(tree) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const urls = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 90 s:\n${out}`)), 90_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const site = /Site and API: (http:\/\/\S+)/.exec(out)?.[1];
      const control = /Coverage control: (http:\/\/\S+)/.exec(out)?.[1];
      if (site && (control || !coverage)) {
        clearTimeout(timer);
        resolve({ site, control });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...urls, pid: child.pid, stop };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    http
      .get(url, { agent, headers: { accept: 'text/html,application/json' } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            bytes,
            ms: Number(process.hrtime.bigint() - t0) / 1e6,
          }),
        );
      })
      .on('error', reject);
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** User + system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Median etc. of N requests per tree after W warm-ups, the trees' requests taken in turn. */
async function time(servers, target) {
  const n = Number(process.env.REQUESTS ?? 200);
  const warm = Number(process.env.WARMUPS ?? 20);
  const runs = servers.map(() => []);
  for (let i = 0; i < warm; i++) for (const server of servers) await get(server.site + target);
  const cpu0 = servers.map((server) => cpuMs(server.pid));
  for (let i = 0; i < n; i++) {
    // Alternate which tree goes first, so neither always follows the other.
    const order = servers.map((_, k) => k);
    if (i % 2) order.reverse();
    for (const k of order) runs[k].push(await get(servers[k].site + target));
  }
  return servers.map((server, k) => {
    const ms = runs[k].map((r) => r.ms).sort((x, y) => x - y);
    return {
      requests: n,
      warmups: warm,
      statuses: [...new Set(runs[k].map((r) => r.status))],
      bytes: runs[k][0].bytes,
      medianMs: +quantile(ms, 0.5).toFixed(3),
      p90Ms: +quantile(ms, 0.9).toFixed(3),
      minMs: +ms[0].toFixed(3),
      serverCpuMsPerRequest: +((cpuMs(server.pid) - cpu0[k]) / n).toFixed(3),
    };
  });
}

async function files(server, target) {
  const url = server.site + target;
  const take = async () => (await fetch(server.control)).json();
  await take();
  const first = await get(url);
  const cold = await take();
  // Three single requests; a file counts when it ran in all three (a timer that fires during
  // one of them is not the request's).
  const takes = [];
  let one;
  for (let i = 0; i < 3; i++) {
    await take();
    one = await get(url);
    takes.push(await take());
  }
  const warm = Object.fromEntries(
    Object.entries(takes[0]).filter(([file]) => takes.every((ran) => ran[file])),
  );
  const source = (ran) => Object.keys(ran).filter((file) => !file.startsWith('public-web/'));
  const list = source(warm);
  return {
    status: [first.status, one.status],
    firstRequestFiles: source(cold).length,
    firstRequestOnly: source(cold).filter((file) => !warm[file]),
    files: list.length,
    functions: list.reduce((sum, file) => sum + warm[file].length, 0),
    serverRenderBundleFiles: Object.keys(warm).length - list.length,
    list: warm,
  };
}

async function main() {
  const [mode, ...trees] = process.argv.slice(2);
  if (!['time', 'files'].includes(mode) || !trees.length) {
    process.stderr.write(
      'usage: [REQUEST_PATHS=/a,/b] node scripts/request-path.mjs time|files TREE…\n',
    );
    process.exit(2);
  }
  const targets = (process.env.REQUEST_PATHS ?? '/api/news,/news').split(',');
  const servers = [];
  const report = { mode, trees: trees.map((tree) => path.resolve(tree)), results: {} };
  try {
    for (const tree of report.trees) servers.push(await start(tree, mode === 'files'));
    // Let the start's own work (seeding, first timers) end before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const target of targets) {
      let results = [];
      if (mode === 'time') results = await time(servers, target);
      else for (const server of servers) results.push(await files(server, target));
      report.results[target] = Object.fromEntries(report.trees.map((t, k) => [t, results[k]]));
    }
  } finally {
    for (const server of servers) await server.stop();
    agent.destroy();
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

if (process.env.REQUEST_PATH_CONTROL) {
  // Preload inside the server process.
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const root = pathToFileURL(process.env.REQUEST_PATH_CONTROL).href;
  const control = http.createServer(async (_req, res) => {
    const { result } = await session.post('Profiler.takePreciseCoverage');
    const ran = {};
    for (const script of result) {
      const url = script.url.split('?')[0];
      const dirs = ['api/src/', 'shared/src/', 'public-web/dist-server/'];
      if (!dirs.some((dir) => url.startsWith(`${root}/${dir}`))) continue;
      const names = script.functions
        .filter((f) => f.ranges[0].count > 0)
        .map((f) => f.functionName || `(anonymous@${f.ranges[0].startOffset})`);
      if (names.length) ran[url.slice(root.length + 1)] = names;
    }
    res.setHeader('content-type', 'application/json').end(JSON.stringify(ran));
  });
  control.unref();
  control.listen(0, '127.0.0.1', () => {
    process.stdout.write(`Coverage control: http://127.0.0.1:${control.address().port}\n`);
  });
} else {
  await main();
}
