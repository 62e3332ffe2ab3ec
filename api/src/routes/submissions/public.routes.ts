import Router from '@koa/router';
import { INITIAL_STATUS } from '@vb/shared/status';
import {
  applicationPayloadSchema,
  contactPayloadSchema,
  investorPayloadSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { insertedId } from '../../db/values';
import { jsonBody } from '../../http/body';
import { rateLimit } from '../../http/rateLimit';
import { badRequest } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { assertResumeSizeAllowed, decodeResume } from '../../uploads/resume';

/** The public forms: contact, investor interest, job application. Each answers 201 `{ success, id }`. */
export function publicSubmissionRoutes(deps: Deps): AppRouter {
  const { db, config } = deps;
  const router: AppRouter = new Router<AppState>({ prefix: '/api' });
  const small = jsonBody(config.bodyLimits.default);
  const limits = config.rateLimits;
  const limit = (name: string, points: number, durationSeconds: number) =>
    rateLimit(db, { name, points, durationSeconds }, limits.enabled);

  router.post('/contact', limit('contact', limits.contactPerMinute, 60), small, async (ctx) => {
    const input = parseBody(ctx, contactPayloadSchema);
    const rows = await db('contact_messages')
      .insert({ ...input, status: INITIAL_STATUS, created_at: new Date() })
      .returning('id');
    ctx.status = 201;
    ctx.body = { success: true, id: insertedId(rows) };
  });

  router.post('/investor', limit('investor', limits.investorPerMinute, 60), small, async (ctx) => {
    const { investmentAmount, ...rest } = parseBody(ctx, investorPayloadSchema);
    const rows = await db('investor_requests')
      .insert({
        ...rest,
        investment_amount: investmentAmount,
        status: INITIAL_STATUS,
        created_at: new Date(),
      })
      .returning('id');
    ctx.status = 201;
    ctx.body = { success: true, id: insertedId(rows) };
  });

  router.post(
    '/careers/apply',
    limit('apply', limits.applyPerHour, 3600),
    jsonBody(config.bodyLimits.apply),
    async (ctx) => {
      assertResumeSizeAllowed(
        (ctx.request.body as { resumeData?: unknown } | undefined)?.resumeData,
      );
      const input = parseBody(ctx, applicationPayloadSchema);
      const resume = decodeResume(input.resumeFilename, input.resumeData);
      // The row and the file bytes commit together: an acknowledged application always has its resume.
      const id = await db.transaction(async (trx) => {
        if (input.jobListingId) {
          const listing = await trx('job_listings').where({ id: input.jobListingId }).first('id');
          if (!listing) {
            throw badRequest('validation_failed', 'The job listing applied for does not exist', [
              { path: 'jobListingId', message: 'Unknown job listing' },
            ]);
          }
        }
        const rows = await trx('job_applications')
          .insert({
            name: input.name,
            email: input.email,
            phone: input.phone,
            position: input.position,
            message: input.message,
            resume_filename: resume.filename,
            resume_mime_type: resume.mimeType,
            resume_size: resume.bytes.length,
            job_listing_id: input.jobListingId ?? null,
            status: INITIAL_STATUS,
            created_at: new Date(),
          })
          .returning('id');
        const applicationId = insertedId(rows);
        await trx('resumes').insert({ application_id: applicationId, data: resume.bytes });
        return applicationId;
      });
      ctx.status = 201;
      ctx.body = { success: true, id };
    },
  );

  return router;
}
