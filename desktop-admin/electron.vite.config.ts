import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { desktopChunks } from '../public-web/adminChunks';

/**
 * electron-vite's three builds (out/main, out/preload, out/renderer). Everything the console uses
 * is bundled (the workspace's packages are devDependencies), so the packaged app needs no
 * node_modules. The preload runs sandboxed: one CommonJS file. The renderer is served from
 * app://admin by the main process (relative asset paths).
 */
/**
 * Settings of a company's own build (README "Desktop builds"), read from the build's
 * environment into the main process (src/main/buildConfig.ts): its default server and its update
 * feed (electron-updater's generic provider). An update feed must be https.
 */
const defaultServer = process.env.VB_DEFAULT_SERVER?.trim() ?? '';
const updateUrl = process.env.VB_UPDATE_URL?.trim() ?? '';
if (updateUrl && !/^https:\/\/[^\s]+$/.test(updateUrl)) {
  throw new Error(`VB_UPDATE_URL must be an https address, not ${updateUrl}`);
}

export default defineConfig({
  main: {
    define: {
      __VB_DEFAULT_SERVER__: JSON.stringify(defaultServer),
      __VB_UPDATE_URL__: JSON.stringify(updateUrl),
    },
    build: {
      externalizeDeps: true,
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react()],
    base: './',
    server: {
      host: '127.0.0.1',
      port: 5174,
      strictPort: true,
      hmr: { protocol: 'ws', host: '127.0.0.1', port: 5174 },
    },
    build: {
      // Minified like the web's admin (3 MB of unminified code to parse at each start).
      minify: true,
      sourcemap: true,
      // The budget of a chunk (kb): the build warns past it.
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') },
        output: { codeSplitting: desktopChunks },
      },
    },
  },
});
