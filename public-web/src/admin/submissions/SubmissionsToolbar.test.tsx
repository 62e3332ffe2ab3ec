import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreferences } from '../../app/preferences';
import { I18nProvider } from '../i18n';
import { EMPTY_FILTERS, type SubmissionFilters } from './filters';
import { SubmissionsToolbar } from './SubmissionsToolbar';

/** The toolbar as a list shows it, handing its filter changes to `onChange`. */
function renderToolbar(filters: SubmissionFilters = EMPTY_FILTERS, unread = 0) {
  const onChange = vi.fn();
  const toolbar = (current: SubmissionFilters) => (
    <I18nProvider>
      <SubmissionsToolbar
        filters={current}
        onChange={onChange}
        statusOptions={[]}
        results={0}
        unread={unread}
        onExport={() => undefined}
        exporting={false}
        onRefresh={() => undefined}
        refreshing={false}
      />
    </I18nProvider>
  );
  const view = render(toolbar(filters));
  const box = () => screen.getByTestId('submissions-search') as HTMLInputElement;
  return { onChange, box, rerender: (next: SubmissionFilters) => view.rerender(toolbar(next)) };
}

const type = (box: HTMLInputElement, value: string) => fireEvent.change(box, { target: { value } });

beforeEach(() => {
  vi.useFakeTimers();
  act(() => usePreferences.setState({ language: 'en', theme: 'light' }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box (typing does not redraw the list)', () => {
  it('hands the list the text once typing pauses, not on every key', () => {
    const { onChange, box } = renderToolbar();
    type(box(), 'f');
    act(() => vi.advanceTimersByTime(200));
    type(box(), 'fa');
    act(() => vi.advanceTimersByTime(200));
    type(box(), 'fal');
    expect(box().value).toBe('fal');
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, search: 'fal' });
  });

  it('hands it over at once when the box is left, on Enter, or when emptied', () => {
    const { onChange, box, rerender } = renderToolbar();
    type(box(), 'falcon');
    fireEvent.blur(box());
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, search: 'falcon' });
    rerender({ ...EMPTY_FILTERS, search: 'falcon' });

    type(box(), 'falcons');
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, search: 'falcons' });
    rerender({ ...EMPTY_FILTERS, search: 'falcons' });

    type(box(), '');
    act(() => vi.advanceTimersByTime(0));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, search: '' });
    // Nothing is handed over twice.
    act(() => vi.advanceTimersByTime(1_000));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('shows a search changed elsewhere (a saved view, clearing the filters)', () => {
    const { onChange, box, rerender } = renderToolbar({ ...EMPTY_FILTERS, search: 'old' });
    expect(box().value).toBe('old');
    rerender({ ...EMPTY_FILTERS, search: 'partner' });
    expect(box().value).toBe('partner');
    rerender(EMPTY_FILTERS);
    expect(box().value).toBe('');
    act(() => vi.advanceTimersByTime(1_000));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the unread button', () => {
  it("counts in the interface's digits", () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    renderToolbar(EMPTY_FILTERS, 45);
    const unread = screen.getByTestId('submissions-unread');
    expect(unread.textContent).toContain('٤٥');
    expect(unread.textContent).not.toMatch(/[0-9]/);
  });

  it('writes a large count as its maximum and more', () => {
    renderToolbar(EMPTY_FILTERS, 1200);
    expect(screen.getByTestId('submissions-unread').textContent).toContain('999+');
  });
});

describe('on a narrow screen (no breakpoint matches in jsdom)', () => {
  it('keeps the filters beyond the search behind a button that counts the ones in use', () => {
    act(() => usePreferences.setState({ language: 'ar' }));
    renderToolbar({ ...EMPTY_FILTERS, status: 'read', from: '2026-12-01' });
    const more = screen.getByTestId('submissions-more-filters');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.textContent).toContain('٢');
    expect(screen.getByTestId('submissions-status-filter').closest('[hidden]')).not.toBeNull();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('submissions-status-filter').closest('[hidden]')).toBeNull();
  });
});
