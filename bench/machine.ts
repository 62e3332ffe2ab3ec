/** The machine the bench runs on (for the report), the site's build, and the server's entry. */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, log, round } from './kit';
import type { BenchMachine } from './report';

/* ------------------------------------------------------------------ machine */

export function versionOf(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: 30_000 }).trim();
  } catch {
    return 'unknown';
  }
}

export function packageVersion(name: string): string {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    return pkg.version;
  } catch {
    return 'not installed';
  }
}

export function findChromium(): string | undefined {
  const r = spawnSync(process.execPath, ['scripts/chromium.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
  });
  return r.status === 0 ? r.stdout.trim().split('\n').pop() : undefined;
}

export function machine(chromium: string | undefined): BenchMachine {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg(),
    versions: {
      Node: process.version,
      npm: versionOf('npm', ['-v']),
      SQLite: versionOf(process.execPath, [
        '-e',
        "process.stdout.write(require('sqlite3').VERSION)",
      ]),
      'sqlite3 (npm)': packageVersion('sqlite3'),
      Chromium: chromium ? versionOf(chromium, ['--version']) : 'not found',
      autocannon: packageVersion('autocannon'),
      lighthouse: packageVersion('lighthouse'),
      koa: packageVersion('koa'),
      knex: packageVersion('knex'),
    },
  };
}

/* ------------------------------------------------------------------ site build */

export function newestMtime(dir: string): number {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds a workspace when its build is missing or older than its sources (and shared's). */
export function buildIfNeeded(workspace: 'public-web' | 'api', output: string): string {
  const file = path.join(ROOT, workspace, output);
  const built = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(ROOT, workspace, 'src')),
    newestMtime(path.join(ROOT, 'shared', 'src')),
  );
  if (built > sources) return `${workspace} build is up to date`;
  log(`building (npm run build -w ${workspace})`);
  for (let attempt = 1; attempt <= 3; attempt++) {
    const r = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      stdio: 'inherit',
      timeout: 600_000,
    });
    if (r.status === 0) return `${workspace} rebuilt`;
    log(`build attempt ${attempt} failed`);
  }
  throw new Error(`npm run build -w ${workspace} failed`);
}

/** The server's production build (api/dist/main.js), as `npm start` runs it. */
export const SERVER_ENTRY = path.join('api', 'dist', 'main.js');
