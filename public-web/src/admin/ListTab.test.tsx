import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '@vb/shared/i18n';
import { usePreferences } from '../app/preferences';
// The admin's provider: every catalog, the admin's messages included.
import { I18nProvider } from './i18n';
import { ListTab } from './ListTab';

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
