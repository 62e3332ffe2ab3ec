/**
 * renderMarkup and markupToPlainText on adversarial input (long runs of openers that never
 * close): rendering time must grow linearly with the input's size.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markupToPlainText, renderMarkup } from './markup';

describe('renderMarkup: linear time on adversarial input', () => {
  /**
   * A scan to the end of the text for every opener made rendering quadratic: 50,000 brackets took
   * 7 s and stalled the server. Linear rendering takes tens of milliseconds for 120,000 characters
   * (a few hundred on a busy machine); quadratic takes tens of seconds. The bound is generous, and
   * each input takes the fastest of its renders (the one least disturbed by other work), so that a
   * loaded two-core machine does not fail it.
   */
  const BOUND_MS = 3_000;
  const SIZE = 120_000;
  const timeToRender = (input: string): number => {
    const start = performance.now();
    renderMarkup(input);
    markupToPlainText(input);
    return performance.now() - start;
  };
  const fastest = (input: string, runs: number) =>
    Math.min(...Array.from({ length: runs }, () => timeToRender(input)));
  const repeatTo = (unit: string, size: number): string =>
    unit.repeat(Math.ceil(size / unit.length));

  const patterns: Readonly<Record<string, string>> = {
    'open brackets': '[',
    'image openers': '![',
    'links without a closing parenthesis': '[](',
    'bold openers': '**a ',
    'italic openers': '*a ',
    'star runs': '*** ** ',
    'underline openers': '<u>',
    'bold and brackets nested': '**[',
    'list items with open links': '- [x\n',
    'numbered items with stars': '1. **x *y\n',
    'headings with open tags': '## <u>[*\n',
    'one long line of mixed openers': '[*(<u>! ',
  };

  it.each(Object.entries(patterns))(
    'renders %s in linear time',
    { timeout: 120_000 },
    (_name, unit) => {
      expect(fastest(repeatTo(unit, SIZE), 3)).toBeLessThan(BOUND_MS);
    },
  );

  it('renders any repeated mix of markup characters quickly', { timeout: 120_000 }, () => {
    const pieces = [
      '[',
      ']',
      '(',
      ')',
      '![',
      '*',
      '**',
      '<u>',
      '</u>',
      ' ',
      'a',
      '\n',
      '- ',
      '## ',
      '1. ',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }), (unit) => {
        expect(fastest(repeatTo(unit.join(''), 60_000), 2)).toBeLessThan(BOUND_MS);
      }),
      { numRuns: 40 },
    );
  });
});
