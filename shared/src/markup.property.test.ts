/**
 * renderMarkup on generated input (fast-check): any mix of markup-significant tokens and arbitrary
 * strings renders only safe HTML, and text without markup characters renders as itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, markupToPlainText, renderMarkup } from './markup';
import { assertSafeHtml } from './markupKit';

describe('renderMarkup: property', () => {
  /**
   * With the machine's two cores busy (3 CPU hogs sharing the test's core) the 2,000 runs below
   * took up to 2 s; the timeout leaves more than 10 times that. The arbitraries are built here, as
   * the file loads: the first 'binary' string arbitrary costs fast-check 1.5-10 s (a map of every
   * code point), which would otherwise count against a test's timeout.
   */
  const PROPERTY_TIMEOUT_MS = 30_000;
  const tokens = [
    '*',
    '**',
    '***',
    '[',
    ']',
    '(',
    ')',
    '![',
    '](',
    '<u>',
    '</u>',
    '<U>',
    '<',
    '>',
    '"',
    "'",
    '`',
    '=',
    '&',
    ':',
    '/',
    '//',
    '\\',
    '#',
    ';',
    '&#',
    'x6A',
    '106',
    '## ',
    '- ',
    '1. ',
    '\n',
    '\n\n',
    ' ',
    '\t',
    '\u0000',
    '\u200b',
    'a',
    'b',
    'x',
    'é',
    'ع',
    'javascript',
    'JaVaScRiPt',
    'vbscript',
    'data',
    'text/html',
    'image/png;base64,',
    'onerror',
    'onclick',
    'script',
    'img',
    'src',
    'href',
    'style',
    'alert(1)',
    'https://',
    'http:',
    'mailto:',
    'u',
    '&colon;',
    '&#106;',
    '&#x6A;',
    '&amp;',
  ];
  const markupish = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.array(fc.constantFrom(...tokens), { maxLength: 40 }).map((t) => t.join('')),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  );

  it('never produces unsafe HTML', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(markupish, (input) => {
        assertSafeHtml(renderMarkup(input), input);
      }),
      { numRuns: 2000 },
    );
  });

  it(
    'renders text without markup characters as one escaped paragraph',
    { timeout: PROPERTY_TIMEOUT_MS },
    () => {
      const plain = fc
        .string({ maxLength: 60 })
        // eslint-disable-next-line no-control-regex -- plain text excludes control characters
        .filter((s) => !/[*[\]()!<\n\r\u2028\u2029\u0085#\-\d\u0000-\u001f\u007f]/.test(s))
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
      fc.assert(
        fc.property(plain, (s) => {
          expect(renderMarkup(s)).toBe(`<p>${escapeHtml(s)}</p>`);
          expect(markupToPlainText(s)).toBe(s);
        }),
        { numRuns: 500 },
      );
    },
  );
});
