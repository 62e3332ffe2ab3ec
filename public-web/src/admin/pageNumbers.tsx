import type { PaginationProps } from 'antd';
import { localDigits } from '@vb/shared/dates';
import type { Language } from '@vb/shared/options';

/**
 * The page numbers of antd's pager in the interface's digits (Arabic-Indic in Arabic), as the
 * admin's dates and counts are written; antd draws them in Western digits. The item's `title`
 * (the number as a tooltip) stays antd's.
 */
export function pageNumbers(language: Language): PaginationProps['itemRender'] {
  return (page, type, element) =>
    type === 'page' ? <a rel="nofollow">{localDigits(page, language)}</a> : element;
}

/** Where a list the server pages stands: the page shown, its size, how many items in all. */
export interface PagerState {
  page: number;
  pageSize: number;
  total: number;
}

/** The last page there is (the first when there is nothing). */
export function lastPageOf({ pageSize, total }: Omit<PagerState, 'page'>): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pager of every list the server pages (the content lists, the activity, the outbox): the
 * server's page size (no size changer), the page kept within the pages there are when items go,
 * numbers in the interface's digits. `extra` adds the list's `onChange` and what it shows (its
 * total, say).
 */
export function serverPager(
  language: Language,
  { page, pageSize, total }: PagerState,
  extra: Omit<PaginationProps, keyof PagerState | 'current'> = {},
): PaginationProps {
  return {
    // Before the first answer (no total yet) the page asked for stands.
    current: total > 0 ? Math.min(page, lastPageOf({ pageSize, total })) : page,
    pageSize,
    total,
    showSizeChanger: false,
    itemRender: pageNumbers(language),
    ...extra,
  };
}
