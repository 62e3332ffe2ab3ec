/**
 * The option lists of the job listing form (SPEC section 5), each defined once.
 * Stored values are stable identifiers; the visible labels live in the message catalogs
 * under `department.<value>` and `employmentType.<value>`.
 */

export const DEPARTMENTS = [
  'technology',
  'finance',
  'marketing',
  'business',
  'design',
  'human-resources',
  'project-management',
  'innovation-research',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Locations are stored as their English label; choosing one fills `locationAr` with `labelAr`. */
export const LOCATIONS = [
  { value: 'Riyadh, Saudi Arabia', labelAr: 'الرياض، المملكة العربية السعودية' },
  { value: 'Saudi Arabia', labelAr: 'المملكة العربية السعودية' },
  { value: 'Remote', labelAr: 'عن بُعد' },
] as const;
export type Location = (typeof LOCATIONS)[number]['value'];
export const LOCATION_VALUES = LOCATIONS.map((l) => l.value) as unknown as readonly [
  Location,
  ...Location[],
];

/** The Arabic label of a location option, or undefined for a value outside the list. */
export function arabicLocationLabel(value: string): string | undefined {
  return LOCATIONS.find((l) => l.value === value)?.labelAr;
}

export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'flexible',
  'shift-based',
  'freelance',
  'seasonal',
  'internship',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Whether a stored or sent value is one of the site's languages. */
export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Text direction of each language (Arabic is right to left). */
export const LANGUAGE_DIRECTION: Record<Language, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };

/** The names the translate call uses for the two languages. */
export const TRANSLATION_LANGUAGES = ['english', 'arabic'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
