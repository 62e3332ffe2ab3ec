/**
 * The admin's overview: the figures GET /api/admin/overview answers, each computed by
 * the server in one query and covering only the submission kinds the person's roles reach. Weeks
 * are the company's (SITE_TIME_ZONE), Sunday to Saturday, as the Saudi working week reads.
 */
import { z } from 'zod';
import { SITE_UTC_OFFSET_HOURS } from '../constants';
import { APPLICATION_STATUSES, SUBMISSION_KINDS } from '../status';

/** How many weeks the new-items chart shows (the current one last). */
export const OVERVIEW_WEEKS = 12;
/** How many open listings the applicants chart shows, those with the most applicants. */
export const OVERVIEW_LISTINGS = 8;
/** An item still in its first status this many whole days after it arrived is overdue (OVERDUE_DAYS). */
export const OVERDUE_DAYS_DEFAULT = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;
const OFFSET_MS = SITE_UTC_OFFSET_HOURS * 60 * 60 * 1000;

/**
 * The moment the company's week holding `moment` began: the Sunday, 00:00 in the site's time zone
 * (which keeps one offset all year, so every week is 7 × 24 hours long).
 */
export function siteWeekStart(moment: Date): Date {
  const local = new Date(moment.getTime() + OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(midnight - local.getUTCDay() * DAY_MS - OFFSET_MS);
}

const kindCounts = z.partialRecord(z.enum(SUBMISSION_KINDS), z.number().int().nonnegative());

export const overviewSchema = z.object({
  /** The kinds the figures cover: those the person may see. */
  kinds: z.array(z.enum(SUBMISSION_KINDS)),
  /** The weeks of the chart, oldest first: the day (`YYYY-MM-DD`, site time) each begins. */
  weeks: z.array(z.string()),
  /** New items per kind per week, in the order of `weeks`. */
  weekly: z.partialRecord(z.enum(SUBMISSION_KINDS), z.array(z.number().int().nonnegative())),
  /**
   * Applicants per open listing by status (the items not archived), the listings with the most
   * applicants first; null for a person who does not reach the applications.
   */
  applicants: z
    .array(
      z.object({
        id: z.number(),
        title: z.string(),
        titleAr: z.string().nullable(),
        total: z.number().int().nonnegative(),
        byStatus: z.partialRecord(z.enum(APPLICATION_STATUSES), z.number().int().nonnegative()),
      }),
    )
    .nullable(),
  /**
   * The median time, in minutes, from an item's arrival to its first status change, over the
   * items received in the chart's weeks whose status has changed (`sample` of them; median null
   * when none has).
   */
  firstResponse: z.partialRecord(
    z.enum(SUBMISSION_KINDS),
    z.object({ medianMinutes: z.number().nonnegative().nullable(), sample: z.number().int() }),
  ),
  /** Items given to nobody, not archived. */
  unassigned: kindCounts,
  /** Items not archived still in their first status, received on `overdueThrough` or before. */
  overdue: kindCounts,
  overdueDays: z.number().int().positive(),
  /** The last day (`YYYY-MM-DD`, site time) whose items count as overdue: the lists' `to`. */
  overdueThrough: z.string(),
});
export type Overview = z.infer<typeof overviewSchema>;
