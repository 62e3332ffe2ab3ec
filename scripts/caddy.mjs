#!/usr/bin/env node
// Finds Caddy for the deploy test (api/deploy/caddy.test.ts), or provisions it: CADDY_PATH, a
// `caddy` on the PATH, else Debian's `caddy` package when run as root. Prints the executable's
// path; without one it says so and exits 0 (the test then skips with the same message).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const found = () =>
  [
    process.env.CADDY_PATH,
    ...(process.env.PATH ?? '').split(':').map((dir) => dir && path.join(dir, 'caddy')),
  ].find((p) => p && fs.existsSync(p));

let caddy = found();
if (!caddy && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
  process.stderr.write('Caddy not found: installing Debian\'s "caddy" package…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'caddy'], { stdio: 'inherit', env }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  caddy = found();
}
if (!caddy) {
  process.stderr.write(
    'No Caddy: the deploy test will be skipped. Install it (Debian: apt-get install caddy) or set CADDY_PATH.\n',
  );
  process.exit(0);
}
process.stdout.write(`${caddy}\n`);
