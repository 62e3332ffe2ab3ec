import { z } from 'zod';
import {
  contactPayloadSchema,
  jobListingSchema,
  newsArticleSchema,
  newsCardArticleSchema,
  siteContentSchema,
} from '@vb/shared/schemas';

// The public site's zod schemas: a module of its own, loaded with the first read (`./queries`)
// or the first contact submission, so zod is not part of the home page's first load.

export const articlesSchema = z.object({ articles: z.array(newsCardArticleSchema) });
export const articleSchema = z.object({ article: newsArticleSchema });
export const jobListingsSchema = z.object({
  jobListings: z.array(jobListingSchema),
  /** Days an application is kept; an older server's answer leaves it out. */
  applicationRetentionDays: z.number().int().positive().optional(),
  rejectedRetentionDays: z.number().int().nonnegative().optional(),
});
/** GET /api/content: the team, ventures and partners. */
export { contactPayloadSchema, siteContentSchema };
