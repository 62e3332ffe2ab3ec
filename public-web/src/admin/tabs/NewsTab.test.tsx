import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@vb/shared/i18n';
import type { AdminArticleListItem } from '@vb/shared/schemas';
import { usePreferences } from '../../app/preferences';
import type { AdminClient } from '../client';
import { AdminProviders } from '../listings/listingFormKit';
import { NewsTab } from './NewsTab';

const published: AdminArticleListItem = {
  id: 1,
  slug: 'on-the-site',
  title: 'On the site',
  titleAr: 'على الموقع',
  excerpt: null,
  excerptAr: null,
  imageUrl: '/api/media/cover1',
  isPublished: true,
  publishedAt: '2026-01-02T00:00:00.000Z',
  publishAt: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  preview: { en: 'Intro with bold text.', ar: null },
};
const draft: AdminArticleListItem = {
  ...published,
  id: 2,
  slug: 'not-yet',
  title: 'Not yet',
  titleAr: null,
  imageUrl: null,
  isPublished: false,
  publishedAt: null,
};

/** The tab over a fake server holding `stored`; a deletion removes an article from it. */
function renderTab(stored: AdminArticleListItem[]) {
  let rows = [...stored];
  const remove = vi.fn(async (_kind: string, id: number) => {
    rows = rows.filter((a) => a.id !== id);
  });
  const client: Partial<AdminClient> = {
    articles: async () => ({ articles: rows, total: rows.length }),
    remove: remove as AdminClient['remove'],
  };
  render(
    <AdminProviders client={client} roles={['owner']}>
      <NewsTab />
    </AdminProviders>,
  );
  return { remove };
}

const item = async (title: string) =>
  (await screen.findAllByTestId('news-item')).find((i) => i.textContent?.includes(title))!;
const dialogText = () =>
  [...document.querySelectorAll('.ant-modal-confirm')].map((d) => d.textContent).join(' ');

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  usePreferences.setState({ language: 'en', theme: 'light' });
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  errors.mockRestore();
});

describe('the news tab', { timeout: 60_000 }, () => {
  it('shows a draft as a draft, with no way to view it on the site', async () => {
    renderTab([published, draft]);
    const shownDraft = await item('Not yet');
    expect(within(shownDraft).getByTestId('news-item-status').textContent).toBe(
      messages.en['admin.news.draft'],
    );
    expect(within(shownDraft).queryByTestId('news-view')).toBeNull();
    const shown = await item('On the site');
    expect(within(shown).getByTestId('news-item-status').textContent).toBe(
      messages.en['admin.news.published'],
    );
    expect(within(shown).getByTestId('news-view')).toBeTruthy();
    expect(within(shown).getByTestId('news-item-thumbnail').getAttribute('src')).toBe(
      '/api/media/cover1',
    );
  });

  it('leads with the title in the interface language, the other after it, or alone', async () => {
    const englishOnly = { ...draft, id: 3, slug: 'english-only', title: 'English only' };
    const arabicOnly = { ...draft, id: 4, slug: 'arabic-only', title: '', titleAr: 'عربي فقط' };
    /** The titles an article's item shows, in reading order, with their languages. */
    const titles = (shown: HTMLElement) =>
      [...shown.querySelectorAll('[data-testid^="news-item-title"]')].map(
        (title) => `${title.getAttribute('lang')}:${title.textContent}`,
      );
    usePreferences.setState({ language: 'ar' });
    renderTab([published, englishOnly, arabicOnly]);
    expect(titles(await item('على الموقع'))).toEqual(['ar:على الموقع', 'en:On the site']);
    expect(titles(await item('English only'))).toEqual(['en:English only']);
    expect(titles(await item('عربي فقط'))).toEqual(['ar:عربي فقط']);
    // The lead is the item's heading.
    const heading = within(await item('على الموقع')).getByRole('heading');
    expect(heading.textContent).toBe('على الموقع');

    act(() => usePreferences.setState({ language: 'en' }));
    expect(titles(await item('On the site'))).toEqual(['en:On the site', 'ar:على الموقع']);
    expect(within(await item('On the site')).getByRole('heading').textContent).toBe('On the site');
    expect(titles(await item('English only'))).toEqual(['en:English only']);
    expect(titles(await item('عربي فقط'))).toEqual(['ar:عربي فقط']);
  });

  it('deletes after a confirmation naming the article in the interface language', async () => {
    const { en, ar } = messages;
    const { remove } = renderTab([published]);
    fireEvent.click(within(await item('On the site')).getByTestId('news-delete'));
    await screen.findAllByText(en['admin.delete.text']);
    expect(dialogText()).toContain(en['admin.news.deleteTitle'].split('{name}')[0]);
    expect(dialogText()).toContain('On the site');
    fireEvent.click(screen.getByText(en['admin.delete.cancel']));
    await waitFor(() => expect(dialogText()).toBe(''));
    expect(remove).not.toHaveBeenCalled();

    // In Arabic the dialog names the article by its Arabic title.
    act(() => usePreferences.setState({ language: 'ar' }));
    fireEvent.click(within(await item('On the site')).getByTestId('news-delete'));
    await screen.findAllByText(ar['admin.delete.text']);
    expect(dialogText()).toContain(ar['admin.news.deleteTitle'].split('{name}')[0]);
    expect(dialogText()).toContain('على الموقع');
    expect(dialogText()).not.toContain('On the site');
    fireEvent.click(screen.getByText(ar['admin.delete.cancel']));
    await waitFor(() => expect(dialogText()).toBe(''));

    act(() => usePreferences.setState({ language: 'en' }));
    fireEvent.click(within(await item('On the site')).getByTestId('news-delete'));
    await screen.findAllByText(en['admin.delete.text']);
    const question = document.querySelector<HTMLElement>('.ant-modal-confirm')!;
    fireEvent.click(within(question).getByText(en['admin.delete.confirm']));
    await screen.findAllByText(en['admin.toast.deletedTitle']);
    expect(remove).toHaveBeenCalledWith('news', published.id);
    await waitFor(() => expect(screen.queryAllByTestId('news-item')).toHaveLength(0));
  });
});
