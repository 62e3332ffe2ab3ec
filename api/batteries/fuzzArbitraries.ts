/**
 * The fuzzing battery's generic inputs (see fuzzKit.ts): a list of naughty strings, text and field
 * arbitraries, and `mixed`, which turns the valid bodies of a route into the ways a body goes wrong.
 */
import fc from 'fast-check';
import { LIMITS } from '@vb/shared/schemas';

// ---------------------------------------------------------------------------------------------
// Naughty strings (written here: a list of the usual suspects for each kind of text handling)
// ---------------------------------------------------------------------------------------------

export const NAUGHTY: string[] = [
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
export const text = (minLength: number, maxLength: number) =>
  fc.string({ unit: textUnit, minLength, maxLength });
export const naughty = fc.constantFrom(...NAUGHTY);
export const phone = fc.oneof(
  fc.stringMatching(/^\+?[0-9]{6,15}$/),
  fc.constantFrom('+966 50 123 4567', '(011) 234-5678', '٠٥٠١٢٣٤٥٦٧', '050.123.4567'),
  naughty,
);
export const email = fc.oneof(
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
export const honeypot = fc.option(fc.constantFrom('', ' ', 'http://spam.example', 'x'), {
  nil: undefined,
});
export const optional = <T>(arb: fc.Arbitrary<T>) =>
  fc.option(fc.oneof(arb, fc.constant(null), fc.constant('')), { nil: undefined });

/** Removes the keys whose value is undefined (JSON would drop them anyway). */
export const defined = (o: Record<string, unknown>) =>
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
export type Gen = { body: unknown } | { raw: string; contentType?: string; refuse?: boolean };

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
export function mixed(
  valid: fc.Arbitrary<Record<string, unknown>>,
  fields: string[],
): fc.Arbitrary<Gen> {
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
