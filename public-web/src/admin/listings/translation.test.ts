import { describe, expect, it, vi } from 'vitest';
import type { TranslateRequest } from '@vb/shared/schemas';
import {
  EmptyTranslationError,
  applyTranslations,
  translateListingFields,
  translationTasks,
  type TranslatableValues,
} from './translation';

const fake = async ({ text, toLanguage }: TranslateRequest) =>
  `[${toLanguage === 'english' ? 'EN' : 'AR'}] ${text}`;

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
  it('calls translate once per field, in parallel, with the languages of the direction', async () => {
    const translate = vi.fn(fake);
    const patch = await translateListingFields(
      { title: 'Keep?', titleAr: 'مهندس', descriptionAr: 'وصف', requirementsAr: '' },
      'arToEn',
      translate,
    );
    expect(translate).toHaveBeenCalledTimes(2);
    expect(translate).toHaveBeenCalledWith({
      text: 'مهندس',
      fromLanguage: 'arabic',
      toLanguage: 'english',
    });
    expect(patch).toEqual({ title: '[EN] مهندس', description: '[EN] وصف' });
  });

  it('starts every call before any finishes', async () => {
    const started: string[] = [];
    const resolvers: (() => void)[] = [];
    const translate = (request: TranslateRequest) =>
      new Promise<string>((resolve) => {
        started.push(request.text);
        resolvers.push(() => resolve(`[AR] ${request.text}`));
      });
    const pending = translateListingFields(
      { title: 'a', description: 'b', requirements: 'c' },
      'enToAr',
      translate,
    );
    expect(started).toEqual(['a', 'b', 'c']);
    resolvers.forEach((r) => r());
    expect(await pending).toEqual({
      titleAr: '[AR] a',
      descriptionAr: '[AR] b',
      requirementsAr: '[AR] c',
    });
  });

  it('rejects (so no field changes) when any call fails', async () => {
    const translate = vi.fn(async (request: TranslateRequest) => {
      if (request.text.includes('__FAIL__')) throw new Error('502');
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
