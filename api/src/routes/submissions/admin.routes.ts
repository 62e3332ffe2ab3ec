import { Readable } from 'node:stream';
import Router from '@koa/router';
import { csvFilename } from '@vb/shared/csv';
import {
  adminSummarySchema,
  applicationBulkBodySchema,
  applicationStatusBodySchema,
  contactBulkBodySchema,
  contactStatusBodySchema,
  investorBulkBodySchema,
  investorStatusBodySchema,
  resumeQuerySchema,
  submissionBulkResultSchema,
  submissionExportQuerySchema,
  submissionItemSchemas,
  submissionListQuerySchema,
  submissionPageSchemas,
  successSchema,
} from '@vb/shared/schemas';
import { SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth, clientOf } from '../../http/auth';
import { answers, answersWith } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { validate } from '../../http/validate';
import { submissionCsvChunks } from '../../presenters/submissionCsv';
import { presentSubmission, presentSubmissionList } from '../../presenters/submissions';
import { submissionNotFound } from '../../services/submissions';
import { isWorkBulk } from '../../services/submissionWork';
import { asciiFilename } from '../../uploads/filename';
import { idParams } from '../params';

/** The statuses each kind accepts. */
const STATUS_BODY = {
  applications: applicationStatusBodySchema,
  'contact-messages': contactStatusBodySchema,
  'investor-requests': investorStatusBodySchema,
} satisfies Record<SubmissionKind, unknown>;

/** The bulk actions of each kind: its statuses only. */
const BULK_BODY = {
  applications: applicationBulkBodySchema,
  'contact-messages': contactBulkBodySchema,
  'investor-requests': investorBulkBodySchema,
} satisfies Record<SubmissionKind, unknown>;

/**
 * Under /api/admin, for each kind: GET /<kind> (paged, searched, filtered and sorted on request),
 * GET /<kind>/export.csv (every item the same filters keep, or of a selection `ids=1,2,3`,
 * streamed as CSV), PUT /<kind>/:id/status, DELETE /<kind>/:id, POST /<kind>/bulk (a status for,
 * or the deletion of, up to 500 items at once); GET /applications/:id/resume; GET /summary.
 */
export function adminSubmissionRoutes({ config, sessions, services }: Deps): AppRouter {
  const { submissions, submissionWork } = services;
  const router: AppRouter = new Router<AppState>();
  const body = jsonBody(config.bodyLimits.default);
  const csvFile = answersWith({
    type: 'text/csv',
    description: 'The items as CSV (UTF-8 with a byte order mark), as an attachment',
  });

  // `?preview=1`: a PDF's bytes for the admin's preview, audited as viewed; still an
  // attachment, never a document of this origin.
  const resume = validate({
    params: idParams,
    query: resumeQuerySchema,
    notFound: 'application_not_found',
  });
  const resumeFile = answersWith({
    type: 'application/octet-stream',
    description: 'The résumé as it was sent (PDF or Word), as an attachment',
  });
  router.get(
    '/applications/:id/resume',
    auth(sessions, 'applications'),
    resume,
    resumeFile,
    async (ctx) => {
      const { params, query } = resume.input(ctx);
      const file = await submissions.resume(actorOf(ctx), params.id, {
        preview: query.preview === '1',
      });
      // The RFC 5987 filename* carries the real name; the plain filename is its ASCII fallback.
      ctx.attachment(file.filename, { type: 'attachment', fallback: asciiFilename(file.filename) });
      ctx.type = file.mimeType;
      ctx.body = file.bytes;
    },
  );

  // The counts of the dashboard's badges (each person's own areas).
  router.get('/summary', auth(sessions, 'summary'), answers(adminSummarySchema), async (ctx) => {
    ctx.body = await submissions.summary(actorOf(ctx));
  });

  for (const kind of SUBMISSION_KINDS) {
    const item = { params: idParams, notFound: submissionNotFound[kind] };
    // Each kind is its own area: applications for recruiters, the others for relations.
    const staff = auth(sessions, kind);

    const list = validate({ query: submissionListQuerySchema });
    router.get(`/${kind}`, staff, list, answers(submissionPageSchemas[kind]), async (ctx) => {
      const query = list.input(ctx).query;
      const { rows, total } = await submissions.list(actorOf(ctx), kind, query);
      ctx.body = { ...presentSubmissionList(kind, rows), total };
    });

    // The list's filters and order as a CSV file, streamed: rows are read a batch at a time as
    // the client takes them, so the server's memory stays flat however long the list is.
    const csv = validate({ query: submissionExportQuerySchema });
    router.get(`/${kind}/export.csv`, staff, csv, csvFile, async (ctx) => {
      const { lang, ...query } = csv.input(ctx).query;
      const { rows } = await submissions.exportRows(actorOf(ctx), kind, query);
      ctx.attachment(csvFilename(kind, new Date()), { type: 'attachment' });
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = Readable.from(submissionCsvChunks(kind, rows, lang), { objectMode: false });
    });

    const status = validate({ ...item, body: STATUS_BODY[kind] });
    router.put(
      `/${kind}/:id/status`,
      staff,
      body,
      status,
      answers(submissionItemSchemas[kind]),
      async (ctx) => {
        const { params, body: input } = status.input(ctx);
        const row = await submissions.setStatus(
          actorOf(ctx),
          kind,
          params.id,
          input.status,
          input.from,
        );
        ctx.body = presentSubmission(kind, row);
      },
    );

    // Many items at once: { action: 'status', status, ids } or { action: 'delete', ids }; archive,
    // unarchive and assign are the submission work service's.
    const bulk = validate({ body: BULK_BODY[kind] });
    router.post(
      `/${kind}/bulk`,
      staff,
      body,
      bulk,
      answers(submissionBulkResultSchema),
      async (ctx) => {
        const input = bulk.input(ctx).body;
        ctx.body = isWorkBulk(input)
          ? await submissionWork.bulk(actorOf(ctx), kind, input, clientOf(ctx).origin)
          : await submissions.bulk(actorOf(ctx), kind, input);
      },
    );

    const remove = validate(item);
    router.delete(`/${kind}/:id`, staff, remove, answers(successSchema), async (ctx) => {
      await submissions.remove(actorOf(ctx), kind, remove.input(ctx).params.id);
      ctx.body = { success: true };
    });
  }
  return router;
}
