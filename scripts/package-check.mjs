/* eslint-disable no-console -- a command-line check: it reports on the console */
// npm run test:package — packs the desktop console for Linux as `electron-builder --dir` and checks
// what a person would install: the app's asar holds the built out/** and package.json
// only (no sources, no source maps, no node_modules), its entry points are there, Electron's
// fuses are set as electron-builder.yml says, and packed with README's publish options the app
// carries the update feed electron-updater reads (resources/app-update.yml).
//
// Electron's runtime cannot be downloaded on every machine (not on the CI's), so packaging uses a
// STAND-IN binary (electronDist): a small file carrying Electron's fuse wire (the sentinel, wire
// version 1 and eight fuses at Electron's defaults), which electron-builder copies and whose fuses
// it flips exactly as in a real Electron. The stand-in is used only for this packaging check;
// nothing here runs it. Where the real runtime is installed, set ELECTRON_DIST to its folder
// (node_modules/electron/dist) to pack that instead.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import asar from '@electron/asar';
import { getCurrentFuseWire } from '@electron/fuses';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const desktop = path.join(root, 'desktop-admin');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vb-package-'));
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

/** The update feed a company's build is packed with (README "Desktop builds"). */
const UPDATE_URL = 'https://updates.example.test/ruwad-admin';
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's fuse wire order (@electron/fuses FuseV1Options) and electron-builder.yml's names. */
const FUSES = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
];

function standIn() {
  const dir = path.join(work, 'electron-dist');
  fs.mkdirSync(path.join(dir, 'resources'), { recursive: true });
  const electronVersion = JSON.parse(fs.readFileSync(path.join(desktop, 'package.json'), 'utf8'))
    .devDependencies.electron;
  fs.writeFileSync(
    path.join(dir, 'electron'),
    Buffer.concat([
      Buffer.from('#!/bin/sh\necho "stand-in for Electron (packaging check only)" >&2\nexit 1\n'),
      Buffer.from(SENTINEL),
      Buffer.from([1, FUSES.length]),
      // Electron's defaults: run as node, no cookie encryption, NODE_OPTIONS and --inspect on, …
      Buffer.from('10011001'),
      Buffer.from('\n'),
    ]),
    { mode: 0o755 },
  );
  fs.writeFileSync(path.join(dir, 'LICENSE'), 'stand-in');
  fs.writeFileSync(path.join(dir, 'version'), electronVersion);
  return { dir, electronVersion };
}

try {
  if (!fs.existsSync(path.join(desktop, 'out', 'main', 'index.js'))) {
    console.log('== building desktop-admin');
    execFileSync('npm', ['run', 'build', '-w', 'desktop-admin'], { cwd: root, stdio: 'inherit' });
  }
  const real = process.env.ELECTRON_DIST;
  const { dir, electronVersion } = real
    ? { dir: real, electronVersion: fs.readFileSync(path.join(real, 'version'), 'utf8').trim() }
    : standIn();
  console.log(
    real
      ? `== packing with the Electron runtime in ${real}`
      : `== packing with a stand-in Electron binary (the runtime is not downloadable here)`,
  );
  const output = path.join(work, 'dist');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'electron-builder', 'cli.js'),
      '--config',
      'electron-builder.yml',
      '--linux',
      'dir',
      `-c.electronDist=${dir}`,
      `-c.electronVersion=${electronVersion}`,
      `-c.directories.output=${output}`,
      // As README's "Desktop builds" publishes a release: the update feed written into the app.
      '-c.publish.provider=generic',
      `-c.publish.url=${UPDATE_URL}`,
      '--publish',
      'never',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );

  const unpacked = path.join(output, 'linux-unpacked');
  const archive = path.join(unpacked, 'resources', 'app.asar');
  check(fs.existsSync(archive), 'the app is packed as resources/app.asar');
  const entries = asar.listPackage(archive, { isPack: false }).map((e) => e.replaceAll('\\', '/'));
  const files = entries.filter((e) => !entries.some((other) => other.startsWith(`${e}/`)));
  for (const required of [
    '/package.json',
    '/out/main/index.js',
    '/out/preload/index.cjs',
    '/out/renderer/index.html',
  ]) {
    check(files.includes(required), `the asar holds ${required}`);
  }
  const stray = files.filter((f) => f !== '/package.json' && !f.startsWith('/out/'));
  check(
    stray.length === 0,
    `nothing outside out/** and package.json ${stray.slice(0, 5).join(' ')}`,
  );
  const maps = files.filter((f) => f.endsWith('.map'));
  check(maps.length === 0, `no source maps ${maps.slice(0, 5).join(' ')}`);
  const sources = files.filter((f) => /\.(ts|tsx|mts|cts)$/.test(f) || f.includes('/src/'));
  check(sources.length === 0, `no sources ${sources.slice(0, 5).join(' ')}`);
  check(!files.some((f) => f.includes('node_modules')), 'no node_modules');
  const pkg = JSON.parse(asar.extractFile(archive, 'package.json').toString('utf8'));
  check(
    path.posix.normalize(pkg.main) === 'out/main/index.js',
    `package.json's main is out/main/index.js (${pkg.main})`,
  );

  // electron-updater reads the feed (and its cache folder's name) from resources/app-update.yml.
  const updateConfig = path.join(unpacked, 'resources', 'app-update.yml');
  const updateYml = fs.existsSync(updateConfig) ? fs.readFileSync(updateConfig, 'utf8') : '';
  check(
    /^provider: generic$/m.test(updateYml) && updateYml.includes(`url: ${UPDATE_URL}`),
    `resources/app-update.yml names the generic feed ${UPDATE_URL}`,
  );
  check(/^updaterCacheDirName: \S+/m.test(updateYml), 'app-update.yml names the updater cache');

  const config = fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8');
  const wire = await getCurrentFuseWire(path.join(unpacked, 'ruwad-admin'));
  FUSES.forEach((name, index) => {
    const configured = new RegExp(`^\\s+${name}:\\s*(true|false)`, 'm').exec(config)?.[1];
    if (configured === undefined) return;
    const state = wire[index] === 49 ? 'true' : wire[index] === 48 ? 'false' : String(wire[index]);
    check(state === configured, `fuse ${name} is ${configured} (${state})`);
  });
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`Package check FAILED: ${failures.length} problem(s).`);
  process.exit(1);
}
console.log('Package check passed.');
