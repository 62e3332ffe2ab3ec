import { memo } from 'react';
import { Checkbox, Table, type CheckboxProps, type TableColumnsType, type TableProps } from 'antd';
import type { SubmissionColumn, SubmissionSort } from '@vb/shared/schemas';
import { DATE_LOCALES } from '@vb/shared/constants';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { DEFAULT_SORT } from '../viewState';
import { formatDateTime } from './format';
import { columnChoices, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';
import { DuplicateFlag } from './DuplicateFlag';
import { NewAnswerFlag } from './NewAnswerFlag';
import { StatusBadge } from './StatusBadge';
import type { Selection } from './useSelection';
import styles from './submissions.module.css';

export interface SubmissionsTableProps<T extends BaseSubmission> {
  config: SubmissionKindConfig<T>;
  items: T[];
  columns: readonly SubmissionColumn[];
  sort: SubmissionSort;
  onSort(sort: SubmissionSort): void;
  /** Opens an item in the side panel (a click on its row, or Enter on the focused row). */
  onOpen(item: T): void;
  openId: number | undefined;
  loading: boolean;
  /** The items selected for a bulk action. */
  selection?: Selection;
  /** The item the keyboard acts on: highlighted. */
  activeId?: number | null;
}

type SortOrder = 'ascend' | 'descend' | null;

/** The order a column shows for the list's `sort` (only the column it orders by shows one). */
function orderOf(sort: SubmissionSort, column: SubmissionColumn): SortOrder {
  if (sort === column) return 'ascend';
  if (sort === `-${column}`) return 'descend';
  return null;
}

/**
 * A submissions list as a dense table: the person's columns, ordered by the server
 * (a sortable column's header asks for the order), a row per item that opens it in the side panel.
 */
function SubmissionsTableView<T extends BaseSubmission>({
  config,
  items,
  columns,
  sort,
  onSort,
  onOpen,
  openId,
  loading,
  selection,
  activeId = null,
}: SubmissionsTableProps<T>) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];

  const shown: TableColumnsType<T> = columnChoices(config)
    .filter((choice) => columns.includes(choice.id))
    .map((choice) => {
      const base = {
        key: choice.id,
        title: t(choice.label),
        ellipsis: choice.id !== 'status',
        ...(choice.sortable
          ? {
              sorter: true,
              sortOrder: orderOf(sort, choice.id),
              sortDirections:
                choice.id === 'createdAt'
                  ? (['descend', 'ascend'] as const).slice()
                  : (['ascend', 'descend'] as const).slice(),
            }
          : {}),
      };
      switch (choice.id) {
        case 'name':
          return {
            ...base,
            render: (_: unknown, item: T) => (
              <>
                <span dir="auto" className={styles.rowName} data-testid="row-name">
                  {item.name}
                </span>{' '}
                <DuplicateFlag kind={config.kind} count={item.duplicates} />{' '}
                <NewAnswerFlag count={item.newAnswers} />
              </>
            ),
          };
        case 'email':
          return {
            ...base,
            render: (_: unknown, item: T) => (
              <span dir="ltr" data-testid="row-email">
                {item.email}
              </span>
            ),
          };
        case 'status':
          return {
            ...base,
            width: 150,
            render: (_: unknown, item: T) => <StatusBadge config={config} status={item.status} />,
          };
        case 'assignee':
          // An item given to nobody says so, muted, rather than an empty cell: the column is read
          // to find the unclaimed items.
          return {
            ...base,
            render: (_: unknown, item: T) =>
              item.assignee ? (
                <span dir="auto" data-testid="row-assignee">
                  {item.assignee.name}
                </span>
              ) : (
                <span className={styles.notProvided} data-testid="row-assignee">
                  {t('admin.work.unassigned')}
                </span>
              ),
          };
        case 'createdAt':
          return {
            ...base,
            width: 200,
            render: (_: unknown, item: T) => (
              <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, locale)}>
                {formatDateTime(item.createdAt, locale, 'long')}
              </time>
            ),
          };
        default:
          return {
            ...base,
            render: (_: unknown, item: T) => {
              const value = choice.value?.(item);
              return value ? (
                <span dir="auto">{value}</span>
              ) : (
                <span className={styles.notProvided}>—</span>
              );
            },
          };
      }
    });

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const column = sorter.columnKey as SubmissionColumn | undefined;
    if (!sorter.order || !column) onSort(DEFAULT_SORT);
    else onSort(`${sorter.order === 'descend' ? '-' : ''}${column}` as SubmissionSort);
  };

  return (
    <Table<T>
      className={styles.table}
      size="small"
      rowKey="id"
      columns={shown}
      dataSource={items}
      pagination={false}
      loading={loading}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      aria-label={t('admin.table.label')}
      data-testid="submissions-table"
      rowClassName={(item) =>
        `${item.id === openId ? styles.rowOpen : styles.row} ${item.id === activeId ? styles.rowActive : ''}`
      }
      rowSelection={
        selection && {
          selectedRowKeys: selection.ids,
          columnWidth: 48,
          columnTitle: (
            <Checkbox
              checked={selection.allSelected}
              indeterminate={selection.someSelected}
              onChange={() => selection.togglePage()}
              aria-label={t('admin.bulk.selectPage')}
              data-testid="select-page"
            />
          ),
          onSelect: (item, _selected, _rows, event) =>
            selection.toggle(item.id, { range: (event as MouseEvent | undefined)?.shiftKey }),
          getCheckboxProps: (item) =>
            ({
              'aria-label': t('admin.bulk.select', { name: item.name }),
              'data-testid': 'select-item',
            }) as CheckboxProps,
        }
      }
      onRow={(item) =>
        ({
          tabIndex: 0,
          onClick: (event: React.MouseEvent<HTMLElement>) => {
            // A click on the row's checkbox selects it; it does not open it.
            if ((event.target as Element).closest('.ant-table-selection-column')) return;
            onOpen(item);
          },
          onKeyDown: (event) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) {
              event.preventDefault();
              onOpen(item);
            }
          },
          'data-testid': 'submission-row',
          'data-id': item.id,
          'data-status': item.status,
          ...(item.id === activeId ? { 'aria-current': true, 'data-active': true } : {}),
        }) as React.HTMLAttributes<HTMLElement>
      }
    />
  );
}

/**
 * Memoized: a page of rows is drawn again only when what it shows changes, not whenever
 * the view around it is (the search being handed over, a badge's count).
 */
export const SubmissionsTable = memo(SubmissionsTableView) as typeof SubmissionsTableView;
