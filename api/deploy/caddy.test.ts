/**
 * The production recipe of deploy/, run: PostgreSQL, two API instances (real processes, as the
 * batteries start them) with the settings of deploy/env.example, and Caddy with deploy/Caddyfile
 * itself — on loopback, its certificate from Caddy's internal CA (`TLS_MODE=internal`), which
 * this client trusts. The client connects from 127.0.0.2, so the address the API records can
 * only have come through the proxy's X-Forwarded-For.
 *
 * Oracles over HTTPS: sign-in sets a Secure `__Host-` cookie and HSTS comes once; the API sees
 * the client's address (not one the client claims) and the proxy's request id; the live feed
 * delivers an event while its stream stays open; JSON is compressed by Caddy and the API's own
 * compressed pages are not compressed again; a rolling restart (SIGTERM, restart, the other)
 * under a read and write load fails no request and loses no acknowledged submission; after one
 * instance is killed (SIGKILL), the health checks take it out, no read fails (Caddy retries it on
 * the other) and every acknowledged submission is in the database.
 *
 *   npm run test:deploy     (PostgreSQL through scripts/with-postgres.sh; needs caddy and the
 *                            built site: npm run build -w public-web)
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, makeSubmission, spawnServer, stopServer } from '../batteries/child';
import { connect } from '../test/eventStream';
import { ADMIN_EMAIL, ADMIN_PASSWORD, closedPort } from '../test/helpers';
import { createPostgresDatabase } from '../test/postgresDatabase';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const deployDir = path.join(repoRoot, 'deploy');
const CADDYFILE = path.join(deployDir, 'Caddyfile');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The client's own loopback address: what the API must record as the client's. */
const CLIENT_ADDRESS = '127.0.0.2';

const caddyPath = [
  process.env.CADDY_PATH,
  ...(process.env.PATH ?? '').split(':').map((dir) => dir && path.join(dir, 'caddy')),
].find((p) => p && fs.existsSync(p));
const databaseUrl = process.env.TEST_DATABASE_URL;
const missing = !caddyPath
  ? 'caddy is not installed. Install it (Debian: apt-get install caddy; npm test installs it first when run as root) or set CADDY_PATH.'
  : !databaseUrl
    ? 'it needs PostgreSQL: run it through scripts/with-postgres.sh (npm run test:deploy).'
    : undefined;
if (missing) process.stderr.write(`deploy test SKIPPED: ${missing}\n`);

/** KEY=value lines of a systemd environment file (comments are lines of their own). */
function readEnvFile(file: string): Record<string, string> {
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
async function until<T>(check: () => T | Promise<T>, what: string, ms: number): Promise<T> {
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

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: string[];
  body: Buffer;
}

interface LogLine {
  msg?: string;
  logger?: string;
  host?: string;
}

/** Caddy's JSON log lines, kept as it writes them. */
class CaddyLog {
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
}

interface Failure {
  at: number;
  what: string;
}

/** A small load through the proxy: writers post contact messages, readers read the news. */
class Load {
  readonly acknowledged: { id: number; marker: string }[] = [];
  readonly failures: Failure[] = [];
  reads = 0;
  private stopped = false;
  private clients: Promise<void>[] = [];
  private seq = 0;

  constructor(
    private readonly send: (
      method: string,
      pathname: string,
      body?: string,
    ) => Promise<{ status: number; body: Buffer }>,
  ) {}

  start(writers = 3, readers = 2) {
    // A few dozen requests a second: enough to meet every moment of a restart.
    const pace = () => new Promise((resolve) => setTimeout(resolve, 50));
    const writer = async (client: number) => {
      while (!this.stopped) {
        const marker = `deploy-${client}-${this.seq++}`;
        const submission = makeSubmission('contact', marker);
        const at = Date.now();
        try {
          const res = await this.send('POST', submission.path, submission.body);
          if (res.status === 201) {
            const { id } = JSON.parse(res.body.toString()) as { id: number };
            this.acknowledged.push({ id, marker });
          } else this.failures.push({ at, what: `POST ${res.status} ${res.body.toString()}` });
        } catch (error) {
          this.failures.push({ at, what: `POST ${(error as Error).message}` });
        }
        await pace();
      }
    };
    const reader = async () => {
      while (!this.stopped) {
        const at = Date.now();
        try {
          const res = await this.send('GET', '/api/news');
          if (res.status === 200) this.reads++;
          else this.failures.push({ at, what: `GET ${res.status} ${res.body.toString()}` });
        } catch (error) {
          this.failures.push({ at, what: `GET ${(error as Error).message}` });
        }
        await pace();
      }
    };
    this.clients = [
      ...Array.from({ length: writers }, (_, i) => writer(i)),
      ...Array.from({ length: readers }, () => reader()),
    ];
  }

  /** Resolves once `count` more submissions than now have been acknowledged. */
  more(count: number, ms = 60_000) {
    const target = this.acknowledged.length + count;
    return until(() => this.acknowledged.length >= target, `${count} more submissions`, ms);
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.clients);
  }
}

