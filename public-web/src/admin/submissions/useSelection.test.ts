import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './useSelection';

const PAGE = [10, 11, 12, 13, 14];

function setup(page: readonly number[] = PAGE, key = 'page-1') {
  return renderHook(({ ids, resetKey }) => useSelection(ids, resetKey), {
    initialProps: { ids: page, resetKey: key },
  });
}

describe('the selection of a page', () => {
  it('toggles items, in the page order whatever the order of the clicks', () => {
    const { result } = setup();
    act(() => result.current.toggle(13));
    act(() => result.current.toggle(11));
    expect(result.current.ids).toEqual([11, 13]);
    expect(result.current.count).toBe(2);
    expect(result.current.someSelected).toBe(true);
    act(() => result.current.toggle(13));
    expect(result.current.ids).toEqual([11]);
  });

  it('selects a range with shift, both ways, and unselects one the same way', () => {
    const { result } = setup();
    act(() => result.current.toggle(11));
    act(() => result.current.toggle(14, { range: true }));
    expect(result.current.ids).toEqual([11, 12, 13, 14]);
    // From the last one toggled (14) back to 12: they take 12's new state (off).
    act(() => result.current.toggle(12, { range: true }));
    expect(result.current.ids).toEqual([11]);
    // Without an anchor on the page, a shift-click is a plain toggle.
    const fresh = setup();
    act(() => fresh.result.current.toggle(12, { range: true }));
    expect(fresh.result.current.ids).toEqual([12]);
  });

  it('selects the page, toggles it off, and clears', () => {
    const { result } = setup();
    act(() => result.current.selectPage());
    expect(result.current.ids).toEqual(PAGE);
    expect(result.current.allSelected).toBe(true);
    expect(result.current.someSelected).toBe(false);
    act(() => result.current.togglePage());
    expect(result.current.count).toBe(0);
    act(() => result.current.togglePage());
    expect(result.current.count).toBe(5);
    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
    expect(result.current.allSelected).toBe(false);
  });

  it('is cleared when the page or the filters change, and drops items no longer shown', () => {
    const { result, rerender } = setup();
    act(() => result.current.toggle(10));
    act(() => result.current.toggle(12));
    // An item deleted meanwhile (by someone else) leaves the page and the selection.
    rerender({ ids: [10, 11, 13, 14], resetKey: 'page-1' });
    expect(result.current.ids).toEqual([10]);
    rerender({ ids: [20, 21], resetKey: 'page-2' });
    expect(result.current.ids).toEqual([]);
    // Back on the first page: nothing carried over.
    rerender({ ids: PAGE, resetKey: 'page-1' });
    expect(result.current.ids).toEqual([]);
  });

  it('has nothing "all selected" on an empty page', () => {
    const { result } = setup([]);
    act(() => result.current.selectPage());
    expect(result.current.allSelected).toBe(false);
    expect(result.current.count).toBe(0);
  });
});
