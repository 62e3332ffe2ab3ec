import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** The Chromium found or provisioned by scripts/chromium.mjs (see README). */
const executablePath =
  process.env.CHROMIUM_PATH ??
  execFileSync(process.execPath, ['scripts/chromium.mjs'], { encoding: 'utf8' }).trim();
process.env.CHROMIUM_PATH = executablePath;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
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
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
});
