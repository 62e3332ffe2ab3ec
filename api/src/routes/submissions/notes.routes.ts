import Router from '@koa/router';
import {
  idParamSchema,
  noteBodySchema,
  submissionDetailSchemas,
  submissionNoteResponseSchema,
} from '@vb/shared/schemas';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { presentHistory, presentNote, presentRelated } from '../../presenters/notes';
import { presentThreadMessage } from '../../presenters/replies';
import { presentSubmissionItem } from '../../presenters/submissions';
import { submissionNotFound } from '../../services/submissions';
import { idParams } from '../params';

/** An item's note (the item's id checked first, so a bad one here is the note's). */
const noteParams = idParams.extend({ noteId: idParamSchema });

/**
 * Working an item, under /api/admin, for each kind (its own area): GET /<kind>/:id (the
 * item, its notes, its thread and its history), POST /<kind>/:id/notes (a note), PUT /<kind>/:id/notes/:noteId
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
    router.get(`/${kind}/:id`, staff, read, answers(submissionDetailSchemas[kind]), async (ctx) => {
      const actor = actorOf(ctx);
      const detail = await notes.detail(actor, kind, read.input(ctx).params.id);
      ctx.body = {
        item: presentSubmissionItem(kind, detail.row),
        notes: detail.notes.map((note) => presentNote(note, actor.user.id)),
        history: presentHistory(detail.row.created_at, detail.events),
        historyTruncated: detail.historyTruncated,
        related: detail.related.map(presentRelated),
        thread: detail.thread.map(presentThreadMessage),
      };
    });

    const add = validate({ ...item, body: noteBodySchema });
    router.post(
      `/${kind}/:id/notes`,
      staff,
      body,
      add,
      answers(submissionNoteResponseSchema, 201),
      async (ctx) => {
        const { params, body: input } = add.input(ctx);
        const actor = actorOf(ctx);
        const note = await notes.add(actor, kind, params.id, input.body);
        ctx.status = 201;
        ctx.body = { note: presentNote(note, actor.user.id) };
      },
    );

    const edit = validate({ params: noteParams, notFound: 'note_not_found', body: noteBodySchema });
    router.put(
      `/${kind}/:id/notes/:noteId`,
      staff,
      validate(item),
      body,
      edit,
      answers(submissionNoteResponseSchema),
      async (ctx) => {
        const { params, body: input } = edit.input(ctx);
        const actor = actorOf(ctx);
        const note = await notes.edit(actor, kind, params.id, params.noteId, input.body);
        ctx.body = { note: presentNote(note, actor.user.id) };
      },
    );
  }
  return router;
}