describe.skipIf(!!missing)('the deploy recipe: Caddy in front of two instances', () => {
  const recipe = readEnvFile(path.join(deployDir, 'env.example'));
  const caddyfile = fs.readFileSync(CADDYFILE, 'utf8');
  /** Each reverse_proxy of the Caddyfile runs its own active health checks. */
  const proxies = caddyfile.match(/^\s*reverse_proxy\b/gm)?.length ?? 0;
  let work = '';
  let drop: () => Promise<void> = async () => {};
  let dbUrl = '';
  let caddy: ChildProcessWithoutNullStreams | undefined;
  const caddyLog = new CaddyLog();
  const instances: { port: number; dir: string; server?: ChildServer }[] = [];
  let httpsPort = 0;
  let httpPort = 0;
  let agent: https.Agent;
  let ca: Buffer;
  let load: Load | undefined;

  /** One request through Caddy over HTTPS, from the client's address. */
  function request(
    method: string,
    pathname: string,
    options: { headers?: Record<string, string>; body?: string } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          method,
          path: pathname,
          agent,
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

  const instanceEnv = (port: number) => ({
    PORT: String(port),
    DATABASE_URL: dbUrl,
    // The recipe's own settings: the proxy's headers trusted, the drain Caddy's checks need.
    TRUST_PROXY: recipe.TRUST_PROXY!,
    SHUTDOWN_DRAIN_MS: recipe.SHUTDOWN_DRAIN_MS!,
    SHUTDOWN_TIMEOUT_MS: recipe.SHUTDOWN_TIMEOUT_MS!,
    PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
    SERVE_STATIC: '1',
    // Articles to read (and a list long enough to be worth compressing).
    SEED_DEMO: '1',
    RATE_LIMITS: 'off',
  });
  const upstream = (i: number) => `127.0.0.1:${instances[i]!.port}`;

  /** Waits until every reverse_proxy of the Caddyfile has seen instance `i` pass (or fail) a check. */
  const seen = (i: number, state: 'up' | 'failed', from: number, ms: number) =>
    until(
      () => caddyLog.checks(upstream(i), from)[state] >= proxies,
      `Caddy's health checks to see ${upstream(i)} ${state}`,
      ms,
    );

  beforeAll(async () => {
    expect(
      fs.existsSync(path.join(repoRoot, 'public-web', 'dist', 'index.html')),
      'build the site first: npm run build -w public-web',
    ).toBe(true);
    expect(recipe.TRUST_PROXY).toBe('1');
    expect(proxies).toBeGreaterThan(0);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-deploy-'));
    const db = await createPostgresDatabase(databaseUrl!, 'vb_deploy');
    drop = db.drop;
    dbUrl = db.url;
    [httpsPort, httpPort] = [await closedPort(), await closedPort()];
    for (let i = 0; i < 2; i++) {
      const dir = path.join(work, `instance-${i}`);
      fs.mkdirSync(dir);
      instances.push({ port: await closedPort(), dir });
    }
    // Both at once on the empty database: the second waits for the first's migrations.
    await Promise.all(
      instances.map(async (instance) => {
        instance.server = await spawnServer(instance.dir, instanceEnv(instance.port));
      }),
    );
    const home = path.join(work, 'caddy');
    caddy = spawn(caddyPath!, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      cwd: work,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
        SITE_ADDRESS: '127.0.0.1',
        TLS_MODE: 'internal',
        HTTPS_PORT: String(httpsPort),
        HTTP_PORT: String(httpPort),
        CADDY_ADMIN: `127.0.0.1:${await closedPort()}`,
        UPSTREAM_A: upstream(0),
        UPSTREAM_B: upstream(1),
      },
    });
    caddy.on('error', (error) => caddyLog.feed(Buffer.from(`${error.message}\n`)));
    caddy.stdout.on('data', (chunk: Buffer) => caddyLog.feed(chunk));
    caddy.stderr.on('data', (chunk: Buffer) => caddyLog.feed(chunk));
    const rootCert = path.join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await until(
      () => fs.existsSync(rootCert),
      `Caddy's root certificate (${caddyLog.text})`,
      30_000,
    );
    ca = fs.readFileSync(rootCert);
    agent = new https.Agent({
      ca,
      keepAlive: true,
      localAddress: CLIENT_ADDRESS,
    });
    await until(
      async () => (await request('GET', '/readyz')).status === 200,
      `the site through Caddy (${caddyLog.text.slice(-2000)})`,
      30_000,
    );
  });

  afterAll(async () => {
    await load?.stop();
    agent?.destroy();
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy!.once('exit', resolve));
      caddy.kill('SIGKILL');
      await exited;
    }
    await Promise.all(instances.map((i) => i.server && stopServer(i.server)));
    await drop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('keeps the unit’s stop timeout longer than the drain and the shutdown together', () => {
    const unit = fs.readFileSync(path.join(deployDir, 'vb-api@.service'), 'utf8');
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)s?$/m.exec(unit)?.[1]);
    const exitMs = Number(recipe.SHUTDOWN_DRAIN_MS) + Number(recipe.SHUTDOWN_TIMEOUT_MS) + 1500;
    expect(stopSeconds * 1000).toBeGreaterThan(exitMs);
    // Caddy's checks (interval + timeout) notice a stopping instance before its drain ends.
    const seconds = (name: string) => Number(new RegExp(`${name} (\\d+)s`).exec(caddyfile)?.[1]);
    expect((seconds('health_interval') + seconds('health_timeout')) * 1000).toBeLessThan(
      Number(recipe.SHUTDOWN_DRAIN_MS),
    );
  });

  it('serves HTTPS only: plain HTTP is redirected, sign-in sets a Secure cookie, HSTS once', async () => {
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port: httpPort, path: '/admin' }, resolve).on('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(308);
    expect(plain.headers.location).toMatch(/^https:\/\/127\.0\.0\.1(:\d+)?\/admin$/);

    const res = await request('POST', '/api/auth/login', {
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(res.status, res.body.toString()).toBe(200);
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^__Host-vb_session=[^;]+;/);
    expect(cookie.toLowerCase()).toContain('; secure');
    expect(cookie.toLowerCase()).toContain('; httponly');
    const hsts = res.raw.filter(
      (_, i, raw) => i % 2 === 0 && raw[i]!.toLowerCase() === 'strict-transport-security',
    );
    expect(hsts).toHaveLength(1);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('records the client’s address from the proxy, never one the client claims; keeps the proxy’s request id', async () => {
    const login = await request('POST', '/api/auth/login', {
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'chosen-by-the-client' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const requestId = String(login.headers['x-request-id']);
    expect(requestId).toMatch(UUID);
    const cookie = (login.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    const res = await request('GET', '/api/auth/sessions', { headers: { cookie } });
    expect(res.status).toBe(200);
    const { sessions } = JSON.parse(res.body.toString()) as {
      sessions: { ip: string | null; current: boolean }[];
    };
    expect(sessions.find((s) => s.current)?.ip).toBe(CLIENT_ADDRESS);
    // Each request its own id, made by Caddy.
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.headers['x-request-id']).not.toBe(requestId);
  });

  it('passes the live feed on as it is written: an event arrives on the open stream', async () => {
    const login = await request('POST', '/api/auth/login', {
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const cookie = (login.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
    const open: AbortController[] = [];
    // The stream as a fetch Response, read by the API tests' event-stream reader.
    const stream = await connect(
      (pathname, init) =>
        new Promise((resolve, reject) => {
          const req = https.get(
            {
              host: '127.0.0.1',
              port: httpsPort,
              path: pathname,
              agent: false,
              ca,
              localAddress: CLIENT_ADDRESS,
              signal: init?.signal ?? undefined,
              headers: { cookie, 'accept-encoding': 'gzip, zstd', accept: 'text/event-stream' },
            },
            (res) => {
              const headers = new Headers();
              for (const [name, value] of Object.entries(res.headers))
                if (typeof value === 'string') headers.set(name, value);
              // The live feed is never compressed: each event must leave at once.
              expect(res.headers['content-encoding']).toBeUndefined();
              resolve(
                new Response(Readable.toWeb(res) as ReadableStream, {
                  status: res.statusCode ?? 0,
                  headers,
                }) as Awaited<ReturnType<Parameters<typeof connect>[0]>>,
              );
            },
          );
          req.on('error', reject);
        }),
      open,
    );
    try {
      await stream.next('ready');
      const submission = makeSubmission('contact', 'live-feed');
      const posted = await request('POST', submission.path, { body: submission.body });
      expect(posted.status).toBe(201);
      const { id } = JSON.parse(posted.body.toString()) as { id: number };
      await stream.next('submission.created', { kind: 'contact-messages', id });
      expect(stream.ended).toBe(false);
    } finally {
      for (const abort of open) abort.abort();
    }
  });

  it('compresses the JSON the API sends plain, and leaves the API’s compressed pages as they are', async () => {
    const news = await request('GET', '/api/news', { headers: { 'accept-encoding': 'gzip' } });
    expect(news.status).toBe(200);
    expect(news.headers['content-encoding']).toBe('gzip');
    const articles = JSON.parse(zlib.gunzipSync(news.body).toString()) as { items?: unknown[] };
    expect(articles).toBeTypeOf('object');

    // A server-rendered page: compressed by the API (br when accepted, else gzip), once.
    for (const [accept, decode] of [
      ['gzip', zlib.gunzipSync],
      ['br, gzip', zlib.brotliDecompressSync],
    ] as const) {
      const page = await request('GET', '/', { headers: { 'accept-encoding': accept } });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expect(decode(page.body).toString().slice(0, 15).toLowerCase()).toBe('<!doctype html>');
    }
  });

  it('restarts the instances one after the other under load: no request fails, nothing acknowledged is lost', async () => {
    load = new Load((method, pathname, body) => request(method, pathname, { body }));
    load.start();
    await load.more(10);
    for (const i of [0, 1]) {
      const instance = instances[i]!;
      const from = caddyLog.lines.length;
      instance.server!.child.kill('SIGTERM');
      // Taken out while it drains, then it exits cleanly.
      await seen(i, 'failed', from, 20_000);
      expect(await instance.server!.exited).toEqual({ code: 0, signal: null });
      await load.more(5);
      instance.server = await spawnServer(instance.dir, instanceEnv(instance.port));
      // Back in every reverse_proxy's rotation before the other one stops.
      await seen(i, 'up', from, 60_000);
      await load.more(5);
    }
    await load.stop();
    // eslint-disable-next-line no-console -- the numbers, for the report
    console.info(
      `deploy test, rolling restart: ${load.acknowledged.length} writes acknowledged, ` +
        `${load.reads} reads, ${load.failures.length} failed`,
    );
    expect(load.failures).toEqual([]);
    expect(load.reads).toBeGreaterThan(0);
    await expectStored(load.acknowledged);
    load = undefined;
  });

  it('takes a killed instance out: reads are retried on the other, acknowledged writes are all stored', async () => {
    load = new Load((method, pathname, body) => request(method, pathname, { body }));
    load.start();
    await load.more(10);
    const from = caddyLog.lines.length;
    const killedAt = Date.now();
    instances[0]!.server!.child.kill('SIGKILL');
    await instances[0]!.server!.exited;
    await seen(0, 'failed', from, 20_000);
    const outAt = Date.now();
    await load.more(20);
    await load.stop();
    // A write sent to the killed instance before it was out may fail (it was never
    // acknowledged); nothing fails after, and no read fails at all.
    expect(load.failures.filter((f) => f.what.startsWith('GET'))).toEqual([]);
    expect(load.failures.filter((f) => f.at >= outAt)).toEqual([]);
    expect(load.failures.every((f) => f.at >= killedAt - 1000)).toBe(true);
    await expectStored(load.acknowledged);
    // eslint-disable-next-line no-console -- the numbers, for the report
    console.info(
      `deploy test, kill -9: out after ${outAt - killedAt} ms; ${load.acknowledged.length} ` +
        `writes acknowledged, ${load.reads} reads, failed: ${JSON.stringify(load.failures)}`,
    );
    load = undefined;
  });

  /** Every acknowledged contact message is in the database, with its marker. */
  async function expectStored(acknowledged: { id: number; marker: string }[]) {
    expect(acknowledged.length).toBeGreaterThan(0);
    const knex = knexFactory({ client: 'pg', connection: dbUrl, pool: { min: 0, max: 1 } });
    try {
      const rows = (await knex('contact_messages')
        .whereIn(
          'id',
          acknowledged.map((a) => a.id),
        )
        .select('id', 'message')) as { id: number; message: string }[];
      const stored = new Map(rows.map((r) => [Number(r.id), r.message]));
      const lost = acknowledged.filter((a) => !stored.get(a.id)?.endsWith(a.marker));
      expect(lost).toEqual([]);
    } finally {
      await knex.destroy();
    }
  }
});
