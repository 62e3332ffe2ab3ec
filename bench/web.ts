/**
 * The public site's weight and Lighthouse scores, measured against a running production
 * server (API + built site) at `origin`:
 *
 * - the gzip -9 bytes of the JavaScript and CSS the home route loads before any interaction (a
 *   mobile-sized Chromium loads `/` and waits for `load` and network idle), compared with the entry
 *   files the build's `index.html` names;
 * - the gzip size of every lazy chunk in `public-web/dist/assets` (the admin is one);
 * - the careers page on a slow phone link: when tapping Apply first works (bench/slowLink.ts);
 * - Lighthouse 12.8's mobile preset (its default config, simulated throttling): performance,
 *   accessibility, best practices and SEO for home, news, one article and careers, in Arabic and
 *   English (each at its own address: English under /en), and the home page's total blocking time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localizedPath } from '@vb/shared/paths';
import {
  HOME_JS_BAR_BYTES,
  HOME_JS_BAR_KB,
  assetsLoadedBy,
  chunkName,
  gzipSize,
} from './firstLoad';
import type { BenchFigure } from './report';
import { measureSlowLink } from './slowLink';

const SECTION = 'Public site';
// The same variable the server reads for the built site's folder.
const DIST = path.resolve(
  process.env.PUBLIC_WEB_DIST ?? path.join(import.meta.dirname, '..', 'public-web', 'dist'),
);
// Bars: the home route's JavaScript under HOME_JS_BAR_KB gzip (firstLoad.ts);
// Lighthouse mobile performance at least 95 and every other category at 100.
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CATEGORY_BAR: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The home page's main thread blocked at most this long (Lighthouse's simulated mobile). */
const HOME_TBT_BAR_MS = 200;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface WebOptions {
  origin: string;
  chromiumPath: string;
  /** Lighthouse runs per page (the median score is kept); default 1. */
  runs?: number;
  /** Only these Lighthouse pages (home, news, article, careers) and languages; default all. */
  pages?: string[];
  languages?: ('ar' | 'en')[];
  /** Progress lines (default: none). */
  log?(line: string): void;
}

/** The script and style bytes the home route loads in a mobile-sized window before interaction. */
async function homeRouteBytes(origin: string, chromiumPath: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const files = await assetsLoadedBy(await context.newPage(), `${origin}/`);
    await context.close();
    return files;
  } finally {
    await browser.close();
  }
}

/** The files the built index.html loads at once (entry script, module preloads, stylesheets). */
function buildEntryFiles(): { js: string[]; css: string[] } {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const refs = (re: RegExp) => [...html.matchAll(re)].map((m) => (m[1] ?? '').replace(/^\//, ''));
  return {
    js: [
      ...refs(/<script[^>]+src="([^"]+\.js)"/g),
      ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ],
    css: refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g),
  };
}

const fileGzip = (relative: string) => gzipSize(fs.readFileSync(path.join(DIST, relative)));

