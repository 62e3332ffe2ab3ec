import Router from '@koa/router';
import { z } from 'zod';
import {
  idParamSchema,
  replyBodySchema,
  replyBulkBodySchema,
  replyBulkResultSchema,
  replyResponseSchema,
} from '@vb/shared/schemas';
import { SUBMISSION_KINDS } from '@vb/shared/status';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth } from '../../http/auth';
import { answers, answersNothing, answersWith } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { presentThreadMessage } from '../../presenters/replies';
import { submissionNotFound } from '../../services/submissions';
import { asciiFilename } from '../../uploads/filename';
import { idParams } from '../params';

/** An item's id and one of its answers' attachments. */
const fileParams = z.object({ id: idParamSchema, fileId: idParamSchema });

/**
 * Answering an item, under /api/admin, for each kind (its own area): POST /<kind>/:id/replies
 * e-mails the text to the person who sent it and adds it to the item's thread; POST
 * /<kind>/:id/answers/read marks the person's answers read (204), which the panel does once it
 * has shown them. POST /<kind>/replies `{ ids, templateId }` sends one of the kind's templates
 * to each selected item, in its person's language. GET /<kind>/:id/files/:fileId downloads an
 * answer's kept attachment.
 */
export function adminSubmissionReplyRoutes({ config, sessions, services }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>();
  const body = jsonBody(config.bodyLimits.default);

  for (const kind of SUBMISSION_KINDS) {
    const send = validate({
      params: idParams,
      notFound: submissionNotFound[kind],
      body: replyBodySchema,
    });
    router.post(
      `/${kind}/:id/replies`,
      auth(sessions, kind),
      body,
      send,
      answers(replyResponseSchema, 201),
      async (ctx) => {
        const { params, body: input } = send.input(ctx);
        const reply = await services.replies.send(actorOf(ctx), kind, params.id, input);
        ctx.status = 201;
        ctx.body = { reply: presentThreadMessage(reply) };
      },
    );

    const many = validate({ body: replyBulkBodySchema });
    router.post(
      `/${kind}/replies`,
      auth(sessions, kind),
      body,
      many,
      answers(replyBulkResultSchema),
      async (ctx) => {
        ctx.body = await services.replies.sendTemplate(actorOf(ctx), kind, many.input(ctx).body);
      },
    );

    // An answer's kept attachment, always as a download: its bytes are the person's, never a
    // document of this origin.
    const file = validate({ params: fileParams, notFound: 'answer_file_not_found' });
    router.get(
      `/${kind}/:id/files/:fileId`,
      auth(sessions, kind),
      file,
      answersWith({
        type: 'application/octet-stream',
        description: "An answer's attachment as it came (PDF or Word), as an attachment",
      }),
      async (ctx) => {
        const { id, fileId } = file.input(ctx).params;
        const found = await services.replies.file(actorOf(ctx), kind, id, fileId);
        ctx.attachment(found.filename, {
          type: 'attachment',
          fallback: asciiFilename(found.filename, 'attachment'),
        });
        ctx.type = found.mimeType;
        ctx.body = found.bytes;
      },
    );

    const read = validate({ params: idParams, notFound: submissionNotFound[kind] });
    router.post(
      `/${kind}/:id/answers/read`,
      auth(sessions, kind),
      read,
      answersNothing(),
      async (ctx) => {
        await services.replies.markRead(actorOf(ctx), kind, read.input(ctx).params.id);
        ctx.status = 204;
      },
    );
  }
  return router;
}
