/** Machine translation of article and listing texts for staff (it spends money: staff only). */
import type { TranslationLanguage } from '@vb/shared/options';
import type { Actor } from '../domain/actor';
import { DomainError } from '../domain/errors';
import { guardMarkup, type GuardedText } from '../translation/markupGuard';
import { PART_SEPARATOR, type Translator } from '../translation/translator';

interface TranslateTexts {
  texts: string[];
  fromLanguage: TranslationLanguage;
  toLanguage: TranslationLanguage;
}

const markupChanged = () =>
  new DomainError(
    'upstream_failed',
    'translation_markup_changed',
    'The translation did not keep the formatting (headings, lists, bold, links); nothing was changed',
  );

export function translationService({ translator }: { translator: Translator }) {
  /**
   * The texts in the other language with their markup kept, in one call to the model whatever
   * their number (a click on Translate is one call: its cost and its wait are one request's). The
   * block markers and the links' addresses never reach the model; the texts go as parts separated
   * by a line the model keeps. An answer whose parts cannot be told apart is refused with
   * `translation_unusable`, one that changed a part's structure (a lost bold, a merged line, a
   * dropped link) with `translation_markup_changed`, rather than handed to the editor; the
   * person may ask again (no retry here: a retry is another call, paid and waited for).
   */
  async function translateTexts(
    _actor: Actor,
    { texts, fromLanguage, toLanguage }: TranslateTexts,
  ): Promise<string[]> {
    const results: (string | null)[] = texts.map((text) => (text.trim() ? null : ''));
    const asked: { index: number; guarded: GuardedText }[] = [];
    for (const [index, text] of texts.entries()) {
      if (results[index] !== null) continue;
      const guarded = guardMarkup(text);
      // Markers alone (an empty list item): nothing to translate.
      if (!guarded.text.trim()) results[index] = text;
      else asked.push({ index, guarded });
    }
    if (asked.length === 0) return results as string[];
    // A text holding the separator line itself could not be cut apart again.
    if (asked.some(({ guarded }) => guarded.text.split('\n').includes(PART_SEPARATOR))) {
      throw invalidSeparator();
    }
    const answer = await translator.translate(
      asked.map(({ guarded }) => guarded.text).join(`\n${PART_SEPARATOR}\n`),
      fromLanguage,
      toLanguage,
    );
    const parts = splitParts(answer);
    if (parts.length !== asked.length) {
      throw new DomainError(
        'upstream_failed',
        'translation_unusable',
        `Failed to translate text: the answer had ${parts.length} parts instead of ${asked.length}`,
      );
    }
    for (const [i, { index, guarded }] of asked.entries()) {
      const restored = guarded.restore(parts[i] ?? '');
      if (restored === null) throw markupChanged();
      results[index] = restored;
    }
    return results as string[];
  }

  return {
    translateTexts,
    /** One text in the other language with its markup kept (see `translateTexts`). */
    async translate(
      actor: Actor,
      input: { text: string; fromLanguage: TranslationLanguage; toLanguage: TranslationLanguage },
    ): Promise<string> {
      const [translated] = await translateTexts(actor, { ...input, texts: [input.text] });
      return translated ?? '';
    },
  };
}

/** The answer's parts, cut at the separator lines (the model may pad them with spaces). */
function splitParts(answer: string): string[] {
  const parts: string[][] = [[]];
  for (const line of answer.split('\n')) {
    if (line.trim() === PART_SEPARATOR) parts.push([]);
    else parts.at(-1)?.push(line);
  }
  return parts.map((lines) => lines.join('\n'));
}

const invalidSeparator = () =>
  new DomainError(
    'invalid',
    'validation_failed',
    `A text may not hold a line reading ${PART_SEPARATOR}`,
    [{ path: 'texts', message: `A line may not read ${PART_SEPARATOR}` }],
  );

export type TranslationService = ReturnType<typeof translationService>;
