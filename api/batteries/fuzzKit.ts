/**
 * Fuzzing battery (battery 15): fast-check bodies against the real server.
 *
 * 1,000 generated bodies per public POST route and 300 per admin mutating route, mixing bodies
 * built to the shared schemas with broken ones (wrong types, extra and missing keys, deep nesting,
 * strings up to 1 MB, NUL, lone surrogates, right-to-left text and emoji, malformed base64, raw
 * non-JSON), plus every string field of every route set to each entry of a naughty-strings list.
 *
 * Oracles: only the statuses each route may answer (never 500); error bodies are `{ code, message }`
 * of the API's vocabulary, with no stack trace or SQL; a body the shared schema accepts is answered
 * 2xx and one it refuses 400 (or 413 past the body limit); rows grow only on 2xx; every stored row
 * re-validates against the shared schemas; stored strings are identical, code unit for code unit
 * (so byte for byte), to what was sent as the shared schema normalises it (trimmed; a résumé file
 * name sanitised).
 *
 * The battery runs in parts by topic, each a test file with its own server started the same way
 * (useFuzzServer): fuzz.submissions.test.ts (the public forms and their statuses) and
 * fuzz.content.test.ts (job listings, articles, translation, media). This module is their harness:
 * the server, sending requests, the oracles. fuzzArbitraries.ts and fuzzBodies.ts make the bodies.
 *
 *   npx vitest run --project batteries batteries/fuzz.
 *   FUZZ_SEED=123 FUZZ_SCALE=0.2 …   reproduce a run / a quicker, smaller run (each part draws its
 *                                    own seed unless FUZZ_SEED is set, and prints it)
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { z } from 'zod';
import { ERROR_CODES } from '@vb/shared/errors';
import { type FakeOpenAI, startFakeOpenAI } from '../test/fakeOpenAI';
import { type TestFetch, type TestServer, startTestServer } from '../test/helpers';
import { type Gen, NAUGHTY } from './fuzzArbitraries';

export const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const SCALE = Math.min(1, Math.max(0.01, Number(process.env.FUZZ_SCALE ?? 1)));
export const PUBLIC_RUNS = Math.round(1000 * SCALE);
export const ADMIN_RUNS = Math.round(300 * SCALE);
const CONCURRENCY = 4;
export const BODY_LIMIT = 102_400;
export const ARTICLE_BODY_LIMIT = 8_388_608;
export const APPLY_BODY_LIMIT = 15_728_640;

// ---------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------

export interface Req {
  method: 'POST' | 'PUT';
  path: string;
  /** A JSON value to send (serialised here), unless `raw` is given. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** A body that can never be valid (an unknown key): never answered 2xx. */
  refuse?: boolean;
}
interface Res {
  status: number;
  text: string;
  json: unknown;
}
/** A stored row, or an item of an answer. */
export type Stored = Record<string, unknown>;

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');
export const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

