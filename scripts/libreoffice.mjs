#!/usr/bin/env node
// Finds LibreOffice for the spreadsheet battery (api/batteries/spreadsheet.test.ts), or
// provisions it: SOFFICE_PATH, the system's soffice, else Debian's `libreoffice-calc` package when
// run as root. Prints the executable's path; without one it says so and exits 0 (the battery then
// skips with the same message: the CSV rules are still covered by shared/src/csv.test.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [
  process.env.SOFFICE_PATH,
  '/usr/bin/soffice',
  '/usr/bin/libreoffice',
  '/usr/lib/libreoffice/program/soffice',
].filter(Boolean);

const found = () => candidates.find((p) => fs.existsSync(p));

let path = found();
if (!path && process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
  process.stderr.write('LibreOffice not found: installing Debian\'s "libreoffice-calc" package…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'libreoffice-calc'], {
      stdio: 'inherit',
      env,
    }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  path = found();
}
if (!path) {
  process.stderr.write(
    'No LibreOffice: the spreadsheet battery will be skipped. Install it (Debian: apt-get install libreoffice-calc) or set SOFFICE_PATH.\n',
  );
  process.exit(0);
}
process.stdout.write(`${path}\n`);
