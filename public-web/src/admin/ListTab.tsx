import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Spin } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../app/i18n';
import { logFailure } from './context';
import styles from './listTab.module.css';

export interface ListTabProps<T> {
  /** Names the test ids: `<name>-tab`, `-search`, `-load-error`, `-empty`. */
  name: string;
  /** The list's query. */
  query: UseQueryResult<T[]>;
  /** Whether an item matches the search text (trimmed, lower-cased, never empty). */
  matches(item: T, search: string): boolean;
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

/**
 * An admin list tab: search and "new" in a toolbar, then the list, or its loading, load error
 * (with a refresh) or empty state.
 */
export function ListTab<T>({
  name,
  query,
  matches,
  searchPlaceholder,
  createButton,
  emptyText,
  loadErrorText,
  loadFailureLog,
  renderItems,
  children,
}: ListTabProps<T>) {
  const t = useT();
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (query.isError) logFailure(loadFailureLog, query.error);
  }, [query.isError, query.error, loadFailureLog]);

  const shown = useMemo(() => {
    const q = search.trim().toLocaleLowerCase();
    const all = query.data ?? [];
    return q ? all.filter((item) => matches(item, q)) : all;
  }, [query.data, search, matches]);

  // A load that failed: said above the list. A failed refresh keeps what was loaded before
  // (the server unreachable for a moment, or the desktop console offline with drafts pending).
  const loadError = query.isError ? (
    <Alert
      type="error"
      showIcon
      title={t(loadErrorText)}
      action={
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => void query.refetch()}
        >
          {t('admin.filters.refresh')}
        </Button>
      }
      className={styles.banner}
      data-testid={`${name}-load-error`}
    />
  ) : null;

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
          description={t(query.data.length === 0 ? emptyText : 'admin.empty.filtered')}
          data-testid={`${name}-empty`}
        />
      </>
    );
  } else {
    body = (
      <>
        {loadError}
        {renderItems(shown)}
      </>
    );
  }

  return (
    <section className={styles.tab} data-testid={`${name}-tab`}>
      <div className={styles.toolbar}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t(searchPlaceholder)}
          aria-label={t('admin.filters.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={styles.search}
          data-testid={`${name}-search`}
        />
        {createButton}
      </div>
      {body}
      {children}
    </section>
  );
}
