import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import type { Deps } from '../deps';
import { injectBoot, loaderScript, manifestReader, pageAssets } from '../routes/seo/boot';
import { injectHead } from '../routes/seo/html';
import { resolvePage } from '../routes/seo/pages';
import { seoRoutes } from '../routes/seo/seo.routes';
import { siteOrigin } from '../routes/seo/site';
import { serveRange } from './range';
import {
  applyRender,
  deferScripts,
  pagePreferences,
  readsForRender,
  serverRenderer,
} from './serverRender';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page's HTML, compressed when the browser accepts it (a page rendered on the server is tens of
 * kilobytes; compressed, a fifth of that): brotli at a quality quick enough per request, or gzip.
 */
async function sendHtml(ctx: Context, html: string): Promise<void> {
  ctx.vary('Accept-Encoding');
  const bytes = Buffer.from(html);
  const encoding =
    bytes.length < 1024 ? 'identity' : ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = await brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  } else if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = await gzip(bytes, { level: 6 });
  } else {
    ctx.body = bytes;
  }
  ctx.type = 'html';
}

/**
 * Serves the built public site: the discovery files (sitemap, RSS feed, robots.txt), hashed assets
 * cached for a year, and for every other GET that is not an API call index.html with the page's
 * own head (title, description, canonical, social tags, article JSON-LD) so the client-side routes
 * (/news/…, /careers, /admin) load and crawlers see each page's metadata; public pages come
 * rendered on the server (`serverRender.ts`) with their boot elements (route code, styles, fonts
 * preloaded, first reads answered: `boot.ts`). Known routes answer 200; unknown paths and
 * unpublished articles answer 404 with the same shell (the client shows its not-found page).
 */
export function staticSite(deps: Deps): Middleware | undefined {
  const distDir = deps.config.publicWebDist;
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  // The router's middleware sets up its own context fields (params, router) when it runs.
  const discovery = seoRoutes(deps).routes() as unknown as Middleware;
  const manifest = manifestReader(distDir);
  const renderer = serverRenderer(distDir, deps.logger);
  // Loaded now rather than on the first page request.
  void renderer();
  const assets = serve(distDir, {
    index: false,
    maxage: 0,
    setHeaders(res, filePath) {
      res.setHeader('Accept-Ranges', 'bytes');
      // Scripts and styles may be answered from their precompressed .br/.gz copies.
      res.setHeader('Vary', 'Accept-Encoding');
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const site: Middleware = async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.toLowerCase().startsWith('/api/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (await serveRange(ctx, distDir)) return;
    try {
      await assets(ctx, async () => {});
    } catch (error) {
      // A path that is not valid percent-encoding names no file: it is answered as unknown below.
      if ((error as { status?: number }).status !== 400) throw error;
    }
    if (ctx.body !== undefined || ctx.status === 304) return;
    // Read on each request: a rebuilt site is served without a restart (the file is small).
    const template = await fs.promises.readFile(indexFile, 'utf8');
    // PUBLIC_URL when set (canonical and share links then name the site, whatever Host said).
    const origin = siteOrigin(ctx, deps.config.publicUrl);
    const page = await resolvePage(deps, ctx.path, origin);
    ctx.status = page.status;
    ctx.set('Cache-Control', 'no-cache');
    const built = manifest();
    const preferences = pagePreferences(ctx);
    let boot = pageAssets(built, page.kind, preferences);
    let appHtml: string | undefined;
    const render = page.kind === 'admin' ? undefined : await renderer();
    if (render) {
      try {
        appHtml = render({
          url: ctx.url,
          ...preferences,
          origin,
          reads: readsForRender(page.reads),
        });
      } catch (error) {
        // The browser renders the page itself, as it does without a server render.
        deps.logger.error('server render failed', { path: ctx.path, error });
      }
    }
    let html = applyRender(injectHead(template, page.head), preferences, appHtml);
    const loader = loaderScript(built);
    if (appHtml !== undefined && loader) {
      html = deferScripts(html, boot.scripts, loader);
      boot = { ...boot, scripts: [] };
    }
    await sendHtml(ctx, injectBoot(html, boot, page.reads));
  };
  return (ctx, next) => discovery(ctx, () => site(ctx, next));
}
