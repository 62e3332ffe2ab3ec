import { createContext, useContext } from 'react';
import type { SubmissionKind } from '@vb/shared/status';
import type { ListViewState } from './viewState';

/** A list with a view of its own: a submissions list, or the listings (their open board). */
export type ViewArea = SubmissionKind | 'listings';

/** How the dashboard hands each submissions list its part of the view, and hears it change. */
export interface ListViewStateLink {
  /** What the address (or the desktop's memory) held for this list when the dashboard opened. */
  initial(kind: ViewArea): ListViewState | undefined;
  /** The list's view as it now stands (written to the address while its tab is shown). */
  report(kind: ViewArea, state: ListViewState): void;
  /** Whether this list's tab is the one shown (hidden tabs stay mounted; their keys stay off). */
  shown(kind: ViewArea): boolean;
  /**
   * Shows the tab of `kind` with the item's side panel open (a link to the same
   * person's submission of another kind); absent outside a dashboard.
   */
  openItem?(kind: SubmissionKind, id: number): void;
  /** The item a link asked this list to open (a new object for each request), if any. */
  requestedItem?(kind: SubmissionKind): { id: number } | undefined;
}

const ViewStateContext = createContext<ListViewStateLink | null>(null);

export const ViewStateProvider = ViewStateContext.Provider;

/** This list's link to the view state; outside a dashboard (tests), one that keeps nothing. */
export function useListViewState(): ListViewStateLink {
  return (
    useContext(ViewStateContext) ?? {
      initial: () => undefined,
      report: () => undefined,
      shown: () => true,
    }
  );
}
