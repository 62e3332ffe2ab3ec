/**
 * The machinery of the deploy test (caddy.test.ts): a database of its own on PostgreSQL, two API
 * instances as real processes with the settings of deploy/env.example, Caddy run on
 * deploy/Caddyfile itself with its internal CA, an HTTPS client that trusts that CA and connects
 * from its own loopback address, and a reader of Caddy's log for its health checks.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import knexFactory from 'knex';
import { type ChildServer, spawnServer, stopServer } from '../batteries/child';
import { type TestFetch, type TestResponse, closedPort } from '../test/helpers';
import { createPostgresDatabase } from '../test/postgresDatabase';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const deployDir = path.join(repoRoot, 'deploy');
const CADDYFILE = path.join(deployDir, 'Caddyfile');
/** The client's own loopback address: what the API must record as the client's. */
export const CLIENT_ADDRESS = '127.0.0.2';

const caddyPath = [
  process.env.CADDY_PATH,
  ...(process.env.PATH ?? '').split(':').map((dir) => dir && path.join(dir, 'caddy')),
].find((p) => p && fs.existsSync(p));
const databaseUrl = process.env.TEST_DATABASE_URL;
/** Why the deploy test cannot run here, if it cannot: it is skipped then, not failed. */
export const missing = !caddyPath
  ? 'caddy is not installed. Install it (Debian: apt-get install caddy; npm test installs it first when run as root) or set CADDY_PATH.'
  : !databaseUrl
    ? 'it needs PostgreSQL: run it through scripts/with-postgres.sh (npm run test:deploy).'
    : undefined;

/** KEY=value lines of a systemd environment file (comments are lines of their own). */
export function readEnvFile(file: string): Record<string, string> {
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1).replace(/^(['"])(.*)\1$/, '$2')] as const;
    });
  return Object.fromEntries(entries);
}

/** Polls `check` until it answers something truthy, failing after `ms` with `what`. */
export async function until<T>(check: () => T | Promise<T>, what: string, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The headers as sent, so that a header sent twice shows twice. */
  raw: string[];
  body: Buffer;
}

interface LogLine {
  msg?: string;
  logger?: string;
  host?: string;
  level?: string;
  /** Seconds since the epoch. */
  ts?: number;
  [field: string]: unknown;
}

/** Caddy's JSON log lines, kept as it writes them. */
export class CaddyLog {
  readonly lines: LogLine[] = [];
  private rest = '';
  text = '';

  feed(chunk: Buffer) {
    this.text += chunk.toString();
    this.rest += chunk.toString();
    let end: number;
    while ((end = this.rest.indexOf('\n')) >= 0) {
      const line = this.rest.slice(0, end);
      this.rest = this.rest.slice(end + 1);
      try {
        this.lines.push(JSON.parse(line) as LogLine);
      } catch {
        this.lines.push({ msg: line });
      }
    }
  }

  /** Active health checks of `host` logged after line `from`: those that passed, those that failed. */
  checks(host: string, from: number) {
    const lines = this.lines
      .slice(from)
      .filter((l) => l.host === host && l.logger?.endsWith('health_checker.active'));
    const up = lines.filter((l) => l.msg === 'host is up').length;
    return { up, failed: lines.length - up };
  }

  /** The last things Caddy logged (but passed checks) from `before` ms before `at` to 2 s after. */
  near(at: number, before = 5000) {
    return this.lines
      .filter((l) => l.ts !== undefined && l.ts * 1000 >= at - before && l.ts * 1000 <= at + 2000)
      .filter((l) => l.msg !== 'host is up')
      .slice(-8)
      .map((l) => {
        const { msg, level, ts, logger, host, upstream, error } = l;
        return `${Math.round(ts! * 1000 - at)} ms ${level ?? ''} ${logger ?? ''}: ${msg ?? ''} ${[host, upstream, error].filter(Boolean).join(' ')}`;
      });
  }
}

/**
 * The recipe running: the database, the two instances and Caddy in front of them. `start` brings
 * it up; `stop` ends whatever of it was started, so that it also cleans up after a failed start.
 */
export class Deployment {
  readonly recipe = readEnvFile(path.join(deployDir, 'env.example'));
  readonly caddyfile = fs.readFileSync(CADDYFILE, 'utf8');
  /** Each reverse_proxy of the Caddyfile runs its own active health checks. */
  readonly proxies = this.caddyfile.match(/^\s*reverse_proxy\b/gm)?.length ?? 0;
  readonly caddyLog = new CaddyLog();
  readonly instances: { port: number; dir: string; server?: ChildServer }[] = [];
  httpsPort = 0;
  httpPort = 0;
  dbUrl = '';
  private work = '';
  private drop: () => Promise<void> = async () => {};
  private caddy: ChildProcessWithoutNullStreams | undefined;
  private agent: https.Agent | undefined;
  private ca: Buffer | undefined;

