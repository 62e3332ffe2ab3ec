import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, ROUTED_PAGES } from '@vb/shared/pages';
import { HEADERLESS_PATHS, lazyPages, pageElement } from './pages';

/** The file names of the modules a source file imports lazily. */
const lazyImports = (file: string) =>
  [
    ...fs
      .readFileSync(path.join(import.meta.dirname, file), 'utf8')
      .matchAll(/import\('([^']+)'\)/g),
  ]
    .map((m) => path.basename(m[1] ?? ''))
    .sort();

describe('the pages’ code, by page id', () => {
  it('imports each lazy module the page table names, by its file name (the chunk’s name)', () => {
    const routed = ROUTED_PAGES.flatMap((id) => PAGES[id].module ?? []);
    expect(lazyImports('pages.tsx')).toEqual([...new Set(routed)].sort());
    expect(lazyImports('App.tsx')).toEqual([PAGES.admin.module]);
  });

  it('gives each routed page its component, the invest page’s two addresses their variants', () => {
    expect(Object.keys(lazyPages).sort()).toEqual([...ROUTED_PAGES].sort());
    expect(lazyPages.article).toBe(lazyPages.articlePreview);
    expect(pageElement('invest', lazyPages).props).toEqual({ variant: 'invest' });
    expect(pageElement('investor', lazyPages).props).toEqual({ variant: 'investor' });
    expect(pageElement('news', lazyPages).props).toEqual({});
    expect(HEADERLESS_PATHS).toEqual(['/invest']);
  });
});
