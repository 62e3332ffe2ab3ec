/**
 * The public site served beside the API: the discovery files, the built files (hashed assets
 * cached for a year, byte ranges for the videos) and, for every other GET that is not an API
 * call, a page: index.html with the page's own head (title, description, canonical, social tags,
 * article JSON-LD) so the client-side routes (/news/…, /careers, /admin) load and crawlers see
 * each page's metadata, the public pages rendered on the server with their boot elements (route
 * code, styles and fonts preloaded, first reads embedded). Known routes answer 200; unknown paths
 * and unpublished articles 404 with the same shell (the client shows its not-found page).
 * Rendered pages are kept by the read model (per URL, address and variant) until a write or a
 * rebuild, and answered to the front door.
 */
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { PAGE_QUERY } from '@vb/shared/constants';
import { FORM_SENT_PARAM, type FormPostState } from '@vb/shared/render';
import { messageText } from '@vb/shared/i18n';
import { pathLanguage } from '@vb/shared/paths';
import type { Deps } from '../deps';
import { presentArticle } from '../presenters/articles';
import { injectBoot, loaderScript, pageAssets } from './boot';
import { BuildWatcher, type SiteBuild } from './build';
import { discoveryRoutes } from './discovery';
import {
  type FormPageAnswer,
  formPosts,
  injectFormPost,
  isSentValue,
  sentFormState,
} from './formPost';
import { injectHead } from './head';
import { UNLISTED_HOST_CACHE_CONTROL, requestOrigin } from './meta';
import { movedJobLink } from './jobPage';
import { previewToken, resolvePage } from './pages';
import { builtFilePath, serveRange } from './range';
import { RenderBudget } from './renderBudget';
import {
  applyRender,
  deferScripts,
  languageRedirect,
  pagePreferences,
  pageVariant,
  readsForRender,
} from './render';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/** A page as the read model keeps it: its HTML, and each compressed form once asked for. */
interface RenderedPage {
  status: number;
  html: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * A page's bytes in an encoding (a page rendered on the server is tens of kilobytes; compressed,
 * a fifth of that): brotli at a quality quick enough per page, or gzip; made once per page.
 */
function encodedPage(page: RenderedPage, encoding: Encoding): Promise<Buffer> {
  const made = page.encoded[encoding];
  if (made) return made;
  const bytes =
    encoding === 'br'
      ? brotli(page.html, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
          },
        })
      : encoding === 'gzip'
        ? gzip(page.html, { level: 6 })
        : Promise.resolve(page.html);
  page.encoded[encoding] = bytes;
  return bytes;
}

/**
 * The address a page is rendered and kept for: its path and only the query parameters the pages
 * read, with values that change them (`?utm_source=…` or `?x=<random>` is the same page).
 */
export function pageRenderUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  const kept = new URLSearchParams();
  if (params.get(PAGE_QUERY.from) === PAGE_QUERY.fromHome) {
    kept.set(PAGE_QUERY.from, PAGE_QUERY.fromHome);
  }
  // A sent form's page shows its confirmation (see site/formPost.ts).
  const sent = params.get(FORM_SENT_PARAM);
  if (isSentValue(sent)) kept.set(FORM_SENT_PARAM, sent);
  const search = kept.toString();
  return search ? `${url.slice(0, question)}?${search}` : url.slice(0, question);
}

export interface Site {
  middleware: Middleware;
  /** The public forms' plain HTML posts, mounted before the app's origin check (formPost.ts). */
  formPosts: Middleware;
  close(): void;
}

/**
 * The site of `config.publicWebDist`, once its build has been loaded (undefined when it is not
 * built: then only the API answers).
 */
