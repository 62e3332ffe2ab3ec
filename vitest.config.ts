import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The API test files that run again on PostgreSQL (npm run test:pg): those whose code paths
 * differ by engine — the repositories and their SQL (search, paging, counts, week buckets),
 * migrations (the readiness check's list of them too), transactions and row locks, the outbox,
 * LISTEN/NOTIFY, several instances on one database, backup and restore. The HTTP layer,
 * rendering, uploads and headers are the same on both engines and run on SQLite only. A file
 * split by topic keeps its name before the dot (`submissions.intake.test.ts`), so its parts stay
 * on the list.
 */
const POSTGRES_FILES = [
  'applyConcurrency',
  'assignee',
  'audit',
  'auth',
  'backup',
  'board',
  'bulk',
  'content',
  'contentLists',
  'db',
  'duplicates',
  'events',
  'export',
  'health',
  'inbound',
  'inboundFiles',
  'jobListings',
  'listPaging',
  'lists',
  'mail',
  'multiInstance',
  'news',
  'newsRevisions',
  'newsSchedule',
  'notes',
  'notifications',
  'overview',
  'people',
  'preferences',
  'privacy',
  'rateLimits',
  'replies',
  'replyBulk',
  'replyTemplates',
  'submissions',
  'twoFactor',
].flatMap((name) => [`test/${name}.test.ts`, `test/${name}.*.test.ts`]);

/** The API's integration tests: a real server per file on a copy of the run's migrated template. */
const apiTests = {
  root: './api',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['./test/globalSetup.ts'],
  // These tests mostly wait on sockets, SMTP and timers, not the CPU: more files than cores run
  // side by side.
  maxWorkers: 4,
  // No test file mocks a module or changes what another imports: each worker imports the server
  // once, instead of once per file (importing it was a third of the project's time).
  isolate: false,
  // A run of several projects (test:unit, test:coverage) runs projects of different worker counts
  // in groups of their own: the API's after the others.
  sequence: { groupOrder: 1 },
} as const;

export default defineConfig({
  test: {
    // npm run test:coverage: line coverage of the code the unit and API tests reach.
    coverage: {
      provider: 'v8',
      include: ['api/src/**', 'shared/src/**', 'public-web/src/**'],
      // The tests' own helpers beside the components are not product code.
      exclude: ['**/*Kit.{ts,tsx}', '**/test-setup.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'reports/coverage',
      reportOnFailure: true,
    },
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // As the other projects: a loaded machine (CI beside other work) is slow, not wrong.
          testTimeout: 30_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...apiTests,
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/*.bundles.test.ts'],
        },
      },
      {
        // npm run test:pg: with TEST_DATABASE_URL (scripts/with-postgres.sh).
        test: { ...apiTests, name: 'postgresql', include: POSTGRES_FILES },
      },
      {
        // The scans of the built site and desktop renderer (npm run test:bundles: secrets, and the
        // chunks the public pages load): run after their build, where a missing bundle fails.
        test: {
          name: 'bundles',
          root: './api',
          include: ['test/*.bundles.test.ts'],
          environment: 'node',
        },
      },
      {
        // The long reliability and fuzzing batteries (npm run test:batteries), one file at a time.
        test: {
          name: 'batteries',
          root: './api',
          include: ['batteries/**/*.test.ts'],
          environment: 'node',
          testTimeout: 900_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The deploy recipe (deploy/) run: PostgreSQL, two instances and Caddy (npm run test:deploy,
        // inside scripts/with-postgres.sh).
        test: {
          name: 'deploy',
          root: './api',
          include: ['deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './public-web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
          // Rendering antd in jsdom takes seconds on a loaded machine (CI runs beside browsers).
          testTimeout: 30_000,
          // Vitest's default on 2 cores is one worker; jsdom and antd keep both busy.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'desktop',
          root: './desktop-admin',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
