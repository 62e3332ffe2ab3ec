import Router from '@koa/router';
import { idParamSchema, noteBodySchema } from '@vb/shared/schemas';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { presentSubmissionItem } from '../../presenters/submissions';
import { submissionNotFound } from '../../services/submissions';
import { idParams } from '../params';

/** An item's note (the item's id checked first, so a bad one here is the note's). */
const noteParams = idParams.extend({ noteId: idParamSchema });

/**
 * Working an item, under /api/admin, for each kind (its own area): GET /<kind>/:id (the
 * item, its notes and its history), POST /<kind>/:id/notes (a note), PUT /<kind>/:id/notes/:noteId
 * (its author, within the edit window).
 */
export function adminSubmissionNoteRoutes({ config, sessions, services }: Deps): AppRouter {
  const { notes } = services;
  const router: AppRouter = new Router<AppState>();
  const body = jsonBody(config.bodyLimits.default);

  for (const kind of SUBMISSION_KINDS) {
    const staff = auth(sessions, kind);
    const item = { params: idParams, notFound: submissionNotFound[kind] };

    const read = validate(item);
    router.get(`/${kind}/:id`, staff, read, async (ctx) => {
      const detail = await notes.detail(actorOf(ctx), kind, read.input(ctx).params.id);
      ctx.body = {
        item: presentSubmissionItem(kind, detail.row),
        notes: detail.notes,
        history: detail.history,
        historyTruncated: detail.historyTruncated,
        related: detail.related,
      };
    });

    const add = validate({ ...item, body: noteBodySchema });
    router.post(`/${kind}/:id/notes`, staff, body, add, async (ctx) => {
      const { params, body: input } = add.input(ctx);
      const note = await notes.add(actorOf(ctx), kind, params.id, input.body);
      ctx.status = 201;
      ctx.body = { note };
    });

    const edit = validate({ params: noteParams, notFound: 'note_not_found', body: noteBodySchema });
    router.put(`/${kind}/:id/notes/:noteId`, staff, validate(item), body, edit, async (ctx) => {
      const { params, body: input } = edit.input(ctx);
      const note = await notes.edit(actorOf(ctx), kind, params.id, params.noteId, input.body);
      ctx.body = { note };
    });
  }
  return router;
}
