#!/usr/bin/env node
// Finds a Chromium for the browser tests, or provisions one: CHROMIUM_PATH, the system's
// chromium, Debian's package when run as root, else Playwright's own download where the network
// allows. Prints the executable's path; exits 1 with a clear message when none can be had.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

const found = () => candidates.find((p) => fs.existsSync(p));

/** Installers' output goes to stderr: stdout carries only the path (playwright.config reads it). */
const toStderr = ['ignore', 2, 2];

function say(message) {
  process.stderr.write(`${message}\n`);
}

let path = found();
if (!path && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
  say('Chromium not found: installing Debian\'s "chromium" package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: toStderr, env });
  if (update.status === 0)
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: toStderr, env });
  path = found();
}
if (!path) {
  say("Chromium not found: trying Playwright's own download…");
  const res = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: toStderr });
  if (res.status === 0) {
    try {
      path = execFileSync(
        process.execPath,
        ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
        { encoding: 'utf8' },
      ).trim();
    } catch {
      path = undefined;
    }
    if (path && !fs.existsSync(path)) path = undefined;
  }
}
if (!path) {
  say(
    'No Chromium for the browser tests. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
process.stdout.write(`${path}\n`);
