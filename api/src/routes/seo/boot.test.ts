import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, initialReadsTag, injectBoot, pageAssets } from './boot';
import { serialize } from '../../http/publicCache';

describe('page boot elements', () => {
  it('names public-web modules that exist (the manifest keys of the lazy routes)', () => {
    const root = path.resolve(import.meta.dirname, '../../../../public-web');
    for (const modules of Object.values(PAGE_MODULES)) {
      for (const module of modules)
        expect(fs.existsSync(path.join(root, module)), module).toBe(true);
    }
  });

  it('collects a chunk graph depth first, skipping the entry, its imports and repeats', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/index.css'] },
      'a.tsx': { file: 'assets/a.js', imports: ['index.html', '_react.js', '_shared.js'] },
      'b.ts': { file: 'assets/b.js', imports: ['_shared.js'], css: ['assets/shared.css'] },
    };
    expect(pageAssets(manifest, ['a.tsx', 'b.ts', 'missing.ts'])).toEqual({
      scripts: ['/assets/a.js', '/assets/shared.js', '/assets/b.js'],
      styles: ['/assets/shared.css'],
    });
    expect(pageAssets({}, ['a.tsx'])).toEqual({ scripts: [], styles: [] });
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
    const out = injectBoot(html, { scripts: ['/assets/a.js'], styles: ['/assets/a.css'] }, [
      { path: '/api/x', body: serialize({ ok: true }) },
    ]);
    expect(out).toBe(
      '<html><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/a.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js"></head><body><div id="root"></div>' +
        '<script type="application/json" id="initial-reads">{"/api/x":{"ok":true}}</script></body></html>',
    );
    expect(injectBoot(html, { scripts: [], styles: [] }, [])).toBe(html);
  });
});
