import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/**
 * Serves the built public site: hashed assets cached for a year, every other GET that is not an
 * API call answered with index.html so the client-side routes (/news/…, /careers, /admin) load.
 */
export function staticSite(distDir: string): Middleware | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const assets = serve(distDir, {
    index: false,
    maxage: 0,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.toLowerCase().startsWith('/api/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    await assets(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status === 304) return;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexFile);
  };
}
