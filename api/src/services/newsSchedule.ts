/**
 * Scheduled publishing. A draft may carry `publish_at`; it stays out of every public
 * read (they show published articles only) until the scheduler publishes it. Each API instance
 * runs a `NewsScheduleJob` (every NEWS_SCHEDULE_INTERVAL_MS); a pass asks the news service to
 * publish what is due, which publishes each article with one conditional UPDATE (still a
 * scheduled draft, its time come), so with several instances exactly one publishes it and
 * records it in the audit trail (actor: the system), and the public reads are forgotten.
 */
import type { ArticleData } from '@vb/shared/schemas';
import { toIsoOrNull } from '../db/values';
import { invalid } from '../domain/errors';
import type { Logger } from '../logger';
import type { ArticleRow } from '../repos/news';
import { PeriodicJob } from './periodicJob';

/** Articles published per pass (more wait for the next one, an interval later). */
export const SCHEDULE_BATCH = 50;

/**
 * The `publish_at` an edit stores: none when the article is published by hand (or not scheduled);
 * else the given time, which must be in the future unless it is the one already stored (saving a
 * scheduled draft again just as its time comes is not an error: the scheduler publishes it).
 */
export function resolvePublishAt(
  input: ArticleData,
  existing: ArticleRow | undefined,
  now: Date,
): Date | null {
  if (input.isPublished || !input.publishAt) return null;
  const at = new Date(input.publishAt);
  const unchanged = toIsoOrNull(existing?.publish_at) === at.toISOString();
  if (!unchanged && at.getTime() <= now.getTime()) {
    throw invalid('publish_at_past', 'The scheduled publication time is in the past', [
      { path: 'publishAt', message: 'Choose a date and time in the future' },
    ]);
  }
  return at;
}

/** What the job needs of the news service. */
export interface SchedulePublisher {
  publishDue(now: Date): Promise<number[]>;
}

export interface NewsScheduleOptions {
  /** How often each instance looks (NEWS_SCHEDULE_INTERVAL_MS). */
  intervalMs: number;
  /** The clock (tests move it). */
  now?: () => Date;
  logger: Logger;
}

/** The loop of one instance: a pass at start, then one per interval (never two at once). */
export class NewsScheduleJob extends PeriodicJob<number[]> {
  constructor(
    private readonly news: SchedulePublisher,
    private readonly options: NewsScheduleOptions,
  ) {
    super({ ...options, failure: 'scheduled publishing failed' });
  }

  /** One pass: the ids of the articles this instance published. */
  async run(): Promise<number[]> {
    const now = (this.options.now ?? (() => new Date()))();
    const published = await this.news.publishDue(now);
    if (published.length) this.options.logger.info('scheduled articles published', { published });
    return published;
  }
}
