import { Checkbox } from 'antd';
import { memo, type ReactElement } from 'react';
import { useT } from '../../app/i18n';
import type { BaseSubmission, SubmissionKindConfig } from './kindConfigs';
import { SubmissionCard, type BusyAction } from './SubmissionCard';
import styles from './submissions.module.css';

/** What a card of the list can ask of its view (stable functions: useStableCallbacks). */
export interface CardListActions<T extends BaseSubmission> {
  setStatus(item: T, status: string): void;
  /** Asks to delete (the view confirms first). */
  remove(item: T): void;
  downloadResume(item: T): void;
  previewResume(item: T): void;
  open(item: T): void;
  toggle(id: number, range: boolean): void;
  togglePage(): void;
  statusMenu(item: T, open: boolean): void;
}

export interface SubmissionCardListProps<T extends BaseSubmission> {
  config: SubmissionKindConfig<T>;
  items: readonly T[];
  busy: Readonly<Record<number, BusyAction>>;
  /** The ids selected for a bulk action. */
  selectedIds: readonly number[];
  allSelected: boolean;
  someSelected: boolean;
  /** The item the keyboard acts on. */
  activeId: number | null;
  /** The card whose status menu is open. */
  statusMenuId: number | null;
  actions: CardListActions<T>;
}

/**
 * The list's cards and its select-page box. Memoized: a page of 50 cards takes longer
 * than a frame to draw, so it is drawn only when what it shows changes (the view hands it the
 * items through useDeferredValue, so a new page is drawn in the background, not while typing).
 */
function CardList<T extends BaseSubmission>({
  config,
  items,
  busy,
  selectedIds,
  allSelected,
  someSelected,
  activeId,
  statusMenuId,
  actions,
}: SubmissionCardListProps<T>) {
  const t = useT();
  return (
    <>
      <Checkbox
        className={styles.selectPage}
        checked={allSelected}
        indeterminate={someSelected}
        onChange={() => actions.togglePage()}
        data-testid="select-page"
      >
        {t('admin.bulk.selectPage')}
      </Checkbox>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <SubmissionCard<T>
              config={config}
              item={item}
              busy={busy[item.id]}
              onSetStatus={actions.setStatus}
              onDelete={actions.remove}
              onDownloadResume={config.resume ? actions.downloadResume : undefined}
              onPreviewResume={config.resume ? actions.previewResume : undefined}
              selection={{
                checked: selectedIds.includes(item.id),
                onToggle: (range) => actions.toggle(item.id, range),
              }}
              active={item.id === activeId}
              onOpen={actions.open}
              statusMenuOpen={statusMenuId === item.id}
              onStatusMenuOpenChange={(open) => actions.statusMenu(item, open)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export const SubmissionCardList = memo(
  CardList,
  (before, after) =>
    before.config === after.config &&
    before.items === after.items &&
    before.busy === after.busy &&
    sameIds(before.selectedIds, after.selectedIds) &&
    before.allSelected === after.allSelected &&
    before.someSelected === after.someSelected &&
    before.activeId === after.activeId &&
    before.statusMenuId === after.statusMenuId &&
    before.actions === after.actions,
) as <T extends BaseSubmission>(props: SubmissionCardListProps<T>) => ReactElement;
