/**
 * The public reads (published news, an article, active job listings) as serialized answers, kept
 * in the read model's cache. The JSON routes and the server render read them here alike; services
 * invalidate them with every write.
 */
import {
  APPLICATION_RETENTION_DAYS_DEFAULT,
  REJECTED_RETENTION_DAYS_DEFAULT,
} from '@vb/shared/constants';
import type { JobListing, NewsArticle } from '@vb/shared/schemas';
import type { Db } from '../db/knex';
import { presentArticle, presentNewsCard } from '../presenters/articles';
import { presentSiteContent } from '../presenters/content';
import { presentListing } from '../presenters/listings';
import * as content from '../repos/content';
import * as listings from '../repos/listings';
import * as news from '../repos/news';
import { type CachedBody, type ReadCache, serialize } from './cache';

/** A serialized answer and the cache entry it is: what the front door needs to replay it. */
export interface ReadAnswer {
  cacheKey: string;
  body: CachedBody;
}

export class PublicReads {
  constructor(
    private readonly db: Db,
    readonly cache: ReadCache,
    /** How long applications are kept: the application form says so. */
    private readonly retention: { applicationDays: number; rejectedDays: number } = {
      applicationDays: APPLICATION_RETENTION_DAYS_DEFAULT,
      rejectedDays: REJECTED_RETENTION_DAYS_DEFAULT,
    },
  ) {}

  /** Forgets every kept answer: after a write to what the public reads show. */
  invalidate(): void {
    this.cache.invalidate();
  }

  /** Runs a write to what the public reads show, then forgets the answers it may have changed. */
  async writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      this.invalidate();
    }
  }

  /** GET /api/news?limit=N: published articles, newest first, each with its card's excerpt. */
  async newsList(limit: number): Promise<ReadAnswer> {
    const cacheKey = `news:${limit}`;
    const body = await this.cache.get(cacheKey, async () =>
      serialize({ articles: (await news.listPublished(this.db, limit)).map(presentNewsCard) }),
    );
    return { cacheKey, body: body! };
  }

  /** GET /api/news/:slug: a published article; undefined for an unknown or draft slug (not kept). */
  async article(slug: string): Promise<ReadAnswer | undefined> {
    const cacheKey = `article:${slug}`;
    const body = await this.cache.get(cacheKey, async () => {
      const row = await news.findPublishedBySlug(this.db, slug);
      return row ? serialize({ article: presentArticle(row) }) : undefined;
    });
    return body && { cacheKey, body };
  }

  /**
   * GET /api/job-listings: the active listings, newest first, and how long an application is kept
   * (the careers page's application form tells the visitor).
   */
  async jobListings(): Promise<ReadAnswer> {
    const cacheKey = 'job-listings';
    const body = await this.cache.get(cacheKey, async () =>
      serialize({
        jobListings: (await listings.listActive(this.db)).map(presentListing),
        applicationRetentionDays: this.retention.applicationDays,
        rejectedRetentionDays: this.retention.rejectedDays,
      }),
    );
    return { cacheKey, body: body! };
  }

  /** The open listings, as the careers page's read has them. */
  async openListings(): Promise<JobListing[]> {
    const { body } = await this.jobListings();
    return (JSON.parse(body.bytes.toString('utf8')) as { jobListings: JobListing[] }).jobListings;
  }

  /** GET /api/content: the team, ventures and partners, each list in its order. */
  async content(): Promise<ReadAnswer> {
    const cacheKey = 'content';
    const body = await this.cache.get(cacheKey, async () => {
      const all = await content.loadAll(this.db);
      return serialize(presentSiteContent(all, all.images));
    });
    return { cacheKey, body: body! };
  }

  /** The latest published articles (for the discovery files, which keep their own answers). */
  async publishedArticles(limit: number): Promise<NewsArticle[]> {
    return (await news.listPublished(this.db, limit)).map(presentArticle);
  }
}
