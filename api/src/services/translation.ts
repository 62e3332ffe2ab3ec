/** Machine translation of article and listing texts for staff (it spends money: staff only). */
import type { TranslationLanguage } from '@vb/shared/options';
import type { Actor } from '../domain/actor';
import type { Translator } from '../translation/translator';

export function translationService({ translator }: { translator: Translator }) {
  return {
    translate(
      _actor: Actor,
      {
        text,
        fromLanguage,
        toLanguage,
      }: { text: string; fromLanguage: TranslationLanguage; toLanguage: TranslationLanguage },
    ): Promise<string> {
      return translator.translate(text, fromLanguage, toLanguage);
    },
  };
}

export type TranslationService = ReturnType<typeof translationService>;
