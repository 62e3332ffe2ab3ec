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
 *   npx vitest run --project batteries batteries/fuzz.test.ts
 *   FUZZ_SEED=123 FUZZ_SCALE=0.2 …   reproduce a run / a quicker, smaller run
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ERROR_CODES } from '@vb/shared/errors';
import { DEPARTMENTS, EMPLOYMENT_TYPES, LOCATION_VALUES } from '@vb/shared/options';
import {
  LIMITS,
  applicationPayloadSchema,
  articleInputSchema,
  contactMessageSchema,
  contactPayloadSchema,
  honeypotFilled,
  imageUploadSchema,
  investorPayloadSchema,
  investorRequestSchema,
  jobApplicationSchema,
  jobListingInputSchema,
  jobListingSchema,
  newsArticleSchema,
  translateRequestSchema,
} from '@vb/shared/schemas';
import { APPLICATION_STATUSES, CONTACT_STATUSES, INVESTOR_STATUSES } from '@vb/shared/status';
import { arabicLocationLabel } from '@vb/shared/options';
import { isValidSlug } from '@vb/shared/text';
import { resolveSlug } from '../src/services/news';
import { sanitizeFilename } from '../src/uploads/filename';
import { type FakeOpenAI, startFakeOpenAI } from '../test/fakeOpenAI';
import {
  GIF_1X1,
  JPEG_2X2,
  PNG_2X2,
  SVG_SCRIPT,
  WEBP_2X2,
  makeBareZip,
  makeDoc,
  makeDocx,
  makeHtml,
  makePdf,
} from '../test/fixtures/documents';
import { type TestFetch, type TestServer, startTestServer } from '../test/helpers';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const SCALE = Math.min(1, Math.max(0.01, Number(process.env.FUZZ_SCALE ?? 1)));
const PUBLIC_RUNS = Math.round(1000 * SCALE);
const ADMIN_RUNS = Math.round(300 * SCALE);
const CONCURRENCY = 4;
const BODY_LIMIT = 102_400;
const ARTICLE_BODY_LIMIT = 8_388_608;
const APPLY_BODY_LIMIT = 15_728_640;

// ---------------------------------------------------------------------------------------------
// Naughty strings (written here: a list of the usual suspects for each kind of text handling)
// ---------------------------------------------------------------------------------------------

const NAUGHTY: string[] = [
  '',
  ' ',
  '   \t\n  ',
  '\u00A0\u2003\u3000',
  'undefined',
  'null',
  'NULL',
  'true',
  'false',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '[]',
  '{}',
  '{"$ne":""}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '\u0000',
  'a\u0000b',
  'nul at end\u0000',
  '\u0001\u0002\u0003\u0007\u0008\u001b[31mred',
  '\u007f\u0080\u0085\u009f',
  '\uD800',
  '\uDFFF',
  'lone \uD83D high',
  'lone \uDE00 low',
  'reversed \uDE00\uD83D pair',
  '\uFEFFBOM',
  '\uFFFE\uFFFF',
  '\u200B\u200C\u200D\u2060',
  '\u202Egnp.exe',
  'abc\u202Edef\u202Cghi',
  '\u2066isolate\u2069 \u2067rtl\u2069 \u2068first\u2069',
  '\u200F\u200E\u061C marks',
  'مرحبا بالعالم',
  'شركة رواد للاستثمار — الرياض، المملكة العربية السعودية',
  'English then عربي then English',
  '١٢٣٤٥٦٧٨٩٠',
  'שָׁלוֹם',
  'ﷺ ﷽',
  '👋🏽 مرحبا 🇸🇦',
  '👨‍👩‍👧‍👦🏳️‍🌈🧑🏿‍💻',
  '𝕳𝖊𝖑𝖑𝖔 𝟙𝟚𝟛',
  'Ṱ̺̺̕o͞ ̷i̲̬͇̪͙n̝̗͕v̟̜̘̦͟o̶̙̰̠kè͚̮̺̪̹̱̤ ̖t̝͕̳̣̻̪͞h̼͓̲̦̳̘̲e͇̣̰̦̬͎ ̢̼̻̱̘h͚͎͙̜̣̲ͅi̦̲̣̰̤v̻͍e̺̭̳̪̰-m̢iͅn̖̺̞̲̯̰d̵̼̟͙̩̼̘̳',
  'e\u0301 vs \u00E9',
  'ﬁ ß İ ı Σ ς',
  'ｆｕｌｌｗｉｄｔｈ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "javascript:alert('x')",
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '<svg/onload=alert(1)>',
  "'; DROP TABLE contact_messages; --",
  "' OR '1'='1",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "Robert'); DELETE FROM job_applications; --",
  '%00%0d%0a',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  'C:\\CON\\NUL',
  'CON',
  'file:///etc/passwd',
  '\r\nSet-Cookie: admin=1',
  'line one\nline two\r\nline three',
  '\\u0000 escaped text',
  '\\',
  '"',
  "'",
  '`',
  'test@example.com',
  'a@b',
  '+966 50 123 4567',
  '٠٥٠١٢٣٤٥٦٧',
  'x'.repeat(LIMITS.name),
  'x'.repeat(LIMITS.name + 1),
  'y'.repeat(LIMITS.message + 1),
  'ع'.repeat(LIMITS.title),
  '😀'.repeat(100),
];

// ---------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------

