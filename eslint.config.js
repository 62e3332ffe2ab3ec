import fs from 'node:fs';
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
    {
      group: ['@ant-design/icons', '@ant-design/icons/*'],
      message: 'One icon set: lucide, named by meaning in public-web/src/admin/icons.tsx.',
    },
    { group: ['node:*'], message: 'Browser and shared code may not use Node built-ins.' },
  ],
};

/**
 * The API's layers from the top; each may import only the layers below it (and itself). Files of
 * one layer are listed relative to api/src.
 */
const API_LAYERS = [
  ['main.ts', 'server.ts', 'app.ts', 'cli'],
  ['routes', 'site'],
  ['deps.ts', 'openapi'],
  ['http'],
  ['services'],
  ['readModel'],
  ['presenters', 'repos', 'uploads', 'translation', 'auth', 'mail'],
  ['db', 'domain', 'config.ts', 'configMail.ts', 'logger.ts', 'metrics.ts'],
];

// Every folder and file of api/src has its place in the layers: a new one unplaced would import
// and be imported without a rule.
const unplaced = fs
  .readdirSync(new URL('./api/src', import.meta.url))
  .filter((entry) => !entry.endsWith('.test.ts') && !API_LAYERS.flat().includes(entry));
if (unplaced.length > 0)
  throw new Error(`api/src entries without a layer in eslint.config.js: ${unplaced.join(', ')}`);

function apiLayerZones() {
  const at = (entry) => `./api/src/${entry}`;
  return API_LAYERS.slice(1).map((layer, index) => ({
    target: layer.map(at),
    from: API_LAYERS.slice(0, index + 1)
      .flat()
      .map(at),
    message: 'The API imports run down its layers (see ARCHITECTURE.md).',
  }));
}

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
  },
  {
    // The browser code; its tests run in Node (and may read the sources they check).
    files: ['public-web/src/**/*.{ts,tsx}', 'desktop-admin/src/renderer/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The API's layers (ARCHITECTURE.md): every import runs down. A zone names a layer and what
    // sits above it, which it may not import.
    files: ['api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiLayerZones() }],
    },
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
