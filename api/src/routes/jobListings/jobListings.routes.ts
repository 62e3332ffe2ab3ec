import Router from '@koa/router';
import {
  adminListingPageSchema,
  contentListQuerySchema,
  jobListingAnswerSchema,
  jobListingInputSchema,
  publicJobListingsSchema,
  successSchema,
} from '@vb/shared/schemas';
import type { AppRouter, AppState, Deps } from '../../deps';
import { actorOf, auth, publicAccess } from '../../http/auth';
import { answers } from '../../http/answers';
import { jsonBody } from '../../http/body';
import { sendRead } from '../../http/cachedRead';
import { validate } from '../../http/validate';
import { presentAdminListing } from '../../presenters/listings';
import { idParams } from '../params';

/**
 * GET /api/job-listings: active listings only, from the read model. The spec gives the client's
 * listings query no freshness window, so browsers revalidate every time (`no-cache`; the ETag
 * makes that a 304).
 */
export function publicJobListingRoutes({ reads, frontDoor }: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/job-listings' });
  router.get('/', publicAccess(), answers(publicJobListingsSchema), async (ctx) => {
    sendRead(ctx, frontDoor, await reads.jobListings(), 0);
  });
  return router;
}

/** /api/admin/job-listings: the listings a page at a time, one listing; create, update, delete. */
export function adminJobListingRoutes({ config, sessions, services }: Deps): AppRouter {
  const { listings } = services;
  const router: AppRouter = new Router<AppState>({ prefix: '/job-listings' });
  const staff = auth(sessions, 'listings');
  const body = jsonBody(config.bodyLimits.default);

  const list = validate({ query: contentListQuerySchema });
  router.get('/', staff, list, answers(adminListingPageSchema), async (ctx) => {
    const { rows, total } = await listings.list(actorOf(ctx), list.input(ctx).query);
    ctx.body = { jobListings: rows.map(presentAdminListing), total };
  });

  const one = validate({ params: idParams, notFound: 'job_listing_not_found' });
  router.get('/:id', staff, one, answers(jobListingAnswerSchema), async (ctx) => {
    const row = await listings.get(actorOf(ctx), one.input(ctx).params.id);
    ctx.body = { jobListing: presentAdminListing(row) };
  });

  const create = validate({ body: jobListingInputSchema });
  router.post('/', staff, body, create, answers(jobListingAnswerSchema, 201), async (ctx) => {
    const row = await listings.create(actorOf(ctx), create.input(ctx).body);
    ctx.status = 201;
    ctx.body = { jobListing: presentAdminListing(row) };
  });

  const update = validate({
    params: idParams,
    body: jobListingInputSchema,
    notFound: 'job_listing_not_found',
  });
  router.put('/:id', staff, body, update, answers(jobListingAnswerSchema), async (ctx) => {
    const { params, body: input } = update.input(ctx);
    ctx.body = {
      jobListing: presentAdminListing(await listings.update(actorOf(ctx), params.id, input)),
    };
  });

  const remove = validate({ params: idParams, notFound: 'job_listing_not_found' });
  router.delete('/:id', staff, remove, answers(successSchema), async (ctx) => {
    await listings.remove(actorOf(ctx), remove.input(ctx).params.id);
    ctx.body = { success: true };
  });

  return router;
}
