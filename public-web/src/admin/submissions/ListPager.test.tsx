import { cleanup, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { usePreferences } from '../../app/preferences';
import { I18nProvider } from '../i18n';
import { ListPager } from './ListPager';

afterEach(cleanup);

function renderPager(language: 'ar' | 'en') {
  usePreferences.setState({ language });
  render(
    <I18nProvider>
      <ConfigProvider direction={language === 'ar' ? 'rtl' : 'ltr'}>
        <ListPager
          position="top"
          total={120}
          page={1}
          pageCount={6}
          pageSize={20}
          onChange={() => {}}
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
});
