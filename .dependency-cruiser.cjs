/**
 * Import cycles, type-only imports included (`npm run lint`). ESLint's import-x/no-cycle sees only
 * the imports that run; a cycle through `import type` still ties two modules' designs together
 * (neither can move without the other), so it is refused here too.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Move the shared declaration into a module both can import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|node_modules|/dist/|/out/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
