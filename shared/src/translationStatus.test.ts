import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type TranslationSources,
  languageText,
  sourcesAfterSave,
  translationStatus,
} from './translationStatus';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const NONE: TranslationSources = { ar: null, en: null };

const english = { title: 'Letter', content: 'Words.', excerpt: 'Short.' };
const arabic = { titleAr: 'رسالة', contentAr: 'كلمات.', excerptAr: null };
const both = { ...english, ...arabic };

describe('translationStatus', () => {
  it('is missing while a required field of the language is empty (after trimming)', () => {
    expect(translationStatus('article', english, NONE, sha256)).toEqual({
      ar: 'missing',
      en: 'present',
    });
    expect(translationStatus('article', { ...both, contentAr: '  \n' }, NONE, sha256).ar).toBe(
      'missing',
    );
    // The excerpt is not required.
    expect(translationStatus('article', both, NONE, sha256)).toEqual({
      ar: 'present',
      en: 'present',
    });
    expect(
      translationStatus(
        'listing',
        {
          title: 'T',
          description: 'D',
          requirements: '',
          titleAr: 'ع',
          descriptionAr: 'و',
          requirementsAr: 'م',
        },
        NONE,
        sha256,
      ),
    ).toEqual({ ar: 'present', en: 'missing' });
  });

  it('is stale when the source no longer has the fingerprint the translation was made from', () => {
    const made = sha256(languageText('article', both, 'en'));
    const sources = { ar: made, en: null };
    expect(translationStatus('article', both, sources, sha256).ar).toBe('present');
    expect(translationStatus('article', { ...both, excerpt: 'Other.' }, sources, sha256).ar).toBe(
      'stale',
    );
    // Spaces around a field are not a change (the schemas trim them).
    expect(translationStatus('article', { ...both, title: ' Letter ' }, sources, sha256).ar).toBe(
      'present',
    );
    // Without a source there is nothing to update from.
    expect(translationStatus('article', { ...both, title: '' }, sources, sha256)).toEqual({
      ar: 'present',
      en: 'missing',
    });
  });
});

describe('sourcesAfterSave', () => {
  const after = (
    before: Record<string, unknown> | undefined,
    stored: TranslationSources,
    saved: Record<string, unknown>,
    translated: ('ar' | 'en')[] = [],
  ) => sourcesAfterSave('article', { before, stored, after: saved, translated }, sha256);
  const made = (record: Record<string, unknown>, from: 'ar' | 'en') =>
    sha256(languageText('article', record, from));

  it('takes the source fingerprint for a translated language, none for hand-written ones', () => {
    expect(after(undefined, NONE, both)).toEqual(NONE);
    expect(after(undefined, NONE, both, ['ar'])).toEqual({ ar: made(both, 'en'), en: null });
  });

  it('keeps it while the translation is untouched, renews it when a person updates it', () => {
    const stored = { ar: made(both, 'en'), en: null };
    const sourceChanged = { ...both, content: 'New words.' };
    expect(after(both, stored, sourceChanged)).toEqual(stored);
    const updated = { ...sourceChanged, contentAr: 'كلمات جديدة.' };
    expect(after(sourceChanged, stored, updated)).toEqual({ ar: made(updated, 'en'), en: null });
    expect(after(sourceChanged, stored, sourceChanged, ['ar'])).toEqual({
      ar: made(sourceChanged, 'en'),
      en: null,
    });
  });

  it('turns the direction around, and forgets the translation of a language left missing', () => {
    const stored = { ar: made(both, 'en'), en: null };
    expect(after(both, stored, both, ['en'])).toEqual({ ar: null, en: made(both, 'ar') });
    const cleared = { ...both, titleAr: '', contentAr: '' };
    expect(after(both, stored, cleared)).toEqual(NONE);
  });
});
