/**
 * The page table's names in the built site: each page's lazy module, each language's catalog and
 * the build's entries are found in Vite's manifest by the names the table gives them, so the
 * server preloads a page's chunks. Vitest project `bundles` (`npm run test:bundles`), after the
 * build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vb/shared/options';
import { BUILD_ENTRIES, CATALOG_MODULES, PAGES, PAGE_IDS } from '@vb/shared/pages';
import { type Manifest, chunkKey, loaderScript, pageAssets } from '../src/site/boot';

const manifestFile = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'public-web',
  'dist',
  '.vite',
  'manifest.json',
);

describe('the page table in the built site', () => {
  it('names one chunk of the build for each entry, catalog and page module', () => {
    expect(
      fs.existsSync(manifestFile),
      'public-web is not built: run "npm run build -w public-web"',
    ).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    const modules = PAGE_IDS.flatMap((id) => PAGES[id].module ?? []);
    for (const name of [...Object.values(BUILD_ENTRIES), ...Object.values(CATALOG_MODULES)])
      expect(chunkKey(manifest, name), name).toBeDefined();
    for (const name of modules) {
      const key = chunkKey(manifest, name);
      expect(key, name).toBeDefined();
      expect(manifest[key!]?.isDynamicEntry, name).toBe(true);
    }
    expect(loaderScript(manifest)).toMatch(/^\/assets\/boot-/);
    for (const id of PAGE_IDS) {
      const module = PAGES[id].module;
      for (const language of LANGUAGES) {
        const { scripts } = pageAssets(manifest, id, { language, theme: 'dark' });
        const catalog = manifest[chunkKey(manifest, CATALOG_MODULES[language])!]!.file;
        expect(scripts, `${id} ${language}`).toContain(`/${catalog}`);
        if (module !== null)
          expect(scripts[0], id).toBe(`/${manifest[chunkKey(manifest, module)!]!.file}`);
      }
    }
  });
});
