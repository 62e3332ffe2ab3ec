/** The article editor's tests: the editor in the admin's providers, with a fake client. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { NewsArticle, SlugCheck } from '@vb/shared/schemas';
import type { AdminClient } from '../client';
import { AdminProviders } from '../listings/listingFormKit';
import { ArticleEditor } from './ArticleEditor';

export const article: NewsArticle = {
  id: 3,
  slug: 'old-news',
  title: 'Old news',
  titleAr: null,
  content: 'Old body.',
  contentAr: null,
  excerpt: null,
  excerptAr: null,
  imageUrl: null,
  isPublished: true,
  publishedAt: '2026-01-01T00:00:00.000Z',
  publishAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

/** Every address free, as the server answers for one no article has. */
const checkSlug = async (slug: string): Promise<SlugCheck> => ({
  slug,
  available: true,
  suggestion: null,
});

/** The editor of `editing` (none: a new article). */
export function setupEditor(client: Partial<AdminClient>, editing?: NewsArticle) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(
    <AdminProviders client={{ checkSlug, ...client }}>
      <ArticleEditor article={editing} onCreated={onCreated} onClose={onClose} />
    </AdminProviders>,
  );
  return { onClose, onCreated };
}

export const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;
export const typeIn = (id: string, value: string) =>
  fireEvent.change(field(id), { target: { value } });
/** Shows a language's tab (antd renders a tab's fields once it was shown). */
export const showTab = (lang: 'en' | 'ar') =>
  act(() => void fireEvent.click(screen.getByTestId(`editor-tab-${lang}`)));
/** Clicks the button of the open question that says `label`. */
export async function answer(label: string) {
  const button = (await screen.findAllByText(label)).find((el) => el.closest('.ant-modal-confirm'));
  fireEvent.click(button!);
}
/** The text of the questions shown. */
export const questionText = () =>
  [...document.querySelectorAll('.ant-modal-confirm')].map((d) => d.textContent).join(' ');

/** antd's textarea measures itself; jsdom has no ResizeObserver. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
