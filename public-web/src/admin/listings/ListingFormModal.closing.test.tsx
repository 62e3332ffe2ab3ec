import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import { usePreferences } from '../../app/preferences';
import { input, setup } from './listingFormKit';

const escape = () => act(() => void fireEvent.keyDown(window, { key: 'Escape' }));
/** The form dialog's × (the question has none). */
const closeButton = () => document.querySelector<HTMLElement>('.ant-modal-close')!;
const cancelButton = () => screen.getByTestId('listing-cancel');
/** Clicks the button of the open question that says `label`. */
const answer = async (label: string) => fireEvent.click(await screen.findByText(label));
const questionShown = (language: 'en' | 'ar') =>
  screen.queryAllByText(messages[language]['admin.discard.title']).length > 0;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

describe('closing the listing form', { timeout: 60_000 }, () => {
  it('without changes, Escape, × and Cancel each close at once', () => {
    for (const close of [
      escape,
      () => fireEvent.click(closeButton()),
      () => fireEvent.click(cancelButton()),
    ]) {
      const { onClose } = setup({}, null);
      fireEvent.focus(input('title'));
      close();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(questionShown('en')).toBe(false);
      cleanup();
    }
  });

  it('with changes, Escape, × and Cancel ask; Keep editing keeps the text, Discard closes', async () => {
    const en = messages.en;
    const saveJobListing = vi.fn();
    const { onClose } = setup({ saveJobListing }, null);
    fireEvent.change(input('title'), { target: { value: 'Half-written listing' } });

    escape();
    await answer(en['admin.discard.keep']);
    await waitFor(() => expect(questionShown('en')).toBe(false));
    expect(input('title').value).toBe('Half-written listing');

    fireEvent.click(closeButton());
    await answer(en['admin.discard.keep']);
    await waitFor(() => expect(questionShown('en')).toBe(false));
    expect(input('title').value).toBe('Half-written listing');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(cancelButton());
    expect(screen.getAllByText(en['admin.listings.discard.text']).length).toBeGreaterThan(0);
    await answer(en['admin.discard.confirm']);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saveJobListing).not.toHaveBeenCalled();
  });

  it('in Arabic, asks in Arabic; Keep editing keeps the edit, Discard closes without saving', async () => {
    usePreferences.setState({ language: 'ar' });
    const ar = messages.ar;
    const saveJobListing = vi.fn();
    const { onClose } = setup({ saveJobListing });
    fireEvent.change(input('titleAr'), { target: { value: 'عنوان لم يُحفظ' } });

    escape();
    expect((await screen.findAllByText(ar['admin.discard.title'])).length).toBeGreaterThan(0);
    await answer(ar['admin.discard.keep']);
    await waitFor(() => expect(questionShown('ar')).toBe(false));
    expect(input('titleAr').value).toBe('عنوان لم يُحفظ');

    // (A second Escape reaches the question only once its closing animation ended, which jsdom
    // never runs: Cancel asks the same question.)
    fireEvent.click(cancelButton());
    await answer(ar['admin.discard.confirm']);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saveJobListing).not.toHaveBeenCalled();
  });
});
