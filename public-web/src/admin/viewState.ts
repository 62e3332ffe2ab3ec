/**
 * What the admin is showing, kept where a person can share it and find it again: the
 * tab, and the shown submissions list's search, filters, order, page and page size. On the web it
 * is the address's query (`/admin?tab=contact&q=…`), replaced as it changes, read on load; the
 * desktop console has no address bar and keeps it in memory (host.ts, `viewState`). Values that
 * do not parse are left out, as if absent.
 */
import {
  SAVED_VIEWS,
  SUBMISSION_PAGE_SIZES,
  SUBMISSION_SORTS,
  type SubmissionPageSize,
  type SubmissionSort,
} from '@vb/shared/schemas';

/** A submissions list's part of the view (each field absent when not set). */
export interface ListViewState {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  sort?: SubmissionSort;
  /** 1-based. */
  page?: number;
  pageSize?: SubmissionPageSize;
  /** The item whose side panel is open. */
  item?: number;
  /** Whose items (`assignee=me|none`), and the archive (`archived=1`). */
  assignee?: 'me' | 'none';
  archived?: boolean;
  /** The listings tab: the listing whose applicants board is open (`board=<id>`). */
  board?: number;
}

/** The whole view: the tab (checked by the dashboard against the person's tabs) and its list. */
export interface ViewState {
  tab?: string;
  list: ListViewState;
}

/** The default order of a list (not written to the address). */
export const DEFAULT_SORT: SubmissionSort = '-createdAt';

const MAX_PAGE = 1_000_000;

/** A calendar day `YYYY-MM-DD` that exists. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The view a query string (`?tab=…&q=…`) describes, what does not parse left out. */
export function parseViewState(search: string): ViewState {
  const params = new URLSearchParams(search);
  const get = (key: string) => {
    const value = params.get(key);
    return value === null || value === '' ? undefined : value;
  };
  const list: ListViewState = {};
  const tab = get('tab');
  const q = get('q');
  if (q !== undefined && q.length <= SAVED_VIEWS.queryMax) list.q = q;
  const status = get('status');
  if (status !== undefined && /^[a-z_]{1,40}$/.test(status)) list.status = status;
  const from = get('from');
  if (from !== undefined && isCalendarDay(from)) list.from = from;
  const to = get('to');
  if (to !== undefined && isCalendarDay(to) && (list.from === undefined || to >= list.from))
    list.to = to;
  const sort = get('sort');
  if (sort !== undefined && (SUBMISSION_SORTS as readonly string[]).includes(sort))
    list.sort = sort as SubmissionSort;
  const page = get('page');
  if (page !== undefined && /^\d{1,7}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_PAGE)
    list.page = Number(page);
  const size = Number(get('size'));
  if ((SUBMISSION_PAGE_SIZES as readonly number[]).includes(size))
    list.pageSize = size as SubmissionPageSize;
  const item = get('item');
  if (item !== undefined && /^[1-9]\d{0,14}$/.test(item)) list.item = Number(item);
  const assignee = get('assignee');
  if (assignee === 'me' || assignee === 'none') list.assignee = assignee;
  if (get('archived') === '1') list.archived = true;
  const board = get('board');
  if (board !== undefined && /^[1-9]\d{0,14}$/.test(board)) list.board = Number(board);
  return { ...(tab !== undefined && /^[a-z-]{1,40}$/.test(tab) ? { tab } : {}), list };
}

/** The query string (with its `?`, or '' when empty) of a view; defaults are left out. */
export function serialiseViewState(state: ViewState): string {
  const params = new URLSearchParams();
  const { list } = state;
  if (state.tab) params.set('tab', state.tab);
  if (list.q && list.q.trim() !== '') params.set('q', list.q);
  if (list.status) params.set('status', list.status);
  if (list.from) params.set('from', list.from);
  if (list.to) params.set('to', list.to);
  if (list.sort && list.sort !== DEFAULT_SORT) params.set('sort', list.sort);
  if (list.page && list.page > 1) params.set('page', String(list.page));
  if (list.pageSize) params.set('size', String(list.pageSize));
  if (list.item) params.set('item', String(list.item));
  if (list.assignee) params.set('assignee', list.assignee);
  if (list.archived) params.set('archived', '1');
  if (list.board) params.set('board', String(list.board));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
