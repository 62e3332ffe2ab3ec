#!/usr/bin/env node
/* eslint-disable no-console -- a command-line step: it reports on the console */
// npm test's first side-lane stage: installs, in one apt-get run, the Debian packages the later
// stages need and do not find — chromium (browser tests), postgresql (the PostgreSQL and deploy
// stages), sqlmap, libreoffice-calc (the spreadsheet battery), caddy (the deploy stage) — while
// the main lane typechecks and runs the unit tests, instead of each stage stopping the suite for
// its own apt-get when it starts. Only as root with apt-get; otherwise it only lists what is
// missing, and each stage's own script (scripts/chromium.mjs, with-postgres.sh, sqlmap.sh,
// libreoffice.mjs, caddy.mjs) says what to do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const exists = (paths) => paths.filter(Boolean).some((p) => fs.existsSync(p));
const onPath = (name) =>
  (process.env.PATH ?? '').split(':').some((dir) => dir && fs.existsSync(`${dir}/${name}`));
const postgresInstalled = () =>
  fs.existsSync('/usr/lib/postgresql') &&
  fs
    .readdirSync('/usr/lib/postgresql')
    .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

/** Debian package → whether what the stage looks for is already there. */
const wanted = [
  {
    name: 'chromium',
    recommends: true,
    present: () =>
      exists([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']),
  },
  { name: 'postgresql', recommends: true, present: postgresInstalled },
  { name: 'sqlmap', recommends: true, present: () => onPath('sqlmap') },
  { name: 'caddy', recommends: false, present: () => !!process.env.CADDY_PATH || onPath('caddy') },
  {
    name: 'libreoffice-calc',
    recommends: false,
    present: () => exists([process.env.SOFFICE_PATH, '/usr/bin/soffice', '/usr/bin/libreoffice']),
  },
];

const missing = wanted.filter((p) => !p.present());
if (missing.length === 0) {
  console.log('Everything the stages need is installed.');
  process.exit(0);
}
const names = missing.map((p) => p.name).join(' ');
if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
  console.log(`Not installed: ${names} (each stage says what it needs when it starts).`);
  process.exit(0);
}
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
console.log(`Installing Debian's ${names}…`);
if (!apt(['update', '-qq'])) console.log('apt-get update failed; trying the lists as they are.');
const withRecommends = missing.filter((p) => p.recommends).map((p) => p.name);
const without = missing.filter((p) => !p.recommends).map((p) => p.name);
if (withRecommends.length) apt(['install', '-y', '-qq', ...withRecommends]);
if (without.length) apt(['install', '-y', '-qq', '--no-install-recommends', ...without]);
const still = wanted.filter((p) => !p.present()).map((p) => p.name);
// Not a failure here: the stage that needs a package fails, or skips, with its own message.
console.log(still.length ? `Still missing: ${still.join(' ')}` : 'Installed.');
