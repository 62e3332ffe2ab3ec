import Koa from 'koa';
import Router from '@koa/router';
import type { AppRouter, AppState, Deps } from './deps';
import { type Access, auth, declaredAccess } from './http/auth';
import type { Area } from '@vb/shared/roles';
import { HttpError, errorHandler } from './http/errors';
import { originCheck, securityHeaders } from './http/security';
import { siteOrigin } from './site/meta';
import { authRoutes } from './routes/auth/auth.routes';
import {
  adminJobListingRoutes,
  publicJobListingRoutes,
} from './routes/jobListings/jobListings.routes';
import { adminMediaRoutes, mediaRoutes } from './routes/media/media.routes';
import { adminNewsRoutes, publicNewsRoutes } from './routes/news/news.routes';
import { adminSubmissionRoutes } from './routes/submissions/admin.routes';
import { adminJobBoardRoutes } from './routes/submissions/board.routes';
import { adminSubmissionNoteRoutes } from './routes/submissions/notes.routes';
import { adminSubmissionReplyRoutes } from './routes/submissions/replies.routes';
import { adminReplyTemplateRoutes } from './routes/submissions/replyTemplates.routes';
import { adminSubmissionWorkRoutes } from './routes/submissions/work.routes';
import { publicSubmissionRoutes } from './routes/submissions/public.routes';
import { translateRoutes } from './routes/translate/translate.routes';
import { adminOutboxRoutes, adminUserRoutes } from './routes/users/users.routes';
import { adminAuditRoutes } from './routes/audit/audit.routes';
import { adminSettingsRoutes } from './routes/settings/settings.routes';
import { adminEventRoutes } from './routes/events/events.routes';
import { adminAccountRoutes } from './routes/account/account.routes';
import { adminPrivacyRoutes } from './routes/privacy/privacy.routes';
import { adminOverviewRoutes } from './routes/overview/overview.routes';
import { adminContentRoutes, publicContentRoutes } from './routes/content/content.routes';
import { versionRoutes } from './routes/version/version.routes';
import { healthRoutes } from './routes/health/health.routes';
import { openApiRoutes } from './routes/openapi/openapi.routes';
import { declaredRoutes } from './openapi/document';
import { discoveryRoutes } from './site/discovery';
import { consoleContractCheck } from './http/consoleContract';

/** The staff API's prefix: every route under it declares `auth()`. */
const ADMIN_PREFIX = '/api/admin';

/** Every router of the API, in one list (the route inventory). */
export function apiRouters(deps: Deps): AppRouter[] {
  const admin: AppRouter = new Router<AppState>({ prefix: ADMIN_PREFIX });
  for (const sub of [
    adminSubmissionWorkRoutes(deps),
    adminSubmissionRoutes(deps),
    adminSubmissionNoteRoutes(deps),
    adminSubmissionReplyRoutes(deps),
    adminReplyTemplateRoutes(deps),
    adminJobBoardRoutes(deps),
    adminJobListingRoutes(deps),
    adminNewsRoutes(deps),
    adminMediaRoutes(deps),
    adminUserRoutes(deps),
    adminAuditRoutes(deps),
    adminOutboxRoutes(deps),
    adminSettingsRoutes(deps),
    adminEventRoutes(deps),
    adminAccountRoutes(deps),
    adminPrivacyRoutes(deps),
    adminOverviewRoutes(deps),
    adminContentRoutes(deps),
  ]) {
    admin.use(sub.routes());
  }
  const routers = [
    authRoutes(deps),
    publicNewsRoutes(deps),
    publicJobListingRoutes(deps),
    publicSubmissionRoutes(deps),
    mediaRoutes(deps),
    publicContentRoutes(deps),
    translateRoutes(deps),
    versionRoutes(),
    healthRoutes(deps),
    admin,
  ];
  // The document describes every router of the app, the site's discovery files among them; it is
  // read at the first request, once every router exists.
  let described: ReturnType<typeof declaredRoutes> | undefined;
  const openApi = openApiRoutes(deps, () => {
    described ??= declaredRoutes([...routers, openApi, discoveryRoutes(deps)]);
    return described;
  });
  return [...routers, openApi];
}