interface Req {
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

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');
const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

const STACK = /\n\s+at\s+\S|node_modules|\/work\/|\.ts:\d+:\d+|\bTypeError\b|\bReferenceError\b/;
const SQL =
  /SQLITE_[A-Z]|sqlite3?\b|knex|\binsert\s+into\b|\bselect\b[^"]*\bfrom\s+["`\w]|\bupdate\s+["`]?\w+["`]?\s+set\b|\bdelete\s+from\b|UNIQUE constraint|violates|duplicate key|syntax error|no such (?:table|column)|SQLSTATE/i;

/** Problems found, each one line; the test fails listing them. */
const failures: string[] = [];
const fail = (route: string, req: Req, problem: string) => {
  if (failures.length < 200) {
    failures.push(`${route}: ${problem}\n    sent ${show(req.raw ?? req.body)}`);
  }
};

/** Checks every answer: allowed status, error vocabulary, nothing leaked. */
function checkAnswer(route: string, req: Req, res: Res, allowed: readonly number[]) {
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
// Generators
// ---------------------------------------------------------------------------------------------

/** One "character" of generated text: mostly ordinary, sometimes anything at all. */
const textUnit = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCXYZ 0123456789.,-') },
  { weight: 4, arbitrary: fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهوية ،؟') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '👋🏽',
      '👨‍👩‍👧‍👦',
      '🇸🇦',
      '\u202E',
      '\u2066',
      '\u2069',
      '\u200F',
      '\u00A0',
      '\t',
      '\n',
      'é',
      'e\u0301',
      '"',
      '\\',
      '<',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);
const text = (minLength: number, maxLength: number) =>
  fc.string({ unit: textUnit, minLength, maxLength });
const naughty = fc.constantFrom(...NAUGHTY);
const phone = fc.oneof(
  fc.stringMatching(/^\+?[0-9]{6,15}$/),
  fc.constantFrom('+966 50 123 4567', '(011) 234-5678', '٠٥٠١٢٣٤٥٦٧', '050.123.4567'),
  naughty,
);
const email = fc.oneof(
  // Mostly addresses of the usual shape (the shared schema's e-mail rule is stricter than RFC 5322)…
  {
    weight: 6,
    arbitrary: fc.stringMatching(
      /^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?@[a-z0-9]{1,12}\.(com|sa|org|example)$/,
    ),
  },
  // …sometimes any RFC 5322 address, or a naughty string.
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: naughty },
);
const honeypot = fc.option(fc.constantFrom('', ' ', 'http://spam.example', 'x'), {
  nil: undefined,
});
const optional = <T>(arb: fc.Arbitrary<T>) =>
  fc.option(fc.oneof(arb, fc.constant(null), fc.constant('')), { nil: undefined });

/** Removes the keys whose value is undefined (JSON would drop them anyway). */
const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant({ $ne: '' }),
  fc.constant([]),
);
const EXTRA_KEYS = ['isAdmin', 'status', 'id', 'createdAt', '__proto__', 'constructor', 'role', ''];

/** A generated request: a body to send as JSON, or raw text with a content type. */
type Gen = { body: unknown } | { raw: string; contentType?: string; refuse?: boolean };

/** A raw JSON document with `depth` nested arrays (or objects) where `field` would be. */
function deepNest(base: Record<string, unknown>, field: string, depth: number, objects: boolean) {
  const marker = '"__DEEP_MARKER__"';
  const nested = objects
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return JSON.stringify({ ...base, [field]: '__DEEP_MARKER__' }).replace(marker, nested);
}

const RAW_BODIES: { raw: string; contentType?: string }[] = [
  { raw: '' },
  { raw: '{' },
  { raw: '{"name": "x",' },
  { raw: "{'name': 'x'}" },
  { raw: '{"name": undefined}' },
  { raw: 'null' },
  { raw: '[]' },
  { raw: '"just a string"' },
  { raw: '12345' },
  { raw: 'true' },
  { raw: '{"a":1}{"b":2}' },
  { raw: '\uFEFF{"name":"bom"}' },
  { raw: '{"name":"x"}', contentType: 'text/plain' },
  { raw: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
  {
    raw: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--',
    contentType: 'multipart/form-data; boundary=b',
  },
  { raw: '<xml/>', contentType: 'application/xml' },
  { raw: '{"name":"x"}', contentType: 'application/json; charset=utf-16' },
];

/**
 * Valid bodies most of the time, otherwise one of the ways a body goes wrong. `fields` are the
 * string fields of the route (for the targeted mutations).
 */
function mixed(valid: fc.Arbitrary<Record<string, unknown>>, fields: string[]): fc.Arbitrary<Gen> {
  const field = fc.constantFrom(...fields);
  return fc.oneof(
    { weight: 12, arbitrary: valid.map((body) => ({ body })) },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, field, wrongType).map(([b, f, v]) => ({ body: { ...b, [f]: v } })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, field).map(([b, f]) => {
        const { [f]: _dropped, ...rest } = b;
        return { body: rest };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...EXTRA_KEYS), fc.oneof(fc.string(), wrongType))
        .map(([b, k, v]) => ({
          // Written raw, so a "__proto__" key is an own JSON key, as a hostile client sends it.
          raw: JSON.stringify(b).replace(/^\{/, `{${JSON.stringify(k)}:${JSON.stringify(v)},`),
          // (A key the body already has is a duplicate: JSON keeps the last one, which is valid.)
          refuse: !Object.hasOwn(b, k),
        })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, field, naughty).map(([b, f, s]) => ({ body: { ...b, [f]: s } })),
    },
    {
      weight: 1,
      // Huge strings: up to 1 MB, of one repeated character or a repeated mixed chunk.
      arbitrary: fc
        .tuple(
          valid,
          field,
          fc.integer({ min: 10_000, max: 1_048_576 }),
          fc.constantFrom('x', 'ع', '😀', ' ', 'a\u0000', 'مرحبا 👋 hello '),
        )
        .map(([b, f, n, unit]) => ({
          body: { ...b, [f]: unit.repeat(Math.ceil(n / unit.length)).slice(0, n) },
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, field, fc.integer({ min: 50, max: 40_000 }), fc.boolean())
        .map(([b, f, depth, objects]) => ({ raw: deepNest(b, f, depth, objects) })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        valid.map((b) => ({ body: [b] })),
        fc.jsonValue({ maxDepth: 3 }).map((v) => ({ body: v })),
        fc.constantFrom(...RAW_BODIES),
      ),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// The server and helpers
// ---------------------------------------------------------------------------------------------

let server: TestServer;
let admin: TestFetch;
let fake: FakeOpenAI;
let listingId = 0;

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

async function send(req: Req, asAdmin: boolean): Promise<Res> {
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
async function pool<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
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

async function count(table: string): Promise<number> {
  const row = (await server.deps.db(table).count('* as n').first()) as { n: number | string };
  return Number(row.n);
}

/**
 * Every stored row of an admin list, as staff read it: the article and job-listing lists a page at
 * a time (API contract 2), each article then read whole (its list item has previews, not texts).
 */
async function adminList<T>(path: string, key: string): Promise<T[]> {
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
function compare(route: string, req: Req, what: string, got: unknown, want: unknown) {
  if (got !== want) {
    fail(route, req, `${what} stored as ${show(got)}, expected ${show(want)}`);
  }
}

const toReq = (method: 'POST' | 'PUT', path: string, gen: Gen): Req =>
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
function casesFor(
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
function oracle<S extends z.ZodType>(
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

const PUBLIC_STATUSES = [201, 400, 413, 415, 429] as const;
const ADMIN_STATUSES = [200, 201, 400, 404, 409, 413, 415, 429] as const;

// ---------------------------------------------------------------------------------------------
// Public routes
// ---------------------------------------------------------------------------------------------

const contactValid = fc
  .record({
    name: text(1, 40),
    email,
    subject: text(1, 60),
    message: text(3, 300),
    phone: optional(phone),
    website: honeypot,
  })
  .map(defined);
const contactBase = {
  name: 'Sara',
  email: 'sara@example.com',
  subject: 'Hello',
  message: 'A message',
};

const investorValid = fc
  .record({
    name: text(1, 40),
    email,
    organization: text(1, 60),
    message: text(3, 300),
    position: optional(text(1, 40)),
    phone: optional(phone),
    investmentAmount: optional(text(1, 30)),
    website: honeypot,
  })
  .map(defined);
const investorBase = {
  name: 'Omar',
  email: 'omar@example.com',
  organization: 'Fund',
  message: 'Interested',
};

const PDF = makePdf('Fuzz CV');
const DOCX = makeDocx('Fuzz CV');
const DOC = makeDoc();
const RESUMES: { name: string; data: string; bytes?: Buffer }[] = [
  { name: 'cv.pdf', data: PDF.toString('base64'), bytes: PDF },
  { name: 'cv.docx', data: DOCX.toString('base64'), bytes: DOCX },
  { name: 'cv.doc', data: DOC.toString('base64'), bytes: DOC },
  { name: 'cv.pdf', data: `data:application/pdf;base64,${PDF.toString('base64')}`, bytes: PDF },
  // whitespace inside base64 is tolerated
  { name: 'cv.pdf', data: PDF.toString('base64').replace(/(.{60})/g, '$1\n'), bytes: PDF },
  // malformed base64
  { name: 'cv.pdf', data: '@@@@' },
  { name: 'cv.pdf', data: 'QUJD=' },
  { name: 'cv.pdf', data: 'QUJDR' },
  { name: 'cv.pdf', data: 'QU=JD' },
  { name: 'cv.pdf', data: `${PDF.toString('base64')}===` },
  { name: 'cv.pdf', data: 'data:application/pdf;base64,' },
  { name: 'cv.pdf', data: 'data:application/pdf;base64,%%%' },
  { name: 'cv.pdf', data: PDF.toString('base64url') },
  { name: 'cv.pdf', data: '\u0000' },
  { name: 'cv.pdf', data: '\uD800' },
  // well-formed base64 of the wrong content
  { name: 'cv.pdf', data: makeHtml().toString('base64') },
  { name: 'cv.docx', data: makeBareZip().toString('base64') },
  { name: 'cv.doc', data: PDF.toString('base64') },
];
const resumeFilename = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('cv.pdf', 'CV.PDF', 'سيرة.docx', 'my cv.doc') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(text(1, 40), fc.constantFrom('.pdf', '.docx', '.doc'))
      .map(([stem, ext]) => `${stem}${ext}`),
  },
  { weight: 1, arbitrary: naughty.map((s) => `${s}.pdf`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '../../etc/passwd.pdf',
      'a\u0000b.pdf',
      '\u202Efdp.exe',
      'x\u202Excod.pdf',
      'CON.pdf',
      'cv.exe',
      'cv',
      '.pdf',
    ),
  },
);
const applyValid = fc
  .record({
    name: text(1, 40),
    email,
    phone,
    position: text(1, 60),
    message: optional(text(0, 300)),
    resume: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...RESUMES.filter((r) => r.bytes)) },
      { weight: 1, arbitrary: fc.constantFrom(...RESUMES.filter((r) => !r.bytes)) },
    ),
    resumeFilename,
    jobListingId: fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.constant<unknown>('LISTING') },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(999_999, 0, -1, 1.5, '1', null) },
    ),
    website: honeypot,
  })
  .map(({ resume, resumeFilename: name, ...rest }) =>
    defined({
      ...rest,
      // The file name follows the résumé's real type, most of the time.
      resumeFilename: name.endsWith(resume.name.slice(2)) ? name : `${name}${resume.name.slice(2)}`,
      resumeData: resume.data,
    }),
  );

interface PublicRoute {
  name: string;
  path: string;
  schema: z.ZodType;
  limit: number;
  table: string;
  list: [string, string];
  rowSchema: z.ZodObject;
  arb: fc.Arbitrary<Gen>;
  base: Record<string, unknown>;
  fields: string[];
  /** The stored row's fields that must equal the parsed input. */
  expected(data: Record<string, unknown>): Record<string, unknown>;
  /** Re-validates a stored row against the input schema. */
  input(row: Record<string, unknown>): unknown;
}

const publicRoutes: PublicRoute[] = [
  {
    name: 'POST /api/contact',
    path: '/api/contact',
    schema: contactPayloadSchema,
    limit: BODY_LIMIT,
    table: 'contact_messages',
    list: ['/api/admin/contact-messages', 'messages'],
    rowSchema: contactMessageSchema,
    arb: mixed(contactValid, ['name', 'email', 'subject', 'message', 'phone', 'website']),
    base: contactBase,
    fields: ['name', 'email', 'subject', 'message', 'phone', 'website'],
    expected: (d) => ({
      name: d.name,
      email: d.email,
      subject: d.subject,
      message: d.message,
      phone: d.phone ?? null,
    }),
    input: (r) => ({
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      phone: r.phone,
    }),
  },
  {
    name: 'POST /api/investor',
    path: '/api/investor',
    schema: investorPayloadSchema,
    limit: BODY_LIMIT,
    table: 'investor_requests',
    list: ['/api/admin/investor-requests', 'requests'],
    rowSchema: investorRequestSchema,
    arb: mixed(investorValid, [
      'name',
      'email',
      'organization',
      'message',
      'position',
      'phone',
      'investmentAmount',
    ]),
    base: investorBase,
    fields: [
      'name',
      'email',
      'organization',
      'message',
      'position',
      'phone',
      'investmentAmount',
      'website',
    ],
    expected: (d) => ({
      name: d.name,
      email: d.email,
      organization: d.organization,
      message: d.message,
      position: d.position ?? null,
      phone: d.phone ?? null,
      investmentAmount: d.investmentAmount ?? null,
    }),
    input: (r) => ({
      name: r.name,
      email: r.email,
      organization: r.organization,
      message: r.message,
      position: r.position,
      phone: r.phone,
      investmentAmount: r.investmentAmount,
    }),
  },
  {
    name: 'POST /api/careers/apply',
    path: '/api/careers/apply',
    schema: applicationPayloadSchema,
    limit: APPLY_BODY_LIMIT,
    table: 'job_applications',
    list: ['/api/admin/applications', 'applications'],
    rowSchema: jobApplicationSchema,
    arb: mixed(applyValid, [
      'name',
      'email',
      'phone',
      'position',
      'message',
      'resumeFilename',
      'resumeData',
      'jobListingId',
    ]),
    base: {
      name: 'Noura',
      email: 'noura@example.com',
      phone: '+966 55 987 6543',
      position: 'Engineer',
      resumeFilename: 'cv.pdf',
      resumeData: PDF.toString('base64'),
    },
    fields: ['name', 'email', 'phone', 'position', 'message', 'resumeFilename', 'resumeData'],
    expected: (d) => ({
      name: d.name,
      email: d.email,
      phone: d.phone,
      position: d.position,
      message: d.message ?? null,
      resumeFilename: sanitizeFilename(d.resumeFilename as string),
      jobListingId: d.jobListingId ?? null,
    }),
    input: (r) => ({
      name: r.name,
      email: r.email,
      phone: r.phone,
      position: r.position,
      message: r.message,
      resumeFilename: r.resumeFilename,
      resumeData: 'JVBERi0=',
      ...(r.jobListingId === null ? {} : { jobListingId: r.jobListingId }),
    }),
  },
];

/** Replaces the "LISTING" placeholder with the real listing's id. */
function withListing(gen: Gen): Gen {
  if ('body' in gen && gen.body && typeof gen.body === 'object' && !Array.isArray(gen.body)) {
    const body = gen.body as Record<string, unknown>;
    if (body.jobListingId === 'LISTING') return { body: { ...body, jobListingId: listingId } };
  }
  return gen;
}

describe('fuzzing the public POST routes', () => {
  it.each(publicRoutes.map((r) => [r.name, r] as const))(
    '%s: 1,000 generated bodies and the naughty strings in every field',
    async (_name, route) => {
      const before = await count(route.table);
      const beforeIds = new Set(
        (await adminList<{ id: number }>(...route.list)).map((row) => row.id),
      );
      const cases = casesFor(route.arb, PUBLIC_RUNS, route.base, route.fields).map(withListing);
      const expectedRows = new Map<number, { req: Req; want: Record<string, unknown> }>();
      let created = 0;
      let trapped = 0;
      const statuses: Record<number, number> = {};

      await pool(cases, async (gen) => {
        const req = toReq('POST', route.path, gen);
        const res = await send(req, false);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        checkAnswer(route.name, req, res, PUBLIC_STATUSES);
        const verdict = oracle(req, route.schema, route.limit);
        if (verdict && !verdict.valid && res.status < 300) {
          fail(
            route.name,
            req,
            `the shared schema refuses this body, the API answered ${res.status}`,
          );
        }
        if (verdict?.valid && route.path !== '/api/careers/apply' && res.status !== 201) {
          fail(
            route.name,
            req,
            `the shared schema accepts this body, the API answered ${res.status}: ${show(res.text)}`,
          );
        }
        if (res.status !== 201) return;
        const answer = res.json as { success?: unknown; id?: unknown };
        if (answer?.success !== true || typeof answer.id !== 'number') {
          fail(route.name, req, `success answer of the wrong shape: ${show(res.text)}`);
          return;
        }
        if (!verdict?.valid) {
          fail(route.name, req, 'a 201 for a body the schema does not accept');
          return;
        }
        const data = verdict.data as Record<string, unknown>;
        // A filled honeypot is answered like a success and stores nothing.
        if (honeypotFilled(data as { website?: string | null })) {
          trapped++;
          return;
        }
        created++;
        expectedRows.set(answer.id, { req, want: route.expected(data) });
      });

      // Rows grow only on 2xx (a trapped honeypot is a 2xx that stores nothing). When they do
      // not, the answers that broke a rule say why: report them with the count.
      expect(
        await count(route.table),
        `answers ${JSON.stringify(statuses)}; failures:\n${failures.join('\n')}`,
      ).toBe(before + created);
      const rows = await adminList<Record<string, unknown>>(...route.list);
      const fresh = rows.filter((row) => !beforeIds.has(row.id as number));
      expect(new Set(fresh.map((r) => r.id))).toEqual(new Set(expectedRows.keys()));
      for (const row of fresh) {
        const sent = expectedRows.get(row.id as number)!;
        // The row as the API presents it, and its fields as form input, re-validate.
        const asRow = route.rowSchema.strict().safeParse(row);
        if (!asRow.success)
          fail(route.name, sent.req, `stored row fails its schema: ${asRow.error.message}`);
        const asInput = route.schema.safeParse(route.input(row));
        if (!asInput.success)
          fail(route.name, sent.req, `stored row fails the input schema: ${asInput.error.message}`);
        for (const [key, want] of Object.entries(sent.want)) {
          compare(route.name, sent.req, key, row[key], want);
        }
      }
      // Résumés come back byte for byte (a sample of them).
      if (route.path === '/api/careers/apply') {
        for (const row of fresh.slice(0, 40)) {
          const res = await admin(`/api/admin/applications/${row.id as number}/resume`);
          expect(res.status).toBe(200);
          const bytes = Buffer.from(await res.arrayBuffer());
          expect(bytes.length).toBe(row.resumeSize);
          const known = [PDF, DOCX, DOC].some((b) => Buffer.compare(b, bytes) === 0);
          if (!known)
            fail(route.name, expectedRows.get(row.id as number)!.req, 'résumé bytes changed');
        }
      }
      // eslint-disable-next-line no-console -- the mix of answers, for the report
      console.info(
        `${route.name}: ${cases.length} requests, ${created} stored, ${trapped} honeypot answers`,
        statuses,
      );
      expect(created).toBeGreaterThan(cases.length / 20); // the generators do reach the handler
      expect(failures).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Admin routes
// ---------------------------------------------------------------------------------------------

const listingValid = fc
  .record({
    title: text(1, 60),
    titleAr: optional(text(1, 60)),
    department: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...DEPARTMENTS) },
      { weight: 1, arbitrary: naughty },
    ),
    location: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...LOCATION_VALUES) },
      { weight: 1, arbitrary: naughty },
    ),
    locationAr: optional(text(1, 60)),
    description: text(1, 400),
    descriptionAr: optional(text(1, 400)),
    requirements: text(1, 400),
    requirementsAr: optional(text(1, 400)),
    employmentType: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...EMPLOYMENT_TYPES) },
      { weight: 1, arbitrary: naughty },
    ),
    isActive: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(defined);
