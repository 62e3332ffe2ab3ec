import { useCallback, useMemo, useState } from 'react';

/** The items of the current page that are selected for a bulk action. */
export interface Selection {
  /** The selected ids, in the page's order (only ids still on the page). */
  ids: number[];
  count: number;
  /**
   * Selects or unselects one item; with `range` (a shift-click), every item from the last one
   * toggled to this one takes this one's new state.
   */
  toggle(id: number, options?: { range?: boolean }): void;
  /** Selects every item of the page. */
  selectPage(): void;
  /** Selects the whole page, or clears it when the whole page is already selected. */
  togglePage(): void;
  clear(): void;
  /** Every item of the (non-empty) page is selected. */
  allSelected: boolean;
  /** Some, not all, items are selected (a header checkbox's indeterminate state). */
  someSelected: boolean;
}

/**
 * The selection of ids on the page shown (`pageIds`, in order). It is cleared when `resetKey`
 * changes (give it the page and filters, e.g. `JSON.stringify({ page, filters })`), and holds
 * only ids still on the page (an item deleted meanwhile drops out).
 */
export function useSelection(pageIds: readonly number[], resetKey: string | number): Selection {
  const [state, setState] = useState<SelectionState>(() => empty(resetKey));
  let current = state;
  if (state.key !== resetKey) {
    // A new page or new filters: a selection made elsewhere does not carry over. With nothing
    // selected the same empty set stays, so what shows the selection need not be drawn again.
    current =
      state.selected.size === 0 ? { ...state, key: resetKey, anchor: null } : empty(resetKey);
    setState(current);
  }

  const toggle = useCallback(
    (id: number, options: { range?: boolean } = {}) =>
      setState((before) => {
        const selected = new Set(before.selected);
        const on = !before.selected.has(id);
        const from = before.anchor === null ? -1 : pageIds.indexOf(before.anchor);
        const to = pageIds.indexOf(id);
        if (options.range && from >= 0 && to >= 0) {
          for (const each of pageIds.slice(Math.min(from, to), Math.max(from, to) + 1))
            if (on) selected.add(each);
            else selected.delete(each);
        } else if (on) selected.add(id);
        else selected.delete(id);
        return { ...before, selected, anchor: id };
      }),
    [pageIds],
  );
  const selectPage = useCallback(
    () => setState((before) => ({ ...before, selected: new Set(pageIds) })),
    [pageIds],
  );
  const clear = useCallback(() => setState((before) => empty(before.key)), []);

  const { selected } = current;
  return useMemo(() => {
    const ids = pageIds.filter((id) => selected.has(id));
    const allSelected = pageIds.length > 0 && ids.length === pageIds.length;
    return {
      ids,
      count: ids.length,
      toggle,
      selectPage,
      togglePage: () => (allSelected ? clear() : selectPage()),
      clear,
      allSelected,
      someSelected: ids.length > 0 && !allSelected,
    };
  }, [pageIds, selected, toggle, selectPage, clear]);
}

interface SelectionState {
  key: string | number;
  selected: ReadonlySet<number>;
  /** The last item toggled: where a range starts. */
  anchor: number | null;
}

const empty = (key: string | number): SelectionState => ({
  key,
  selected: new Set(),
  anchor: null,
});
