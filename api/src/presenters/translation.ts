/** An article's or listing's translation status as the admin reads it. */
import {
  type TranslatedKind,
  type TranslatedRecord,
  type TranslationSources,
  type TranslationStatus,
  translationStatus,
} from '@vb/shared/translation-status';
import { translationFingerprint } from '../domain/translationFingerprint';

/** A row's stored source fingerprints. */
export const sourcesOf = (row: {
  ar_source_fingerprint?: string | null;
  en_source_fingerprint?: string | null;
}): TranslationSources => ({
  ar: row.ar_source_fingerprint ?? null,
  en: row.en_source_fingerprint ?? null,
});

/** Each language's status, from the item's presented fields and its row's fingerprints. */
export const presentTranslation = (
  kind: TranslatedKind,
  presented: TranslatedRecord,
  row: Parameters<typeof sourcesOf>[0],
): TranslationStatus => translationStatus(kind, presented, sourcesOf(row), translationFingerprint);
