import { describe, expect, it, vi } from 'vitest';
import type { TranslateBatchRequest } from '@vb/shared/schemas';
import {
  EmptyTranslationError,
  applyTranslations,
  translateListingFields,
  translationTasks,
  type TranslatableValues,
} from './translation';

const fake = async ({ texts, toLanguage }: TranslateBatchRequest) =>
  texts.map((text) => `[${toLanguage === 'english' ? 'EN' : 'AR'}] ${text}`);

describe('translationTasks', () => {
  it('Arabic to English: one task per non-empty Arabic field, into its English field', () => {
    const values: TranslatableValues = {
      title: 'Old title',
      titleAr: '  مهندس  ',
      description: '',
      descriptionAr: '   ',
      requirements: '',
      requirementsAr: 'خبرة',
    };
    expect(translationTasks(values, 'arToEn')).toEqual([
      { source: 'titleAr', target: 'title', text: 'مهندس' },
      { source: 'requirementsAr', target: 'requirements', text: 'خبرة' },
    ]);
  });

  it('English to Arabic: the reverse, never touching English fields', () => {
    const values: TranslatableValues = {
      title: 'Engineer',
      description: 'Builds things',
      requirements: null,
      titleAr: 'قديم',
    };
    expect(translationTasks(values, 'enToAr')).toEqual([
      { source: 'title', target: 'titleAr', text: 'Engineer' },
      { source: 'description', target: 'descriptionAr', text: 'Builds things' },
    ]);
  });

  it('nothing to translate when every source field is empty or missing', () => {
    expect(translationTasks({ title: 'x', titleAr: ' ' }, 'arToEn')).toEqual([]);
    expect(translationTasks({ titleAr: 'س' }, 'enToAr')).toEqual([]);
    expect(translationTasks({}, 'enToAr')).toEqual([]);
  });
});

describe('applyTranslations', () => {
  const tasks = translationTasks({ titleAr: 'أ', descriptionAr: 'ب' }, 'arToEn');

  it('sets each target to its trimmed result', () => {
    expect(applyTranslations(tasks, [' A ', 'B'])).toEqual({ title: 'A', description: 'B' });
  });

  it('refuses an empty result or a missing one (nothing applied)', () => {
    expect(() => applyTranslations(tasks, ['A', '  '])).toThrow(EmptyTranslationError);
    expect(() => applyTranslations(tasks, ['A'])).toThrow();
  });
});

describe('translateListingFields', () => {
  it('translates the non-empty fields in one request, with the languages of the direction', async () => {
    const translate = vi.fn(fake);
    const patch = await translateListingFields(
      { title: 'Keep?', titleAr: 'مهندس', descriptionAr: 'وصف', requirementsAr: '' },
      'arToEn',
      translate,
    );
    expect(translate.mock.calls).toEqual([
      [{ texts: ['مهندس', 'وصف'], fromLanguage: 'arabic', toLanguage: 'english' }],
    ]);
    expect(patch).toEqual({ title: '[EN] مهندس', description: '[EN] وصف' });

    // Every field of a direction: still one request.
    translate.mockClear();
    expect(
      await translateListingFields(
        { title: 'a', description: 'b', requirements: 'c' },
        'enToAr',
        translate,
      ),
    ).toEqual({ titleAr: '[AR] a', descriptionAr: '[AR] b', requirementsAr: '[AR] c' });
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('rejects (so no field changes) when the request fails', async () => {
    const translate = vi.fn(async (request: TranslateBatchRequest) => {
      if (request.texts.some((text) => text.includes('__FAIL__'))) throw new Error('502');
      return fake(request);
    });
    await expect(
      translateListingFields({ title: 'ok', description: 'x __FAIL__' }, 'enToAr', translate),
    ).rejects.toThrow('502');
  });

  it('null with no call when there is nothing to translate', async () => {
    const translate = vi.fn(fake);
    expect(await translateListingFields({ title: 'only English' }, 'arToEn', translate)).toBe(null);
    expect(translate).not.toHaveBeenCalled();
  });
});
