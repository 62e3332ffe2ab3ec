#!/usr/bin/env node
/* eslint-disable no-console -- a command-line runner: it reports on the console */
// npm test: every stage of the suite, timed. The stages run in lanes: the main lane holds the
// stages that need the CPU (they run one after another, each using both cores); the side lanes
// hold stages that mostly wait on another process or on disk (the Electron audit, packaging,
// sqlmap), which run beside the main lane instead of after it. A side lane's output is kept in a
// log under reports/ and printed when its stage ends, so the main lane's output stays readable.
//
// At the end it prints the wall time of every stage, the ten slowest test files (from the JSON
// reports that vitest and Playwright write to reports/), the test counts, and writes
// reports/timings.json so that runs can be compared. Every stage runs even after a failure (a
// failed stage's dependants are skipped); the exit code is 1 when any stage failed.
//
// Options: `--only NAME[,NAME]` runs only those stages (and no others), `--list` lists them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');

/** A vitest project as a stage, writing its JSON report; `wrap` runs it inside another command. */
const vitest = (project, wrap = []) => ({
  name: project === 'postgresql' ? 'postgresql' : `vitest ${project}`,
  cmd: [
    ...wrap,
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=reports/vitest-${project}.json`,
  ],
});

/**
 * The stages. `lane` 0 is the CPU lane; `after` names stages that must have passed first.
 * The side lanes start at once and wait for their `after` stages.
 */
const STAGES = [
  { lane: 0, name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { lane: 0, ...vitest('shared') },
  { lane: 0, ...vitest('api') },
  { lane: 0, ...vitest('web') },
  { lane: 0, ...vitest('desktop') },
  {
    lane: 0,
    name: 'build',
    cmd: ['npm', 'run', 'build', '-w', 'public-web', '-w', 'desktop-admin'],
  },
  { lane: 0, after: ['build'], ...vitest('bundles') },
  {
    lane: 0,
    after: ['build', 'provision'],
    name: 'playwright',
    cmd: ['npx', 'playwright', 'test'],
  },
  { lane: 0, after: ['provision'], ...vitest('batteries') },
  // Not beside the batteries: its server's load made the fuzzing battery's client give up on a
  // request the server then stored.
  { lane: 0, after: ['provision'], name: 'sqlmap', cmd: ['npm', 'run', 'test:sqlmap'] },
  // apt-get first (it holds dpkg's lock; the stages that need its packages wait for it), then
  // single-threaded checkers beside the main lane.
  { lane: 1, name: 'provision', cmd: ['node', 'scripts/provision.mjs'] },
  { lane: 1, name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { lane: 1, name: 'electron audit', cmd: ['npm', 'run', 'test:electron-audit'] },
  { lane: 1, after: ['build'], name: 'packaging', cmd: ['npm', 'run', 'test:package'] },
  // The PostgreSQL files mostly wait on the database and on timers: beside the web and desktop
  // tests and the build, not after the batteries.
  {
    lane: 2,
    after: ['provision', 'vitest api'],
    ...vitest('postgresql', ['bash', 'scripts/with-postgres.sh']),
  },
  // The deploy recipe (Caddy, two instances, PostgreSQL): waits on health checks and drains.
  {
    lane: 2,
    after: ['provision', 'build'],
    ...vitest('deploy', ['bash', 'scripts/with-postgres.sh']),
  },
];

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const stage of STAGES) console.log(stage.name);
  process.exit(0);
}
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',')) : undefined;
const stages = only ? STAGES.filter((s) => only.has(s.name)) : STAGES;
if (only && stages.length !== only.size) {
  console.error(`unknown stage in --only; the stages are: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

/** name → { status: 'passed' | 'failed' | 'skipped', seconds } */
const results = new Map();
const finished = new Map();
const settle = new Map();
for (const stage of stages) finished.set(stage.name, new Promise((r) => settle.set(stage.name, r)));
const runStart = Date.now();

function runCommand(stage, toConsole) {
  return new Promise((resolve) => {
    const [command, ...rest] = stage.cmd;
    const log = toConsole
      ? undefined
      : fs.createWriteStream(path.join(reports, `${stage.name.replace(/\W+/g, '-')}.log`));
    const child = spawn(command, rest, {
      cwd: root,
      stdio: ['ignore', toConsole ? 'inherit' : 'pipe', toConsole ? 'inherit' : 'pipe'],
      env: process.env,
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    child.once('error', (error) => {
      console.error(`${stage.name}: ${error.message}`);
      resolve({ code: 1, log });
    });
    child.once('close', (code) => resolve({ code: code ?? 1, log }));
  });
}

async function runStage(stage) {
  for (const dependency of stage.after ?? []) {
    // A dependency outside this run (--only) counts as passed: its output is on disk.
    if (!finished.has(dependency)) continue;
    if ((await finished.get(dependency)) !== 'passed') {
      results.set(stage.name, { status: 'skipped', seconds: 0, reason: `${dependency} failed` });
      console.log(`\n== ${stage.name}: skipped, ${dependency} failed`);
      return 'skipped';
    }
  }
  const toConsole = stage.lane === 0;
  console.log(`\n== ${stage.name} ${toConsole ? '' : '(beside the main lane) '}started`);
  const start = Date.now();
  const { code, log } = await runCommand(stage, toConsole);
  const seconds = (Date.now() - start) / 1000;
  const status = code === 0 ? 'passed' : 'failed';
  results.set(stage.name, { status, seconds, startedAt: (start - runStart) / 1000 });
  if (log) {
    await new Promise((r) => log.end(r));
    console.log(`\n== ${stage.name} output (${log.path}):`);
    console.log(fs.readFileSync(log.path, 'utf8').trimEnd());
  }
  console.log(`== ${stage.name} ${status} in ${seconds.toFixed(0)} s`);
  return status;
}

const lanes = [...new Set(stages.map((s) => s.lane))];
await Promise.all(
  lanes.map(async (lane) => {
    for (const stage of stages.filter((s) => s.lane === lane)) {
      settle.get(stage.name)(await runStage(stage));
    }
  }),
);
const wall = (Date.now() - runStart) / 1000;

/** Test files with their wall time and counts, from the JSON reports of vitest and Playwright. */
function readReports() {
  const files = [];
  const counts = { passed: 0, failed: 0, skipped: 0 };
  // What failed, and what passed only on a retry, so the run's tail names them: CI keeps only the tail.
  const failures = [];
  const flaky = [];
  const firstLine = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? '';
  for (const name of fs.readdirSync(reports).filter((n) => n.endsWith('.json'))) {
    const report = JSON.parse(fs.readFileSync(path.join(reports, name), 'utf8'));
    if (name.startsWith('vitest-')) {
      const project = name.slice('vitest-'.length, -'.json'.length);
      for (const file of report.testResults ?? []) {
        files.push({
          stage: project,
          file: path.relative(root, file.name),
          seconds: ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
        });
        for (const test of file.assertionResults ?? []) {
          const key =
            test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
          counts[key] += 1;
          if (key === 'failed')
            failures.push({
              stage: project,
              test: `${path.relative(root, file.name)} › ${test.fullName ?? test.title}`,
              message: firstLine(test.failureMessages?.[0]),
            });
        }
      }
    } else if (name === 'playwright.json') {
      const perFile = new Map();
      const walk = (suite) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
            perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
            const status = test.results?.at(-1)?.status;
            const key =
              status === 'passed'
                ? 'passed'
                : status === 'skipped' || !status
                  ? 'skipped'
                  : 'failed';
            counts[key] += 1;
            const name = `e2e/${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]`;
            if (key === 'failed')
              failures.push({
                stage: 'playwright',
                test: name,
                message: firstLine(test.results.at(-1).error?.message),
              });
            else if (key === 'passed' && test.results.length > 1)
              flaky.push({ stage: 'playwright', test: name });
          }
        }
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of report.suites ?? []) walk(suite);
      for (const [file, ms] of perFile)
        files.push({ stage: 'playwright', file: `e2e/${file}`, seconds: ms / 1000 });
    }
  }
  return { files: files.sort((a, b) => b.seconds - a.seconds), counts, failures, flaky };
}

const { files, counts, failures, flaky } = readReports();
const pad = (text, width) => String(text).padEnd(width);
console.log('\n== stage times (wall clock)');
for (const stage of stages) {
  const result = results.get(stage.name);
  const lane = stage.lane === 0 ? '' : ' (side lane)';
  console.log(
    `  ${pad(stage.name, 16)} ${pad(result.status, 8)} ${result.seconds.toFixed(0).padStart(5)} s${lane}`,
  );
}
console.log(`  ${pad('total', 16)} ${pad('', 8)} ${wall.toFixed(0).padStart(5)} s`);
console.log('\n== ten slowest test files (Playwright: summed over its tests)');
for (const file of files.slice(0, 10))
  console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${pad(file.stage, 11)} ${file.file}`);
fs.writeFileSync(
  path.join(reports, 'timings.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      wallSeconds: wall,
      stages: stages.map((s) => ({ name: s.name, lane: s.lane, ...results.get(s.name) })),
      counts,
      files,
    },
    null,
    2,
  )}\n`,
);
if (flaky.length) {
  console.log('\n== passed only on a retry');
  for (const test of flaky) console.log(`  ${pad(test.stage, 11)} ${test.test}`);
}
if (failures.length) {
  console.log('\n== failed tests');
  for (const test of failures.slice(0, 30))
    console.log(`  ${pad(test.stage, 11)} ${test.test}\n      ${test.message}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}
const failedStages = stages.filter((s) => results.get(s.name).status !== 'passed');
console.log(`\n== reports/timings.json written; ${failedStages.length} stage(s) not passed`);
// A failed stage with no failed test in a report (typecheck, lint, a checker) counts as one.
const failed = counts.failed || failedStages.length;
console.log(`tests: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
