import { describe, expect, it } from 'vitest';
import { guardMarkup } from './markupGuard';

/** A model that translates word by word: each line's words upper-cased, its markup untouched. */
const upper = (text: string) =>
  text
    .split('\n')
    .map((line) =>
      line.replace(/<\/?u>|vb-url-\d+|[a-z]+/g, (w) => (/^(<|vb-)/.test(w) ? w : w.toUpperCase())),
    )
    .join('\n');

describe('guardMarkup', () => {
  const source = [
    '## Our news',
    '',
    'We **grew** and *hired*, see [the report](https://example.com/r?a=1&b=2).',
    '- first item',
    '  - nested <u>item</u>',
    '1. one',
    '2. ![a chart](/api/media/abc.png)',
    '- ',
  ].join('\n');

  it('sends the words only: no block markers, no addresses, no blank or marker-only lines', () => {
    const { text } = guardMarkup(source);
    expect(text).toBe(
      [
        'Our news',
        'We **grew** and *hired*, see [the report](vb-url-1).',
        'first item',
        'nested <u>item</u>',
        'one',
        '![a chart](vb-url-2)',
      ].join('\n'),
    );
    expect(text).not.toContain('https://');
  });

  it('puts the markers, the addresses and the blank lines back', () => {
    const guarded = guardMarkup(source);
    expect(guarded.restore(upper(guarded.text))).toBe(
      [
        '## OUR NEWS',
        '',
        'WE **GREW** AND *HIRED*, SEE [THE REPORT](https://example.com/r?a=1&b=2).',
        '- FIRST ITEM',
        '  - NESTED <u>ITEM</u>',
        '1. ONE',
        '2. ![A CHART](/api/media/abc.png)',
        '- ',
      ].join('\n'),
    );
  });

  it('accepts an answer in another order of links, other digits, and blank lines moved', () => {
    const guarded = guardMarkup('See [a](https://a.example) and [b](https://b.example).');
    expect(guarded.restore('\n\nانظر [ب](vb-url-٢) و[أ](vb-url-1).\n')).toBe(
      'انظر [ب](https://b.example) و[أ](https://a.example).',
    );
  });

  it.each([
    ['a lost bold', (t: string) => t.replace('**grew**', 'grew')],
    ['a lost underline', (t: string) => t.replace('<u>item</u>', 'item')],
    ['a dropped link', (t: string) => t.replace('[the report](vb-url-1)', 'the report')],
    ['a changed address', (t: string) => t.replace('vb-url-1', 'https://evil.example')],
    ['merged lines', (t: string) => t.replace('first item\n', 'first item ')],
    ['a line split in two', (t: string) => t.replace('Our news', 'Our\nnews')],
    ['a marker added', (t: string) => t.replace('one', '- one')],
  ])('refuses %s', (_name, damage) => {
    const guarded = guardMarkup(source);
    expect(guarded.restore(damage(guarded.text))).toBeNull();
  });

  it('leaves a text that already holds the placeholder form as it is', () => {
    const guarded = guardMarkup('[x](vb-url-1) and [y](https://y.example)');
    expect(guarded.text).toBe('[x](vb-url-1) and [y](https://y.example)');
    expect(guarded.restore(guarded.text)).toBe('[x](vb-url-1) and [y](https://y.example)');
  });
});
