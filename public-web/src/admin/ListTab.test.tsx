import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '@vb/shared/i18n';
import { usePreferences } from '../app/preferences';
// The admin's provider: every catalog, the admin's messages included.
import { I18nProvider } from './i18n';
import { ListTab, type ServerPaging } from './ListTab';

type Item = { id: number; title: string };

const query = (state: Partial<UseQueryResult<Item[]>>) =>
  ({
    isPending: false,
    isError: false,
    data: undefined,
    refetch: vi.fn(),
    ...state,
  }) as UseQueryResult<Item[]>;

const matches = (item: Item, q: string) => item.title.toLocaleLowerCase().includes(q);

function renderTab(state: Partial<UseQueryResult<Item[]>>) {
  render(
    <I18nProvider>
      <ListTab
        name="things"
        query={query(state)}
        matches={matches}
        searchPlaceholder="admin.news.searchPlaceholder"
        createButton={<button data-testid="things-create">new</button>}
        emptyText="admin.empty.news"
        loadErrorText="admin.loadError.news"
        loadFailureLog="Failed to load things"
        renderItems={(items) => (
          <ul data-testid="things-list">
            {items.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        )}
      />
    </I18nProvider>,
  );
}

beforeAll(() => {
  act(() => usePreferences.setState({ language: 'en' }));
});
afterEach(cleanup);

describe('an admin list tab', () => {
  it('has its search box and "new" button in the toolbar', () => {
    renderTab({ isPending: true });
    expect(screen.getByTestId('things-tab')).toBeTruthy();
    expect(screen.getByTestId('things-create')).toBeTruthy();
    expect(screen.getByLabelText(en['admin.filters.search'])).toBeTruthy();
  });

  it('shows the items the search leaves, then the filtered empty text', () => {
    renderTab({
      data: [
        { id: 1, title: 'Alpha' },
        { id: 2, title: 'Beta' },
      ],
    });
    expect(screen.getByTestId('things-list').textContent).toBe('AlphaBeta');
    fireEvent.change(screen.getByTestId('things-search'), { target: { value: '  BET ' } });
    expect(screen.getByTestId('things-list').textContent).toBe('Beta');
    fireEvent.change(screen.getByTestId('things-search'), { target: { value: 'gamma' } });
    expect(screen.getByTestId('things-empty').textContent).toContain(en['admin.empty.filtered']);
  });

  it('says the list is empty when there are no items at all', () => {
    renderTab({ data: [] });
    expect(screen.getByTestId('things-empty').textContent).toContain(en['admin.empty.news']);
  });

  it('logs and shows a load failure, with a refresh', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refetch = vi.fn();
    const error = new Error('boom');
    renderTab({ isError: true, error, refetch });
    const alert = screen.getByTestId('things-load-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain(en['admin.loadError.news']);
    // (Not getByRole: computing antd's accessibility tree takes seconds in jsdom.)
    const refresh = alert.querySelector('button')!;
    expect(refresh.textContent).toBe(en['admin.filters.refresh']);
    expect(refresh.querySelector('[aria-hidden="true"]')).toBeTruthy();
    fireEvent.click(refresh);
    expect(refetch).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Failed to load things', error);
    log.mockRestore();
  });

  it('keeps what was loaded when a refresh fails, with the failure said above it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab({ isError: true, error: new Error('offline'), data: [{ id: 1, title: 'Alpha' }] });
    expect(screen.getByTestId('things-load-error').textContent).toContain(
      en['admin.loadError.news'],
    );
    expect(screen.getByTestId('things-list').textContent).toBe('Alpha');
    log.mockRestore();
  });
});

describe('an admin list tab read a page at a time', () => {
  beforeAll(() => {
    // jsdom does not scroll; a new page starts at the list's top.
    Element.prototype.scrollIntoView = vi.fn();
  });
  const items = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, title: `Item ${from + i}` }));

  function renderPaged(paging: Partial<ServerPaging>, data: Item[] | undefined) {
    const props: ServerPaging = {
      search: '',
      onSearch: vi.fn(),
      page: 1,
      pageSize: 20,
      onPage: vi.fn(),
      total: data?.length,
      ...paging,
    };
    const view = (p: ServerPaging) => (
      <I18nProvider>
        <ListTab
          name="things"
          query={query({ data })}
          paging={p}
          searchPlaceholder="admin.news.searchPlaceholder"
          createButton={null}
          emptyText="admin.empty.news"
          loadErrorText="admin.loadError.news"
          loadFailureLog="Failed to load things"
          renderItems={(shown) => (
            <ul data-testid="things-list">
              {shown.map((item) => (
                <li key={item.id}>{item.title}</li>
              ))}
            </ul>
          )}
        />
      </I18nProvider>
    );
    const { rerender } = render(view(props));
    return {
      props,
      rerender: (next: Partial<ServerPaging>) => rerender(view({ ...props, ...next })),
    };
  }

  it('shows the page as the server answered it (no search here), with a pager', () => {
    const { props } = renderPaged({ total: 45 }, items(1, 20));
    // Every item of the page: the server searched, not the tab.
    expect(screen.getByTestId('things-list').children).toHaveLength(20);
    const pager = screen.getByTestId('things-pager');
    // 45 items of 20: three pages.
    expect(pager.querySelectorAll('.ant-pagination-item')).toHaveLength(3);
    fireEvent.click(pager.querySelector('.ant-pagination-item-2')!);
    expect(props.onPage).toHaveBeenCalledWith(2);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('numbers the pages in the interface’s digits (Arabic-Indic in Arabic)', () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    try {
      renderPaged({ total: 45 }, items(1, 20));
      const numbers = [
        ...screen.getByTestId('things-pager').querySelectorAll('.ant-pagination-item'),
      ];
      expect(numbers.map((item) => item.textContent)).toEqual(['١', '٢', '٣']);
    } finally {
      act(() => usePreferences.setState({ language: 'en' }));
    }
  });

  it('has no pager when one page holds everything', () => {
    renderPaged({ total: 20 }, items(1, 20));
    expect(screen.queryByTestId('things-pager')).toBeNull();
  });

  it('hands the search to the server once typing pauses, and says when it finds nothing', async () => {
    const { props } = renderPaged({}, items(1, 3));
    fireEvent.change(screen.getByTestId('things-search'), { target: { value: 'report' } });
    expect(props.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(props.onSearch).toHaveBeenCalledWith('report'));
    // The server's answer for the search: nothing.
    cleanup();
    renderPaged({ search: 'report', total: 0 }, []);
    expect(screen.getByTestId('things-empty').textContent).toContain(en['admin.empty.filtered']);
    cleanup();
    renderPaged({ search: '', total: 0 }, []);
    expect(screen.getByTestId('things-empty').textContent).toContain(en['admin.empty.news']);
  });

  it('goes to the last page when the one shown is past the end (its items deleted)', () => {
    const { props } = renderPaged({ page: 3, total: 40 }, []);
    expect(props.onPage).toHaveBeenCalledWith(2);
  });
});
