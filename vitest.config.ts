import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // As the other projects: a loaded machine (CI beside other work) is slow, not wrong.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/*.bundles.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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
        test: {
          name: 'web',
          root: './public-web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
          // Rendering antd in jsdom takes seconds on a loaded machine (CI runs beside browsers).
          testTimeout: 30_000,
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
        },
      },
    ],
  },
});
