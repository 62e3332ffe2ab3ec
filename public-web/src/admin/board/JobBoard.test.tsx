import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobApplication } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { AdminProviders, listing } from '../listings/listingFormKit';
import { JobBoard } from './JobBoard';

afterEach(() => {
  cleanup();
  usePreferences.setState({ language: 'en' });
});

/** 09:05 UTC is 12:05 in Riyadh. */
const createdAt = '2026-12-05T09:05:00.000Z';

const applicant = (id: number): JobApplication => ({
  id,
  name: `Applicant ${id}`,
  email: 'a@example.test',
  phone: '+966 55 000 0000',
  position: 'Engineer',
  message: null,
  resumeFilename: 'cv.pdf',
  resumeSize: 100,
  resumeMimeType: 'application/pdf',
  jobListingId: listing.id,
  status: 'new',
  createdAt,
});

/** The board of `listing` over a server holding twelve new applicants. */
function renderBoard() {
  const items = Array.from({ length: 12 }, (_, i) => applicant(i + 1));
  const client: Partial<AdminClient> = {
    applicantCounts: async () => ({
      counts: [{ jobListingId: listing.id, total: 12, new: 12, statuses: { new: 12 } }],
    }),
    list: (async (_kind: string, params: { status?: string }) =>
      params.status === 'new'
        ? { items, total: items.length }
        : { items: [], total: 0 }) as unknown as AdminClient['list'],
  };
  render(
    <AdminProviders client={client}>
      <JobBoard listing={listing} onClose={() => {}} />
    </AdminProviders>,
  );
}

const column = (status: string) =>
  screen.getAllByTestId('board-column').find((c) => c.getAttribute('data-status') === status)!;

describe('the job board', { timeout: 30_000 }, () => {
  it('writes the column counts and the cards’ dates in Arabic-Indic digits in Arabic', async () => {
    usePreferences.setState({ language: 'ar' });
    renderBoard();
    const cards = await screen.findAllByTestId('board-card');
    expect(cards).toHaveLength(12);
    expect(within(column('new')).getByTestId('board-column-count').textContent).toBe('١٢');
    expect(within(column('hired')).getByTestId('board-column-count').textContent).toBe('٠');
    // The admin's long date with the 24-hour time, as every list and panel writes a moment.
    expect(within(cards[0]!).getByTestId('board-card-date').textContent).toBe(
      'تقدّم في ٥ ديسمبر ٢٠٢٦، ١٢:٠٥',
    );
  });

  it('writes them in Western digits in English', async () => {
    renderBoard();
    const cards = await screen.findAllByTestId('board-card');
    expect(within(column('new')).getByTestId('board-column-count').textContent).toBe('12');
    expect(within(cards[0]!).getByTestId('board-card-date').textContent).toBe(
      'Applied December 5, 2026, 12:05',
    );
  });
});
