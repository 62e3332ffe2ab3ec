/** The source fingerprints (translation status) a save of an article or listing leaves. */
import type { Language } from '@vb/shared/options';
import {
  type TranslatedKind,
  type TranslatedRecord,
  sourcesAfterSave,
} from '@vb/shared/translation-status';
import { translationFingerprint } from '../domain/translationFingerprint';
import { sourcesOf } from '../presenters/translation';

/**
 * The fingerprint columns to write: from the item before the save (its presented fields and its
 * row; none when created), the saved fields and the languages the save says were auto-translated.
 */
export function sourceColumns(
  kind: TranslatedKind,
  {
    before,
    after,
  }: {
    before?: { fields: TranslatedRecord; row: Parameters<typeof sourcesOf>[0] } | undefined;
    after: TranslatedRecord & { translated?: readonly Language[] | undefined };
  },
): { ar_source_fingerprint: string | null; en_source_fingerprint: string | null } {
  const next = sourcesAfterSave(
    kind,
    {
      before: before?.fields,
      stored: sourcesOf(before?.row ?? {}),
      after,
      translated: after.translated ?? [],
    },
    translationFingerprint,
  );
  return { ar_source_fingerprint: next.ar, en_source_fingerprint: next.en };
}
