// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PUBLIC_READ_PATHS } from '@vb/shared/constants';
import { ar, en } from '@vb/shared/i18n';
import type { JobListing, NewsArticle } from '@vb/shared/schemas';
import { render } from './entry-server';

const article: NewsArticle = {
  id: 7,
  title: 'Launch <b>day</b>',
  titleAr: 'يوم الإطلاق',
  content: 'We **launch** today. <script>alert(1)</script>',
  contentAr: 'نطلق **اليوم**.',
  slug: 'launch-day',
  excerpt: 'The short version',
  excerptAr: 'الخلاصة',
  imageUrl: null,
  isPublished: true,
  publishedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const listing: JobListing = {
  id: 3,
  title: 'Product engineer',
  titleAr: 'مهندس منتجات',
  department: 'Engineering',
  location: 'Riyadh',
  locationAr: 'الرياض',
  description: 'Build things.',
  descriptionAr: 'ابنِ أشياء.',
  requirements: '- TypeScript',
  requirementsAr: '- تايب سكريبت',
  employmentType: 'full-time',
  isActive: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const base = { origin: 'https://example.sa', theme: 'dark' as const, reads: {}, narrow: false };
const text = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('server render (runs in Node, without a DOM)', () => {
  it('renders a page in the language asked for, every time (one store, many requests)', () => {
    const arabic = render({ ...base, url: '/invest', language: 'ar' });
    const english = render({ ...base, url: '/invest', language: 'en' });
    expect(text(arabic)).toContain(ar['nav.skipToContent']);
    expect(text(english)).toContain(en['nav.skipToContent']);
    expect(text(render({ ...base, url: '/invest', language: 'ar' }))).toContain(
      ar['nav.skipToContent'],
    );
  });

  it('renders an article from its read, hostile text escaped, share links on the origin', () => {
    const html = render({
      ...base,
      url: '/news/launch-day?from=home',
      language: 'en',
      reads: { [PUBLIC_READ_PATHS.article('launch-day')]: { article } },
    });
    expect(html).toContain('Launch &lt;b&gt;day&lt;/b&gt;');
    expect(html).toContain('<strong>launch</strong>');
    expect(html).not.toContain('<script>');
    expect(html).toContain(encodeURIComponent('https://example.sa/news/launch-day'));
  });

  it('renders the news list and the job listings from their reads', () => {
    const news = render({
      ...base,
      url: '/news',
      language: 'ar',
      reads: { [PUBLIC_READ_PATHS.newsList]: { articles: [article] } },
    });
    expect(text(news)).toContain('يوم الإطلاق');
    const careers = render({
      ...base,
      url: '/careers',
      language: 'en',
      reads: { [PUBLIC_READ_PATHS.jobListings]: { jobListings: [listing] } },
    });
    expect(text(careers)).toContain('Product engineer');
  });

  it("renders a job's page with its details open in the page's HTML, in its language", () => {
    const reads = { [PUBLIC_READ_PATHS.jobListings]: { jobListings: [listing] } };
    const job = (url: string, language: 'ar' | 'en') => render({ ...base, url, language, reads });
    const english = job('/en/careers/3-product-engineer', 'en');
    expect(english).toContain('role="dialog"');
    expect(text(english)).toContain('Build things.');
    expect(text(english)).toContain(en['careers.details.requirements']);
    // Before the script runs, Close is a link to the list.
    expect(english).toMatch(
      new RegExp(`<a [^>]*href="/en/careers"[^>]*>${en['careers.details.close']}</a>`),
    );
    const arabic = job('/careers/3-product-engineer', 'ar');
    expect(arabic).toContain('role="dialog"');
    expect(text(arabic)).toContain('ابنِ أشياء.');
    // No open listing has that id: the page is the not-found page, as the server's status says.
    const closed = job('/en/careers/9-closed', 'en');
    expect(closed).not.toContain('role="dialog"');
    expect(text(closed)).toContain('404');
  });

  it('lays the process diagram out for the screen the request guessed', () => {
    const orientation = (narrow: boolean) =>
      /data-orientation="(\w+)"/.exec(render({ ...base, url: '/', language: 'en', narrow }))?.[1];
    expect(orientation(true)).toBe('vertical');
    expect(orientation(false)).toBe('horizontal');
  });

  it('renders the home page and the not-found page', () => {
    expect(render({ ...base, url: '/', language: 'en' })).toContain('data-testid="hero"');
    expect(text(render({ ...base, url: '/no-such-page', language: 'en' }))).toContain('404');
  });

  it('renders the links of an English page at the English addresses, of an Arabic one unprefixed', () => {
    const hrefs = (html: string) => [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]);
    const reads = { [PUBLIC_READ_PATHS.newsList]: { articles: [article] } };
    const english = render({ ...base, url: '/en/news', language: 'en', reads });
    expect(text(english)).toContain('Launch');
    const enLinks = hrefs(english);
    for (const href of ['/en', '/en/careers', '/en/news/launch-day', '/en#about', '/en#contact'])
      expect(enLinks).toContain(href);
    expect(enLinks.filter((href) => !/^\/(en|assets|api)\b/.test(href ?? ''))).toEqual([]);
    const arabic = hrefs(render({ ...base, url: '/news', language: 'ar', reads }));
    for (const href of ['/', '/careers', '/news/launch-day', '/#about'])
      expect(arabic).toContain(href);
    expect(arabic.filter((href) => href?.startsWith('/en'))).toEqual([]);
  });
});