/** Each route of some routers with the access (and, for staff routes, the area) it declares. */
export function routeAccess(routers: readonly AppRouter[]): {
  methods: string[];
  path: string;
  access: Access | undefined;
  area: Area | undefined;
}[] {
  return routers.flatMap((router) =>
    router.stack
      .filter((layer) => layer.methods.length > 0)
      .map((layer) => {
        const declared = declaredAccess(layer.stack);
        return {
          methods: layer.methods.filter((m) => m !== 'HEAD'),
          path: String(layer.path),
          access: declared?.access,
          area: declared?.area,
        };
      }),
  );
}

/**
 * Refuses to start with a route that declares no access, a staff path declared public, or a route
 * that declares no answer (the OpenAPI document would have nothing to say of it).
 */
function assertDeclared(routers: readonly AppRouter[]): void {
  for (const route of declaredRoutes(routers)) {
    if (route.answers.length === 0) {
      throw new Error(
        `${route.method} ${route.path} declares no answer (answers() or answersWith())`,
      );
    }
  }
  for (const route of routeAccess(routers)) {
    const name = `${route.methods.join(',')} ${route.path}`;
    if (!route.access) throw new Error(`${name} declares neither auth() nor publicAccess()`);
    if (route.path.startsWith(ADMIN_PREFIX) && (route.access !== 'staff' || !route.area)) {
      throw new Error(`${name} is under ${ADMIN_PREFIX} but does not declare auth() with an area`);
    }
  }
}

const isAdminPath = (path: string) => {
  const p = path.toLowerCase();
  return p === ADMIN_PREFIX || p.startsWith(`${ADMIN_PREFIX}/`);
};

/**
 * The Koa application: error handling first, security headers, the cross-site check, the routes
 * (each declaring its access, input and limits), then the site.
 */
export function createApp(
  deps: Deps,
  site?: Koa.Middleware,
  formPosts?: Koa.Middleware,
): Koa<AppState> {
  // Behind the one trusted proxy, the client is the LAST X-Forwarded-For entry (the one the proxy
  // appended); earlier entries come from the client and would let it pick its throttle key.
  const app = new Koa<AppState>({
    proxy: deps.config.trustProxy,
    maxIpsCount: deps.config.trustProxy ? 1 : 0,
  });
  app.silent = true;
  app.use(timeRequests(deps));
  app.use(errorHandler(deps.logger));
  // Whatever nothing answered is a JSON 404 (checked on the way out, after allowedMethods' 405).
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      throw new HttpError(404, 'not_found', `No route for ${ctx.method} ${ctx.path}`);
    }
  });
  // Links built for this request (e-mails to staff and to the sender) start from the site origin
  // rule, the one the sitemap and invitations follow: a forged Host never reaches a mailbox.
  app.use((ctx, next) => {
    ctx.state.origin = siteOrigin(ctx, deps.config);
    ctx.state.checkAnswers = deps.config.checkAnswers;
    return next();
  });
  app.use(securityHeaders());
  // The public forms' plain HTML posts (site/formPost.ts) apply the origin check themselves, so
  // that every answer to them, a refusal too, is a page and never the API's JSON.
  if (formPosts) app.use(formPosts);
  app.use(originCheck(deps.config.allowedOrigins));
  // An older desktop console is told to update before any staff route runs.
  app.use(consoleContractCheck(isAdminPath));
  const routers = apiRouters(deps);
  assertDeclared(routers);
  const root: AppRouter = new Router<AppState>();
  for (const router of routers) root.use(router.routes());
  app.use(root.routes());
  // A path under /api/admin that no route answered: the anonymous learn nothing of which staff
  // paths or methods exist (401), staff get the usual 404/405.
  const staffOnly = auth(deps.sessions);
  app.use((ctx, next) => (isAdminPath(ctx.path) ? staffOnly(ctx, next) : next()));
  app.use(root.allowedMethods({ throw: true }));
  if (site) app.use(site);
  return app;
}

/**
 * Times each request for GET /metrics, by its route's pattern (never the raw path: one series per
 * route, whatever ids and slugs are asked for), method and final status. Public reads replayed
 * before Koa (server.ts) are counted as read-model replays instead.
 */
function timeRequests({ metrics }: Deps): Koa.Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route =
        matched !== undefined ? String(matched) : ctx.status === 404 ? 'unmatched' : 'site';
      metrics.httpDuration.observe(
        { method: ctx.method, route, status: String(ctx.status) },
        (performance.now() - started) / 1000,
      );
    }
  };
}
