import Router from '@koa/router';
import {
  submissionArchivedBodySchema,
  submissionAssigneeBodySchema,
  submissionAssigneesResponseSchema,
  submissionItemSchemas,
} from '@vb/shared/schemas';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth, clientOf } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { presentSubmission } from '../../presenters/submissions';
import { submissionNotFound } from '../../services/submissions';
import { idParams } from '../params';

/**
 * Working an item, under /api/admin, for each kind (its area): GET /<kind>/assignees
 * (the people its items may be given to), PUT /<kind>/:id/assignee `{ userId }` (a person's id or
 * null), PUT /<kind>/:id/archived `{ archived }`. The bulk actions `archive`, `unarchive` and
 * `assign` go through POST /<kind>/bulk (admin.routes.ts).
 */
export function adminSubmissionWorkRoutes({ config, sessions, services }: Deps): AppRouter {
  const { submissionWork } = services;
  const router: AppRouter = new Router<AppState>();
  const body = jsonBody(config.bodyLimits.default);

  for (const kind of SUBMISSION_KINDS) {
    const staff = auth(sessions, kind);

    router.get(
      `/${kind}/assignees`,
      staff,
      answers(submissionAssigneesResponseSchema),
      async (ctx) => {
        ctx.body = { assignees: await submissionWork.assignees(kind) };
      },
    );

    const assign = validate({
      params: idParams,
      notFound: submissionNotFound[kind],
      body: submissionAssigneeBodySchema,
    });
    router.put(
      `/${kind}/:id/assignee`,
      staff,
      body,
      assign,
      answers(submissionItemSchemas[kind]),
      async (ctx) => {
        const { params, body: input } = assign.input(ctx);
        // The e-mail's link points at the site's origin (PUBLIC_URL, else a listed host, …).
        const origin = clientOf(ctx).origin;
        const row = await submissionWork.assign(
          actorOf(ctx),
          kind,
          params.id,
          input.userId,
          origin,
        );
        ctx.body = presentSubmission(kind, row);
      },
    );

    const archive = validate({
      params: idParams,
      notFound: submissionNotFound[kind],
      body: submissionArchivedBodySchema,
    });
    router.put(
      `/${kind}/:id/archived`,
      staff,
      body,
      archive,
      answers(submissionItemSchemas[kind]),
      async (ctx) => {
        const { params, body: input } = archive.input(ctx);
        const row = await submissionWork.setArchived(actorOf(ctx), kind, params.id, input.archived);
        ctx.body = presentSubmission(kind, row);
      },
    );
  }
  return router;
}
