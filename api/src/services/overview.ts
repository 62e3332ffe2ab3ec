/**
 * The admin's overview: new items per kind per week for the last OVERVIEW_WEEKS weeks
 * (the company's weeks), the applicants of the open listings by status, the median time from an
 * item's arrival to its first status change, and the items given to nobody or still waiting in
 * their first status past OVERDUE_DAYS. Every figure covers only the kinds the person's roles
 * reach (the applicants only for those who reach the applications); each is one query
 * (repos/overview.ts), read on the read pool, and the five run side by side.
 *
 * Every open dashboard reads the overview again on each event of the live feed, so a new
 * submission brings every member of staff's request at once. An answer is kept while the
 * database's heads are unchanged (every change to a submission, listing or person adds a row or an
 * audit event; see submissionCounts.ts) and for the same weeks and overdue day, and requests
 * arriving together share one reading. As with the counts, on PostgreSQL a row committed out of id
 * order could be missed by the heads, so an answer is never kept longer than `maxAgeMs`.
 */
import { siteDay, siteDayStart } from '@vb/shared/dates';
import { mayUse } from '@vb/shared/roles';
import {
  OVERVIEW_LISTINGS,
  OVERVIEW_WEEKS,
  type Overview,
  WEEK_MS,
  siteWeekStart,
} from '@vb/shared/schemas';
import { APPLICATION_STATUSES, SUBMISSION_KINDS, type SubmissionKind } from '@vb/shared/status';
import type { Db } from '../db/knex';
import type { Actor } from '../domain/actor';
import * as overview from '../repos/overview';
import { COUNT_MAX_AGE_MS, headsStamp } from './submissionCounts';
import { submissionItemKind } from './submissions';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Answers kept at most: one per set of kinds the roles reach, and a day's change beside it. */
const MAX_ENTRIES = 16;

/** The calendar day `days` before `day` (both `YYYY-MM-DD`). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export function overviewService({
  readDb,
  overdueDays,
  now = () => new Date(),
  maxAgeMs = COUNT_MAX_AGE_MS,
}: {
  /** Where the staff's reads go (on SQLite the read-only pool). */
  readDb: Db;
  overdueDays: number;
  now?: () => Date;
  /** How long an answer is kept at most, even with the heads unchanged. */
  maxAgeMs?: number;
}) {
  const stamp = headsStamp(readDb);
  const kept = new Map<string, { stamp: string; at: number; answer: Overview }>();
  const reading = new Map<string, Promise<Overview>>();

  /** The figures of `kinds` at `moment`, read from the database. */
  async function compute(kinds: SubmissionKind[], moment: Date): Promise<Overview> {
    const start = new Date(siteWeekStart(moment).getTime() - (OVERVIEW_WEEKS - 1) * WEEK_MS);
    const end = new Date(start.getTime() + OVERVIEW_WEEKS * WEEK_MS);
    const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, i) =>
      siteDay(new Date(start.getTime() + i * WEEK_MS)),
    );
    // Overdue: received before the start of the day `overdueDays` ago, so more than that many
    // days old; the lists' `to` filter (inclusive) of the day before gives the same items.
    const cutoffDay = daysBefore(siteDay(moment), overdueDays);
    const overdueThrough = daysBefore(cutoffDay, 1);
    const base = { kinds, weeks, overdueDays, overdueThrough };
    const applicantsToo = kinds.includes('applications');
    if (kinds.length === 0)
      return {
        ...base,
        weekly: {},
        applicants: null,
        firstResponse: {},
        unassigned: {},
        overdue: {},
      };
    const [weekly, applicants, medians, unassigned, overdue] = await Promise.all([
      overview.weeklyCounts(readDb, kinds, start, OVERVIEW_WEEKS, WEEK_MS),
      applicantsToo ? overview.applicantsByListing(readDb, OVERVIEW_LISTINGS) : null,
      overview.medianFirstChange(readDb, kinds, submissionItemKind, start, end),
      overview.unassignedCounts(readDb, kinds),
      overview.overdueCounts(readDb, kinds, siteDayStart(cutoffDay)),
    ]);
    const firstResponse: Overview['firstResponse'] = {};
    for (const kind of kinds) {
      const median = medians[kind];
      firstResponse[kind] = median
        ? { medianMinutes: Math.round(median.medianMs / 60_000), sample: median.sample }
        : { medianMinutes: null, sample: 0 };
    }
    return {
      ...base,
      weekly,
      applicants:
        applicants?.map((listing) => ({
          ...listing,
          byStatus: Object.fromEntries(
            APPLICATION_STATUSES.filter((s) => listing.byStatus[s]).map((s) => [
              s,
              listing.byStatus[s]!,
            ]),
          ),
        })) ?? null,
      firstResponse,
      unassigned,
      overdue,
    };
  }

  return {
    async read(actor: Actor): Promise<Overview> {
      const kinds = SUBMISSION_KINDS.filter((kind) => mayUse(actor.user.roles, kind));
      const moment = now();
      // What the answer depends on besides the data: the kinds, the weeks and the overdue day.
      const key = JSON.stringify([kinds, siteDay(siteWeekStart(moment)), siteDay(moment)]);
      const current = await stamp();
      const known = kept.get(key);
      if (known && known.stamp === current && moment.getTime() - known.at < maxAgeMs)
        return known.answer;
      const readKey = `${key}@${current}`;
      let pending = reading.get(readKey);
      if (!pending) {
        pending = compute(kinds, moment)
          .then((answer) => {
            kept.delete(key);
            kept.set(key, { stamp: current, at: moment.getTime(), answer });
            while (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!);
            return answer;
          })
          .finally(() => reading.delete(readKey));
        reading.set(readKey, pending);
      }
      return pending;
    },
  };
}

export type OverviewService = ReturnType<typeof overviewService>;
