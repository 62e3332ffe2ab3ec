import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** The Chromium found or provisioned by scripts/chromium.mjs (see README). */
const executablePath =
  process.env.CHROMIUM_PATH ??
  execFileSync(process.execPath, ['scripts/chromium.mjs'], { encoding: 'utf8' }).trim();
process.env.CHROMIUM_PATH = executablePath;

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

/** The files that take longest (reports/playwright.json has each file's time). */
const LONGEST_FILES = [
  'xss.spec.ts',
  'a11y.spec.ts',
  'visitor-paths.spec.ts',
  'validators.spec.ts',
  'news-revisions.spec.ts',
  'admin-triage.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds npm test's table of the slowest files (scripts/test-all.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    // Animations finish before a click lands: a popup still opening loses clicks on a busy
    // machine. The tests about motion ask for it back (test.use).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Files go to the workers in project order, then by name; a file's tests stay in one worker.
  // The long files go first, so the run never ends with one worker alone on a long file while
  // the other has nothing left to do.
  projects: [
    { name: 'desktop-long', testMatch: LONGEST_FILES, use: DESKTOP },
    { name: 'desktop', testIgnore: LONGEST_FILES, use: DESKTOP },
  ],
});
