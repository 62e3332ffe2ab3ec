/**
 * Translation status of an article or a job listing: each language is `present`,
 * `missing` (a required field of it is empty) or `stale` (it was made by auto-translate from the
 * other language, and that language changed since).
 *
 * A language is a translation when a save said it was filled by auto-translate (`translated` in
 * the article or listing input). The server then keeps, for that language, the fingerprint of the
 * other language's fields at that save (its *source fingerprint*); a hand-written language has
 * none and is never stale. These pure functions are the rules; the hash is given by the caller
 * (the API uses SHA-256), so the API and the tests compute the same answers.
 */
import { LANGUAGES, type Language } from './options';

export const TRANSLATION_STATES = ['present', 'missing', 'stale'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
export type TranslationStatus = Record<Language, TranslationState>;

/** The kinds of item that have a translation status. */
export type TranslatedKind = 'article' | 'listing';

/**
 * Each kind's fields in each language, as the shared schemas name them: the required ones (one
 * empty: the language is missing) and the others (part of what a translation was made from).
 * A listing's location is left out: the Arabic one comes from the location option, not a
 * translation.
 */
export const TRANSLATED_FIELDS = {
  article: {
    en: { required: ['title', 'content'], other: ['excerpt'] },
    ar: { required: ['titleAr', 'contentAr'], other: ['excerptAr'] },
  },
  listing: {
    en: { required: ['title', 'description', 'requirements'], other: [] },
    ar: { required: ['titleAr', 'descriptionAr', 'requirementsAr'], other: [] },
  },
} as const satisfies Record<
  TranslatedKind,
  Record<Language, { required: readonly string[]; other: readonly string[] }>
>;

/** An item's fields as the shared schemas name them (the article/listing, its input, …). */
export type TranslatedRecord = Readonly<Record<string, unknown>>;

/** For each language that is a translation, the fingerprint of the source it was made from. */
export type TranslationSources = Record<Language, string | null>;

/** The hash of a language's text (the API: SHA-256, hex). */
export type Fingerprint = (text: string) => string;

export const otherLanguage = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const fieldsOf = (kind: TranslatedKind, language: Language): readonly string[] => {
  const { required, other } = TRANSLATED_FIELDS[kind][language];
  return [...required, ...other];
};

/** A language's fields as one canonical text (what a fingerprint is taken of). */
export function languageText(
  kind: TranslatedKind,
  record: TranslatedRecord,
  language: Language,
): string {
  return JSON.stringify(fieldsOf(kind, language).map((field) => textOf(record[field])));
}

/** Whether a required field of the language is empty. */
export function languageMissing(
  kind: TranslatedKind,
  record: TranslatedRecord,
  language: Language,
): boolean {
  return TRANSLATED_FIELDS[kind][language].required.some((field) => !textOf(record[field]));
}

/**
 * Each language's status. A translation is stale when its source's fields no longer have the
 * fingerprint it was made from, unless the source is itself missing (nothing to update it from).
 */
export function translationStatus(
  kind: TranslatedKind,
  record: TranslatedRecord,
  sources: TranslationSources,
  fingerprint: Fingerprint,
): TranslationStatus {
  const stateOf = (language: Language): TranslationState => {
    if (languageMissing(kind, record, language)) return 'missing';
    const made = sources[language];
    const source = otherLanguage(language);
    if (made === null || languageMissing(kind, record, source)) return 'present';
    return made === fingerprint(languageText(kind, record, source)) ? 'present' : 'stale';
  };
  return { ar: stateOf('ar'), en: stateOf('en') };
}

/**
 * The source fingerprints a save leaves, from the item before it (none when created), its stored
 * fingerprints, the saved fields and the languages the save says were auto-translated:
 * - a language translated again, or a translation whose own text changed (a person updated it),
 *   is fresh: it takes the source's current fingerprint;
 * - a language translated makes the other one its source, no longer a translation;
 * - a language left missing is no translation any more (text written into it later is a person's);
 * - otherwise the stored fingerprint is kept (so a change of the source makes it stale).
 */
export function sourcesAfterSave(
  kind: TranslatedKind,
  {
    before,
    stored,
    after,
    translated = [],
  }: {
    before: TranslatedRecord | undefined;
    stored: TranslationSources;
    after: TranslatedRecord;
    translated?: readonly Language[];
  },
  fingerprint: Fingerprint,
): TranslationSources {
  const next: TranslationSources = { ...stored };
  for (const language of LANGUAGES) {
    const source = otherLanguage(language);
    const edited =
      before === undefined ||
      languageText(kind, before, language) !== languageText(kind, after, language);
    if (translated.includes(language) || (stored[language] !== null && edited)) {
      next[language] = fingerprint(languageText(kind, after, source));
    }
  }
  for (const language of LANGUAGES) {
    if (translated.includes(language) && !translated.includes(otherLanguage(language))) {
      next[otherLanguage(language)] = null;
    }
  }
  for (const language of LANGUAGES) {
    if (languageMissing(kind, after, language)) next[language] = null;
  }
  return next;
}
