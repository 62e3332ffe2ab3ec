import { z } from 'zod';
import { DEPARTMENTS, EMPLOYMENT_TYPES, LOCATION_VALUES } from '../options';
import { LIMITS, isoDate, optionalText, pageOf, requiredText, savedBySchema } from './common';
import { translatedLanguagesSchema, translationStatusSchema } from './translation';

/** POST /api/admin/job-listings and PUT /api/admin/job-listings/:id: the whole listing form. */
export const jobListingInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  title: requiredText(LIMITS.title),
  titleAr: optionalText(LIMITS.title),
  department: z.enum(DEPARTMENTS, 'Choose a department from the list'),
  location: z.enum(LOCATION_VALUES, 'Choose a location from the list'),
  locationAr: optionalText(LIMITS.locationAr),
  description: requiredText(LIMITS.listingText),
  descriptionAr: optionalText(LIMITS.listingText),
  requirements: requiredText(LIMITS.listingText),
  requirementsAr: optionalText(LIMITS.listingText),
  employmentType: z.enum(EMPLOYMENT_TYPES, 'Choose an employment type from the list'),
  isActive: z.boolean().default(true),
  /**
   * The listing's `updatedAt` the edits were based on (PUT only). When it was saved
   * since, the API answers 409 `listing_changed` instead of overwriting it; without it, no check.
   */
  baseUpdatedAt: z.iso
    .datetime({ offset: true, message: 'Enter a date and time (ISO 8601)' })
    .optional(),
  /** The languages auto-translate filled since the last save (translation status). */
  translated: translatedLanguagesSchema,
});
export type JobListingInput = z.input<typeof jobListingInputSchema>;
export type JobListingData = z.output<typeof jobListingInputSchema>;

export const jobListingSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleAr: z.string().nullable(),
  department: z.string(),
  location: z.string(),
  locationAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  requirements: z.string(),
  requirementsAr: z.string().nullable(),
  employmentType: z.string(),
  isActive: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Admin answers only: each language present, missing or stale. */
  translation: translationStatusSchema.optional(),
});
export type JobListing = z.infer<typeof jobListingSchema>;

/** GET /api/admin/job-listings: one page of the listings (contentListQuerySchema), and how many match. */
export const adminListingPageSchema = pageOf('jobListings', jobListingSchema);
export type AdminListingPage = z.infer<typeof adminListingPageSchema>;

/**
 * The body of a 409 `listing_changed`: the listing as it now is, and who saved it
 * last and when (from the audit trail), so the form and a kept draft show theirs beside mine.
 */
export const listingConflictSchema = z.object({
  current: z.object({
    jobListing: jobListingSchema,
    savedBy: savedBySchema,
    savedAt: isoDate,
  }),
});
export type ListingConflict = z.infer<typeof listingConflictSchema>;
