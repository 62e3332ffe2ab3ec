import { describe, expect, it } from 'vitest';
import { EXCERPT_FALLBACK_CHARS } from './constants';
import { articleExcerpt, excerptFallback } from './excerpt';

describe('excerptFallback', () => {
  it('defaults to 100 characters plus an ellipsis', () => {
    const content = 'x'.repeat(150);
    expect(EXCERPT_FALLBACK_CHARS).toBe(100);
    expect(excerptFallback(content)).toBe(`${'x'.repeat(100)}...`);
  });

  it('has no ellipsis when the content fits', () => {
    expect(excerptFallback('A short article.')).toBe('A short article.');
    expect(excerptFallback('y'.repeat(100))).toBe('y'.repeat(100));
  });

  it('strips markup and collapses whitespace', () => {
    expect(
      excerptFallback('## Title\n\n**Bold** and *italic*\n- item\n[link](https://a.com)   end'),
    ).toBe('Title Bold and italic item link end');
  });

  it('counts characters after markup removal', () => {
    const content = `**${'a'.repeat(98)}**`;
    expect(excerptFallback(content)).toBe('a'.repeat(98));
    expect(excerptFallback(`**${'a'.repeat(101)}**`)).toBe(`${'a'.repeat(100)}...`);
  });

  it('does not escape HTML', () => {
    expect(excerptFallback('a < b & c')).toBe('a < b & c');
  });

  it('honours a custom max and never cuts surrogate pairs', () => {
    expect(excerptFallback('abcdef', 3)).toBe('abc...');
    expect(excerptFallback('🚀🚀🚀🚀', 3)).toBe('🚀🚀🚀...');
  });

  it('works for Arabic', () => {
    const ar = 'نص عربي طويل '.repeat(20);
    const out = excerptFallback(ar);
    expect(out.endsWith('...')).toBe(true);
    expect(Array.from(out.slice(0, -3)).length).toBeLessThanOrEqual(100);
  });
});

describe('articleExcerpt', () => {
  const long = (c: string) => c.repeat(120);
  const full = {
    excerpt: 'English excerpt',
    excerptAr: 'مقتطف عربي',
    content: long('e'),
    contentAr: long('ع'),
  };

  it('uses the language excerpt', () => {
    expect(articleExcerpt(full, 'en')).toBe('English excerpt');
    expect(articleExcerpt(full, 'ar')).toBe('مقتطف عربي');
  });

  it('falls back to the language content', () => {
    expect(articleExcerpt({ ...full, excerpt: null }, 'en')).toBe(`${'e'.repeat(100)}...`);
    expect(articleExcerpt({ ...full, excerptAr: '' }, 'ar')).toBe(`${'ع'.repeat(100)}...`);
  });

  it('falls back to English fields when Arabic ones are empty', () => {
    expect(articleExcerpt({ ...full, excerptAr: null, contentAr: null }, 'ar')).toBe(
      'English excerpt',
    );
    expect(articleExcerpt({ content: 'Only English content' }, 'ar')).toBe('Only English content');
    expect(articleExcerpt({ content: 'Plain', contentAr: '  ', excerptAr: '' }, 'ar')).toBe(
      'Plain',
    );
  });

  it('never uses Arabic fields in English mode', () => {
    expect(articleExcerpt({ excerptAr: 'مقتطف', content: 'English' }, 'en')).toBe('English');
  });

  it('strips markup from the content fallback', () => {
    expect(articleExcerpt({ content: '**Big** news' }, 'en')).toBe('Big news');
  });
});
