/** Machine translation of article and listing texts for staff (it spends money: staff only). */
import type { TranslationLanguage } from '@vb/shared/options';
import type { Actor } from '../domain/actor';
import { DomainError } from '../domain/errors';
import { guardMarkup } from '../translation/markupGuard';
import type { Translator } from '../translation/translator';

/** Tries of the model before a translation that keeps changing the markup is refused. */
const MARKUP_ATTEMPTS = 2;

export function translationService({ translator }: { translator: Translator }) {
  return {
    /**
     * The text in the other language with its markup kept: the block markers and the
     * links' addresses never reach the model, and a reply that changed the structure (a lost
     * bold, a merged line, a dropped link) is asked for again, then refused with
     * `translation_markup_changed` rather than handed to the editor.
     */
    async translate(
      _actor: Actor,
      {
        text,
        fromLanguage,
        toLanguage,
      }: { text: string; fromLanguage: TranslationLanguage; toLanguage: TranslationLanguage },
    ): Promise<string> {
      if (!text.trim()) return '';
      const guarded = guardMarkup(text);
      // Markers alone (an empty list item): nothing to translate.
      if (!guarded.text.trim()) return text;
      for (let attempt = 1; attempt <= MARKUP_ATTEMPTS; attempt += 1) {
        const answer = await translator.translate(guarded.text, fromLanguage, toLanguage);
        const restored = guarded.restore(answer);
        if (restored !== null) return restored;
      }
      throw new DomainError(
        'upstream_failed',
        'translation_markup_changed',
        'The translation did not keep the formatting (headings, lists, bold, links); nothing was changed',
      );
    },
  };
}

export type TranslationService = ReturnType<typeof translationService>;
