import { describe, expect, it } from 'vitest';
import { heroMedia } from '@vb/shared/content';
import { assetTags, chunkKey, initialReadsTag, injectBoot, loaderScript, pageAssets } from './boot';
import { serialize } from '../readModel/cache';

/** The app entry as Vite's manifest names it. */
const entry = (chunk: { file: string; imports?: string[]; css?: string[]; assets?: string[] }) => ({
  'index.html': { ...chunk, name: 'index', src: 'index.html', isEntry: true },
});
/** A lazy module as Vite's manifest names it: by its source path, its chunk by its file name. */
const lazyModule = (name: string, chunk: { file: string; imports?: string[]; css?: string[] }) => ({
  [`src/x/${name}.tsx`]: { ...chunk, name, src: `src/x/${name}.tsx`, isDynamicEntry: true },
});

describe('page boot elements', () => {
  it('finds the entries and lazy modules by their chunk names, never a name two share', () => {
    const manifest = {
      ...entry({ file: 'assets/index.js' }),
      'src/boot.ts': { file: 'assets/boot.js', name: 'boot', isEntry: true },
      ...lazyModule('ArticlePage', { file: 'assets/ArticlePage.js' }),
      '_ArticlePage-x.js': { file: 'assets/ArticlePage-x.js', name: 'ArticlePage' },
      'src/a/pdf.ts': { file: 'assets/pdf-a.js', name: 'pdf', isDynamicEntry: true },
      'src/b/pdf.ts': { file: 'assets/pdf-b.js', name: 'pdf', isDynamicEntry: true },
    };
    expect(chunkKey(manifest, 'index')).toBe('index.html');
    expect(chunkKey(manifest, 'ArticlePage')).toBe('src/x/ArticlePage.tsx');
    expect(chunkKey(manifest, 'pdf')).toBeUndefined();
    expect(chunkKey(manifest, 'NewsListPage')).toBeUndefined();
    expect(loaderScript(manifest)).toBe('/assets/boot.js');
    expect(loaderScript({})).toBeUndefined();
  });

  it('collects a chunk graph depth first, skipping the entry, its imports and repeats', () => {
    const manifest = {
      ...entry({ file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] }),
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/index.css'] },
      ...lazyModule('NewsListPage', {
        file: 'assets/news.js',
        imports: ['index.html', '_react.js', '_shared.js'],
        css: ['assets/shared.css'],
      }),
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
      ...entry({ file: 'assets/index.js', imports: ['_react.js'] }),
      '_react.js': { file: 'assets/react.js' },
      ...lazyModule('ar', { file: 'assets/ar.js', imports: ['_ar-text.js', 'index.html'] }),
      '_ar-text.js': { file: 'assets/ar-text.js' },
      ...lazyModule('en', { file: 'assets/en.js', imports: ['_en-text.js'] }),
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
    const manifest = entry({ file: 'assets/index.js', assets: fonts });
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
