import { z } from 'zod';

/** Text in both languages. */
const localizedSchema = z.object({ ar: z.string().min(1), en: z.string().min(1) });
export type Localized = z.infer<typeof localizedSchema>;

export const TEAM_GROUPS = ['leadership', 'islamic', 'advisory'] as const;
export type TeamGroup = (typeof TEAM_GROUPS)[number];

export const teamMemberSchema = z.object({
  id: z.string().min(1),
  /** Arabic name. */
  name: z.string().min(1),
  nameEn: z.string().min(1),
  title: z.string().min(1),
  titleAr: z.string().min(1),
  bio: z.string().min(1),
  bioAr: z.string().min(1),
  /** Path of the photo under the site's public assets. */
  photo: z.string().min(1),
  /** Handles on the X-style and professional networks (leadership only). */
  twitter: z.string().min(1).optional(),
  linkedin: z.string().min(1).optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const ventureSchema = z.object({
  id: z.string().min(1),
  name: localizedSchema,
  description: localizedSchema,
  logo: z.string().min(1),
  url: z.url(),
  visitText: localizedSchema,
});
export type Venture = z.infer<typeof ventureSchema>;

export const partnerSchema = z.object({
  id: z.string().min(1),
  name: localizedSchema,
  logo: z.string().min(1),
  /** The logo drawn for the dark theme (light lettering); without it the one logo serves both. */
  logoDark: z.string().min(1).optional(),
  url: z.url(),
});
export type Partner = z.infer<typeof partnerSchema>;
