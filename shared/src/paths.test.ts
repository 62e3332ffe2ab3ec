import { describe, expect, it } from 'vitest';
import {
  articlePath,
  readablePath,
  isAdminPath,
  jobIdOfSlug,
  jobPath,
  languageBase,
  localizedPath,
  pagePath,
  pathLanguage,
} from './paths';

describe('language paths', () => {
  it('prefixes English and leaves Arabic unprefixed', () => {
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/news')).toBe('/en/news');
    expect(localizedPath('en', '/news/x?from=home')).toBe('/en/news/x?from=home');
    expect(localizedPath('en', '/?a=1')).toBe('/en?a=1');
    expect(localizedPath('en', '/#contact')).toBe('/en#contact');
    expect(localizedPath('ar', '/news')).toBe('/news');
    expect(localizedPath('ar', '/')).toBe('/');
    expect(languageBase('en')).toBe('/en');
    expect(languageBase('ar')).toBe('/');
  });

  it('reads the language and the unprefixed path', () => {
    expect(pathLanguage('/en')).toEqual({ language: 'en', path: '/' });
    expect(pathLanguage('/en/')).toEqual({ language: 'en', path: '/' });
    expect(pathLanguage('/en/news/a')).toEqual({ language: 'en', path: '/news/a' });
    expect(pathLanguage('/english')).toEqual({ language: 'ar', path: '/english' });
    expect(pathLanguage('/news')).toEqual({ language: 'ar', path: '/news' });
    expect(pathLanguage('/')).toEqual({ language: 'ar', path: '/' });
  });

  it('round-trips', () => {
    for (const path of ['/', '/news', '/careers', '/news/slug'])
      for (const language of ['ar', 'en'] as const)
        expect(pathLanguage(localizedPath(language, path))).toEqual({ language, path });
  });

  it('builds an article’s address in each language, its slug encoded', () => {
    expect(articlePath('hello')).toBe('/news/hello');
    expect(articlePath('hello', 'ar')).toBe('/news/hello');
    expect(articlePath('hello', 'en')).toBe('/en/news/hello');
    expect(articlePath('خبر جديد', 'en')).toBe(`/en/news/${encodeURIComponent('خبر جديد')}`);
    expect(articlePath('a/b?c')).toBe('/news/a%2Fb%3Fc');
  });

  it('shows an address as a person reads it, its Arabic letters as letters', () => {
    expect(readablePath(articlePath('خبر-جديد'))).toBe('/news/خبر-جديد');
    expect(readablePath(articlePath('hello', 'en'))).toBe('/en/news/hello');
    // A broken percent-code is shown as it is rather than failing.
    expect(readablePath('/news/%E0%A4')).toBe('/news/%E0%A4');
  });

  it('gives each page’s path in each language', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('home', 'en')).toBe('/en');
    expect(pagePath('careers', 'en')).toBe('/en/careers');
    expect(pagePath('investor', 'ar')).toBe('/investor');
  });

  it('tells the admin’s paths apart exactly', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/x')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath('/Admin')).toBe(false);
  });
});

describe("a job listing's address", () => {
  it('is its id and its English title in words, in each language', () => {
    expect(jobPath({ id: 12, title: 'Senior Product Designer' })).toBe(
      '/careers/12-senior-product-designer',
    );
    expect(jobPath({ id: 12, title: '  Café & Co. — Lead (R&D) ' }, 'en')).toBe(
      '/en/careers/12-cafe-co-lead-r-d',
    );
    // A title without Latin letters or digits leaves the id alone.
    expect(jobPath({ id: 5, title: 'مدير' })).toBe('/careers/5');
    expect(jobPath({ id: 5, title: 'x'.repeat(100) })).toBe(`/careers/5-${'x'.repeat(60)}`);
  });

  it('is found by its id, whatever words follow it', () => {
    expect(jobIdOfSlug('12-senior-product-designer')).toBe(12);
    expect(jobIdOfSlug('12-Old-Title')).toBe(12);
    expect(jobIdOfSlug('12')).toBe(12);
    for (const segment of [undefined, '', 'designer', '12x', '-12', '12-<b>', '1234567890123'])
      expect(jobIdOfSlug(segment), String(segment)).toBeUndefined();
  });
});
