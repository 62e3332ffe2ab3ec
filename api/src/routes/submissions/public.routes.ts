import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { PublicFormId } from '@vb/shared/render';
import {
  applicationPayloadSchema,
  contactPayloadSchema,
  investorPayloadSchema,
  submissionResponseSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import type { Client } from '../../domain/actor';
import { clientOf, publicAccess } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { concurrencyGate } from '../../http/gate';
import { jsonBodyKeepingField, keptField, readJsonBodyFirst } from '../../http/largeJson';
import { rateLimit } from '../../http/rateLimit';
import { type Validator, validate } from '../../http/validate';
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
 * One public form of text fields, as every way of sending it shares it: its rate limit (one
 * limiter, counted per client whichever way the form arrives), the size its body may have, its
 * validation (the shared schema) and the one service function that stores it (or, for a robot's
 * submission, drops it: see the submissions service). The JSON route below and the site's plain
 * HTML post (site/formPost.ts) differ only in how the body is read and answered.
 */
export interface PublicForm<S extends z.ZodType = z.ZodType> {
  id: PublicFormId;
  /** The names of its fields (the schema's). */
  fields: readonly string[];
  limit: Middleware;
  bodyLimit: number;
  validate: Validator<{ body: S }>;
  submit(client: Client, input: z.output<S>): Promise<number>;
}

export type PublicForms = {
  contact: PublicForm<typeof contactPayloadSchema>;
  investor: PublicForm<typeof investorPayloadSchema>;
};

/** A public form's rate limit, off under RATE_LIMITS=off. */
const limiter =
  ({ db, config }: Deps) =>
  (name: string, points: number, durationSeconds: number) =>
    rateLimit(db, { name, points, durationSeconds }, config.rateLimits.enabled);

const formsOf = new WeakMap<Deps, PublicForms>();

/** The public forms of text fields (made once per app: their limiters are shared). */
export function publicForms(deps: Deps): PublicForms {
  const made = formsOf.get(deps);
  if (made) return made;
  const { config, services } = deps;
  const { submissions } = services;
  const limits = config.rateLimits;
  const limit = limiter(deps);
  const forms: PublicForms = {
    contact: {
      id: 'contact',
      fields: Object.keys(contactPayloadSchema.shape),
      limit: limit('contact', limits.contactPerMinute, 60),
      bodyLimit: config.bodyLimits.default,
      validate: validate({ body: contactPayloadSchema }),
      submit: (client, input) => submissions.submitContact(client, input),
    },
    investor: {
      id: 'investor',
      fields: Object.keys(investorPayloadSchema.shape),
      limit: limit('investor', limits.investorPerMinute, 60),
      bodyLimit: config.bodyLimits.default,
      validate: validate({ body: investorPayloadSchema }),
      submit: (client, input) => submissions.submitInvestor(client, input),
    },
  };
  formsOf.set(deps, forms);
  return forms;
}

/**
 * The public forms: contact, investor interest, job application. Each answers 201 `{ success, id }`
 * (a robot's submission too: see the submissions service).
 */
export function publicSubmissionRoutes(deps: Deps): AppRouter {
  const { config, services, metrics } = deps;
  const { submissions } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/api' });
  const limits = config.rateLimits;
  const limit = limiter(deps);
  const created = (ctx: { status: number; body: unknown }, id: number) => {
    ctx.status = 201;
    ctx.body = { success: true, id };
  };

  // Every form answers the same: the new item's id (a honeypot's catch too, so bots learn nothing).
  const created201 = answers(submissionResponseSchema, 201);

  const { contact, investor } = publicForms(deps);
  router.post(
    '/contact',
    publicAccess(),
    contact.limit,
    jsonBody(contact.bodyLimit),
    contact.validate,
    created201,
    async (ctx) =>
      created(ctx, await contact.submit(clientOf(ctx), contact.validate.input(ctx).body)),
  );

  router.post(
    '/investor',
    publicAccess(),
    investor.limit,
    jsonBody(investor.bodyLimit),
    investor.validate,
    created201,
    async (ctx) =>
      created(ctx, await investor.submit(clientOf(ctx), investor.validate.input(ctx).body)),
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
