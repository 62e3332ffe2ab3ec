import type { ComponentProps, ReactNode } from 'react';
import type { SubmissionColumn, SubmissionLayout, SubmissionSort } from '@vb/shared/schemas';
import type { BaseSubmission, SubmissionKindConfig } from './kindConfigs';
import { ListPager } from './ListPager';
import { ListEmpty } from './ListStates';
import type { BusyAction } from './SubmissionCard';
import { SubmissionCardList, type CardListActions } from './SubmissionCardList';
import { SubmissionsTable } from './SubmissionsTable';
import type { Selection } from './useSelection';
import styles from './submissions.module.css';

/**
 * A list's page: its cards or its table (the person's layout) between a pager above and one
 * below, or the empty state when nothing is found. The head row above holds the "N new" marker
 * beside the top pager, in the flow: a floating marker covered the page numbers it sat over. The items are the deferred ones and the
 * actions stable (useStableCallbacks): the memoized cards are drawn only when what they show
 * changes.
 */
export function SubmissionsList<T extends BaseSubmission>({
  config,
  layout,
  items,
  columns,
  sort,
  openId,
  loading,
  selection,
  activeId,
  busy,
  statusMenuId,
  actions,
  pager,
  filtered,
  head,
}: {
  config: SubmissionKindConfig<T>;
  layout: SubmissionLayout;
  items: T[];
  columns: readonly SubmissionColumn[];
  sort: SubmissionSort;
  /** The item open in the side panel (a table row shows it). */
  openId: number | undefined;
  /** A new page is being read (the table shows the last one meanwhile). */
  loading: boolean;
  selection: Selection;
  /** The item the keyboard acts on. */
  activeId: number | null;
  busy: Readonly<Record<number, BusyAction>>;
  /** The card whose status menu is open. */
  statusMenuId: number | null;
  actions: CardListActions<T> & { sort(next: SubmissionSort): void };
  pager: Omit<ComponentProps<typeof ListPager>, 'position'>;
  /** Some filter narrows the list (the empty state says so). */
  filtered: boolean;
  /** What the head row shows at its start (the new-arrivals marker). */
  head: ReactNode;
}) {
  if (pager.total === 0)
    return (
      <>
        <div className={styles.listHead}>{head}</div>
        <ListEmpty filtered={filtered} empty={config.keys.empty} />
      </>
    );
  return (
    <>
      <div className={styles.listHead}>
        {head}
        <ListPager position="top" {...pager} />
      </div>
      {layout === 'table' ? (
        <SubmissionsTable<T>
          config={config}
          items={items}
          columns={columns}
          sort={sort}
          onSort={actions.sort}
          onOpen={actions.open}
          openId={openId}
          loading={loading}
          selection={selection}
          activeId={activeId}
        />
      ) : (
        <SubmissionCardList<T>
          config={config}
          items={items}
          busy={busy}
          selectedIds={selection.ids}
          allSelected={selection.allSelected}
          someSelected={selection.someSelected}
          activeId={activeId}
          statusMenuId={statusMenuId}
          actions={actions}
        />
      )}
      <ListPager position="bottom" {...pager} />
    </>
  );
}