const listingBase = {
  title: 'Engineer',
  department: 'technology',
  location: 'Remote',
  description: 'Build things',
  requirements: 'TypeScript',
  employmentType: 'full-time',
};
const LISTING_FIELDS = [
  'title',
  'titleAr',
  'department',
  'location',
  'locationAr',
  'description',
  'descriptionAr',
  'requirements',
  'requirementsAr',
  'employmentType',
];

const goodImage = fc.constantFrom(
  `data:image/png;base64,${PNG_2X2.toString('base64')}`,
  `data:image/jpeg;base64,${JPEG_2X2.toString('base64')}`,
  `data:image/webp;base64,${WEBP_2X2.toString('base64')}`,
  `data:image/jpeg;base64,${PNG_2X2.toString('base64')}`,
);
const badImage = fc.constantFrom(
  `data:image/png;base64,${SVG_SCRIPT.toString('base64')}`,
  `data:image/svg+xml;base64,${SVG_SCRIPT.toString('base64')}`,
  `data:image/gif;base64,${GIF_1X1.toString('base64')}`,
  `data:image/png;base64,${makeHtml().toString('base64')}`,
  'data:image/png;base64,@@@@',
  'data:image/png;base64,QUJDR',
  'data:image/png;base64,',
  'data:image/png;base64,\u0000',
  '/api/media/doesNotExist',
  '/api/media/../../etc',
  'https://evil.example/a.png',
  'javascript:alert(1)',
);
const imageDataUrl = fc.oneof(
  { weight: 3, arbitrary: goodImage },
  { weight: 2, arbitrary: badImage },
);
const articleValid = fc
  .record({
    title: text(1, 120),
    titleAr: optional(text(1, 120)),
    content: text(1, 2000),
    contentAr: optional(text(1, 2000)),
    excerpt: optional(text(1, 200)),
    excerptAr: optional(text(1, 200)),
    slug: fc.option(fc.oneof(text(0, 130), naughty), { nil: undefined }),
    imageUrl: fc.option(fc.oneof(imageDataUrl, fc.constant(null), fc.constant('')), {
      nil: undefined,
    }),
    isPublished: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(defined);
/** Each targeted article gets a slug of its own, so that its naughty field is what is tested. */
const articleBase = (i: number) => ({
  title: 'News',
  content: 'Body text',
  slug: `naughty-${SEED}-${i}-${Math.random().toString(36).slice(2, 8)}`,
});
const ARTICLE_FIELDS = [
  'title',
  'titleAr',
  'content',
  'contentAr',
  'excerpt',
  'excerptAr',
  'slug',
  'imageUrl',
];

type Stored = Record<string, unknown>;

/** Checks a listing answer against what was sent (as the shared schema normalises it). */
function listingMatches(route: string, req: Req, got: Stored, data: Record<string, unknown>) {
  const want: Stored = {
    title: data.title,
    titleAr: data.titleAr,
    department: data.department,
    location: data.location,
    locationAr: data.locationAr ?? arabicLocationLabel(data.location as string) ?? null,
    description: data.description,
    descriptionAr: data.descriptionAr,
    requirements: data.requirements,
    requirementsAr: data.requirementsAr,
    employmentType: data.employmentType,
    isActive: data.isActive,
  };
  for (const [k, v] of Object.entries(want)) compare(route, req, k, got[k], v);
}

function articleMatches(route: string, req: Req, got: Stored, data: Record<string, unknown>) {
  const want: Stored = {
    title: data.title,
    titleAr: data.titleAr,
    content: data.content,
    contentAr: data.contentAr,
    excerpt: data.excerpt,
    excerptAr: data.excerptAr,
    isPublished: data.isPublished,
    slug: resolveSlug(data as Parameters<typeof resolveSlug>[0]),
  };
  for (const [k, v] of Object.entries(want)) compare(route, req, k, got[k], v);
  if (typeof got.slug !== 'string' || !isValidSlug(got.slug) || got.slug.length > LIMITS.slug) {
    fail(route, req, `stored slug ${show(got.slug)} is not a valid slug of at most ${LIMITS.slug}`);
  }
  if (
    data.imageUrl &&
    typeof data.imageUrl === 'string' &&
    data.imageUrl.startsWith('/api/media/')
  ) {
    compare(route, req, 'imageUrl', got.imageUrl, data.imageUrl);
  }
}

/** Re-validates every stored listing and article against the shared schemas. */
async function revalidateAdminRows() {
  for (const row of await adminList<Stored>('/api/admin/job-listings', 'jobListings')) {
    const asRow = jobListingSchema.strict().safeParse(row);
    if (!asRow.success)
      failures.push(`stored listing ${row.id} fails its schema: ${asRow.error.message}`);
    // The server's own fields aside (`translation`: the translation status).
    const { id: _id, createdAt: _c, updatedAt: _u, translation: _t, ...input } = row;
    const asInput = jobListingInputSchema.safeParse(input);
    if (!asInput.success)
      failures.push(`stored listing ${row.id} fails the input schema: ${asInput.error.message}`);
  }
  for (const row of await adminList<Stored>('/api/admin/news', 'articles')) {
    const asRow = newsArticleSchema.strict().safeParse(row);
    if (!asRow.success)
      failures.push(`stored article ${row.id} fails its schema: ${asRow.error.message}`);
    // The server's own fields aside (`version`, the edit-conflict check's;
    // `translation`, the translation status).
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      publishedAt: _p,
      version: _v,
      translation: _t,
      ...input
    } = row;
    const asInput = articleInputSchema.safeParse(input);
    if (!asInput.success)
      failures.push(`stored article ${row.id} fails the input schema: ${asInput.error.message}`);
  }
}

describe('fuzzing the admin mutating routes', () => {
  const listingIds: number[] = [];
  const articleIds: number[] = [];

  /** Runs generated requests at one admin route; `check` looks at each answer. */
  async function run(
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

  const gens = (
    arb: fc.Arbitrary<Gen>,
    base: Record<string, unknown> | ((i: number) => Record<string, unknown>),
    fields: string[],
  ) => casesFor(arb, ADMIN_RUNS, base, fields);

  /**
   * The two editable resources, one table each: creation (rows grow by exactly the 201s, each
   * answer and each row read back equal to what the shared schema makes of the body) and update
   * (no row added; each 200 equal to the body sent; unknown or malformed ids refused).
   */
  const resources = [
    {
      path: 'job-listings',
      table: 'job_listings',
      schema: jobListingInputSchema,
      limit: BODY_LIMIT,
      valid: listingValid,
      base: listingBase,
      fields: LISTING_FIELDS,
      key: 'jobListing',
      listKey: 'jobListings',
      matches: listingMatches,
      ids: () => [...listingIds, listingId],
      // In the path as written: '%2500' is the id "%00"; '..' is resolved away by the URL.
      badIds: [999_999, 0, -1, 'abc', '1.5', '%2500', '..'],
      seed: SEED + 1,
      // Whatever the schema accepts is created (no image to sniff, no slug to collide).
      schemaDecides: true,
      created: listingIds,
    },
    {
      path: 'news',
      table: 'news_articles',
      schema: articleInputSchema,
      limit: ARTICLE_BODY_LIMIT,
      valid: articleValid,
      base: articleBase,
      fields: ARTICLE_FIELDS,
      key: 'article',
      listKey: 'articles',
      matches: articleMatches,
      ids: () => articleIds,
      badIds: [999_999, 0, -1, 'abc', '1e3', '%E2%80%AE'],
      seed: SEED + 2,
      // The server also sniffs the picture's bytes and refuses a slug already taken.
      schemaDecides: false,
      created: articleIds,
    },
  ] as const;

  for (const r of resources) {
    it(`POST /api/admin/${r.path}`, async () => {
      const before = await count(r.table);
      const route = `POST /api/admin/${r.path}`;
      const cases = gens(mixed(r.valid, [...r.fields]), r.base, [...r.fields]).map((g) =>
        toReq('POST', `/api/admin/${r.path}`, g),
      );
      const stored = new Map<number, { req: Req; data: Record<string, unknown> }>();
      await run(route, cases, (req, res) => {
        const verdict = oracle(req, r.schema, r.limit);
        if (verdict && !verdict.valid && res.status < 300)
          fail(route, req, `schema refuses, API ${res.status}`);
        if (
          r.schemaDecides &&
          verdict?.valid &&
          (verdict.data as { id?: number }).id === undefined &&
          res.status !== 201
        ) {
          fail(route, req, `schema accepts, API ${res.status}: ${show(res.text)}`);
        }
        if (res.status !== 201) return;
        if (!verdict?.valid) return fail(route, req, '201 without a valid body');
        const got = (res.json as Record<string, Stored>)[r.key]!;
        r.matches(route, req, got, verdict.data as Record<string, unknown>);
        stored.set(got.id as number, { req, data: verdict.data as Record<string, unknown> });
      });
      expect(await count(r.table)).toBe(before + stored.size);
      // Read back through the admin list: byte-identical.
      for (const row of await adminList<Stored>(`/api/admin/${r.path}`, r.listKey)) {
        const sent = stored.get(row.id as number);
        if (sent) r.matches(`${route} (read back)`, sent.req, row, sent.data);
      }
      r.created.push(...stored.keys());
      expect(r.created.length).toBeGreaterThan(0);
      await revalidateAdminRows();
      expect(failures).toEqual([]);
    });

    it(`PUT /api/admin/${r.path}/:id`, async () => {
      const before = await count(r.table);
      const route = `PUT /api/admin/${r.path}/:id`;
      const ids = fc.sample(
        fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...r.ids()) },
          { weight: 1, arbitrary: fc.constantFrom<number | string>(...r.badIds) },
        ),
        { numRuns: ADMIN_RUNS + NAUGHTY.length * r.fields.length, seed: r.seed },
      );
      const cases = gens(mixed(r.valid, [...r.fields]), r.base, [...r.fields]).map((g, i) =>
        toReq('PUT', `/api/admin/${r.path}/${String(ids[i % ids.length])}`, g),
      );
      await run(route, cases, (req, res) => {
        const verdict = oracle(req, r.schema, r.limit);
        if (verdict && !verdict.valid && res.status < 300)
          fail(route, req, `schema refuses, API ${res.status}`);
        if (res.status !== 200) return;
        if (!verdict?.valid) return fail(route, req, '200 without a valid body');
        r.matches(
          route,
          req,
          (res.json as Record<string, Stored>)[r.key]!,
          verdict.data as Record<string, unknown>,
        );
      });
      expect(await count(r.table)).toBe(before);
      await revalidateAdminRows();
      expect(failures).toEqual([]);
    });
  }

  const statusRoutes = [
    ['applications', 'job_applications', APPLICATION_STATUSES, jobApplicationSchema, 'application'],
    ['contact-messages', 'contact_messages', CONTACT_STATUSES, contactMessageSchema, 'message'],
    ['investor-requests', 'investor_requests', INVESTOR_STATUSES, investorRequestSchema, 'request'],
  ] as const;
  it.each(statusRoutes)(
    'PUT /api/admin/%s/:id/status',
    async (path, table, statuses, rowSchema, key) => {
      const route = `PUT /api/admin/${path}/:id/status`;
      const before = await count(table);
      const existing = (await server.deps.db(table).select('id').limit(50)).map(
        (r: { id: number }) => Number(r.id),
      );
      expect(existing.length).toBeGreaterThan(0);
      const valid = fc.record({ status: fc.constantFrom<string>(...statuses) });
      const arb = mixed(
        fc.oneof(
          { weight: 6, arbitrary: valid },
          fc.record({ status: naughty }),
          fc.record({
            status: fc.constantFrom('NEW', 'closed', 'hired', 'replied', 'in_discussion'),
          }),
        ),
        ['status'],
      );
      const ids = fc.sample(
        fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...existing) },
          { weight: 1, arbitrary: fc.constantFrom(999_999, 0, -1, 'x', '1%00') },
        ),
        { numRuns: ADMIN_RUNS + NAUGHTY.length, seed: SEED + 3 },
      );
      const cases = casesFor(arb, ADMIN_RUNS, { status: statuses[0] }, ['status']).map((g, i) =>
        toReq('PUT', `/api/admin/${path}/${String(ids[i % ids.length])}/status`, g),
      );
      await run(route, cases, (req, res) => {
        const body = req.body as { status?: unknown } | undefined;
        const validBody =
          req.raw === undefined &&
          !!body &&
          typeof body === 'object' &&
          !Array.isArray(body) &&
          Object.keys(body).length === 1 &&
          (statuses as readonly unknown[]).includes(body.status);
        if (!validBody && req.raw === undefined && res.status < 300)
          fail(route, req, `invalid status body answered ${res.status}`);
        if (res.status === 200) {
          const item = (res.json as Record<string, Stored>)[key]!;
          const sent = (req.body ?? JSON.parse(req.raw ?? '{}')) as { status?: unknown };
          compare(route, req, 'status', item.status, sent.status);
          const parsed = rowSchema.strict().safeParse(item);
          if (!parsed.success)
            fail(route, req, `answered item fails its schema: ${parsed.error.message}`);
        }
      });
      expect(await count(table)).toBe(before);
      expect(failures).toEqual([]);
    },
  );

  it('POST /api/translate', async () => {
    const route = 'POST /api/translate';
    const valid = fc
      .record({
        text: text(0, 400),
        fromLanguage: fc.constantFrom('english', 'arabic'),
        toLanguage: fc.constantFrom('english', 'arabic'),
      })
      .map((b) => b as Record<string, unknown>);
    const cases = casesFor(
      mixed(valid, ['text', 'fromLanguage', 'toLanguage']),
      ADMIN_RUNS,
      {
        text: 'Hello',
        fromLanguage: 'english',
        toLanguage: 'arabic',
      },
      ['text', 'fromLanguage', 'toLanguage'],
    ).map((g) => toReq('POST', '/api/translate', g));
    const tables = ['contact_messages', 'news_articles', 'job_listings'];
    const before = await Promise.all(tables.map(count));
    await run(route, cases, (req, res) => {
      const verdict = oracle(req, translateRequestSchema, BODY_LIMIT);
      if (verdict && !verdict.valid && res.status < 300)
        fail(route, req, `schema refuses, API ${res.status}`);
      if (verdict?.valid && res.status !== 200)
        fail(route, req, `schema accepts, API ${res.status}: ${show(res.text)}`);
      if (
        res.status === 200 &&
        typeof (res.json as { translatedText?: unknown }).translatedText !== 'string'
      ) {
        fail(route, req, `translation answer of the wrong shape: ${show(res.text)}`);
      }
    });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(failures).toEqual([]);
  });

  it('POST /api/admin/media', async () => {
    const route = 'POST /api/admin/media';
    const before = await count('media');
    const valid = fc.record({ dataUrl: imageDataUrl }).map((b) => b as Record<string, unknown>);
    const cases = casesFor(
      mixed(valid, ['dataUrl']),
      ADMIN_RUNS,
      { dataUrl: 'data:image/png;base64,' },
      ['dataUrl'],
    ).map((g) => toReq('POST', '/api/admin/media', g));
    const created: { url: string; sent: string }[] = [];
    await run(route, cases, (req, res) => {
      const verdict = oracle(req, imageUploadSchema, ARTICLE_BODY_LIMIT);
      if (verdict && !verdict.valid && res.status < 300)
        fail(route, req, `schema refuses, API ${res.status}`);
      if (res.status === 201) {
        const url = (res.json as { url?: unknown }).url;
        if (typeof url !== 'string' || !/^\/api\/media\/[A-Za-z0-9_-]+$/.test(url)) {
          return fail(route, req, `media answer of the wrong shape: ${show(res.text)}`);
        }
        created.push({ url, sent: (req.body as { dataUrl: string }).dataUrl });
      }
    });
    expect(await count('media')).toBe(before + created.length);
    expect(created.length).toBeGreaterThan(0);
    // Stored pictures come back as the same picture (re-encoded without their metadata: same
    // format and size), typed by their content.
    for (const { url, sent } of created.slice(0, 30)) {
      const res = await server.api(url);
      expect(res.status).toBe(200);
      const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      const original = await sharp(
        Buffer.from(sent.slice(sent.indexOf(',') + 1), 'base64'),
      ).metadata();
      expect([served.format, served.width, served.height]).toEqual([
        original.format,
        original.width,
        original.height,
      ]);
      expect(['image/png', 'image/jpeg', 'image/webp']).toContain(res.headers.get('content-type'));
    }
    expect(failures).toEqual([]);
  });
});
