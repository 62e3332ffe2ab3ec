import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenOf } from '../../app/mediaTestKit';
import { usePreferences } from '../../app/preferences';
import { I18nProvider } from '../i18n';
import { ListPager } from './ListPager';

const jsdomMatchMedia = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = jsdomMatchMedia;
});

function renderPager(language: 'ar' | 'en', { wide = true, page = 1, onChange = () => {} } = {}) {
  window.matchMedia = screenOf(wide);
  usePreferences.setState({ language });
  render(
    <I18nProvider>
      <ConfigProvider direction={language === 'ar' ? 'rtl' : 'ltr'}>
        <ListPager
          position="top"
          total={120}
          page={page}
          pageCount={6}
          pageSize={20}
          onChange={onChange}
        />
      </ConfigProvider>
    </I18nProvider>,
  );
  return within(screen.getByTestId('pager-top'));
}

describe('ListPager', () => {
  it('writes the page size and the page numbers in Arabic digits in Arabic', () => {
    const pager = renderPager('ar');
    expect(pager.getByText('٢٠ / الصفحة')).toBeTruthy();
    expect(pager.getByText('٦')).toBeTruthy();
    // No Western digit anywhere in what the pager shows.
    expect(screen.getByTestId('pager-top').textContent).not.toMatch(/[0-9]/);
  });

  it('writes them in Western digits in English', () => {
    const pager = renderPager('en');
    expect(pager.getByText('20 / page')).toBeTruthy();
    expect(pager.getByText('6')).toBeTruthy();
  });

  it('is short on a narrow screen: the page among the pages, a step either way', () => {
    const onChange = vi.fn();
    const pager = renderPager('ar', { wide: false, page: 2, onChange });
    expect(pager.getByText('٢ من ٦')).toBeTruthy();
    expect(pager.queryByText('٣')).toBeNull();
    fireEvent.click(pager.getByRole('button', { name: 'الصفحة التالية' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    fireEvent.click(pager.getByRole('button', { name: 'الصفحة السابقة' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('cannot step past the first or the last page', () => {
    const pager = renderPager('en', { wide: false, page: 1 });
    expect(pager.getByText('1 of 6')).toBeTruthy();
    expect(pager.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(pager.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
  });
});
