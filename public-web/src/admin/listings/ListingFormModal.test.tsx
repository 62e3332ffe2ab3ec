import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobListing, JobListingInput, TranslateBatchRequest } from '@vb/shared/schemas';
import { messages } from '@vb/shared/i18n';
import { ApiError } from '../../app/http';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { input, listing, setup } from './listingFormKit';

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

const en = messages.en;
/** The form item labelled `label`. */
const itemOf = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-form-item')].find(
    (item) => item.querySelector('label')?.textContent === label,
  )!;

/** antd's development warnings (deprecated props and the like) about this form. */
const antdWarnings = () =>
  errors.mock.calls.map((c: unknown[]) => String(c[0])).filter((m: string) => m.includes('antd'));

// A form of antd's inputs takes seconds per step when the suite's other stages load the machine.
describe('ListingFormModal', { timeout: 120_000 }, () => {
  it('fills the form from the listing, with no antd warnings', () => {
    setup({});
    expect(input('title').value).toBe('Engineer');
    expect(input('titleAr').value).toBe('مهندس');
    expect(input('locationAr').value).toBe('عن بُعد');
    expect(input('descriptionAr').getAttribute('dir')).toBe('rtl');
    expect(antdWarnings()).toEqual([]);
  });

  it('one click is one request; a failed one changes nothing and says what went wrong', async () => {
    const translateTexts = vi.fn(async ({ texts }: TranslateBatchRequest): Promise<string[]> => {
      if (texts.includes('Skills')) {
        throw new ApiError(502, 'Failed to translate text', 'translation_timeout');
      }
      return texts.map((text) => `[AR] ${text}`);
    });
    setup({ translateTexts });
    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    // The Arabic title was written by hand: asked first.
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await screen.findByText('Translation Error');
    expect(screen.getAllByText(en['error.translation_timeout']).length).toBeGreaterThan(0);
    expect(screen.queryByText(en['admin.listings.toast.translationErrorText'])).toBeNull();
    expect(translateTexts.mock.calls).toEqual([
      [{ texts: ['Engineer', 'Builds', 'Skills'], fromLanguage: 'english', toLanguage: 'arabic' }],
    ]);
    expect(input('titleAr').value).toBe('مهندس');
    expect(input('descriptionAr').value).toBe('');
    expect(input('requirementsAr').value).toBe('');
  });

  it('past the translation rate limit: the catalog message, and no field changed', async () => {
    const translateTexts = vi.fn(async (): Promise<string[]> => {
      throw new ApiError(429, 'Too many requests', 'too_many_requests', [], 60);
    });
    setup({ translateTexts }, null);
    fireEvent.change(input('title'), { target: { value: 'Data Engineer' } });
    fireEvent.change(input('requirements'), { target: { value: 'SQL' } });
    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    expect(await screen.findByText(en['error.too_many_requests'])).toBeTruthy();
    expect(translateTexts).toHaveBeenCalledTimes(1);
    expect(input('titleAr').value).toBe('');
    expect(input('requirementsAr').value).toBe('');
  });

  it('asks before a translation replaces text written by hand, not text it wrote itself', async () => {
    const translate = vi.fn(async ({ texts }: TranslateBatchRequest) =>
      texts.map((text) => `[AR] ${text}`),
    );
    const saveJobListing = vi.fn(async (body: JobListingInput) => ({ ...listing, ...body }));
    const { onSaved } = setup({
      translateTexts: translate,
      saveJobListing: saveJobListing as AdminClient['saveJobListing'],
    });
    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    // (antd's dialog names itself after its title: the text is there twice.)
    expect((await screen.findAllByText('Replace the Arabic fields?')).length).toBeGreaterThan(0);
    // The question's own Cancel (the form has one too).
    const question = document.querySelector<HTMLElement>('.ant-modal-confirm-btns');
    fireEvent.click(within(question as HTMLElement).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText('Replace the Arabic fields?')).toEqual([]));
    expect(translate).not.toHaveBeenCalled();
    expect(input('titleAr').value).toBe('مهندس');

    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(input('titleAr').value).toBe('[AR] Engineer'));
    // Its own text is replaced again without a question.
    fireEvent.change(input('title'), { target: { value: 'Senior Engineer' } });
    fireEvent.click(screen.getByTestId('listing-translate-enToAr'));
    await waitFor(() => expect(input('titleAr').value).toBe('[AR] Senior Engineer'));
    expect(screen.queryAllByText('Replace the Arabic fields?')).toEqual([]);

    // The save says the Arabic was translated (translation status).
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveJobListing).toHaveBeenCalledWith(
      expect.objectContaining({ titleAr: '[AR] Senior Engineer', translated: ['ar'] }),
      7,
    );
  });

  it('offers the translation helpers only to a person who may use translation', () => {
    setup({}, listing, ['recruiter']);
    expect(screen.getByTestId('listing-translate-enToAr')).toBeTruthy();
    cleanup();
    // No role of the translation area (the API would refuse it): no helpers.
    setup({}, listing, ['relations']);
    expect(screen.queryByTestId('listing-translate-enToAr')).toBeNull();
    expect(screen.getByTestId('listing-save')).toBeTruthy();
  });

  it('saves the validated, trimmed listing with its id', async () => {
    const saveJobListing = vi.fn(async (body: JobListingInput) => ({ ...listing, ...body }));
    const { onSaved } = setup({ saveJobListing: saveJobListing as AdminClient['saveJobListing'] });
    fireEvent.change(input('title'), { target: { value: '  Senior Engineer  ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveJobListing.mock.calls[0]?.[0]).not.toHaveProperty('translated');
    expect(saveJobListing).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Senior Engineer',
        titleAr: 'مهندس',
        descriptionAr: null,
        location: 'Remote',
        isActive: true,
      }),
      7,
    );
    expect(onSaved.mock.calls[0]?.[1]).toBe(false);
  });

  it('does not send an empty new listing, naming each required field', async () => {
    const saveJobListing = vi.fn();
    setup({ saveJobListing }, null);
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    const required = en['validation.required'];
    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(3));
    for (const label of [
      'admin.listings.form.title',
      'admin.listings.form.description',
      'admin.listings.form.requirements',
    ] as const) {
      expect(itemOf(en[label]).querySelector('.ant-form-item-explain')?.textContent).toBe(required);
    }
    expect(saveJobListing).not.toHaveBeenCalled();
    // Each filled field loses its problem.
    fireEvent.change(input('title'), { target: { value: 'Tester' } });
    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(2));
  });

  it('choosing a location fills the Arabic location, which stays editable and is sent as edited', async () => {
    const saveJobListing = vi.fn(async (body: JobListingInput) => ({ ...listing, ...body }));
    const { onSaved } = setup(
      { saveJobListing: saveJobListing as AdminClient['saveJobListing'] },
      null,
    );
    expect(input('locationAr').value).toBe('الرياض، المملكة العربية السعودية');
    fireEvent.mouseDown(
      screen.getByTestId('listing-location').querySelector('.ant-select-selector') ??
        screen.getByTestId('listing-location'),
    );
    fireEvent.click(await screen.findByTitle('Remote'));
    await waitFor(() => expect(input('locationAr').value).toBe('عن بُعد'));
    fireEvent.change(input('locationAr'), { target: { value: 'عن بُعد بالكامل' } });
    fireEvent.change(input('title'), { target: { value: 'Tester' } });
    fireEvent.change(input('description'), { target: { value: 'Tests' } });
    fireEvent.change(input('requirements'), { target: { value: 'Care' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveJobListing.mock.calls[0]?.[0]).toMatchObject({
      location: 'Remote',
      locationAr: 'عن بُعد بالكامل',
    });
  });

  it('a refused save keeps the form and its values, with the server’s field problem and a toast', async () => {
    // As the API answers an over-long title (api/test/jobListings.test.ts).
    const saveJobListing = vi.fn(async () => {
      throw new ApiError(400, 'Validation failed', 'validation_failed', [
        { path: 'title', message: 'At most 200 characters' },
      ]);
    });
    const { onSaved } = setup(
      { saveJobListing: saveJobListing as unknown as AdminClient['saveJobListing'] },
      null,
    );
    fireEvent.change(input('title'), { target: { value: 'Refused listing' } });
    fireEvent.change(input('description'), { target: { value: 'A description' } });
    fireEvent.change(input('requirements'), { target: { value: 'Requirements' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await screen.findAllByText(en['admin.listings.toast.saveErrorText']);
    expect(screen.getAllByText(en['admin.listings.toast.saveErrorTitle']).length).toBeGreaterThan(
      0,
    );
    expect(itemOf(en['admin.listings.form.title']).textContent).toContain(
      en['validation.maxLength'].replace(
        '{max, plural, one {# character} other {# characters}}',
        '200 characters',
      ),
    );
    expect(input('title').value).toBe('Refused listing');
    expect(input('description').value).toBe('A description');
    expect(screen.getByTestId('listing-form')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a listing saved by someone else meanwhile: their version shown, saving again replaces it', async () => {
    const theirs = { ...listing, title: 'Their title', updatedAt: '2026-02-01T00:00:00.000Z' };
    // As the API: a save must be based on the version now stored.
    const saveJobListing = vi.fn(async (body: JobListingInput & { baseUpdatedAt?: string }) => {
      if (body.baseUpdatedAt !== theirs.updatedAt) {
        throw new ApiError(409, 'changed', 'listing_changed', [], undefined, {
          code: 'listing_changed',
          current: {
            jobListing: theirs,
            savedBy: { id: 7, name: 'Huda Al-Harbi' },
            savedAt: theirs.updatedAt,
          },
        });
      }
      return { ...theirs, ...body, updatedAt: '2026-03-01T00:00:00.000Z' } as JobListing;
    });
    const { onSaved } = setup({
      saveJobListing: saveJobListing as AdminClient['saveJobListing'],
    });
    fireEvent.change(input('title'), { target: { value: 'My title' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    // Refused, nothing lost: my text stays in the form, theirs is shown beside it.
    const theirsShown = await screen.findByTestId('listing-draft-theirs');
    expect((theirsShown as HTMLTextAreaElement).value).toContain('Their title');
    expect(input('title').value).toBe('My title');
    // Who saved theirs, as the server answered.
    expect(screen.getByTestId('listing-draft-conflict').textContent).toContain(
      'Huda Al-Harbi saved this listing',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(saveJobListing.mock.calls[0]?.[0]).toMatchObject({ baseUpdatedAt: listing.updatedAt });
    // Saved again: deliberately over their version.
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveJobListing.mock.calls[1]?.[0]).toMatchObject({
      title: 'My title',
      baseUpdatedAt: theirs.updatedAt,
    });
  });

  it('a refusal whose answer lacks their version says only that the save failed', async () => {
    const saveJobListing = vi.fn(async () => {
      throw new ApiError(409, 'changed', 'listing_changed');
    });
    const { onSaved } = setup({
      saveJobListing: saveJobListing as unknown as AdminClient['saveJobListing'],
    });
    fireEvent.change(input('title'), { target: { value: 'My title' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('listing-save'));
    });
    await waitFor(() => expect(saveJobListing).toHaveBeenCalled());
    expect(screen.queryByTestId('listing-draft-theirs')).toBeNull();
    expect(input('title').value).toBe('My title');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
