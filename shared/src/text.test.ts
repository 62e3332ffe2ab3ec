import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_NEWS_PREVIEW_CHARS, CAREERS_PREVIEW_CHARS } from './constants';
import {
  decimalValue,
  initials,
  isolate,
  isValidSlug,
  localized,
  slugify,
  truncate,
  withoutIsolates,
} from './text';

/**
 * The property tests' arbitraries, built once when the file loads: fast-check's first 'binary'
 * string arbitrary builds a map of every code point, 1.5-3 s on a quiet core and 10 s on a loaded
 * one (measured here), which inside a test ate its whole 5 s default timeout.
 */
const binaryText = fc.string({ unit: 'binary', maxLength: 40 });
const titleish = fc.oneof(
  binaryText,
  fc
    .array(fc.constantFrom('a', 'B', 'é', 'ع', '٣', '7', ' ', '-', '_', '\t', '!', '\u00a0'), {
      maxLength: 30,
    })
    .map((c) => c.join('')),
);
/**
 * With the machine's two cores busy (3 CPU hogs sharing the test's core) each property below took
 * up to 1.2 s (0.05-0.35 s otherwise); the timeout leaves more than 10 times that.
 */
const PROPERTY_TIMEOUT_MS = 15_000;

describe('slugify', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Hello, World!', 'hello-world'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Multiple   spaces', 'multiple-spaces'],
    ['a - b -- c', 'a-b-c'],
    ['--Dashes--everywhere--', 'dashes-everywhere'],
    ['- - -', ''],
    ['Q3 2024: Results & Outlook', 'q3-2024-results-outlook'],
    ['snake_case_title', 'snakecasetitle'],
    ['Tabs\tand\nnewlines\r\nand\u00a0nbsp', 'tabs-and-newlines-and-nbsp'],
    ['Café Déjà Vu', 'café-déjà-vu'],
    ['Cafe\u0301 (decomposed)', 'café-decomposed'],
    ['Straße ÜBER', 'straße-über'],
    ['أخبار الشركة ٢٠٢٤', 'أخبار-الشركة-٢٠٢٤'],
    ['مرحبًا بالعالم!', 'مرحبا-بالعالم'],
    ['Emoji 🚀 launch', 'emoji-launch'],
    ['!!!', ''],
    ['', ''],
    ['"Quoted" <tag> & co.', 'quoted-tag-co'],
    ['already-a-slug', 'already-a-slug'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it(
    'produces only letters, digits and single inner hyphens, and is idempotent',
    { timeout: PROPERTY_TIMEOUT_MS },
    () => {
      fc.assert(
        fc.property(titleish, (title) => {
          const slug = slugify(title);
          expect(slug).toMatch(/^(?:[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)?$/u);
          expect(slugify(slug)).toBe(slug);
          expect(isValidSlug(slug)).toBe(slug.length > 0);
        }),
        { numRuns: 1000 },
      );
    },
  );
});

describe('isValidSlug', () => {
  it('accepts slugs and rejects everything else', () => {
    expect(isValidSlug('hello-world')).toBe(true);
    expect(isValidSlug('أخبار-الشركة')).toBe(true);
    expect(isValidSlug('2024')).toBe(true);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('Hello')).toBe(false);
    expect(isValidSlug('a--b')).toBe(false);
    expect(isValidSlug('-a')).toBe(false);
    expect(isValidSlug('a-')).toBe(false);
    expect(isValidSlug('a b')).toBe(false);
    expect(isValidSlug('a_b')).toBe(false);
  });
});

describe('truncate', () => {
  it('returns text that fits unchanged', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('exactly10!', 10)).toBe('exactly10!');
    expect(truncate('', 5)).toBe('');
  });

  it('cuts longer text and adds an ellipsis', () => {
    expect(truncate('abcdefghijk', 10)).toBe('abcdefghij...');
    expect(truncate('a'.repeat(201), CAREERS_PREVIEW_CHARS)).toBe(`${'a'.repeat(200)}...`);
    expect(truncate('b'.repeat(151), ADMIN_NEWS_PREVIEW_CHARS)).toBe(`${'b'.repeat(150)}...`);
  });

  it('drops trailing whitespace before the ellipsis', () => {
    expect(truncate('hello world', 6)).toBe('hello...');
  });

  it('never cuts a surrogate pair', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
    expect(truncate('😀😀', 2)).toBe('😀😀');
    fc.assert(
      fc.property(binaryText, fc.nat({ max: 30 }), (s, max) => {
        const out = truncate(s, max);
        const body = out.endsWith('...') && out !== s ? out.slice(0, -3) : out;
        expect(Array.from(body).length).toBeLessThanOrEqual(Math.max(max, Array.from(s).length));
        // No lone surrogate is created by the cut.
        const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
        if (!lone.test(s)) expect(lone.test(body)).toBe(false);
        expect(s.startsWith(body)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('localized', () => {
  it('prefers Arabic in Arabic mode when present', () => {
    expect(localized('Hello', 'مرحبا', 'ar')).toBe('مرحبا');
    expect(localized('Hello', 'مرحبا', 'en')).toBe('Hello');
  });

  it('falls back to English when Arabic is empty', () => {
    expect(localized('Hello', '', 'ar')).toBe('Hello');
    expect(localized('Hello', '   ', 'ar')).toBe('Hello');
    expect(localized('Hello', null, 'ar')).toBe('Hello');
    expect(localized('Hello', undefined, 'ar')).toBe('Hello');
  });
});

describe('initials', () => {
  it('takes the first and last words’ first letters, in the name’s script', () => {
    expect(initials('Abdullah Al-Rashid', 'en')).toBe('AR');
    expect(initials('Noura Al-Harbi', 'en')).toBe('NH');
    expect(initials('عبدالله الراشد', 'ar')).toBe('ع ر');
    expect(initials('نورة', 'ar')).toBe('ن');
    expect(initials('  ', 'en')).toBe('');
  });
});

describe('decimalValue', () => {
  it('reads Western, Arabic-Indic and Eastern Arabic-Indic digits', () => {
    expect(decimalValue('12')).toBe(12);
    expect(decimalValue('١٢')).toBe(12);
    expect(decimalValue('۳۰')).toBe(30);
    expect(decimalValue('1٠')).toBe(10);
  });
});

describe('a line without isolates (an e-mail subject)', () => {
  it('keeps no FSI or PDI, and holds the sentence’s order with its own direction mark', () => {
    const arabic = withoutIsolates(`ردّ ${isolate('Huda Hassan')} بشأن رسالة`, 'ar');
    expect(arabic).toBe('ردّ Huda Hassan\u200F بشأن رسالة');
    expect(arabic).not.toMatch(/[\u2066-\u2069]/);
    expect(withoutIsolates(`${isolate('هدى حسن')} answered`, 'en')).toBe('هدى حسن\u200E answered');
    expect(withoutIsolates('No names here', 'en')).toBe('No names here');
  });
});
