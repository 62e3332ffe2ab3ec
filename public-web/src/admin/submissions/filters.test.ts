import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, hasActiveFilters } from './filters';

describe('the submission filters', () => {
  it('tell whether any of them narrows the list', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'sara' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, status: 'new' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, to: '2024-01-01' })).toBe(true);
  });
});
