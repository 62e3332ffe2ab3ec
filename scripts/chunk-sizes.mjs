#!/usr/bin/env node
// The largest scripts a build writes, raw and gzipped, for comparing one build with another.
// Gzip is computed here at level 9 (not read from the build's own .gz files), so that two trees
// are measured the same way whatever their build compresses.
// With chunk names (the start of a file name, e.g. AdminPage), and a Vite manifest in DIR, it also
// sums each one with all it imports statically: the scripts a browser fetches before that chunk
// runs (its dynamic imports, loaded later, are left out).
// Use: node scripts/chunk-sizes.mjs DIR [N] [CHUNK…]   (DIR: a build output such as public-web/dist)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir, most = '5', ...chunks] = process.argv.slice(2);
const size = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (rows) =>
  rows.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
  );
const rows = walk(dir)
  .filter((f) => /\.(m?js|cjs)$/.test(f))
  .map((f) => ({ file: relative(dir, f), ...size(f) }))
  .sort((a, b) => b.raw - a.raw);

const closures = {};
const manifestFile = join(dir, '.vite', 'manifest.json');
if (chunks.length && existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const chunk of chunks) {
    const key = Object.keys(manifest).find((k) =>
      basename(manifest[k].file).startsWith(`${chunk}-`),
    );
    if (!key) continue;
    const seen = new Set();
    const visit = (k) => !seen.has(k) && (seen.add(k), (manifest[k].imports ?? []).forEach(visit));
    visit(key);
    const files = [...new Set([...seen].map((k) => manifest[k].file))].filter((f) =>
      f.endsWith('.js'),
    );
    closures[chunk] = { scripts: files.length, ...sum(files.map((f) => size(join(dir, f)))) };
  }
}
const largest = rows.slice(0, Number(most));
const report = { dir, scripts: rows.length, total: sum(rows), largest, closures };
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
