import { Alert, Button, Empty, Input, Pagination, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CONTENT_PAGE } from '@vb/shared/constants';
import type { MessageKey } from '@vb/shared/i18n';
import { ReloadIcon, SearchIcon } from './icons';
import { useT } from '../app/i18n';
import { usePreferences } from '../app/preferences';
import { logFailure } from './context';
import { errorMessage } from './errorMessage';
import { lastPageOf, serverPager } from './pageNumbers';
import { SearchField } from './SearchField';
import styles from './listTab.module.css';

/** What a list tab reads of its query (a react-query result has it). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
  /** The previous page, shown while the one asked for is read. */
  isPlaceholderData?: boolean;
  refetch(): unknown;
}

/**
 * A list read a page at a time, searched on the server (the articles, the job listings): the
 * search and page are the caller's, and `total` is how many items the search finds in all.
 */
export interface ServerPaging {
  search: string;
  onSearch(search: string): void;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** Undefined until the first page is read. */
  total: number | undefined;
}

/**
 * The search and page of a list read a page at a time (CONTENT_PAGE items), kept by the tab that
 * stays mounted: `page` is what to ask the server for, `paging(total)` the list tab's part. A new
 * search starts again at the first page.
 */
export function useServerPaging(pageSize: number = CONTENT_PAGE.default) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return {
    page: { limit: pageSize, offset: (page - 1) * pageSize, q: search },
    paging: (total: number | undefined): ServerPaging => ({
      search,
      onSearch: (next) => {
        setSearch(next);
        setPage(1);
      },
      page,
      pageSize,
      onPage: setPage,
      total,
    }),
  };
}

interface ListTabBase<T> {
  /** Names the test ids: `<name>-tab`, `-search`, `-load-error`, `-empty`, `-pager`. */
  name: string;
  /** The list's query (with `paging`: the page's items). */
  query: ListQuery<T>;
  searchPlaceholder: MessageKey;
  /** The toolbar's "new" button. */
  createButton: ReactNode;
  /** The empty list's text (a search that finds nothing has the shared one). */
  emptyText: MessageKey;
  loadErrorText: MessageKey;
  /** Logged with the load failure (SPEC section 8: failures are logged as well as shown). */
  loadFailureLog: string;
  /** The items the search leaves, never none. */
  renderItems(items: T[]): ReactNode;
  /** Rendered after the list (a form dialog). */
  children?: ReactNode;
}

export type ListTabProps<T> = ListTabBase<T> &
  (
    | {
        /** A short list searched here: whether an item matches the (trimmed, lower-cased) text. */
        matches(item: T, search: string): boolean;
        paging?: never;
      }
    | { paging: ServerPaging; matches?: never }
  );

/**
 * An admin list tab: search and "new" in a toolbar, then the list, or its loading, load error
 * (with a refresh) or empty state; a list read a page at a time (`paging`) has a pager below.
 */
export function ListTab<T>({
  name,
  query,
  matches,
  paging,
  searchPlaceholder,
  createButton,
  emptyText,
  loadErrorText,
  loadFailureLog,
  renderItems,
  children,
}: ListTabProps<T>) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const [localSearch, setLocalSearch] = useState('');
  const top = useRef<HTMLElement>(null);

  useEffect(() => {
    if (query.isError) logFailure(loadFailureLog, query.error);
  }, [query.isError, query.error, loadFailureLog]);

  const shown = useMemo(() => {
    const all = query.data ?? [];
    if (!matches) return all;
    const q = localSearch.trim().toLocaleLowerCase();
    return q ? all.filter((item) => matches(item, q)) : all;
  }, [query.data, localSearch, matches]);

  // A page past the end (its last items deleted, here or by a colleague): the last one instead.
  const lastPage = paging ? lastPageOf({ pageSize: paging.pageSize, total: paging.total ?? 0 }) : 1;
  const pastTheEnd = paging?.total !== undefined && paging.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) paging?.onPage(lastPage);
  }, [pastTheEnd, paging, lastPage]);

  // Whether anything is there at all, the search aside (the empty text says which).
  const nothingAtAll = paging ? !paging.search.trim() : (query.data?.length ?? 0) === 0;

  // A load that failed: said above the list. A failed refresh keeps what was loaded before
  // (the server unreachable for a moment, or the desktop console offline with drafts pending).
  const loadError = query.isError ? (
    <Alert
      type="error"
      showIcon
      title={errorMessage(query.error, loadErrorText)}
      action={
        <Button size="small" icon={<ReloadIcon />} onClick={() => void query.refetch()}>
          {t('admin.filters.refresh')}
        </Button>
      }
      className={styles.banner}
      data-testid={`${name}-load-error`}
    />
  ) : null;

  function turnPage(next: number) {
    paging?.onPage(next);
    // The new page starts at the list's top.
    top.current?.scrollIntoView({ block: 'nearest' });
  }

  const pager = paging && (paging.total ?? 0) > paging.pageSize && (
    <nav aria-label={t('admin.pager.label')} className={styles.pager}>
      <Pagination
        {...serverPager(language, {
          page: paging.page,
          pageSize: paging.pageSize,
          total: paging.total ?? 0,
        })}
        onChange={turnPage}
        size="small"
        data-testid={`${name}-pager`}
      />
    </nav>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={styles.state}>
        <Spin description={t('admin.loading')} />
      </div>
    );
  } else if (query.data === undefined) {
    body = loadError;
  } else if (shown.length === 0) {
    body = (
      <>
        {loadError}
        <Empty
          className={styles.state}
          description={t(nothingAtAll ? emptyText : 'admin.empty.filtered')}
          data-testid={`${name}-empty`}
        />
      </>
    );
  } else {
    body = (
      <>
        {loadError}
        {renderItems(shown)}
        {pager}
      </>
    );
  }

  return (
    <section
      className={styles.tab}
      data-testid={`${name}-tab`}
      ref={top}
      // The previous page stays (dimmed) until the one asked for is there.
      aria-busy={query.isPlaceholderData || undefined}
    >
      <div className={styles.toolbar}>
        {paging ? (
          <SearchField
            value={paging.search}
            onSearch={paging.onSearch}
            placeholder={t(searchPlaceholder)}
            label={t('admin.filters.search')}
            className={styles.search}
            testId={`${name}-search`}
          />
        ) : (
          <Input
            allowClear
            prefix={<SearchIcon />}
            placeholder={t(searchPlaceholder)}
            aria-label={t('admin.filters.search')}
            value={localSearch}
            onChange={(e) => setLocalSearch(e.target.value)}
            className={styles.search}
            data-testid={`${name}-search`}
          />
        )}
        {createButton}
      </div>
      {body}
      {children}
    </section>
  );
}
