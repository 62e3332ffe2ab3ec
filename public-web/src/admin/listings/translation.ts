import type { TranslationLanguage } from '@vb/shared/options';
import type { TranslateBatchRequest } from '@vb/shared/schemas';

/**
 * The translation helpers of the job listing form (SPEC section 5), without the UI:
 * 'Translate Arabic to English' fills only the English fields from the non-empty Arabic ones,
 * 'Translate English to Arabic' the reverse. The Arabic location is not translated (it comes
 * from the chosen location option). The fields go in one request (one call to the translation
 * service per click), which must succeed before any field is filled.
 */

export type TranslationDirection = 'arToEn' | 'enToAr';

/** The translated field pairs: each English field and its Arabic counterpart. */
const TRANSLATED_FIELDS = [
  { en: 'title', ar: 'titleAr' },
  { en: 'description', ar: 'descriptionAr' },
  { en: 'requirements', ar: 'requirementsAr' },
] as const;

export type TranslatableField = (typeof TRANSLATED_FIELDS)[number]['en' | 'ar'];
export type TranslatableValues = Partial<Record<TranslatableField, string | null>>;

/** One field: translate the source field's text into the target field. */
export interface TranslationTask {
  source: TranslatableField;
  target: TranslatableField;
  text: string;
}

const LANGUAGES: Record<
  TranslationDirection,
  { fromLanguage: TranslationLanguage; toLanguage: TranslationLanguage }
> = {
  arToEn: { fromLanguage: 'arabic', toLanguage: 'english' },
  enToAr: { fromLanguage: 'english', toLanguage: 'arabic' },
};

/** The fields a direction translates: each non-empty (after trimming) source, in form order. */
export function translationTasks(
  values: TranslatableValues,
  direction: TranslationDirection,
): TranslationTask[] {
  return TRANSLATED_FIELDS.flatMap((pair) => {
    const source = direction === 'arToEn' ? pair.ar : pair.en;
    const target = direction === 'arToEn' ? pair.en : pair.ar;
    const text = (values[source] ?? '').trim();
    return text ? [{ source, target, text }] : [];
  });
}

/** The request body of a direction's one translate call: every task's text, in order. */
function translationRequest(
  tasks: readonly TranslationTask[],
  direction: TranslationDirection,
): TranslateBatchRequest {
  return { texts: tasks.map((task) => task.text), ...LANGUAGES[direction] };
}

/** Raised when the call succeeded but gave back no text for a non-empty source. */
export class EmptyTranslationError extends Error {
  constructor(readonly field: TranslatableField) {
    super(`Empty translation for ${field}`);
    this.name = 'EmptyTranslationError';
  }
}

/**
 * The field changes of a finished translation: each task's target gets its result. Throws (and so
 * changes nothing) when the results do not match the tasks or any result is empty.
 */
export function applyTranslations(
  tasks: readonly TranslationTask[],
  results: readonly string[],
): Partial<Record<TranslatableField, string>> {
  if (results.length !== tasks.length) throw new Error('Missing translation results');
  const patch: Partial<Record<TranslatableField, string>> = {};
  tasks.forEach((task, i) => {
    const text = (results[i] ?? '').trim();
    if (!text) throw new EmptyTranslationError(task.target);
    patch[task.target] = text;
  });
  return patch;
}

/**
 * Translates a direction's fields in one request and resolves with the field changes once it
 * succeeded; rejects otherwise. Null when there is nothing to translate.
 */
export async function translateListingFields(
  values: TranslatableValues,
  direction: TranslationDirection,
  translateTexts: (request: TranslateBatchRequest) => Promise<string[]>,
): Promise<Partial<Record<TranslatableField, string>> | null> {
  const tasks = translationTasks(values, direction);
  if (tasks.length === 0) return null;
  return applyTranslations(tasks, await translateTexts(translationRequest(tasks, direction)));
}
