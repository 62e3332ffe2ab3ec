import { timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { healthReportSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { answers, answersWith } from '../../http/answers';
import { publicAccess } from '../../http/auth';
import { HttpError } from '../../http/errors';
import type { HealthReport } from '../../services/health';

/**
 * GET /healthz (liveness) and GET /readyz (readiness), for a proxy's health checks and an
 * orchestrator's probes: JSON `{ status, checks }`, 200 when well, 503 when not, never cached,
 * no secrets, and no rate limit (a probe every few seconds must never be refused). GET /metrics
 * for Prometheus, behind its token.
 */
export function healthRoutes({ services, config, metrics }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  // 503 answers the same shape: the checks say which failed.
  const report = answers(healthReportSchema);
  router.get('/healthz', publicAccess(), report, (ctx) => {
    answer(ctx, services.health.liveness());
  });
  router.get('/readyz', publicAccess(), report, async (ctx) => {
    answer(ctx, await services.health.readiness());
  });
  // This instance's numbers in Prometheus' text format, for whoever holds METRICS_TOKEN; without
  // the variable the route does not exist.
  if (config.metricsToken) {
    const expected = Buffer.from(`Bearer ${config.metricsToken}`);
    router.get(
      '/metrics',
      publicAccess(),
      answersWith({
        type: 'text/plain',
        description: "This instance's metrics in Prometheus' text format",
      }),
      async (ctx) => {
        const given = Buffer.from(ctx.get('Authorization'));
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          throw new HttpError(401, 'unauthorized', 'The metrics token is missing or wrong');
        const { contentType, text } = await metrics.scrape();
        ctx.set('Cache-Control', 'no-store');
        ctx.type = contentType;
        ctx.body = text;
      },
    );
  }
  return router;
}

/** A report as its answer: 200 when well, 503 when not, never kept by a cache. */
function answer(ctx: Context, report: HealthReport) {
  ctx.set('Cache-Control', 'no-store');
  ctx.status = report.status === 'ok' ? 200 : 503;
  ctx.body = report;
}
