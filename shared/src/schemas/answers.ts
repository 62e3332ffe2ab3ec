import { z } from 'zod';
import type { SubmissionKind } from '../status';
import { SUBMISSION_RESPONSE_KEYS } from '../status';
import { partnerSchema, teamMemberSchema, ventureSchema } from './content';
import { jobListingSchema } from './jobs';
import { adminUserSchema } from './misc';
import { newsArticleSchema, newsCardArticleSchema } from './news';
import { submissionDetailSchema } from './notes';
import { settingsSchema, staffMemberSchema } from './people';
import { contactMessageSchema, investorRequestSchema, jobApplicationSchema } from './submissions';

// The answers of the routes that had no schema of their own: the API declares each route's answer
// with these (api/src/http/answers.ts, read into the OpenAPI document), and the clients parse the
// same answers with them.

/** A route that did what it was asked and has nothing more to say. */
export const successSchema = z.object({ success: z.literal(true) });

/** POST /api/auth/password-reset: taken, whether or not the address has an account. */
export const acceptedSchema = z.object({ accepted: z.literal(true) });

/** POST /api/auth/login: the signed-in person. */
export const signedInSchema = z.object({ user: adminUserSchema });

/** GET /api/auth/me: the signed-in person, and whether they must set up two-factor sign-in. */
export const meSchema = z.object({ user: adminUserSchema, mustSetUpTwoFactor: z.boolean() });

/** GET /api/news: the published articles, newest first, as cards. */
export const publicArticlesSchema = z.object({ articles: z.array(newsCardArticleSchema) });

/** One article (GET /api/news/:slug, the admin's reads and writes of an article). */
export const articleAnswerSchema = z.object({ article: newsArticleSchema });

/** GET /api/job-listings: the active listings, and how long applications are kept. */
export const publicJobListingsSchema = z.object({
  jobListings: z.array(jobListingSchema),
  /** Days an application is kept; an older server's answer leaves it out. */
  applicationRetentionDays: z.number().int().positive().optional(),
  rejectedRetentionDays: z.number().int().nonnegative().optional(),
});

/** One job listing (the admin's reads and writes of a listing). */
export const jobListingAnswerSchema = z.object({ jobListing: jobListingSchema });

/** One staff member (PUT /api/admin/users/:id). */
export const staffMemberAnswerSchema = z.object({ user: staffMemberSchema });

/** GET and PUT /api/admin/settings. */
export const settingsAnswerSchema = z.object({ settings: settingsSchema });

/** One item of a content list, by list. */
export const contentItemSchemas = {
  team: teamMemberSchema,
  ventures: ventureSchema,
  partners: partnerSchema,
} as const;

/** One submission under its kind's item key (a status, assignee or archive change). */
export const submissionItemSchemas = {
  applications: z.object({
    [SUBMISSION_RESPONSE_KEYS.applications.item]: jobApplicationSchema,
  }),
  'contact-messages': z.object({
    [SUBMISSION_RESPONSE_KEYS['contact-messages'].item]: contactMessageSchema,
  }),
  'investor-requests': z.object({
    [SUBMISSION_RESPONSE_KEYS['investor-requests'].item]: investorRequestSchema,
  }),
} satisfies Record<SubmissionKind, z.ZodType>;

/** GET /api/admin/<kind>/:id of each kind: the item, its notes and its history. */
export const submissionDetailSchemas = {
  applications: submissionDetailSchema(jobApplicationSchema),
  'contact-messages': submissionDetailSchema(contactMessageSchema),
  'investor-requests': submissionDetailSchema(investorRequestSchema),
} satisfies Record<SubmissionKind, z.ZodType>;

/** GET /api/version: the server's release and the staff API contracts it speaks. */
export const versionInfoSchema = z.object({
  /** The server's release. */
  server: z.string(),
  /** The staff API contract this server speaks. */
  contract: z.number().int().positive(),
  /** The oldest console contract it still serves. */
  minConsole: z.number().int().positive(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

/** GET /healthz and GET /readyz: each check's status and details (never a secret). */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'fail']),
  checks: z.record(z.string(), z.looseObject({ status: z.enum(['ok', 'fail', 'off']) })),
});
