import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from './constants';
import { PAGES, PAGE_IDS, ROUTED_PAGES, SITEMAP_PAGES, canonicalPath } from './pages';

describe('the page table', () => {
  it('sends search engines to a page that exists', () => {
    for (const id of PAGE_IDS) {
      const canonical: string | undefined = (PAGES[id] as { canonical?: string }).canonical;
      if (canonical !== undefined) expect(PAGE_IDS, id).toContain(canonical);
    }
    expect(canonicalPath('invest')).toBe('/investor');
    expect(canonicalPath('careers')).toBe('/careers');
  });

  it('lists the indexed fixed pages in the sitemap, in order', () => {
    expect(SITEMAP_PAGES.map((id) => PAGES[id].path)).toEqual([
      '/',
      '/news',
      '/careers',
      '/investor',
      '/privacy',
    ]);
  });

  it('routes every page but the admin, each at a path of its own', () => {
    expect(ROUTED_PAGES).toEqual(PAGE_IDS.filter((id) => id !== 'admin'));
    const paths = PAGE_IDS.map((id) => PAGES[id].path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('agrees with the preview links the API hands out', () => {
    const route = new RegExp(`^${PAGES.articlePreview.path.replace(':token', '[^/]+')}$`);
    expect(PUBLIC_PAGE_PATHS.newsPreview('abc.def')).toMatch(route);
  });
});
