import Router from '@koa/router';
import { applicantCountsQuerySchema, applicantCountsResponseSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { auth } from '../../http/auth';
import { answers } from '../../http/answers';
import { validate } from '../../http/validate';

/**
 * The job board, under /api/admin: GET /job-listings/applicant-counts?ids=1,2,3, the
 * applicants of each listing per status (the applications area: who may see applicants). The
 * board's cards are GET /applications?jobId=…&status=…&limit&offset, and its moves
 * PUT /applications/:id/status `{ status, from }` (admin.routes.ts).
 */
export function adminJobBoardRoutes({ sessions, services }: Deps): AppRouter {
  const { submissions } = services;
  const router: AppRouter = new Router<AppState>();

  const counts = validate({ query: applicantCountsQuerySchema });
  router.get(
    '/job-listings/applicant-counts',
    auth(sessions, 'applications'),
    counts,
    answers(applicantCountsResponseSchema),
    async (ctx) => {
      const { ids } = counts.input(ctx).query;
      ctx.body = await submissions.applicantCounts(ids);
    },
  );
  return router;
}
