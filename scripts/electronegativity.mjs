#!/usr/bin/env node
/**
 * Battery 10 (desktop), the audit half: @doyensec/electronegativity over the console's source
 * (desktop-admin/src), failing on any HIGH or MEDIUM finding that the reviewed list below does not
 * explain. The unit and static tests (desktop-admin/src/main/*.test.ts) are the other half.
 *
 * Electronegativity 1.10.3 exits 0 whatever it finds, and its command line reads its options with
 * whichever `commander` npm hoisted (here a newer major, with which `-i`/`-o` are silently lost),
 * so this script calls its runner directly: the same checks, a CSV report written to a temporary
 * file (or ELECTRONEGATIVITY_CSV), parsed back, printed, and judged here. It runs offline (its
 * attempts to fetch translations and Electron's release list time out and fall back to the
 * bundled data). Any file it cannot parse fails the run: an unparsed file is an unchecked file.
 *
 * Usage: node scripts/electronegativity.mjs [folder]   (npm run test:electron-audit)
 */
/* eslint-disable no-console -- a command-line report */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Another folder may be given (to try the audit on a copy); the default is the console's source.
const input = path.resolve(process.argv[2] ?? path.join(root, 'desktop-admin', 'src'));
const require = createRequire(import.meta.url);

/**
 * Reviewed findings that are not defects. Each names the check, the file (relative to
 * desktop-admin/src), the code it was raised on (a fragment of the CSV's sample; the global CSP
 * check has no sample) and why it is acceptable. A new finding, or this one in other code, fails.
 */
const REVIEWED = [
  {
    check: 'CSP_GLOBAL_CHECK',
    file: 'N/A',
    sample: 'N/A',
    reason:
      'The CSP is a response header on every app://admin answer (main/protocol.ts securityHeaders, ' +
      "value main/security.ts contentSecurityPolicy: default-src 'none'; script-src 'self'; no " +
      'frames, objects, base or form targets), which electronegativity cannot see: it only ' +
      'recognises <meta> tags and literal webRequest header assignments. Its strictness is ' +
      'unit-tested in main/security.test.ts and main/protocol.test.ts.',
  },
  {
    check: 'PRELOAD_JS_CHECK',
    file: 'main/window.ts',
    sample: 'preload: options.preload',
    reason:
      "The console's own preload (out/preload/index.cjs, from preload/index.ts), running sandboxed " +
      'and context-isolated: it exposes one object, window.desktop, of named functions that each ' +
      'invoke one IPC channel (never ipcRenderer, its events or Node), and the main process ' +
      'checks the sender and the arguments of every call (main/ipc/register.ts; main/ipc/ipc.test.ts, ' +
      'main/static.test.ts).',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/index.ts',
    sample: 'createExternalOpener((url) => shell.openExternal(url))',
    reason:
      'The one call of shell.openExternal, wrapped by createExternalOpener (main/security.ts), which ' +
      'passes only http(s) links with a host and no credentials and mailto:/tel: links ' +
      '(externalUrl; unit-tested against file:, javascript:, smb:, ms-*: and custom schemes). ' +
      'main/static.test.ts fails if shell.openExternal appears anywhere else.',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/ipc/shell.ts',
    sample: 'deps.openExternal(allowed)',
    reason:
      "The bridge's openExternal handler: the sender is checked (registerIpcHandlers), the " +
      'argument is checked by externalUrl right before this call, and deps.openExternal is the ' +
      'wrapper above (main/ipc/ipc.test.ts).',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'renderer/desktopHost.ts',
    sample: 'bridge.openExternal(url)',
    reason:
      'The renderer asking the main process through the preload bridge (IPC), not ' +
      "Electron's shell: the main process filters the link (main/ipc/shell.ts).",
  },
];

const FAILING = new Set(['HIGH', 'MEDIUM']);

/** Parses electronegativity's CSV (quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      if (row.some((value) => value.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  row.push(field);
  if (row.some((value) => value.trim() !== '')) rows.push(row);
  const [header = [], ...records] = rows;
  const names = header.map((name) => name.trim());
  return records.map((record) =>
    Object.fromEntries(names.map((name, index) => [name, (record[index] ?? '').trim()])),
  );
}

function reviewOf(finding) {
  return REVIEWED.find(
    (entry) =>
      entry.check === finding.issue &&
      entry.file === finding.filename &&
      finding.sample.includes(entry.sample),
  );
}

async function main() {
  const electronVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'desktop-admin', 'package.json'), 'utf8'),
  ).devDependencies.electron.replace(/^[^\d]*/, '');
  const csvFile =
    process.env.ELECTRONEGATIVITY_CSV ??
    path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'electronegativity-')), 'report.csv');
  const run = require('@doyensec/electronegativity/dist/runner.js');

  // Its progress chatter ("Could not retrieve updated translations…") goes to stderr here.
  const log = console.log;
  console.log = (...args) => console.error('  [electronegativity]', ...args);
  let result;
  try {
    result = await run(
      {
        input,
        output: csvFile,
        isSarif: false,
        customScan: [],
        excludeFromScan: [],
        isRelative: true,
        isVerbose: true,
        electronVersionOverride: electronVersion,
        parserPlugins: [],
      },
      false,
    );
  } finally {
    console.log = log;
  }

  // The runner writes the CSV rows with an asynchronous fs.writeFile it does not wait for.
  let findings = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    findings = fs.existsSync(csvFile) ? parseCsv(fs.readFileSync(csvFile, 'utf8')) : [];
    if (findings.length === result.issues.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (findings.length !== result.issues.length) {
    throw new Error(
      `The CSV report (${findings.length} rows) does not match the scan (${result.issues.length} findings)`,
    );
  }
  const unparsed = result.errors.filter((error) => !error.tolerable);

  console.log(
    `electronegativity ${require('@doyensec/electronegativity/package.json').version}: ` +
      `${result.globalChecks + result.atomicChecks} checks on ${path.relative(root, input) || '.'} (Electron ${electronVersion}), ` +
      `${findings.length} findings, report ${csvFile}`,
  );
  const failing = [];
  const unused = new Set(REVIEWED);
  for (const finding of findings) {
    const review = reviewOf(finding);
    if (review) unused.delete(review);
    const blocking = FAILING.has(finding.severity) && !review;
    if (blocking) failing.push(finding);
    const mark = blocking ? 'FAIL' : review ? 'ok (reviewed)' : 'note';
    console.log(
      `\n${mark}  ${finding.severity}/${finding.confidence}  ${finding.issue}  ` +
        `${finding.filename}:${finding.location}\n      ${finding.description}` +
        (finding.sample && finding.sample !== 'N/A' ? `\n      code: ${finding.sample}` : '') +
        `\n      ${finding.url}` +
        (review ? `\n      reviewed: ${review.reason}` : ''),
    );
  }
  for (const error of unparsed) {
    console.log(`\nFAIL  could not parse ${error.file}: ${error.message}`);
  }
  for (const entry of unused) {
    console.log(
      `\nnote  reviewed finding no longer raised (remove it from the list): ${entry.check} ${entry.file}`,
    );
  }
  if (failing.length > 0 || unparsed.length > 0) {
    console.log(
      `\nElectron audit FAILED: ${failing.length} HIGH/MEDIUM finding(s) not reviewed, ` +
        `${unparsed.length} file(s) not parsed.`,
    );
    process.exitCode = 1;
  } else {
    console.log('\nElectron audit passed: no unreviewed HIGH or MEDIUM finding.');
  }
}

await main();
