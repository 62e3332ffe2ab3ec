import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { TranslateBatchRequest } from '@vb/shared/schemas';
import { ApiError } from '../../app/http';
import { usePreferences } from '../../app/preferences';
import {
  answer,
  field,
  questionText,
  setupEditor,
  showTab,
  stubResizeObserver,
  typeIn,
} from './articleEditorKit';

const { en } = messages;
/** The fake-OpenAI answer: each text marked with its target language; `__FAIL__` fails. */
const translateTexts = vi.fn(async ({ texts, toLanguage }: TranslateBatchRequest) => {
  if (texts.some((text) => text.includes('__FAIL__'))) {
    throw new ApiError(502, 'Failed to translate text', 'translation_unavailable');
  }
  return texts.map((text) => `[${toLanguage === 'english' ? 'EN' : 'AR'}] ${text}`);
});
const button = (from: 'en' | 'ar') =>
  screen.getByTestId(`editor-translate-${from}`) as HTMLButtonElement;
/** Waits for a toast saying `key`'s text. */
const toastSays = (key: keyof typeof en) => screen.findAllByText(en[key]);

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(stubResizeObserver);
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

describe('the article editor’s auto-translation', { timeout: 90_000 }, () => {
  it('translates English to Arabic and back, one request a click, both fields or nothing', async () => {
    translateTexts.mockClear();
    setupEditor({ translateTexts });
    const toArabic = button('en');
    expect(toArabic.textContent).toContain(en['editor.translate.toArabic']);
    expect(toArabic.disabled).toBe(true);
    typeIn('editor-title-en', 'Quarterly results');
    expect(button('en').disabled).toBe(true);
    typeIn('editor-content-en', 'Revenue **grew**.');
    fireEvent.click(button('en'));
    await toastSays('editor.toast.translationSuccessTitle');
    expect(screen.getAllByText(en['editor.toast.translatedToArabic']).length).toBeGreaterThan(0);
    expect(translateTexts.mock.calls.map(([request]) => request)).toEqual([
      {
        texts: ['Quarterly results', 'Revenue **grew**.'],
        fromLanguage: 'english',
        toLanguage: 'arabic',
      },
    ]);
    showTab('ar');
    await waitFor(() => expect(field('editor-title-ar').value).toBe('[AR] Quarterly results'));
    expect(field('editor-content-ar').value).toBe('[AR] Revenue **grew**.');
    expect(field('editor-content-ar').getAttribute('dir')).toBe('rtl');
    expect(field('editor-title-ar').getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('editor-pane-ar').getAttribute('dir')).toBe('rtl');

    // Arabic to English: the English text was written by hand, so it asks first.
    expect(button('ar').textContent).toContain(en['editor.translate.toEnglish']);
    typeIn('editor-title-ar', 'نتائج');
    fireEvent.click(button('ar'));
    await waitFor(() => expect(questionText()).toContain(en['editor.translate.replaceEnglish']));
    await answer(en['editor.cancel']);
    await waitFor(() => expect(questionText()).toBe(''));
    expect(field('editor-title-en').value).toBe('Quarterly results');
    fireEvent.click(button('ar'));
    await waitFor(() => expect(questionText()).toContain(en['editor.translate.replaceEnglish']));
    await answer(en['editor.translate.replace']);
    await toastSays('editor.toast.translatedToEnglish');
    expect(field('editor-title-en').value).toBe('[EN] نتائج');
    expect(field('editor-content-en').value).toBe('[EN] [AR] Revenue **grew**.');

    expect(translateTexts).toHaveBeenCalledTimes(2);

    // The request fails: nothing changes, and the toast says why.
    typeIn('editor-title-en', 'Fine title');
    typeIn('editor-content-en', 'Broken __FAIL__ body');
    fireEvent.click(button('en'));
    await answer(en['editor.translate.replace']);
    await toastSays('error.translation_unavailable');
    expect(screen.getAllByText(en['editor.toast.translationErrorTitle']).length).toBeGreaterThan(0);
    expect(translateTexts).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(button('en').disabled).toBe(false));
    expect(field('editor-title-ar').value).toBe('نتائج');
    expect(field('editor-content-ar').value).toBe('[AR] Revenue **grew**.');
  });

  const failures = [
    [503, 'translation_not_configured'],
    [502, 'translation_unavailable'],
    [502, 'translation_timeout'],
    [502, 'translation_refused'],
    [502, 'translation_unusable'],
    [502, 'translation_markup_changed'],
    [429, 'too_many_requests'],
  ] as const;
  for (const language of ['en', 'ar'] as const) {
    it(`(${language}) a failed translation says what went wrong, not only that it failed`, async () => {
      usePreferences.setState({ language });
      const catalog = messages[language];
      for (const [status, code] of failures) {
        const failing = vi.fn(async (): Promise<string[]> => {
          throw new ApiError(status, 'Failed to translate text', code);
        });
        setupEditor({ translateTexts: failing });
        typeIn('editor-title-en', 'A title');
        typeIn('editor-content-en', 'A body.');
        fireEvent.click(button('en'));
        const said = await screen.findAllByText(catalog[`error.${code}`]);
        expect(said.length, code).toBeGreaterThan(0);
        expect(screen.queryByText(catalog['editor.toast.translationErrorText'])).toBeNull();
        expect(failing).toHaveBeenCalledTimes(1);
        cleanup();
      }
    });
  }
});