async function firstArticleSlug(origin: string): Promise<string | undefined> {
  const res = await fetch(`${origin}/api/news?limit=1`);
  if (!res.ok) return undefined;
  const body = (await res.json()) as { articles?: { slug?: string }[] };
  return body.articles?.[0]?.slug;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/** Lighthouse's mobile preset (the default config) on one URL: the four category scores 0–100. */
async function lighthouseScores(url: string, port: number) {
  // The machine's load as the run starts: Lighthouse's simulated mobile throttling multiplies the
  // main-thread time it observes, so other work on the machine lowers the performance score.
  const [load] = os.loadavg();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<(typeof CATEGORIES)[number], number>;
  // The failed audits behind each score under its bar, for the note.
  const failing = Object.fromEntries(CATEGORIES.map((c) => [c, [] as string[]])) as Record<
    (typeof CATEGORIES)[number],
    string[]
  >;
  for (const c of CATEGORIES) {
    if (scores[c] >= CATEGORY_BAR[c]) continue;
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
        failing[c].push(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
  const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
  const machine = `Lighthouse's CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, 1-minute load average ${load?.toFixed(2)} at the start`;
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
  return { scores, failing, metrics, machine, tbt };
}

export async function measureWeb(opts: WebOptions): Promise<BenchFigure[]> {
  const { origin, chromiumPath } = opts;
  const log = opts.log ?? (() => undefined);
  const figures: BenchFigure[] = [];

  // (a) What the home route loads before interaction.
  log('home route: loading / in a mobile-sized Chromium');
  const loaded = await homeRouteBytes(origin, chromiumPath);
  const sum = (type: string) =>
    loaded.filter((f) => f.type === type).reduce((total, f) => total + f.gzip, 0);
  const jsFiles = loaded.filter((f) => f.type === 'script');
  const cssFiles = loaded.filter((f) => f.type === 'stylesheet');
  const entry = buildEntryFiles();
  const entryJs = entry.js.reduce((t, f) => t + fileGzip(f), 0);
  const entryCss = entry.css.reduce((t, f) => t + fileGzip(f), 0);
  const homeJs = sum('script');
  figures.push(
    {
      section: SECTION,
      name: 'Home route JavaScript before interaction (gzip -9)',
      value: kb(homeJs),
      unit: 'KB',
      baseline: { name: "build's index.html entry + preloads", value: kb(entryJs) },
      bar: `< ${HOME_JS_BAR_KB} KB`,
      holds: homeJs < HOME_JS_BAR_BYTES,
      note: `${jsFiles.length} files: ${jsFiles.map((f) => `${chunkName(new URL(f.url).pathname)} ${kb(f.gzip)}`).join(', ')}`,
    },
    {
      section: SECTION,
      name: 'Home route CSS before interaction (gzip -9)',
      value: kb(sum('stylesheet')),
      unit: 'KB',
      baseline: { name: "build's index.html stylesheets", value: kb(entryCss) },
      note: `${cssFiles.length} files`,
    },
  );

  // (b) Every lazy chunk of the build.
  const entrySet = new Set(entry.js.map((f) => path.basename(f)));
  const assets = path.join(DIST, 'assets');
  for (const file of fs.readdirSync(assets).sort()) {
    if (!file.endsWith('.js') || entrySet.has(file)) continue;
    const size = gzipSize(fs.readFileSync(path.join(assets, file)));
    const name = chunkName(file);
    figures.push({
      section: SECTION,
      name: `Lazy chunk ${name}${name === 'AdminPage' ? ' (the admin and antd)' : ''} (gzip -9)`,
      value: kb(size),
      unit: 'KB',
      note: file,
    });
  }

  // (c) The careers page on a slow phone link: when Apply works.
  if (!opts.pages || opts.pages.includes('careers'))
    figures.push(...(await measureSlowLink(origin, chromiumPath, log)));

  // (d) Lighthouse, mobile preset, both languages.
  const slug = await firstArticleSlug(origin);
  const pages: [string, string][] = [
    ['home', '/'],
    ['news', '/news'],
    ...(slug ? ([['article', `/news/${encodeURIComponent(slug)}`]] as [string, string][]) : []),
    ['careers', '/careers'],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const language of opts.languages ?? (['ar', 'en'] as const)) {
      for (const [pageName, pathname] of pages) {
        if (opts.pages && !opts.pages.includes(pageName)) continue;
        const url = `${origin}${localizedPath(language, pathname)}`;
        const runs: Awaited<ReturnType<typeof lighthouseScores>>[] = [];
        for (let i = 0; i < (opts.runs ?? 1); i++) {
          log(`lighthouse ${language} ${pathname} (run ${i + 1})`);
          // Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART): once more.
          runs.push(
            await lighthouseScores(url, chrome.port).catch((error: unknown) => {
              log(`lighthouse failed once, again: ${String(error)}`);
              return lighthouseScores(url, chrome.port);
            }),
          );
        }
        for (const category of CATEGORIES) {
          const value = median(runs.map((r) => r.scores[category]));
          // The metrics and failing audits of the run whose score is the median one.
          const last = runs.find((r) => r.scores[category] === value) ?? runs[runs.length - 1];
          figures.push({
            section: SECTION,
            name: `Lighthouse mobile ${category}: ${pageName} (${language})`,
            value,
            unit: 'score',
            bar: `≥ ${CATEGORY_BAR[category]}`,
            holds: value >= CATEGORY_BAR[category],
            note: [
              runs.length > 1 ? `runs ${runs.map((r) => r.scores[category]).join('/')}` : '',
              category === 'performance' ? last?.metrics : '',
              category === 'performance' ? last?.machine : '',
              value < CATEGORY_BAR[category]
                ? `failing: ${last?.failing[category].join('; ')}`
                : '',
            ]
              .filter(Boolean)
              .join('; '),
          });
        }
        if (pageName === 'home') {
          const tbt = median(runs.map((r) => r.tbt));
          figures.push({
            section: SECTION,
            name: `Lighthouse mobile total blocking time: home (${language})`,
            value: Math.round(tbt),
            unit: 'ms',
            bar: `≤ ${HOME_TBT_BAR_MS} ms`,
            holds: tbt <= HOME_TBT_BAR_MS,
            note: runs.length > 1 ? `runs ${runs.map((r) => Math.round(r.tbt)).join('/')}` : '',
          });
        }
      }
    }
  } finally {
    chrome.kill();
  }
  if (!slug)
    figures.push({
      section: SECTION,
      name: 'Lighthouse article page',
      value: 0,
      unit: 'pages',
      note: 'no published article: /api/news?limit=1 was empty',
    });
  return figures;
}
