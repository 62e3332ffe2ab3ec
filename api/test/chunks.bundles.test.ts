/**
 * What the public site's pages load: the admin overview's charts (small SVG components) are
 * in a chunk of their own, under 60 KB gzipped, fetched only by the admin's overview through a
 * dynamic import, so no public page — the home page first — downloads it. Read from the built
 * site's Vite manifest (public-web/dist/.vite/manifest.json): the chunks an entry loads are its static imports, and
 * theirs. Vitest project `bundles` (`npm run test:bundles`), after the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = path.join(root, 'public-web', 'dist');
const desktopAssets = path.join(root, 'desktop-admin', 'out', 'renderer', 'assets');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const CHARTS = 'src/admin/overview/OverviewCharts.tsx';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The manifest's keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Record<string, Chunk>, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of manifest[k]?.imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/** The charts' budget: a chart library of half a megabyte was replaced to fit it. */
const MAX_CHARTS_GZIP_BYTES = 60 * 1024;
/** No script the site or the desktop console loads is larger than this, uncompressed. */
const MAX_CHUNK_BYTES = 800 * 1024;

const scriptsOver = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, bytes: fs.statSync(path.join(dir, name)).size }))
    .filter(({ bytes }) => bytes > MAX_CHUNK_BYTES);

describe('the public site’s chunks', () => {
  it('the overview’s charts are a chunk of their own, dynamically imported by the admin only', () => {
    expect(
      fs.existsSync(manifestFile),
      'public-web is not built: run "npm run build -w public-web"',
    ).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
    const charts = manifest[CHARTS];
    expect(charts, `${CHARTS} has no chunk of its own`).toBeDefined();
    // Its script and its own styles, each compressed as a server sends it.
    const gzipped = [charts!.file, ...(charts!.css ?? [])]
      .map((file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length)
      .reduce((sum, bytes) => sum + bytes, 0);
    expect(gzipped, 'the charts’ chunk, gzipped').toBeLessThan(MAX_CHARTS_GZIP_BYTES);

    // Who imports it: dynamically, and only the admin's chunk.
    const importers = Object.entries(manifest).filter(([, c]) => c.imports?.includes(CHARTS));
    expect(importers.map(([k]) => k)).toEqual([]);
    const dynamicImporters = Object.entries(manifest)
      .filter(([, c]) => c.dynamicImports?.includes(CHARTS))
      .map(([k]) => k);
    expect(dynamicImporters).toEqual(['src/admin/AdminPage.tsx']);

    // No entry (the page shell every public page loads: index.html) reaches the charts
    // statically, nor does any public page's chunk.
    const publicKeys = Object.entries(manifest)
      .filter(([k, c]) => c.isEntry || (k.startsWith('src/pages/') && !k.includes('admin')))
      .map(([k]) => k);
    expect(publicKeys).toContain('index.html');
    for (const key of publicKeys)
      for (const loaded of staticClosure(manifest, key))
        expect(loaded, `${key} loads the charts`).not.toBe(CHARTS);
  });

  it('has no script over 800 KB, and the admin’s UI libraries stay out of the public entry', () => {
    expect(scriptsOver(path.join(dist, 'assets'))).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
    const entry = [...staticClosure(manifest, 'index.html')].map((k) => manifest[k]!.file);
    expect(entry.filter((file) => /admin-ui/.test(file))).toEqual([]);
    // …and they are there, in pieces, for the admin.
    const adminUi = Object.values(manifest).filter((c) => /admin-ui/.test(c.file));
    expect(adminUi.length).toBeGreaterThan(1);
  });
});

describe('the desktop console’s renderer', () => {
  it('has no script over 800 KB', () => {
    expect(
      fs.existsSync(desktopAssets),
      'desktop-admin is not built: run "npm run build -w desktop-admin"',
    ).toBe(true);
    expect(scriptsOver(desktopAssets)).toEqual([]);
  });
});
