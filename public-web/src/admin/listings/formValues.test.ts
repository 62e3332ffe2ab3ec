import { describe, expect, it } from 'vitest';
import type { JobListing } from '@vb/shared/schemas';
import { emptyListingValues, listingToValues, listingValuesDiffer } from './formValues';

const listing: JobListing = {
  id: 7,
  title: 'Engineer',
  titleAr: 'مهندس',
  department: 'technology',
  location: 'Remote',
  locationAr: 'عن بُعد',
  description: 'Builds',
  descriptionAr: null,
  requirements: 'Skills',
  requirementsAr: null,
  employmentType: 'full-time',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('listingValuesDiffer', () => {
  it('sees no change in the values the form opened with', () => {
    const fresh = emptyListingValues();
    expect(listingValuesDiffer(fresh, { ...fresh })).toBe(false);
    const editing = listingToValues(listing);
    expect(listingValuesDiffer(editing, { ...editing })).toBe(false);
  });

  it('counts a field the form never set as its empty value', () => {
    const editing = listingToValues(listing);
    const { descriptionAr: _unset, ...rest } = editing;
    expect(listingValuesDiffer(editing, rest)).toBe(false);
  });

  it('sees a typed text, a chosen option and the Active switch', () => {
    const editing = listingToValues(listing);
    expect(listingValuesDiffer(editing, { ...editing, title: 'Engineer II' })).toBe(true);
    expect(listingValuesDiffer(editing, { ...editing, descriptionAr: 'يبني' })).toBe(true);
    expect(listingValuesDiffer(editing, { ...editing, department: 'finance' })).toBe(true);
    expect(listingValuesDiffer(editing, { ...editing, isActive: false })).toBe(true);
    const fresh = emptyListingValues();
    expect(listingValuesDiffer(fresh, { ...fresh, requirements: 'x' })).toBe(true);
  });

  it('sees text typed and then erased as no change', () => {
    const fresh = emptyListingValues();
    expect(listingValuesDiffer(fresh, { ...fresh, title: '' })).toBe(false);
  });
});
