/**
 * `node --import tsx bench/web-cli.ts <origin> [runs]` (optionally WEB_PAGES=home,news and
 * WEB_LANGUAGES=en to measure fewer pages): the public site's weight and Lighthouse
 * scores against a server already running at <origin> (see bench/web.ts). Uses CHROMIUM_PATH, else
 * /usr/bin/chromium. Prints one line per figure and exits 1 when a bar does not hold.
 */
import { measureWeb } from './web';

const origin = (process.argv[2] ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(origin)) {
  process.stderr.write('usage: node --import tsx bench/web-cli.ts <origin> [runs]\n');
  process.exit(2);
}
const figures = await measureWeb({
  origin,
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  runs: Number(process.argv[3] ?? 1) || 1,
  // Optional filters, e.g. WEB_PAGES=home,news WEB_LANGUAGES=en
  pages: process.env.WEB_PAGES?.split(','),
  languages: process.env.WEB_LANGUAGES?.split(',') as ('ar' | 'en')[] | undefined,
  log: (line) => process.stderr.write(`… ${line}\n`),
});
for (const f of figures) {
  const verdict = f.holds === undefined ? '' : f.holds ? '  ✓' : '  ✗ FAILS';
  const base = f.baseline ? ` (${f.baseline.name}: ${f.baseline.value} ${f.unit})` : '';
  const bar = f.bar ? ` bar ${f.bar}` : '';
  process.stdout.write(`${f.name}: ${f.value} ${f.unit}${base}${bar}${verdict}\n`);
  if (f.note) process.stdout.write(`    ${f.note}\n`);
}
process.exitCode = figures.some((f) => f.holds === false) ? 1 : 0;
