import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs in a browser (the public site, the admin, the desktop renderer) and shared/. */
const browserRestricted = {
  patterns: [
    {
      group: ['knex', 'koa', 'koa-*', '@koa/*', 'sqlite3', 'pg', 'openai'],
      message: 'Server-only package.',
    },
    { group: ['electron'], message: 'Only desktop-admin/src/main may import electron.' },
    { group: ['node:*'], message: 'Browser and shared code may not use Node built-ins.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/out/**',
      'data/**',
      'coverage/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', browserRestricted] },
  },
  {
    files: ['public-web/src/**/*.{ts,tsx}', 'desktop-admin/src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', browserRestricted] },
  },
  {
    files: ['public-web/src/**/*.{ts,tsx}', 'desktop-admin/src/renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // No import cycles anywhere. The TypeScript resolver follows the workspaces' `exports` maps
    // (`@vb/shared/schemas` → shared/src/schemas/index.ts), so cycles across packages count too.
    files: ['**/*.{ts,tsx,js,mjs}'],
    // api/src: enabled when the API restructure lands
    ignores: ['api/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['electron', 'react', 'react-dom', 'antd'], message: 'Not for the API.' },
          ],
        },
      ],
    },
  },
);
