import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { JobListing } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { AdminProviders, listing } from '../listings/listingFormKit';
import { ListingsTab } from './ListingsTab';

const inactive: JobListing = {
  ...listing,
  id: 8,
  title: 'Archivist',
  titleAr: 'أمين أرشيف',
  isActive: false,
};

/** The tab over a fake server holding `stored`; a deletion removes a listing from it. */
function renderTab(stored: JobListing[], extra: Partial<AdminClient> = {}) {
  let rows = [...stored];
  const remove = vi.fn(async (_kind: string, id: number) => {
    rows = rows.filter((l) => l.id !== id);
  });
  const client: Partial<AdminClient> = {
    jobListings: async () => ({ jobListings: rows, total: rows.length }),
    applicantCounts: async () => ({ counts: [] }),
    remove: remove as AdminClient['remove'],
    ...extra,
  };
  render(
    <AdminProviders client={client}>
      <ListingsTab />
    </AdminProviders>,
  );
  return { remove };
}

const card = async (title: string) =>
  (await screen.findAllByTestId('listing-card')).find((c) => c.textContent?.includes(title))!;
const dialogText = () =>
  [...document.querySelectorAll('.ant-modal-confirm')].map((d) => d.textContent).join(' ');

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

describe('the job listings tab', { timeout: 60_000 }, () => {
  it('marks an inactive listing, in both languages', async () => {
    renderTab([listing, inactive]);
    const shown = await card('Archivist');
    expect(shown.getAttribute('data-active')).toBe('false');
    expect(within(shown).getByTestId('listing-status').textContent).toBe(
      messages.en['admin.listings.inactive'],
    );
    expect((await card('Engineer')).getAttribute('data-active')).toBe('true');
    act(() => usePreferences.setState({ language: 'ar' }));
    expect(within(await card('Archivist')).getByTestId('listing-status').textContent).toBe(
      messages.ar['admin.listings.inactive'],
    );
  });

  it('deletes after a confirmation naming the listing in the interface language', async () => {
    const { en, ar } = messages;
    const { remove } = renderTab([listing]);
    fireEvent.click(within(await card('Engineer')).getByTestId('listing-delete'));
    await screen.findAllByText(en['admin.delete.text']);
    expect(dialogText()).toContain(en['admin.listings.deleteTitle'].split('{name}')[0]);
    expect(dialogText()).toContain('Engineer');
    fireEvent.click(screen.getByText(en['admin.delete.cancel']));
    await waitFor(() => expect(dialogText()).toBe(''));
    expect(remove).not.toHaveBeenCalled();

    // In Arabic the dialog names the listing by its Arabic title.
    act(() => usePreferences.setState({ language: 'ar' }));
    fireEvent.click(within(await card('Engineer')).getByTestId('listing-delete'));
    await screen.findAllByText(ar['admin.delete.text']);
    expect(dialogText()).toContain(ar['admin.listings.deleteTitle'].split('{name}')[0]);
    expect(dialogText()).toContain('مهندس');
    expect(dialogText()).not.toContain('Engineer');
    fireEvent.click(screen.getByText(ar['admin.delete.cancel']));
    await waitFor(() => expect(dialogText()).toBe(''));

    act(() => usePreferences.setState({ language: 'en' }));
    fireEvent.click(within(await card('Engineer')).getByTestId('listing-delete'));
    await screen.findAllByText(en['admin.delete.text']);
    const question = document.querySelector<HTMLElement>('.ant-modal-confirm')!;
    fireEvent.click(within(question).getByText(en['admin.delete.confirm']));
    await screen.findAllByText(en['admin.toast.deletedTitle']);
    expect(remove).toHaveBeenCalledWith('job-listings', listing.id);
    await waitFor(() => expect(screen.queryAllByTestId('listing-card')).toHaveLength(0));
  });

  it('after discarding a new listing, the next form starts empty', async () => {
    renderTab([listing]);
    await card('Engineer');
    fireEvent.click(screen.getByTestId('listing-add'));
    fireEvent.change(await screen.findByTestId('listing-title'), {
      target: { value: 'Half-written listing' },
    });
    fireEvent.click(screen.getByTestId('listing-cancel'));
    fireEvent.click(await screen.findByText(messages.en['admin.discard.confirm']));
    await waitFor(() => expect(screen.queryByTestId('listing-form')).toBeNull());
    fireEvent.click(screen.getByTestId('listing-add'));
    expect(((await screen.findByTestId('listing-title')) as HTMLInputElement).value).toBe('');
  });

  it('a discarded edit leaves the card as stored', async () => {
    const saveJobListing = vi.fn();
    renderTab([listing], { saveJobListing });
    fireEvent.click(within(await card('Engineer')).getByTestId('listing-edit'));
    fireEvent.change(await screen.findByTestId('listing-titleAr'), {
      target: { value: 'عنوان لم يُحفظ' },
    });
    fireEvent.click(screen.getByTestId('listing-cancel'));
    fireEvent.click(await screen.findByText(messages.en['admin.discard.confirm']));
    await waitFor(() => expect(screen.queryByTestId('listing-form')).toBeNull());
    const shown = await card('Engineer');
    expect(shown.textContent).toContain('مهندس');
    expect(shown.textContent).not.toContain('عنوان لم يُحفظ');
    expect(saveJobListing).not.toHaveBeenCalled();
  });
});
