import Router from '@koa/router';
import { auditQuerySchema, auditResponseSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { auth } from '../../http/auth';
import { answers } from '../../http/answers';
import { validate } from '../../http/validate';
import { presentAuditEvent } from '../../presenters/audit';

/** /api/admin/audit (owners): the audit trail, a page at a time, filtered by actor, action, since. */
export function adminAuditRoutes({ sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/audit' });
  const query = validate({ query: auditQuerySchema });
  router.get('/', auth(sessions, 'audit'), query, answers(auditResponseSchema), async (ctx) => {
    const { rows, total } = await services.audit.list(query.input(ctx).query);
    ctx.body = { events: rows.map(presentAuditEvent), total };
  });
  return router;
}