export async function openSite(deps: Deps): Promise<Site | undefined> {
  const { config, logger, reads, frontDoor } = deps;
  // A draft's preview page: the article its token opens, as the public read shows it.
  const openPreview = async (token: string) => {
    const row = await deps.services.news.previewArticle(token);
    return row && presentArticle(row);
  };
  const renderBudget = config.rateLimits.enabled
    ? new RenderBudget(config.rateLimits.renderPerMinute)
    : undefined;
  const distDir = config.publicWebDist;
  const watcher = new BuildWatcher(distDir, logger, () => reads.invalidate());
  await watcher.start();
  if (!watcher.current()) {
    watcher.close();
    return undefined;
  }
  // The router's middleware sets up its own context fields (params, router) when it runs.
  const discovery = discoveryRoutes(deps).routes() as unknown as Middleware;
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

  /**
   * A page's HTML: the template with its head, the server render and the boot elements; with its
   * form's state after a plain HTML post, or its confirmation when the URL says it was sent.
   */
  async function renderPage(
    ctx: Context,
    build: SiteBuild,
    origin: string,
    url = ctx.url,
    posted?: FormPostState,
  ): Promise<RenderedPage> {
    const page = await resolvePage(reads, ctx.path, origin, openPreview);
    const form = posted ?? sentFormState(page.id, url);
    const preferences = pagePreferences(ctx.req);
    let boot = pageAssets(build.manifest, page.id, preferences);
    let appHtml: string | undefined;
    const render = page.id === 'admin' ? undefined : await build.render;
    if (render) {
      try {
        appHtml = render({
          url,
          ...preferences,
          origin,
          reads: readsForRender(page.reads),
          ...(form && { form }),
        });
      } catch (error) {
        // The browser renders the page itself, as it does without a server render.
        logger.error('server render failed', { path: ctx.path, error });
      }
    }
    let html = applyRender(injectHead(build.template, page.head), preferences, appHtml);
    const loader = loaderScript(build.manifest);
    if (appHtml !== undefined && loader) {
      html = deferScripts(html, boot.scripts, loader);
      boot = { ...boot, scripts: [] };
    }
    return {
      status: page.status,
      html: Buffer.from(injectFormPost(injectBoot(html, boot, page.reads), form)),
      encoded: {},
    };
  }

  /**
   * A preview page: rendered for each request (its link expires; it is nobody's to
   * keep), never kept by the read model, the front door or a shared cache, never indexed.
   */
  const servePreview = async (ctx: Context, build: SiteBuild, origin: string) => {
    const page = await renderPage(ctx, build, origin);
    ctx.status = page.status;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Content-Language', pagePreferences(ctx.req).language);
    ctx.type = 'html';
    ctx.body = page.html;
  };

  /**
   * Whether this client has had its pages rendered too often this minute: then the
   * answer is a 429 with Retry-After, and nothing is rendered. A kept page costs no budget.
   */
  const overRenderBudget = (ctx: Context): boolean => {
    const wait = renderBudget ? renderBudget.take(ctx.ip) : true;
    if (wait === true) return false;
    deps.metrics.renderRefusals.inc();
    const { language } = pagePreferences(ctx.req);
    ctx.status = 429;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Language', language);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = messageText(language, 'error.too_many_requests');
    return true;
  };

  const servePage = async (ctx: Context, build: SiteBuild) => {
    // PUBLIC_URL when set (canonical and share links then name the site, whatever Host said);
    // else a listed host, or the fallback origin for any other.
    const { origin, listed } = requestOrigin(ctx, config);
    if (previewToken(pathLanguage(ctx.path).path) !== undefined) {
      // Rendered for each request: always on the client's budget.
      if (overRenderBudget(ctx)) return;
      return servePreview(ctx, build, origin);
    }
    const url = pageRenderUrl(ctx.url);
    const cacheKey = `page\n${origin}\n${pageVariant(ctx.req)}\n${url}`;
    if (!reads.cache.holds(cacheKey) && overRenderBudget(ctx)) return;
    const page = (await reads.cache.get(
      cacheKey,
      () => renderPage(ctx, build, origin, url),
      // The HTML and, once asked for, its compressed forms (a fifth of it each).
      (kept) => Math.ceil(kept.html.length * 1.4),
    ))!;
    const encoding: Encoding =
      page.html.length < 1024
        ? 'identity'
        : ((ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding);
    const bytes = await encodedPage(page, encoding);
    ctx.status = page.status;
    ctx.set('Cache-Control', listed ? 'no-cache' : UNLISTED_HOST_CACHE_CONTROL);
    // The theme comes from a cookie, and a cookie naming the other language is redirected.
    ctx.vary('Accept-Encoding');
    ctx.vary('Cookie');
    ctx.set('Content-Language', pagePreferences(ctx.req).language);
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.type = 'html';
    ctx.body = bytes;
    frontDoor.remember(ctx.req, ctx.res, { cacheKey, value: page }, page.status, bytes);
  };

  /** The page a form's plain HTML post is answered with: never kept, on the render budget. */
  const answerFormPage: FormPageAnswer = async (ctx, state, status) => {
    const build = watcher.current();
    if (!build) throw new Error('The site is not built');
    if (overRenderBudget(ctx)) return;
    const { origin } = requestOrigin(ctx, config);
    const page = await renderPage(ctx, build, origin, ctx.url, state);
    ctx.status = status;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Language', pagePreferences(ctx.req).language);
    ctx.type = 'html';
    ctx.body = page.html;
  };

  const site: Middleware = async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.toLowerCase().startsWith('/api/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const build = watcher.current();
    if (!build) return next();
    // A path that breaks a file rule (hidden, traversal, bad encoding) names no file, with or
    // without a Range header: it is answered as an unknown page below.
    if (builtFilePath(distDir, ctx.path) !== undefined) {
      if (await serveRange(ctx, distDir)) return;
      try {
        await assets(ctx, async () => {});
      } catch (error) {
        // koa-send's own path checks: a path it refuses is answered as unknown below.
        if (![400, 403].includes((error as { status?: number }).status ?? 0)) throw error;
      }
      if (ctx.body !== undefined || ctx.status === 304) return;
    }
    const redirect = languageRedirect(ctx.req);
    if (redirect) {
      // Per visitor (the 302 follows their cookie): never kept by a cache, nor by the read model.
      if (redirect.status === 302) {
        ctx.set('Cache-Control', 'private, no-store');
        ctx.vary('Cookie');
      } else {
        ctx.set('Cache-Control', 'public, max-age=3600');
      }
      ctx.status = redirect.status;
      ctx.redirect(redirect.location);
      return;
    }
    const moved = await movedJobLink(reads, ctx.path, new URLSearchParams(ctx.querystring));
    if (moved) {
      ctx.status = 301;
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.redirect(moved);
      return;
    }
    await servePage(ctx, build);
  };

  return {
    middleware: (ctx, next) => discovery(ctx, () => site(ctx, next)),
    formPosts: formPosts(deps, answerFormPage),
    close: () => watcher.close(),
  };
}
