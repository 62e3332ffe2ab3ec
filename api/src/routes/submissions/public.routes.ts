import Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  applicationPayloadSchema,
  contactPayloadSchema,
  investorPayloadSchema,
  submissionResponseSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { clientOf, publicAccess } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { concurrencyGate } from '../../http/gate';
import { jsonBodyKeepingField, keptField, readJsonBodyFirst } from '../../http/largeJson';
import { rateLimit } from '../../http/rateLimit';
import { validate } from '../../http/validate';
import { assertResumeSizeAllowed, keptResumeData } from '../../uploads/resume';

const RESUME_BYTES = Symbol('resumeBytes');

/**
 * The résumé of an application whose parser kept the base64 text as bytes: taken aside (or put
 * back as text when it is not clean base64), and an oversized file refused with 413 before the
 * fields are validated (not the schema's generic 400 for a too-long value).
 */
const resumeData: Middleware = async (ctx, next) => {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  const kept = keptResumeData(keptField(ctx), body);
  assertResumeSizeAllowed(kept ?? body?.resumeData);
  (ctx.state as Record<symbol, unknown>)[RESUME_BYTES] = kept;
  await next();
};

/**
 * The public forms: contact, investor interest, job application. Each answers 201 `{ success, id }`
 * (a robot's submission too: see the submissions service).
 */
export function publicSubmissionRoutes({ db, config, services, metrics }: Deps): AppRouter {
  const { submissions } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/api' });
  const small = jsonBody(config.bodyLimits.default);
  const limits = config.rateLimits;
  const limit = (name: string, points: number, durationSeconds: number) =>
    rateLimit(db, { name, points, durationSeconds }, limits.enabled);
  const created = (ctx: { status: number; body: unknown }, id: number) => {
    ctx.status = 201;
    ctx.body = { success: true, id };
  };

  // Every form answers the same: the new item's id (a honeypot's catch too, so bots learn nothing).
  const created201 = answers(submissionResponseSchema, 201);

  const contact = validate({ body: contactPayloadSchema });
  router.post(
    '/contact',
    publicAccess(),
    limit('contact', limits.contactPerMinute, 60),
    small,
    contact,
    created201,
    async (ctx) =>
      created(ctx, await submissions.submitContact(clientOf(ctx), contact.input(ctx).body)),
  );

  const investor = validate({ body: investorPayloadSchema });
  router.post(
    '/investor',
    publicAccess(),
    limit('investor', limits.investorPerMinute, 60),
    small,
    investor,
    created201,
    async (ctx) =>
      created(ctx, await submissions.submitInvestor(clientOf(ctx), investor.input(ctx).body)),
  );

  const application = validate({ body: applicationPayloadSchema });
  router.post(
    '/careers/apply',
    publicAccess(),
    limit('apply', limits.applyPerHour, 3600),
    // The body is read first, outside the gate, into a buffer that grows with what arrives: a
    // client sending slowly holds no permit and only the bytes it sent.
    readJsonBodyFirst(config.bodyLimits.apply),
    // Only a few résumés are decoded and stored at once (their copies are the memory that
    // counts); the rest wait with their bytes read.
    concurrencyGate(config.applyConcurrency, (count) => metrics.applicationsWaiting.set(count)),
    // The base64 résumé stays bytes (never a 14 MB string copied by the JSON parser).
    jsonBodyKeepingField(config.bodyLimits.apply, 'resumeData', 'kept'),
    resumeData,
    application,
    created201,
    async (ctx) => {
      const input = application.input(ctx).body;
      const kept = (ctx.state as Record<symbol, unknown>)[RESUME_BYTES] as Buffer | undefined;
      created(ctx, await submissions.apply(clientOf(ctx), input, kept ?? input.resumeData));
    },
  );

  return router;
}
