import Router from '@koa/router';
import { INITIAL_STATUS } from '@vb/shared/status';
import {
  applicationPayloadSchema,
  contactPayloadSchema,
  honeypotFilled,
  investorPayloadSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { InsertBatcher } from '../../db/groupCommit';
import { insertedId } from '../../db/values';
import { jsonBody } from '../../http/body';
import { concurrencyGate } from '../../http/gate';
import { jsonBodyKeepingField, keptField } from '../../http/largeJson';
import { rateLimit } from '../../http/rateLimit';
import { badRequest } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { assertResumeSizeAllowed, decodeResume, keptResumeData } from '../../uploads/resume';

/**
 * The public forms: contact, investor interest, job application. Each answers 201 `{ success, id }`.
 * A submission whose honeypot is filled in (a robot) gets exactly that answer too, after the same
 * checks as any other, but nothing is stored: it is only logged.
 */
export function publicSubmissionRoutes(deps: Deps): AppRouter {
  const { db, config } = deps;
  const discard = async (
    ctx: { path: string; ip: string; status: number; body: unknown },
    table: string,
  ) => {
    deps.logger.info('honeypot submission discarded', { path: ctx.path, ip: ctx.ip });
    // A plausible id: the one the next real row would get.
    const last = (await db(table).max('id as id').first()) as { id?: number | string | null };
    ctx.status = 201;
    ctx.body = { success: true, id: Number(last?.id ?? 0) + 1 };
  };
  const router: AppRouter = new Router<AppState>({ prefix: '/api' });
  // Concurrent contact and investor submissions share commits (see InsertBatcher).
  const batcher = new InsertBatcher(db);
  const small = jsonBody(config.bodyLimits.default);
  const limits = config.rateLimits;
  const limit = (name: string, points: number, durationSeconds: number) =>
    rateLimit(db, { name, points, durationSeconds }, limits.enabled);

  router.post('/contact', limit('contact', limits.contactPerMinute, 60), small, async (ctx) => {
    const { website, ...input } = parseBody(ctx, contactPayloadSchema);
    if (honeypotFilled({ website })) return discard(ctx, 'contact_messages');
    const id = await batcher.insert('contact_messages', {
      ...input,
      status: INITIAL_STATUS,
      created_at: new Date(),
    });
    ctx.status = 201;
    ctx.body = { success: true, id };
  });

  router.post('/investor', limit('investor', limits.investorPerMinute, 60), small, async (ctx) => {
    const { investmentAmount, website, ...rest } = parseBody(ctx, investorPayloadSchema);
    if (honeypotFilled({ website })) return discard(ctx, 'investor_requests');
    const id = await batcher.insert('investor_requests', {
      ...rest,
      investment_amount: investmentAmount,
      status: INITIAL_STATUS,
      created_at: new Date(),
    });
    ctx.status = 201;
    ctx.body = { success: true, id };
  });

  router.post(
    '/careers/apply',
    limit('apply', limits.applyPerHour, 3600),
    // Only a few résumés (up to 15 MB of JSON each) are read and decoded at once; the rest wait
    // unread, so ten simultaneous uploads do not hold ten bodies and their copies in memory.
    concurrencyGate(config.applyConcurrency),
    // The base64 résumé stays bytes (never a 14 MB string copied by the JSON parser).
    jsonBodyKeepingField(config.bodyLimits.apply, 'resumeData', 'kept'),
    async (ctx) => {
      const body = ctx.request.body as Record<string, unknown> | undefined;
      const kept = keptResumeData(keptField(ctx), body);
      assertResumeSizeAllowed(kept ?? body?.resumeData);
      const input = parseBody(ctx, applicationPayloadSchema);
      const resume = decodeResume(input.resumeFilename, kept ?? input.resumeData);
      if (honeypotFilled(input)) return discard(ctx, 'job_applications');
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
