import { useEffect } from 'react';
import type { ListViewState } from '../viewState';
import type { ViewArea } from '../viewStateContext';

/**
 * The list's view, as it stands, goes to the address (the desktop: memory), replaced as it
 * changes: reported when a value changes, not on every render.
 */
export function useReportedView(
  report: (kind: ViewArea, state: ListViewState) => void,
  kind: ViewArea,
  state: ListViewState,
) {
  // The view is plain data: its text is what changes, whatever object carries it.
  const text = JSON.stringify(state);
  useEffect(() => {
    report(kind, JSON.parse(text) as ListViewState);
  }, [report, kind, text]);
}
