import Router from '@koa/router';
import type { AppRouter, AppState, Deps } from '../../deps';
import { publicAccess } from '../../http/auth';
import type { HealthReport } from '../../services/health';

/**
 * GET /healthz (liveness) and GET /readyz (readiness), for a proxy's health checks and an
 * orchestrator's probes: JSON `{ status, checks }`, 200 when well, 503 when not, never cached,
 * no secrets, and no rate limit (a probe every few seconds must never be refused).
 */
export function healthRoutes({ services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  const answer =
    (ctx: { status: number; body: unknown; set(k: string, v: string): void }) =>
    (report: HealthReport) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = report.status === 'ok' ? 200 : 503;
      ctx.body = report;
    };
  router.get('/healthz', publicAccess(), (ctx) => {
    answer(ctx)(services.health.liveness());
  });
  router.get('/readyz', publicAccess(), async (ctx) => {
    answer(ctx)(await services.health.readiness());
  });
  return router;
}
