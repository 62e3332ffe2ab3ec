import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATE_FORMAT } from '@vb/shared/constants';
import type { NewsArticle } from '@vb/shared/schemas';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { createQueryClient } from '../../app/queries';
import { ToastProvider } from '../../app/toast';
import ArticlePage from './ArticlePage';

const PUBLISHED_AT = '2025-03-04T10:00:00.000Z';

/** An article as GET /api/news/:slug answers it. */
const article = (overrides: Partial<NewsArticle> = {}): NewsArticle => ({
  id: 5,
  slug: 'launch-day',
  title: 'Launch day',
  titleAr: null,
  content: 'Content.',
  contentAr: null,
  excerpt: null,
  excerptAr: null,
  imageUrl: null,
  isPublished: true,
  publishedAt: PUBLISHED_AT,
  createdAt: PUBLISHED_AT,
  updatedAt: PUBLISHED_AT,
  ...overrides,
});

/** The article page at `path`, beside a stand-in for the news list it links to. */
function renderArticle(body: unknown, path = '/news/launch-day', status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/news/:id" element={<ArticlePage />} />
              <Route path="/news" element={<p>news list</p>} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const shareUrl = () => `${window.location.origin}/news/launch-day`;

beforeEach(() => {
  usePreferences.getState().setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ArticlePage', () => {
  it('renders the markup, the image, the date and the title (also as document title)', async () => {
    const content = [
      'Intro with **bold words** and *italic words*.',
      '',
      '## A heading',
      '- first item',
      '- second item',
      '',
      'See [the example](https://example.com/page) for more.',
    ].join('\n');
    renderArticle({ article: article({ content, imageUrl: '/api/media/abc' }) });
    await title('Launch day');
    expect(screen.getByText(/^Published on /).textContent).toContain(
      new Intl.DateTimeFormat('en-US', DATE_FORMAT).format(new Date(PUBLISHED_AT)),
    );
    expect(document.title).toContain('Launch day');
    const prose = screen.getByTestId('article-content');
    expect(prose.querySelector('strong')?.textContent).toBe('bold words');
    expect(prose.querySelector('em')?.textContent).toBe('italic words');
    expect(prose.querySelector('h2')?.textContent).toBe('A heading');
    expect([...prose.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'first item',
      'second item',
    ]);
    const link = within(prose).getByRole('link', { name: 'the example' });
    expect(link.getAttribute('href')).toBe('https://example.com/page');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('article-image').querySelector('img')?.getAttribute('src')).toBe(
      '/api/media/abc',
    );
  });

  it('shows the featured image under the title, decorative: the title is read once', async () => {
    renderArticle({ article: article({ imageUrl: '/api/media/abc' }) });
    const heading = await title('Launch day');
    const figure = screen.getByTestId('article-image');
    const image = figure.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/api/media/abc');
    expect(image.getAttribute('alt')).toBe('');
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.getAllByText('Launch day')).toEqual([heading]);
    // Above the text it illustrates.
    const prose = screen.getByTestId('article-content');
    expect(figure.compareDocumentPosition(prose) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without a featured image, shows none', async () => {
    renderArticle({ article: article() });
    await title('Launch day');
    expect(screen.queryByTestId('article-image')).toBeNull();
  });

  it('shows the Arabic title and content in Arabic mode', async () => {
    usePreferences.getState().setLanguage('ar');
    renderArticle({
      article: article({ titleAr: 'مقال عربي', contentAr: 'نص **عريض** باللغة العربية' }),
    });
    await title('مقال عربي');
    expect(screen.getByTestId('article-content').querySelector('strong')?.textContent).toBe('عريض');
    expect(screen.getByRole('link', { name: 'العودة إلى الأخبار' })).toBeTruthy();
  });

  it('shows the numbers of an Arabic article in Arabic-Indic digits, in its text nodes only', async () => {
    usePreferences.getState().setLanguage('ar');
    renderArticle({
      article: article({
        titleAr: 'خطة عام 2026',
        contentAr:
          'أطلقنا **3 مشاريع** في 2026 عبر [موقع 2026](https://example.com/2026) ' +
          'و[راسلنا](mailto:jobs2026@example.com) على +966 50 123 4567\n\n1. شبكات 5G في 2027',
      }),
    });
    await title('خطة عام ٢٠٢٦');
    const prose = screen.getByTestId('article-content');
    expect(prose.querySelector('p')?.textContent).toBe(
      'أطلقنا ٣ مشاريع في ٢٠٢٦ عبر موقع ٢٠٢٦ وراسلنا على +966 50 123 4567',
    );
    expect(prose.querySelector('li')?.textContent).toBe('شبكات 5G في ٢٠٢٧');
    const links = prose.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/2026');
    expect(links[1]?.getAttribute('href')).toBe('mailto:jobs2026@example.com');
    // The tab's title keeps the stored text (what search engines and bookmarks keep).
    expect(document.title).toContain('خطة عام 2026');
  });

  it('shows an English article, and an English field on the Arabic page, as typed', async () => {
    const english = article({ title: 'Plan for 2026', content: 'We launched 3 ventures in 2026' });
    const view = renderArticle({ article: english });
    await title('Plan for 2026');
    expect(screen.getByTestId('article-content').textContent).toBe(
      'We launched 3 ventures in 2026',
    );
    view.unmount();
    usePreferences.getState().setLanguage('ar');
    renderArticle({ article: english });
    await title('Plan for 2026');
    expect(screen.getByTestId('article-content').textContent).toBe(
      'We launched 3 ventures in 2026',
    );
  });

  it('without from=home, View More News goes to /news, and so does Back to News', async () => {
    renderArticle({ article: article() });
    await title('Launch day');
    expect(screen.getByRole('link', { name: 'View More News' }).getAttribute('href')).toBe('/news');
    fireEvent.click(screen.getByRole('link', { name: 'Back to News' }));
    expect(await screen.findByText('news list')).toBeTruthy();
  });

  it('an unknown slug shows the not-found state, whose Back to News goes to /news', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderArticle({ code: 'article_not_found', message: 'Article not found' }, '/news/nope', 404);
    await title('Article not found');
    fireEvent.click(screen.getByRole('link', { name: 'Back to News' }));
    expect(await screen.findByText('news list')).toBeTruthy();
  });
});

describe('sharing an article', () => {
  it('without the Web Share API: X and LinkedIn links, and copying the link', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderArticle({ article: article() }, '/news/launch-day?from=home');
    await title('Launch day');
    const url = shareUrl();
    const x = screen.getByRole('link', { name: 'Share on X' });
    expect(x.getAttribute('href')).toBe(
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent('Launch day')}`,
    );
    expect(x.getAttribute('target')).toBe('_blank');
    expect(x.getAttribute('rel')).toMatch(/noopener/);
    const linkedin = screen.getByRole('link', { name: 'Share on LinkedIn' });
    expect(linkedin.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(linkedin.getAttribute('rel')).toMatch(/noopener/);
    expect(screen.queryByTestId('share-native')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('with the Web Share API, the share button opens the system share', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderArticle({ article: article() });
    await title('Launch day');
    expect(screen.queryByRole('link', { name: 'Share on X' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: shareUrl(), title: 'Launch day' }),
    );
  });
});
