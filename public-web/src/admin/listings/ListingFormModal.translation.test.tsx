import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { TranslateBatchRequest } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import { input, setup } from './listingFormKit';

/** The fake-OpenAI answer: each text marked with its target language; `__FAIL__` fails. */
const fakeTranslate = async ({ texts, toLanguage }: TranslateBatchRequest) => {
  if (texts.some((text) => text.includes('__FAIL__'))) throw new Error('502');
  return texts.map((text) => `[${toLanguage === 'english' ? 'EN' : 'AR'}] ${text}`);
};
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const button = (direction: 'arToEn' | 'enToAr') =>
  screen.getByTestId(`listing-translate-${direction}`) as HTMLButtonElement;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

describe('the listing form’s translation helpers', { timeout: 60_000 }, () => {
  it('Arabic to English fills only the English fields of non-empty Arabic ones, both buttons off meanwhile', async () => {
    const en = messages.en;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const translate = vi.fn(async (request: TranslateBatchRequest) => {
      await held;
      return fakeTranslate(request);
    });
    setup({ translateTexts: translate }, null);
    type('titleAr', 'مهندس بيانات');
    type('descriptionAr', 'يبني خطوط البيانات');
    type('description', 'Old English description');
    type('requirements', 'Keep these requirements');

    fireEvent.click(button('arToEn'));
    // The English description was written by hand: asked first.
    fireEvent.click(
      await screen.findByRole('button', { name: en['admin.listings.translate.replace'] }),
    );
    await waitFor(() =>
      expect(button('arToEn').textContent).toContain(en['admin.listings.translating']),
    );
    expect(button('arToEn').disabled).toBe(true);
    expect(button('enToAr').disabled).toBe(true);
    await act(async () => release());

    await screen.findAllByText(en['admin.listings.toast.translationCompleteTitle']);
    expect(input('title').value).toBe('[EN] مهندس بيانات');
    expect(input('description').value).toBe('[EN] يبني خطوط البيانات');
    expect(input('requirements').value).toBe('Keep these requirements');
    expect(input('titleAr').value).toBe('مهندس بيانات');
    expect(input('descriptionAr').value).toBe('يبني خطوط البيانات');
    expect(input('requirementsAr').value).toBe('');
    // Only the two non-empty Arabic fields were sent, in one request.
    expect(translate.mock.calls).toEqual([
      [
        {
          texts: ['مهندس بيانات', 'يبني خطوط البيانات'],
          fromLanguage: 'arabic',
          toLanguage: 'english',
        },
      ],
    ]);
    await waitFor(() => expect(button('arToEn').disabled).toBe(false));
    expect(button('enToAr').disabled).toBe(false);
  });

  it('in Arabic, English to Arabic fills only the empty Arabic fields, not the Arabic location', async () => {
    usePreferences.setState({ language: 'ar' });
    setup({ translateTexts: vi.fn(fakeTranslate) }, null);
    type('title', 'Data Engineer');
    type('requirements', 'SQL');
    type('descriptionAr', 'وصف قائم');
    fireEvent.click(button('enToAr'));
    await screen.findAllByText(messages.ar['admin.listings.toast.translationCompleteTitle']);
    expect(input('titleAr').value).toBe('[AR] Data Engineer');
    expect(input('requirementsAr').value).toBe('[AR] SQL');
    expect(input('descriptionAr').value).toBe('وصف قائم');
    expect(input('locationAr').value).toBe('الرياض، المملكة العربية السعودية');
    expect(input('title').value).toBe('Data Engineer');
    expect(input('description').value).toBe('');
  });

  it('with nothing to translate, a notice says so and nothing is asked of the server', async () => {
    const en = messages.en;
    const translate = vi.fn(fakeTranslate);
    setup({ translateTexts: translate }, null);
    type('title', '   ');
    fireEvent.click(button('arToEn'));
    await screen.findAllByText(en['admin.listings.toast.noArabic']);
    fireEvent.click(button('enToAr'));
    await screen.findAllByText(en['admin.listings.toast.noEnglish']);
    expect(input('titleAr').value).toBe('');
    expect(translate).not.toHaveBeenCalled();
  });

  it('a failing translation changes no field, says so, and can be tried again', async () => {
    const en = messages.en;
    setup({ translateTexts: vi.fn(fakeTranslate) }, null);
    type('title', 'Good title');
    type('description', 'This one fails __FAIL__');
    type('requirements', 'Good requirements');
    type('requirementsAr', 'متطلبات قائمة');
    fireEvent.click(button('enToAr'));
    fireEvent.click(
      await screen.findByRole('button', { name: en['admin.listings.translate.replace'] }),
    );
    await screen.findAllByText(en['admin.listings.toast.translationErrorTitle']);
    expect(
      screen.getAllByText(en['admin.listings.toast.translationErrorText']).length,
    ).toBeGreaterThan(0);
    expect(input('titleAr').value).toBe('');
    expect(input('descriptionAr').value).toBe('');
    expect(input('requirementsAr').value).toBe('متطلبات قائمة');
    expect(input('title').value).toBe('Good title');
    await waitFor(() => expect(button('enToAr').disabled).toBe(false));
  });
});
