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
 * The processes, the HTTPS client and Caddy's log are in deployKit.ts, the load in loadKit.ts:
 * this file holds the checks.
 *
 *   npm run test:deploy     (PostgreSQL through scripts/with-postgres.sh; needs caddy and the
 *                            built site: npm run build -w public-web)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSubmission } from '../batteries/child';
import { connect } from '../test/eventStream';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test/helpers';
import { CLIENT_ADDRESS, Deployment, deployDir, missing, repoRoot } from './deployKit';
import { type Failure, Load } from './loadKit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

if (missing) process.stderr.write(`deploy test SKIPPED: ${missing}\n`);

describe.skipIf(!!missing)('the deploy recipe: Caddy in front of two instances', () => {
  const deploy = new Deployment();
  const { recipe, caddyfile, instances, caddyLog } = deploy;
  const request = deploy.request.bind(deploy);
  const seen = deploy.seen.bind(deploy);
  let load: Load | undefined;
  /** The steps of a test as they happen, to say where in them a request failed. */
  let timeline: { at: number; what: string }[] = [];
  const mark = (what: string) => timeline.push({ at: Date.now(), what });

  /** Each failure with the step it followed and what Caddy logged around it. */
  function explain(failures: Failure[]) {
    return failures.map((f) => {
      const step = timeline.filter((e) => e.at <= f.at).at(-1);
      const when = step ? `${f.at - step.at} ms after ${step.what}` : 'before the first step';
      return { what: f.what, when, caddy: caddyLog.near(f.at) };
    });
  }

  beforeAll(async () => {
    expect(
      fs.existsSync(path.join(repoRoot, 'public-web', 'dist', 'index.html')),
      'build the site first: npm run build -w public-web',
    ).toBe(true);
    expect(recipe.TRUST_PROXY).toBe('1');
    expect(deploy.proxies).toBeGreaterThan(0);
    await deploy.start();
  });

  afterAll(async () => {
    await load?.stop();
    await deploy.stop();
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
      http
        .get({ host: '127.0.0.1', port: deploy.httpPort, path: '/admin' }, resolve)
        .on('error', reject),
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
      deploy.streamFetch(
        { cookie, 'accept-encoding': 'gzip, zstd', accept: 'text/event-stream' },
        // The live feed is never compressed: each event must leave at once.
        (res) => expect(res.headers['content-encoding']).toBeUndefined(),
      ),
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
    timeline = [];
    load = new Load((method, pathname, body) => request(method, pathname, { body }));
    load.start();
    mark('the load started');
    await load.more(10);
    for (const i of [0, 1]) {
      const instance = instances[i]!;
      const from = caddyLog.lines.length;
      mark(`SIGTERM to instance ${i}`);
      instance.server!.child.kill('SIGTERM');
      // Taken out while it drains, then it exits cleanly.
      await seen(i, 'failed', from, 20_000);
      mark(`instance ${i} out of every rotation`);
      expect(await instance.server!.exited).toEqual({ code: 0, signal: null });
      mark(`instance ${i} exited`);
      await load.more(5);
      await deploy.respawn(i);
      mark(`instance ${i} restarted`);
      // Back in every reverse_proxy's rotation before the other one stops.
      await seen(i, 'up', from, 60_000);
      mark(`instance ${i} back in every rotation`);
      await load.more(5);
    }
    await load.stop();
    // eslint-disable-next-line no-console -- the numbers, for the report
    console.info(
      `deploy test, rolling restart: ${load.acknowledged.length} writes acknowledged, ` +
        `${load.reads} reads, ${load.failures.length} failed`,
    );
    expect(explain(load.failures)).toEqual([]);
    expect(load.reads).toBeGreaterThan(0);
    await expectStored(load.acknowledged);
    load = undefined;
  });

  it('takes a killed instance out: reads are retried on the other, acknowledged writes are all stored', async () => {
    timeline = [];
    load = new Load((method, pathname, body) => request(method, pathname, { body }));
    load.start();
    await load.more(10);
    const from = caddyLog.lines.length;
    const killedAt = Date.now();
    mark('SIGKILL to instance 0');
    instances[0]!.server!.child.kill('SIGKILL');
    await instances[0]!.server!.exited;
    await seen(0, 'failed', from, 20_000);
    const outAt = Date.now();
    mark('instance 0 out of every rotation');
    await load.more(20);
    await load.stop();
    // A write sent to the killed instance before it was out may fail (it was never
    // acknowledged); nothing fails after, and no read fails at all.
    expect(explain(load.failures.filter((f) => f.what.startsWith('GET')))).toEqual([]);
    expect(explain(load.failures.filter((f) => f.at >= outAt))).toEqual([]);
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
    const stored = await deploy.contactMessages(acknowledged.map((a) => a.id));
    const lost = acknowledged.filter((a) => !stored.get(a.id)?.endsWith(a.marker));
    expect(lost).toEqual([]);
  }
});
