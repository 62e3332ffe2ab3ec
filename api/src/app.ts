import Koa from 'koa';
import Router from '@koa/router';
import { authRoutes } from './auth/auth.routes';
import { requireAdmin } from './auth/requireAdmin';
import type { AppRouter, AppState, Deps } from './deps';
import { HttpError, errorHandler } from './http/errors';
import { originCheck, securityHeaders } from './http/security';
import { staticSite } from './http/static';
import {
  adminJobListingRoutes,
  publicJobListingRoutes,
  serveJobListings,
} from './routes/jobListings/jobListings.routes';
import { adminMediaRoutes, mediaRoutes } from './routes/media/media.routes';
import {
  adminNewsRoutes,
  publicNewsRoutes,
  serveArticle,
  serveNewsList,
} from './routes/news/news.routes';
import { submissionsAdminRoutes } from './routes/submissions/admin.routes';
import { publicSubmissionRoutes } from './routes/submissions/public.routes';
import { translateRoutes } from './routes/translate/translate.routes';

/** Every router of the API, in one list (the route inventory). */
export function apiRouters(deps: Deps): AppRouter[] {
  const admin: AppRouter = new Router<AppState>({ prefix: '/api/admin' });
  for (const sub of [
    submissionsAdminRoutes(deps),
    adminJobListingRoutes(deps),
    adminNewsRoutes(deps),
    adminMediaRoutes(deps),
  ]) {
    admin.use(sub.routes());
  }
  return [
    authRoutes(deps),
    publicNewsRoutes(deps),
    publicJobListingRoutes(deps),
    publicSubmissionRoutes(deps),
    mediaRoutes(deps),
    translateRoutes(deps),
    admin,
  ];
}

const PLAIN_ARTICLE_PATH = /^\/api\/news\/([a-z0-9-]{1,200})$/;

/**
 * The public reads, answered before routing: exact paths only (any other spelling goes through the
 * router to the same handlers), from the in-process cache of serialized answers.
 */
function publicReads(deps: Deps): Koa.Middleware<AppState> {
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    if (path === '/api/news') return serveNewsList(ctx, deps);
    if (path === '/api/job-listings') return serveJobListings(ctx, deps);
    const article = PLAIN_ARTICLE_PATH.exec(path);
    if (article) return serveArticle(ctx, deps, article[1]);
    return next();
  };
}

const isAdminPath = (path: string) => {
  const p = path.toLowerCase();
  return p === '/api/admin' || p.startsWith('/api/admin/');
};

/** The Koa application: error handling first, security headers, the cross-site check, the routes. */
export function createApp(deps: Deps): Koa<AppState> {
  // Behind the one trusted proxy, the client is the LAST X-Forwarded-For entry (the one the proxy
  // appended); earlier entries come from the client and would let it pick its throttle key.
  const app = new Koa<AppState>({
    proxy: deps.config.trustProxy,
    maxIpsCount: deps.config.trustProxy ? 1 : 0,
  });
  app.silent = true;
  app.use(errorHandler(deps.logger));
  // Whatever nothing answered is a JSON 404 (checked on the way out, after allowedMethods' 405).
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      throw new HttpError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
    }
  });
  app.use(securityHeaders());
  app.use(originCheck(deps.config.allowedOrigins));
  // Every /api/admin path needs a signed-in admin, whatever its spelling, before any routing.
  const guard = requireAdmin(deps.sessions);
  app.use((ctx, next) => (isAdminPath(ctx.path) ? guard(ctx, next) : next()));
  app.use(publicReads(deps));
  const root: AppRouter = new Router<AppState>();
  for (const router of apiRouters(deps)) root.use(router.routes());
  app.use(root.routes());
  app.use(root.allowedMethods({ throw: true }));
  if (deps.config.serveStatic) {
    const site = staticSite(deps);
    if (site) app.use(site);
  }
  return app;
}
