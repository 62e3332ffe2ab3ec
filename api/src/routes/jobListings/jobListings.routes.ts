import Router from '@koa/router';
import type { Context } from 'koa';
import type { JobListing, JobListingData } from '@vb/shared/schemas';
import { idParamSchema, jobListingInputSchema } from '@vb/shared/schemas';
import { arabicLocationLabel } from '@vb/shared/options';
import type { AppRouter, AppState, Deps } from '../../deps';
import { insertedId, toBool, toIso, toNumber } from '../../db/values';
import { jsonBody } from '../../http/body';
import { badRequest } from '../../http/errors';
import { type CachedBody, sendCached } from '../../http/publicCache';
import { notFoundFor, parseBody, parseParam } from '../../http/validate';

interface ListingRow {
  id: number;
  title: string;
  title_ar: string | null;
  department: string;
  location: string;
  location_ar: string | null;
  description: string;
  description_ar: string | null;
  requirements: string;
  requirements_ar: string | null;
  employment_type: string;
  is_active: boolean | number;
  created_at: unknown;
  updated_at: unknown;
}

function presentListing(r: ListingRow): JobListing {
  return {
    id: toNumber(r.id),
    title: r.title,
    titleAr: r.title_ar,
    department: r.department,
    location: r.location,
    locationAr: r.location_ar,
    description: r.description,
    descriptionAr: r.description_ar,
    requirements: r.requirements,
    requirementsAr: r.requirements_ar,
    employmentType: r.employment_type,
    isActive: toBool(r.is_active),
    createdAt: toIso(r.created_at),
    updatedAt: toIso(r.updated_at),
  };
}

function columns(input: JobListingData) {
  return {
    title: input.title,
    title_ar: input.titleAr,
    department: input.department,
    location: input.location,
    // With no Arabic location given, the chosen option's Arabic label is used.
    location_ar: input.locationAr ?? arabicLocationLabel(input.location) ?? null,
    description: input.description,
    description_ar: input.descriptionAr,
    requirements: input.requirements,
    requirements_ar: input.requirementsAr,
    employment_type: input.employmentType,
    is_active: input.isActive,
  };
}

const newestFirst = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

/**
 * GET /api/job-listings from the public cache. The spec gives the client's listings query no
 * freshness window, so browsers revalidate every time (`no-cache`; the ETag makes that a 304).
 */
export async function serveJobListings(ctx: Context, deps: Deps): Promise<void> {
  sendCached(ctx, deps.publicCache, JOB_LISTINGS_KEY, await jobListingsBody(deps), 0);
}

const JOB_LISTINGS_KEY = 'job-listings';

/** The serialized answer of GET /api/job-listings (the active listings), from the public cache. */
export async function jobListingsBody(deps: Deps): Promise<CachedBody> {
  const cached = await deps.publicCache.get(JOB_LISTINGS_KEY, async () => {
    const rows = await deps
      .db<ListingRow>('job_listings')
      .where({ is_active: true })
      .orderBy(newestFirst);
    return { jobListings: rows.map(presentListing) };
  });
  if (!cached) throw new Error('the job listings read produced no answer');
  return cached;
}

/** GET /api/job-listings: active listings only. */
export function publicJobListingRoutes(deps: Deps): AppRouter {
  const router: AppRouter = new Router<AppState>({ prefix: '/api/job-listings' });
  router.get('/', (ctx) => serveJobListings(ctx, deps));
  return router;
}

/** /api/admin/job-listings: every listing; create, update, delete. */
export function adminJobListingRoutes(deps: Deps): AppRouter {
  const { db } = deps;
  const router: AppRouter = new Router<AppState>({ prefix: '/job-listings' });
  const body = jsonBody(deps.config.bodyLimits.default);
  const find = (id: number) => db<ListingRow>('job_listings').where({ id }).first();

  router.get('/', async (ctx) => {
    const rows = await db<ListingRow>('job_listings').orderBy(newestFirst);
    ctx.body = { jobListings: rows.map(presentListing) };
  });

  router.post('/', body, async (ctx) => {
    const input = parseBody(ctx, jobListingInputSchema);
    if (input.id !== undefined) {
      throw badRequest('validation_failed', 'A new job listing has no id: use PUT to edit');
    }
    const now = new Date();
    const rows = await db('job_listings')
      .insert({ ...columns(input), created_at: now, updated_at: now })
      .returning('id');
    deps.publicCache.invalidate();
    ctx.status = 201;
    ctx.body = { jobListing: presentListing((await find(insertedId(rows))) as ListingRow) };
  });

  router.put('/:id', body, async (ctx) => {
    const id = parseParam(ctx.params.id, idParamSchema, 'job_listing_not_found');
    const input = parseBody(ctx, jobListingInputSchema);
    if (input.id !== undefined && input.id !== id) {
      throw badRequest('validation_failed', 'The id in the body does not match the URL');
    }
    // One statement that answers the row it wrote: a concurrent edit of the same listing can
    // never show up in this request's answer.
    const [updated] = (await db('job_listings')
      .where({ id })
      .update({ ...columns(input), updated_at: new Date() })
      .returning('*')) as ListingRow[];
    deps.publicCache.invalidate();
    if (!updated) throw notFoundFor('job_listing_not_found');
    ctx.body = { jobListing: presentListing(updated) };
  });

  router.delete('/:id', async (ctx) => {
    const id = parseParam(ctx.params.id, idParamSchema, 'job_listing_not_found');
    const deleted = await db('job_listings').where({ id }).delete();
    deps.publicCache.invalidate();
    if (!deleted) throw notFoundFor('job_listing_not_found');
    ctx.body = { success: true };
  });

  return router;
}