  async start() {
    this.work = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-deploy-'));
    const db = await createPostgresDatabase(databaseUrl!, 'vb_deploy');
    this.drop = db.drop;
    this.dbUrl = db.url;
    [this.httpsPort, this.httpPort] = [await closedPort(), await closedPort()];
    for (let i = 0; i < 2; i++) {
      const dir = path.join(this.work, `instance-${i}`);
      fs.mkdirSync(dir);
      this.instances.push({ port: await closedPort(), dir });
    }
    // Both at once on the empty database: the second waits for the first's migrations.
    await Promise.all(this.instances.map((_, i) => this.respawn(i)));
    const home = path.join(this.work, 'caddy');
    const caddy = spawn(caddyPath!, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      cwd: this.work,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
        SITE_ADDRESS: '127.0.0.1',
        TLS_MODE: 'internal',
        HTTPS_PORT: String(this.httpsPort),
        HTTP_PORT: String(this.httpPort),
        CADDY_ADMIN: `127.0.0.1:${await closedPort()}`,
        UPSTREAM_A: this.upstream(0),
        UPSTREAM_B: this.upstream(1),
      },
    });
    this.caddy = caddy;
    caddy.on('error', (error) => this.caddyLog.feed(Buffer.from(`${error.message}\n`)));
    caddy.stdout.on('data', (chunk: Buffer) => this.caddyLog.feed(chunk));
    caddy.stderr.on('data', (chunk: Buffer) => this.caddyLog.feed(chunk));
    const rootCert = path.join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await until(
      () => fs.existsSync(rootCert),
      `Caddy's root certificate (${this.caddyLog.text})`,
      30_000,
    );
    this.ca = fs.readFileSync(rootCert);
    this.agent = new https.Agent({
      ca: this.ca,
      keepAlive: true,
      localAddress: CLIENT_ADDRESS,
    });
    await until(
      async () => (await this.request('GET', '/readyz')).status === 200,
      `the site through Caddy (${this.caddyLog.text.slice(-2000)})`,
      30_000,
    );
  }

  async stop() {
    this.agent?.destroy();
    const caddy = this.caddy;
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGKILL');
      await exited;
    }
    await Promise.all(this.instances.map((i) => i.server && stopServer(i.server)));
    await this.drop();
    if (this.work) fs.rmSync(this.work, { recursive: true, force: true });
  }

  /** Starts instance `i` (again) on its own port and directory; resolves once it listens. */
  async respawn(i: number) {
    const instance = this.instances[i]!;
    instance.server = await spawnServer(instance.dir, this.instanceEnv(instance.port));
  }

  private instanceEnv(port: number) {
    return {
      PORT: String(port),
      DATABASE_URL: this.dbUrl,
      // The recipe's own settings: the proxy's headers trusted, the drain Caddy's checks need.
      TRUST_PROXY: this.recipe.TRUST_PROXY!,
      SHUTDOWN_DRAIN_MS: this.recipe.SHUTDOWN_DRAIN_MS!,
      SHUTDOWN_TIMEOUT_MS: this.recipe.SHUTDOWN_TIMEOUT_MS!,
      PUBLIC_URL: `https://127.0.0.1:${this.httpsPort}`,
      SERVE_STATIC: '1',
      // Articles to read (and a list long enough to be worth compressing).
      SEED_DEMO: '1',
      RATE_LIMITS: 'off',
    };
  }

  /** Instance `i` as Caddy names it in its log. */
  upstream(i: number) {
    return `127.0.0.1:${this.instances[i]!.port}`;
  }

  /** Waits until every reverse_proxy of the Caddyfile has seen instance `i` pass (or fail) a check. */
  seen(i: number, state: 'up' | 'failed', from: number, ms: number) {
    return until(
      () => this.caddyLog.checks(this.upstream(i), from)[state] >= this.proxies,
      `Caddy's health checks to see ${this.upstream(i)} ${state}`,
      ms,
    );
  }

  /** One request through Caddy over HTTPS, from the client's address. */
  request(
    method: string,
    pathname: string,
    options: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: this.httpsPort,
          method,
          path: pathname,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            ...(options.body === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(options.body),
                }),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              raw: res.rawHeaders,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(options.body);
    });
  }

  /**
   * GETs through Caddy as a fetch whose Response comes with the headers and whose body is read as
   * it arrives, so that the API tests' event-stream reader can read the live feed. Each request
   * has a connection of its own (a stream holds it), from the client's address, with `headers`;
   * `check` sees each answer before it is handed on.
   */
  streamFetch(headers: Record<string, string>, check: (res: http.IncomingMessage) => void) {
    const fetcher: TestFetch = (pathname, init) =>
      new Promise((resolve, reject) => {
        const req = https.get(
          {
            host: '127.0.0.1',
            port: this.httpsPort,
            path: pathname,
            agent: false,
            ca: this.ca,
            localAddress: CLIENT_ADDRESS,
            signal: init?.signal ?? undefined,
            headers,
          },
          (res) => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              if (typeof value === 'string') answer.set(name, value);
            check(res);
            resolve(
              new Response(Readable.toWeb(res) as ReadableStream, {
                status: res.statusCode ?? 0,
                headers: answer,
              }) as TestResponse,
            );
          },
        );
        req.on('error', reject);
      });
    return fetcher;
  }

  /** The stored contact messages of these ids, by id: read straight from the database. */
  async contactMessages(ids: number[]): Promise<Map<number, string>> {
    const knex = knexFactory({ client: 'pg', connection: this.dbUrl, pool: { min: 0, max: 1 } });
    try {
      const rows = (await knex('contact_messages').whereIn('id', ids).select('id', 'message')) as {
        id: number;
        message: string;
      }[];
      return new Map(rows.map((r) => [Number(r.id), r.message]));
    } finally {
      await knex.destroy();
    }
  }
}
