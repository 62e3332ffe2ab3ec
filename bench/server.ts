/**
 * The processes the bench measures and measures with: the production server, the bare node:http
 * baseline (bench/bare.mjs) and autocannon, each a child process of its own.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Target } from './admin-data';
import { CONNECTIONS, DURATION, ROOT, firstOk, freePort, stop, tail, tempDirs } from './kit';
import { SERVER_ENTRY } from './machine';

const AUTOCANNON = path.join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');
/** Runs autocannon on a list of requests (its command line takes one URL). */
const CANNON = path.join(ROOT, 'bench', 'cannon.mjs');

export interface Server {
  origin: string;
  child: ChildProcess;
  startMs: number;
  output: () => string;
  dataDir: string;
}

export const ADMIN_EMAIL = 'bench@example.test';
export const ADMIN_PASSWORD = 'bench password long enough';

/**
 * Starts the production server as a child process on a free loopback port with a new database
 * (or on the database of `target`).
 */
export async function startProductServer(target?: Target): Promise<Server> {
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
export async function startBare(
  body: Buffer,
  contentType: string,
  status = 200,
  encoding?: string,
) {
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

export interface Load {
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
export async function autocannon(
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

/** A staff bearer token for the admin account the server was started with. */
export async function staffToken(server: Server): Promise<string> {
  const res = await fetch(`${server.origin}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`POST /api/auth/token answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
