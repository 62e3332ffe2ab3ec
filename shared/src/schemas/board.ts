/**
 * The applicants of each job listing: their counts per status for the listing cards
 * and the board's columns. The board's cards are the applications list narrowed by `jobId` and
 * `status` (GET /api/admin/applications), and a card moves through PUT …/:id/status with `from`.
 */
import { z } from 'zod';

/** The most listings one counts request may name. */
export const APPLICANT_COUNTS_MAX_IDS = 500;

/**
 * GET /api/admin/job-listings/applicant-counts?ids=1,2,3: the listings to count (every listing
 * with applicants without `ids`). Archived applications are left out, as in the default lists.
 */
export const applicantCountsQuerySchema = z.strictObject({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/, 'ids must be listing ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= APPLICANT_COUNTS_MAX_IDS,
      `ids may name at most ${APPLICANT_COUNTS_MAX_IDS} listings`,
    )
    .optional(),
});
export type ApplicantCountsQuery = z.infer<typeof applicantCountsQuerySchema>;

/** One listing's applicants: how many in all, how many still new, and how many per status. */
export const listingApplicantCountsSchema = z.object({
  jobListingId: z.number(),
  total: z.number(),
  new: z.number(),
  /** Every status that has applicants (an unknown one too, as stored). */
  statuses: z.record(z.string(), z.number()),
});
export type ListingApplicantCounts = z.infer<typeof listingApplicantCountsSchema>;

/** The answer: the listings that have applicants (a listing left out has none). */
export const applicantCountsResponseSchema = z.object({
  counts: z.array(listingApplicantCountsSchema),
});
export type ApplicantCountsResponse = z.infer<typeof applicantCountsResponseSchema>;
