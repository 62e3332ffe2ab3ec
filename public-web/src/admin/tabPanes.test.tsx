import { cleanup, render, screen } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar, en } from '@vb/shared/i18n';
import { usePreferences } from '../app/preferences';
import { I18nProvider } from './i18n';
import { TabPane } from './tabPanes';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A tab whose chunk arrives when `arrive` is called, or fails when `fail` is. */
function pendingTab() {
  let arrive!: () => void;
  let fail!: () => void;
  const loaded = new Promise<{ default: ComponentType }>((resolve, reject) => {
    arrive = () => resolve({ default: () => <p>the tab’s content</p> });
    fail = () => reject(new Error('Failed to fetch dynamically imported module'));
  });
  return { Tab: lazy(() => loaded), arrive: () => arrive(), fail: () => fail() };
}

describe('a tab loaded on first use', () => {
  it('is busy while its chunk loads, then shows the tab', async () => {
    usePreferences.setState({ language: 'en' });
    const { Tab, arrive } = pendingTab();
    render(
      <I18nProvider>
        <TabPane>
          <Tab />
        </TabPane>
      </I18nProvider>,
    );
    expect(screen.getByLabelText(en['common.loading']).getAttribute('aria-busy')).toBe('true');
    arrive();
    expect(await screen.findByText('the tab’s content')).toBeTruthy();
    expect(screen.queryByLabelText(en['common.loading'])).toBeNull();
  });

  it('says so when its chunk cannot be fetched, in the interface language, and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    usePreferences.setState({ language: 'ar' });
    const { Tab, fail } = pendingTab();
    render(
      <I18nProvider>
        <TabPane>
          <Tab />
        </TabPane>
      </I18nProvider>,
    );
    fail();
    const failed = await screen.findByTestId('admin-tab-failed');
    expect(failed.textContent).toContain(ar['admin.tabFailed']);
    expect(screen.getByRole('button', { name: ar['admin.tabFailedReload'] })).toBeTruthy();
  });
});