const STACK = /\n\s+at\s+\S|node_modules|\/work\/|\.ts:\d+:\d+|\bTypeError\b|\bReferenceError\b/;
const SQL =
  /SQLITE_[A-Z]|sqlite3?\b|knex|\binsert\s+into\b|\bselect\b[^"]*\bfrom\s+["`\w]|\bupdate\s+["`]?\w+["`]?\s+set\b|\bdelete\s+from\b|UNIQUE constraint|violates|duplicate key|syntax error|no such (?:table|column)|SQLSTATE/i;

/** Problems found, each one line; the test fails listing them. */
export const failures: string[] = [];
export const fail = (route: string, req: Req, problem: string) => {
  if (failures.length < 200) {
    failures.push(`${route}: ${problem}\n    sent ${show(req.raw ?? req.body)}`);
  }
};

/** Checks every answer: allowed status, error vocabulary, nothing leaked. */
export function checkAnswer(route: string, req: Req, res: Res, allowed: readonly number[]) {
  if (req.refuse && res.status < 300) {
    fail(route, req, `a body with an unknown key was answered ${res.status}`);
  }
  if (!allowed.includes(res.status)) {
    fail(route, req, `status ${res.status} not in [${allowed.join(', ')}]: ${show(res.text)}`);
  }
  if (STACK.test(res.text) && res.status >= 400) {
    fail(route, req, `stack trace in body: ${show(res.text)}`);
  }
  if (res.status >= 400) {
    if (SQL.test(res.text)) fail(route, req, `SQL text in body: ${show(res.text)}`);
    const body = res.json as { code?: unknown; message?: unknown } | undefined;
    if (
      !body ||
      typeof body.message !== 'string' ||
      !(ERROR_CODES as readonly unknown[]).includes(body.code)
    ) {
      fail(route, req, `error body outside the vocabulary: ${show(res.text)}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The server and helpers
// ---------------------------------------------------------------------------------------------

export let server: TestServer;
export let admin: TestFetch;
let fake: FakeOpenAI;
/** A job listing made at the start, for the applications that name one. */
export let listingId = 0;

/**
 * Starts the battery's server (and a fake of the OpenAI API) before the calling test file's tests,
 * with a job listing, and stops it after them; each test starts with no findings.
 */
export function useFuzzServer() {
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({
      RATE_LIMITS: 'off',
      OPENAI_API_KEY: 'fuzz-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
    });
    admin = await server.signIn();
    const res = await admin('/api/admin/job-listings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Fuzz target',
        department: 'technology',
        location: 'Remote',
        description: 'D',
        requirements: 'R',
        employmentType: 'full-time',
      }),
    });
    listingId = ((await res.json()) as { jobListing: { id: number } }).jobListing.id;
    // eslint-disable-next-line no-console -- how to reproduce this run
    console.info(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} to repeat), scale ${SCALE}`);
  });
  // Each test reports its own findings.
  beforeEach(() => {
    failures.length = 0;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });
}

export async function send(req: Req, asAdmin: boolean): Promise<Res> {
  const body =
    req.raw !== undefined ? req.raw : req.body === undefined ? undefined : JSON.stringify(req.body);
  const fetcher = asAdmin ? admin : server.api;
  const res = await fetcher(req.path, {
    method: req.method,
    headers: { 'content-type': req.contentType ?? 'application/json' },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}

/** Runs `work` over `items` with a few requests in flight at once. */
export async function pool<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

export async function count(table: string): Promise<number> {
  const row = (await server.deps.db(table).count('* as n').first()) as { n: number | string };
  return Number(row.n);
}

/**
 * Every stored row of an admin list, as staff read it: the article and job-listing lists a page at
 * a time (API contract 2), each article then read whole (its list item has previews, not texts).
 */
export async function adminList<T>(path: string, key: string): Promise<T[]> {
  if (!/^\/api\/admin\/(news|job-listings)$/.test(path)) {
    const res = await admin(path);
    expect(res.status).toBe(200);
    return ((await res.json()) as Record<string, T[]>)[key]!;
  }
  const rows: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await admin(`${path}?limit=100&offset=${offset}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Record<string, unknown>;
    const items = page[key] as T[];
    rows.push(...items);
    if (items.length === 0 || rows.length >= (page.total as number)) break;
  }
  if (!path.endsWith('/news')) return rows;
  const whole: T[] = [];
  for (const row of rows) {
    const res = await admin(`${path}/${(row as { id: number }).id}`);
    expect(res.status).toBe(200);
    whole.push(((await res.json()) as { article: T }).article);
  }
  return whole;
}

/** Compares stored values with the expected ones, exactly (strings code unit for code unit). */
export function compare(route: string, req: Req, what: string, got: unknown, want: unknown) {
  if (got !== want) {
    fail(route, req, `${what} stored as ${show(got)}, expected ${show(want)}`);
  }
}

export const toReq = (method: 'POST' | 'PUT', path: string, gen: Gen): Req =>
  'raw' in gen
    ? {
        method,
        path,
        raw: gen.raw,
        ...(gen.contentType ? { contentType: gen.contentType } : {}),
        ...(gen.refuse ? { refuse: true } : {}),
      }
    : { method, path, body: gen.body };

/** The cases of one route: generated ones plus each naughty string in each string field. */
export function casesFor(
  arb: fc.Arbitrary<Gen>,
  runs: number,
  validBase: Record<string, unknown> | ((i: number) => Record<string, unknown>),
  fields: string[],
): Gen[] {
  const generated = fc.sample(arb, { numRuns: runs, seed: SEED });
  const base = typeof validBase === 'function' ? validBase : () => validBase;
  const targeted = fields.flatMap((f, j) =>
    NAUGHTY.map((s, i) => ({ body: { ...base(j * NAUGHTY.length + i), [f]: s } })),
  );
  return [...generated, ...targeted];
}

/**
 * What the shared schema says of a request: `valid` (the parsed value) when the body is JSON, fits
 * the limit and passes the schema; `invalid` when it is JSON within the limit but fails; else
 * undefined (other content types, text that is not JSON, over-size bodies: only the allowed
 * statuses apply). A raw JSON text is judged as the server reads it: a duplicated key keeps its
 * last value, so such a body may well be valid and stored.
 */
export function oracle<S extends z.ZodType>(
  req: Req,
  schema: S,
  limit: number,
): { valid: true; data: z.output<S> } | { valid: false } | undefined {
  if (req.contentType) return undefined;
  const text = req.raw ?? JSON.stringify(req.body);
  if (bytesOf(text) > limit) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { valid: true, data: parsed.data } : { valid: false };
}

export const PUBLIC_STATUSES = [201, 400, 413, 415, 429] as const;
const ADMIN_STATUSES = [200, 201, 400, 404, 409, 413, 415, 429] as const;

/** Runs generated requests at one admin route; `check` looks at each answer. */
export async function run(
  name: string,
  cases: Req[],
  check: (req: Req, res: Res) => void,
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  await pool(cases, async (req) => {
    const res = await send(req, true);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    checkAnswer(name, req, res, ADMIN_STATUSES);
    check(req, res);
  });
  // eslint-disable-next-line no-console -- the mix of answers, for the report
  console.info(`${name}: ${cases.length} requests`, statuses);
  return statuses;
}
