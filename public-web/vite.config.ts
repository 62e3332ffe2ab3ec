import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ar } from '@vb/shared/i18n';
import { SITE } from '@vb/shared/site-config';

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

export default defineConfig({
  plugins: [react(), arabicMeta()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: { outDir: 'dist', sourcemap: true },
});
