/**
 * Which languages auto-translate filled since the last save, sent with the next save
 * (`translated` in the article or listing input) so the server can tell a translation from text
 * written by hand. A save in flight clears only the marks it sent: a language translated again
 * meanwhile stays marked for the next one.
 */
import type { Language } from '@vb/shared/options';

export interface TranslatedMarks {
  /** Auto-translate filled `language` from the other one (which is then no translation). */
  mark(language: Language): void;
  /** What a save sends now, and what to call once that save succeeded. */
  pending(): { languages: Language[]; saved(): void };
  /** Forgets every mark (other text was loaded in place of the translated one). */
  clear(): void;
}

export function translatedMarks(): TranslatedMarks {
  let stamp = 0;
  const marks = new Map<Language, number>();
  return {
    mark(language) {
      stamp += 1;
      marks.set(language, stamp);
      marks.delete(language === 'ar' ? 'en' : 'ar');
    },
    pending() {
      const sent = new Map(marks);
      return {
        languages: [...sent.keys()],
        saved() {
          for (const [language, at] of sent) if (marks.get(language) === at) marks.delete(language);
        },
      };
    },
    clear() {
      marks.clear();
    },
  };
}
