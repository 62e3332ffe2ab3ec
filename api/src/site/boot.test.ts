import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroMedia } from '@vb/shared/content';
import {
  CATALOG_MODULES,
  PAGE_MODULES,
  assetTags,
  initialReadsTag,
  injectBoot,
  pageAssets,
} from './boot';
import { serialize } from '../readModel/cache';

describe('page boot elements', () => {
  it('names public-web modules that exist (the manifest keys of the lazy routes)', () => {
    const root = path.resolve(import.meta.dirname, '../../../public-web');
    for (const modules of [...Object.values(PAGE_MODULES), Object.values(CATALOG_MODULES)]) {
      for (const module of modules)
        expect(fs.existsSync(path.join(root, module)), module).toBe(true);
    }
  });

  it('collects a chunk graph depth first, skipping the entry, its imports and repeats', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/index.css'] },
      'src/pages/news/NewsListPage.tsx': {
        file: 'assets/news.js',
        imports: ['index.html', '_react.js', '_shared.js'],
        css: ['assets/shared.css'],
      },
    };
    const dark = { language: 'en', theme: 'dark' } as const;
    expect(pageAssets(manifest, 'news', dark)).toEqual({
      scripts: ['/assets/news.js', '/assets/shared.js'],
      styles: ['/assets/shared.css'],
      fonts: [],
      images: [],
    });
    expect(pageAssets({}, 'news', dark).scripts).toEqual([]);
  });

  it('preloads the catalog of the page’s language only', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'src/app/catalog/ar.ts': { file: 'assets/ar.js', imports: ['_ar-text.js', 'index.html'] },
      '_ar-text.js': { file: 'assets/ar-text.js' },
      'src/app/catalog/en.ts': { file: 'assets/en.js', imports: ['_en-text.js'] },
      '_en-text.js': { file: 'assets/en-text.js' },
    };
    expect(pageAssets(manifest, 'home', { language: 'ar', theme: 'dark' }).scripts).toEqual([
      '/assets/ar.js',
      '/assets/ar-text.js',
    ]);
    expect(pageAssets(manifest, 'admin', { language: 'en', theme: 'dark' }).scripts).toEqual([
      '/assets/en.js',
      '/assets/en-text.js',
    ]);
  });

  it('preloads the fonts of the page’s language and the home hero’s poster', () => {
    const fonts = ['arabic', 'latin'].flatMap((subset) =>
      [400, 500, 700].flatMap((weight) => [
        `assets/ibm-plex-sans-arabic-${subset}-${weight}-normal-x1.woff2`,
        `assets/ibm-plex-sans-arabic-${subset}-${weight}-normal-x2.woff`,
      ]),
    );
    const manifest = { 'index.html': { file: 'assets/index.js', assets: fonts } };
    const en = pageAssets(manifest, 'home', { language: 'en', theme: 'light' });
    expect(en.fonts).toEqual([
      '/assets/ibm-plex-sans-arabic-latin-400-normal-x1.woff2',
      '/assets/ibm-plex-sans-arabic-latin-500-normal-x1.woff2',
      '/assets/ibm-plex-sans-arabic-latin-700-normal-x1.woff2',
      '/assets/ibm-plex-sans-arabic-arabic-500-normal-x1.woff2',
    ]);
    expect(en.images).toEqual([heroMedia('en', 'light').poster]);
    const ar = pageAssets(manifest, 'careers', { language: 'ar', theme: 'dark' });
    expect(ar.fonts).toHaveLength(6);
    expect(ar.images).toEqual([]);
    expect(assetTags(en)).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${heroMedia('en', 'light').poster}">`,
    );
    expect(assetTags(en)).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/ibm-plex-sans-arabic-latin-400-normal-x1.woff2">',
    );
  });

  it('writes the reads as JSON that no text can break out of', () => {
    const hostile = { title: '</script><script>alert(1)</script><!--\u2028&' };
    const tag = initialReadsTag([{ path: '/api/x', body: serialize(hostile) }]);
    const inner = /^<script type="application\/json" id="initial-reads">([\s\S]*)<\/script>$/.exec(
      tag,
    )?.[1];
    expect(inner).toBeDefined();
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(inner ?? '')).toEqual({ '/api/x': hostile });
  });

  it('puts the preloads at the end of the head and the reads at the end of the body', () => {
    const html = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    const out = injectBoot(
      html,
      { scripts: ['/assets/a.js'], styles: ['/assets/a.css'], fonts: [], images: [] },
      [{ path: '/api/x', body: serialize({ ok: true }) }],
    );
    expect(out).toBe(
      '<html><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/a.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js"></head><body><div id="root"></div>' +
        '<script type="application/json" id="initial-reads">{"/api/x":{"ok":true}}</script></body></html>',
    );
    expect(injectBoot(html, { scripts: [], styles: [], fonts: [], images: [] }, [])).toBe(html);
  });
});
