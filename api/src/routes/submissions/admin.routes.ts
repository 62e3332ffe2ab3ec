import Router from '@koa/router';
import { idParamSchema } from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { toBuffer } from '../../db/values';
import { notFoundFor, parseParam } from '../../http/validate';
import { sanitizeFilename } from '../../uploads/filename';
import { applications, contactMessages, investorRequests } from './kinds';
import { submissionAdminRoutes } from './submissions';

/** Applications, contact messages and investor requests under /api/admin, plus resume downloads. */
export function submissionsAdminRoutes(deps: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();

  router.get('/applications/:id/resume', async (ctx) => {
    const id = parseParam(ctx.params.id, idParamSchema, 'application_not_found');
    const row = await deps
      .db('job_applications as a')
      .leftJoin('resumes as r', 'r.application_id', 'a.id')
      .where('a.id', id)
      .first('a.resume_filename', 'a.resume_mime_type', 'r.data');
    if (!row) throw notFoundFor('application_not_found');
    if (!row.data) throw notFoundFor('resume_not_found');
    // attachment() writes both an ASCII filename and the RFC 5987 filename* for Arabic names.
    ctx.attachment(sanitizeFilename(row.resume_filename), { type: 'attachment' });
    ctx.type = row.resume_mime_type;
    ctx.body = toBuffer(row.data);
  });

  for (const kind of [applications, contactMessages, investorRequests] as const) {
    const sub = submissionAdminRoutes(deps, kind as Parameters<typeof submissionAdminRoutes>[1]);
    router.use(sub.routes());
  }
  return router;
}
