import Router from '@koa/router';
import { overviewSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { answers } from '../../http/answers';
import { actorOf, auth } from '../../http/auth';

/**
 * The admin's overview, under /api/admin: GET /overview, for every member of staff
 * (the dashboard's counts area); each figure covers the kinds the person's roles reach.
 */
export function adminOverviewRoutes({ sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  router.get('/overview', auth(sessions, 'summary'), answers(overviewSchema), async (ctx) => {
    ctx.body = await services.overview.read(actorOf(ctx));
  });
  return router;
}
