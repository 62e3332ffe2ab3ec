import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { TranslateRequest } from '@vb/shared/schemas';
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
/** The fake-OpenAI answer: the text marked with its target language; `__FAIL__` fails. */
const translate = vi.fn(async ({ text, toLanguage }: TranslateRequest) => {
  if (text.includes('__FAIL__')) throw new Error('502');
  return `[${toLanguage === 'english' ? 'EN' : 'AR'}] ${text}`;
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
  it('translates English to Arabic and back, both calls or nothing', async () => {
    setupEditor({ translate });
    const toArabic = button('en');
    expect(toArabic.textContent).toContain(en['editor.translate.toArabic']);
    expect(toArabic.disabled).toBe(true);
    typeIn('editor-title-en', 'Quarterly results');
    expect(button('en').disabled).toBe(true);
    typeIn('editor-content-en', 'Revenue **grew**.');
    fireEvent.click(button('en'));
    await toastSays('editor.toast.translationSuccessTitle');
    expect(screen.getAllByText(en['editor.toast.translatedToArabic']).length).toBeGreaterThan(0);
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

    // The content call fails after the title call succeeded: nothing changes.
    typeIn('editor-title-en', 'Fine title');
    typeIn('editor-content-en', 'Broken __FAIL__ body');
    fireEvent.click(button('en'));
    await answer(en['editor.translate.replace']);
    await toastSays('editor.toast.translationErrorText');
    expect(screen.getAllByText(en['editor.toast.translationErrorTitle']).length).toBeGreaterThan(0);
    expect(field('editor-title-ar').value).toBe('نتائج');
    expect(field('editor-content-ar').value).toBe('[AR] Revenue **grew**.');

    // The title call fails: nothing changes either.
    typeIn('editor-title-en', '__FAIL__ title');
    typeIn('editor-content-en', 'Good body');
    await waitFor(() => expect(button('en').disabled).toBe(false));
    fireEvent.click(button('en'));
    await answer(en['editor.translate.replace']);
    await waitFor(() =>
      expect(translate).toHaveBeenLastCalledWith(
        expect.objectContaining({ text: '__FAIL__ title' }),
      ),
    );
    await toastSays('editor.toast.translationErrorTitle');
    await waitFor(() => expect(button('en').disabled).toBe(false));
    expect(field('editor-title-ar').value).toBe('نتائج');
    expect(field('editor-content-ar').value).toBe('[AR] Revenue **grew**.');
  });
});
