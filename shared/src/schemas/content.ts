/**
 * The site's content run by staff: the team, the ventures and the partners, with their
 * pictures. `GET /api/content` answers `siteContentSchema` for the site; the admin edits each item
 * under `/api/admin/content/...` with the input schemas below. Pictures are uploaded once
 * (`POST /api/admin/content/images`) and referenced by id with their alt text in both languages;
 * the site asks for them by width (`contentImageUrl` in `@vb/shared/content`), in the format the
 * browser accepts (AVIF, WebP or JPEG).
 */
import { z } from 'zod';
import { CONTENT_LIMITS } from '../constants';

/** Text in both languages. */
export const localizedSchema = z.object({ ar: z.string().min(1), en: z.string().min(1) });
export type Localized = z.infer<typeof localizedSchema>;

/** Staff-written text in both languages: trimmed, each required, at most `max` characters. */
const localizedInput = (max: number) =>
  z.strictObject({
    ar: z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`),
    en: z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`),
  });

export const TEAM_GROUPS = ['leadership', 'islamic', 'advisory'] as const;
export type TeamGroup = (typeof TEAM_GROUPS)[number];
export const teamGroupSchema = z.enum(TEAM_GROUPS);

/** The kinds of content picture: portraits are cropped to CONTENT_IMAGE.portraitRatio, logos kept whole. */
export const CONTENT_IMAGE_KINDS = ['portrait', 'logo'] as const;
export type ContentImageKind = (typeof CONTENT_IMAGE_KINDS)[number];

/** A stored picture as the site shows it: its size (after cropping) and its alt text. */
export const contentImageSchema = z.object({
  id: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: localizedSchema,
});
export type ContentImage = z.infer<typeof contentImageSchema>;

export const teamMemberSchema = z.object({
  id: z.string().min(1),
  group: teamGroupSchema,
  name: localizedSchema,
  /** The job title. */
  role: localizedSchema,
  bio: localizedSchema,
  photo: contentImageSchema.nullable(),
  /** The LinkedIn handle (the part after linkedin.com/in/). */
  linkedin: z.string().min(1).nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const ventureSchema = z.object({
  id: z.string().min(1),
  name: localizedSchema,
  description: localizedSchema,
  logo: contentImageSchema.nullable(),
  url: z.url(),
});
export type Venture = z.infer<typeof ventureSchema>;

export const partnerSchema = z.object({
  id: z.string().min(1),
  name: localizedSchema,
  logo: contentImageSchema.nullable(),
  /** The logo drawn for the dark theme (light lettering); without it the one logo serves both. */
  logoDark: contentImageSchema.nullable(),
  url: z.url(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET /api/content (and GET /api/admin/content): everything, each list in its order. */
export const siteContentSchema = z.object({
  team: z.object({
    leadership: z.array(teamMemberSchema),
    islamic: z.array(teamMemberSchema),
    advisory: z.array(teamMemberSchema),
  }),
  ventures: z.array(ventureSchema),
  partners: z.array(partnerSchema),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

// ── the admin's inputs ──

const imageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'Unknown image');

/** A reference to an uploaded picture, with its alt text (required in both languages). */
export const contentImageInputSchema = z.strictObject({
  id: imageIdSchema,
  alt: localizedInput(CONTENT_LIMITS.alt),
});

/**
 * A member's portrait: the site shows it as decoration beside the name that labels the card, so
 * it asks for no alt text (a screen reader would read the name twice). Alt text a client still
 * sends is kept, as before.
 */
export const portraitInputSchema = z.strictObject({
  id: imageIdSchema,
  alt: localizedInput(CONTENT_LIMITS.alt).optional(),
});
/** A picture reference as any list sends it (only a portrait's alt text may be left out). */
export type ContentImageInput = z.infer<typeof portraitInputSchema>;

/** An https address (a venture's or partner's own site). */
const httpsUrl = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.url)
  .pipe(z.url({ protocol: /^https$/, message: 'Use an address starting with https://' }));

/** POST/PUT /api/admin/content/team[/:id] */
export const teamMemberInputSchema = z.strictObject({
  group: teamGroupSchema,
  name: localizedInput(CONTENT_LIMITS.name),
  role: localizedInput(CONTENT_LIMITS.name),
  bio: localizedInput(CONTENT_LIMITS.bio),
  photo: portraitInputSchema.nullable(),
  linkedin: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,100}$/, 'The part after linkedin.com/in/: letters, digits and hyphens')
    .nullable(),
});
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;

/** POST/PUT /api/admin/content/ventures[/:id] */
export const ventureInputSchema = z.strictObject({
  name: localizedInput(CONTENT_LIMITS.name),
  description: localizedInput(CONTENT_LIMITS.description),
  logo: contentImageInputSchema.nullable(),
  url: httpsUrl,
});
export type VentureInput = z.infer<typeof ventureInputSchema>;

/** POST/PUT /api/admin/content/partners[/:id] */
export const partnerInputSchema = z.strictObject({
  name: localizedInput(CONTENT_LIMITS.name),
  logo: contentImageInputSchema.nullable(),
  logoDark: contentImageInputSchema.nullable(),
  url: httpsUrl,
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

/**
 * PUT /api/admin/content/{team,ventures,partners}/order: the new order of a whole list (for the
 * team, of one group); every id of that list exactly once.
 */
export const contentOrderSchema = z.strictObject({
  group: teamGroupSchema.optional(),
  ids: z.array(z.string().min(1).max(64)).max(CONTENT_LIMITS.items),
});
export type ContentOrder = z.infer<typeof contentOrderSchema>;

/** POST /api/admin/content/images: a picture as a data URL (JPEG, PNG, WebP or AVIF). */
export const contentImageUploadSchema = z.strictObject({
  kind: z.enum(CONTENT_IMAGE_KINDS),
  dataUrl: z
    .string()
    .regex(/^data:image\/[a-z0-9.+-]+;base64,/i, 'The image must be a data URL')
    .max(8 * 1024 * 1024, 'Image is too large. Maximum size is 5MB.'),
});
/** Its answer: the stored picture's id and size (after cropping); alt text comes with its use. */
export const contentImageUploadResponseSchema = z.object({
  id: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
