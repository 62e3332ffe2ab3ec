import { defineConfig } from 'vite';

/**
 * The production build of the server (`npm run build -w api`): src/main.ts and the shared package
 * bundled into dist/main.js for Node, the packages of node_modules left to be imported at run time.
 * Starting from it skips compiling TypeScript at every start.
 */
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    minify: false,
  },
  ssr: { target: 'node' },
});
