import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ar } from '@vb/shared/i18n';
import { BUILD_ENTRIES } from '@vb/shared/pages';
import { SITE } from '@vb/shared/site-config';
import { adminChunks } from './adminChunks';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes the Arabic title, description, social-preview tags and feed title from the catalogs into
 * index.html. These are the defaults: the API replaces the `data-seo` elements per page.
 */
function arabicMeta(): Plugin {
  const brand = SITE.brandName.ar;
  const fill = (message: string) => escapeAttr(message.replaceAll('{brand}', brand));
  const values: Record<string, string> = {
    '%META_TITLE%': fill(ar['meta.title']),
    '%META_DESCRIPTION%': fill(ar['meta.description']),
    '%META_OG_TITLE%': fill(ar['meta.ogTitle']),
    '%META_FEED_TITLE%': fill(ar['meta.page.news']),
  };
  return {
    name: 'arabic-meta',
    transformIndexHtml(html) {
      return html.replace(/%META_[A-Z_]+%/g, (key) => values[key] ?? key);
    },
  };
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built script, stylesheet and SVG;
 * the server's static middleware (koa-send) answers with them when the browser accepts the
 * encoding, so the text assets travel compressed without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) =>
            e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
          );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server render (src/entry-server.tsx): dependencies stay in node_modules, the site's
        // public files are the client build's.
        plugins: [react()],
        build: {
          outDir: 'dist-server',
          sourcemap: true,
          copyPublicDir: false,
          rolldownOptions: {
            onLog(level, log, handler) {
              // The server imports the pages directly; the browser's lazy imports are expected.
              if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
              handler(level, log);
            },
          },
        },
      }
    : {
        plugins: [react(), arabicMeta(), precompress()],
        server: {
          host: '127.0.0.1',
          port: 5173,
          proxy: { '/api': { target: apiTarget, changeOrigin: true } },
        },
        build: {
          outDir: 'dist',
          sourcemap: true,
          manifest: true,
          // The budget of a site chunk (kb): the build warns past it.
          chunkSizeWarningLimit: 800,
          rolldownOptions: {
            // src/boot.ts: the loader of pages rendered on the server (see the file). The server
            // finds both in the manifest by these names.
            input: { [BUILD_ENTRIES.app]: 'index.html', [BUILD_ENTRIES.loader]: 'src/boot.ts' },
            output: { codeSplitting: adminChunks },
          },
        },
      },
);
