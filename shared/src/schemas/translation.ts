import { z } from 'zod';
import { LANGUAGES } from '../options';
import { TRANSLATION_STATES } from '../translationStatus';

/**
 * Each language of an article or listing as the admin reads it: `present`, `missing`
 * or `stale` (auto-translated from the other language, which changed since; shared/translationStatus.ts).
 */
export const translationStatusSchema = z.object({
  ar: z.enum(TRANSLATION_STATES),
  en: z.enum(TRANSLATION_STATES),
});

/**
 * In an article or listing input (optional): the languages auto-translate filled since the last
 * save, from the other one. At most one: a language cannot be the other's source and its
 * translation at once.
 */
export const translatedLanguagesSchema = z
  .array(z.enum(LANGUAGES, 'Unknown language'))
  .max(1, 'At most one language is translated from the other')
  .optional();
