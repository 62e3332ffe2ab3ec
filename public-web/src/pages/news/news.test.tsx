import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DATE_FORMAT } from '@vb/shared/constants';
import { articleExcerpt } from '@vb/shared/excerpt';
import type { NewsCardArticle } from '@vb/shared/schemas';
import { I18nProvider } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { createQueryClient } from '../../app/queries';
import { ToastProvider } from '../../app/toast';
import { ContactSection } from '../home/ContactSection';
import { LatestNews } from '../home/LatestNews';
import ArticlePage from './ArticlePage';
import NewsListPage from './NewsListPage';

/** An article as the news lists answer it: with its card's excerpts, as the server resolves them. */
function article(id: number, overrides: Partial<NewsCardArticle> = {}): NewsCardArticle {
  const fields = {
    id,
    slug: `article-${id}`,
    title: `Title ${id}`,
    titleAr: `عنوان ${id}`,
    content: `Content ${id}`,
    contentAr: null,
    excerpt: `Excerpt ${id}`,
    excerptAr: null,
    imageUrl: null,
    isPublished: true,
    publishedAt: '2025-03-04T10:00:00.000Z',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
  return {
    cardExcerpt: { en: articleExcerpt(fields, 'en'), ar: articleExcerpt(fields, 'ar') },
    ...fields,
  };
}

/** The long date as the site shows it: the locale's, in the site's time zone. */
const longDate = (iso: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, DATE_FORMAT).format(new Date(iso));

function renderAt(path: string, element: ReactNode, route = '*') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={element} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  usePreferences.getState().setLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LatestNews', () => {
  it('shows at most 4 cards with Read More links that remember the home page', async () => {
    const fetch = answer(200, { articles: [1, 2, 3, 4, 5].map((id) => article(id)) });
    renderAt('/', <LatestNews />);
    const cards = await screen.findAllByTestId('news-card');
    expect(cards).toHaveLength(4);
    expect(fetch).toHaveBeenCalledWith('/api/news?limit=4', expect.anything());
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Title 1' })).toBeTruthy();
    expect(first.getByText('Excerpt 1')).toBeTruthy();
    expect(first.getByText('March 4, 2025')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Read More: Title 1' }).getAttribute('href')).toBe(
      '/news/article-1?from=home',
    );
    expect(screen.getByRole('link', { name: 'View All News' }).getAttribute('href')).toBe('/news');
  });

  it('is headed Latest News, and its card images load lazily', async () => {
    answer(200, { articles: [article(1, { imageUrl: '/api/media/abc' })] });
    renderAt('/', <LatestNews />);
    const card = within(await screen.findByTestId('news-card'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Latest News');
    // The picture is shown, unannounced: the title beside it is read instead.
    expect(card.queryAllByRole('img')).toEqual([]);
    const image = screen.getByTestId('news-card-image').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/api/media/abc');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('alt')).toBe('');
  });

  it('without an excerpt, shows the first 100 characters of the content’s text and an ellipsis', async () => {
    const sentence =
      'Our studio welcomed founders from across the Kingdom this week to build companies that matter for everyone.';
    expect(sentence.length).toBeGreaterThan(100);
    answer(200, {
      articles: [article(1, { excerpt: null, content: `**${sentence}** More text.` })],
    });
    renderAt('/', <LatestNews />);
    const card = within(await screen.findByTestId('news-card'));
    expect(card.getByText(`${sentence.slice(0, 100).trimEnd()}...`)).toBeTruthy();
  });

  it('shows the Arabic excerpt, the Arabic date and اقرأ المزيد in Arabic mode', async () => {
    usePreferences.getState().setLanguage('ar');
    const item = article(1, { excerptAr: 'ملخص الخبر باللغة العربية' });
    answer(200, { articles: [item] });
    renderAt('/', <LatestNews />);
    const card = within(await screen.findByTestId('news-card'));
    expect(card.getByText('ملخص الخبر باللغة العربية')).toBeTruthy();
    expect(card.getByText(longDate(item.publishedAt!, 'ar-SA'))).toBeTruthy();
    expect(card.getByRole('link', { name: /^اقرأ المزيد/ })).toBeTruthy();
  });

  it('uses the Arabic fields in Arabic mode and the 100-character fallback', async () => {
    usePreferences.getState().setLanguage('ar');
    const long = 'ن'.repeat(130);
    answer(200, { articles: [article(1, { contentAr: long })] });
    renderAt('/', <LatestNews />);
    const card = within(await screen.findByTestId('news-card'));
    // The title's number in the digits of the Arabic date beside it.
    expect(card.getByRole('heading', { name: 'عنوان ١' })).toBeTruthy();
    expect(card.getByText(`${'ن'.repeat(100)}...`)).toBeTruthy();
  });

  it('shows the numbers editors typed in the date’s digits: Arabic-Indic in Arabic, as typed in English', async () => {
    const item = article(1, {
      title: 'Results for 2026 on 5G',
      titleAr: 'نتائج لعام 2026 في شبكات 5G',
      excerpt: 'Up 12.5% in 2026',
      excerptAr: 'نمو 12.5% لعام 2026',
      publishedAt: '2026-12-02T10:00:00.000Z',
    });
    answer(200, { articles: [item] });
    usePreferences.getState().setLanguage('ar');
    const arabic = renderAt('/news', <NewsListPage />);
    const card = within(await screen.findByTestId('news-card'));
    expect(card.getByText('٢ ديسمبر ٢٠٢٦')).toBeTruthy();
    expect(card.getByRole('heading', { name: 'نتائج لعام ٢٠٢٦ في شبكات 5G' })).toBeTruthy();
    expect(card.getByText('نمو ١٢.٥% لعام ٢٠٢٦')).toBeTruthy();
    arabic.unmount();

    usePreferences.getState().setLanguage('en');
    renderAt('/news', <NewsListPage />);
    const english = within(await screen.findByTestId('news-card'));
    expect(english.getByText('December 2, 2026')).toBeTruthy();
    expect(english.getByRole('heading', { name: 'Results for 2026 on 5G' })).toBeTruthy();
    expect(english.getByText('Up 12.5% in 2026')).toBeTruthy();
  });

  it('shows the card excerpt the server resolved, and the written one in an answer without it', async () => {
    usePreferences.getState().setLanguage('ar');
    answer(200, {
      articles: [
        article(1, { cardExcerpt: { en: 'Resolved', ar: 'مقتطف البطاقة' } }),
        article(2, { excerptAr: 'مقتطف مكتوب', cardExcerpt: undefined }),
      ],
    });
    renderAt('/', <LatestNews />);
    const [first, second] = await screen.findAllByTestId('news-card');
    expect(within(first as HTMLElement).getByText('مقتطف البطاقة')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('مقتطف مكتوب')).toBeTruthy();
  });

  it('shows the empty message when the request fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, { code: 'internal_error', message: 'boom' });
    renderAt('/', <LatestNews />);
    expect(await screen.findByText('No news available at the moment')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Failed to fetch news', expect.anything());
  });
});

describe('NewsListPage', () => {
  it('asks for 20 articles and links to each one', async () => {
    const fetch = answer(200, { articles: [article(7, { imageUrl: '/api/media/abc' })] });
    renderAt('/news', <NewsListPage />);
    const card = within(await screen.findByTestId('news-card'));
    expect(fetch).toHaveBeenCalledWith('/api/news?limit=20', expect.anything());
    expect(card.getByRole('link', { name: 'Read more: Title 7' }).getAttribute('href')).toBe(
      '/news/article-7',
    );
    const img = screen.getByTestId('news-card-image').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/media/abc');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Latest News');
    expect(card.getByText(longDate('2025-03-04T10:00:00.000Z'))).toBeTruthy();
    expect(card.getByText('Excerpt 7')).toBeTruthy();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`gives articles without a picture different drawn art side by side (${theme})`, async () => {
      usePreferences.getState().setTheme(theme);
      answer(200, { articles: [11, 12, 13].map((id) => article(id)) });
      renderAt('/news', <NewsListPage />);
      const cards = await screen.findAllByTestId('news-card');
      const [a, b, c] = cards.map((card) =>
        card.querySelector('[data-art]')?.getAttribute('data-art'),
      );
      expect(a && b && c).toBeTruthy();
      expect(a).not.toBe(b);
      expect(b).not.toBe(c);
      // Drawn, not an icon: the band holds an SVG with a pattern over a gradient.
      expect(cards[0]!.querySelectorAll('[data-art] svg g > *').length).toBeGreaterThan(2);
    });
  }

  it('shows the empty state', async () => {
    answer(200, { articles: [] });
    renderAt('/news', <NewsListPage />);
    expect(await screen.findByText('No news available at the moment')).toBeTruthy();
  });
});

describe('ArticlePage', () => {
  it('renders the markup safely and sets the document title', async () => {
    answer(200, {
      article: article(3, { content: '**Bold** text\n\n<script>alert(1)</script>' }),
    });
    renderAt('/news/article-3', <ArticlePage />, '/news/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title 3' })).toBeTruthy();
    const content = screen.getByTestId('article-content');
    expect(content.querySelector('strong')?.textContent).toBe('Bold');
    expect(content.querySelector('script')).toBeNull();
    expect(content.textContent).toContain('<script>alert(1)</script>');
    expect(document.title).toContain('Title 3');
    expect(screen.getByRole('link', { name: 'Share on X' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View More News' }).getAttribute('href')).toBe('/news');
  });

  it.each([
    [404, 'Article not found'],
    [500, 'Failed to fetch article'],
  ])('a %i shows the not-found state and logs %s', async (status, logged) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(status, { code: 'article_not_found', message: 'x' });
    renderAt('/news/missing', <ArticlePage />, '/news/:id');
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to News' }).getAttribute('href')).toBe('/news');
    expect(log).toHaveBeenCalledWith(logged, expect.anything());
  });
});

describe('ContactSection', () => {
  const fill = () => {
    fireEvent.change(screen.getByLabelText(/^Name\*?$/), { target: { value: 'Nora' } });
    fireEvent.change(screen.getByLabelText(/^Email\*?$/), {
      target: { value: 'nora@example.test' },
    });
    fireEvent.change(screen.getByLabelText(/^Subject\*?$/), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText(/^Message\*?$/), { target: { value: 'A message' } });
  };

  it('clears the form after a successful submission', async () => {
    answer(201, { success: true, id: 1 });
    renderAt('/', <ContactSection />);
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    expect(await screen.findByText('Message Sent Successfully')).toBeTruthy();
    expect((screen.getByLabelText(/^Subject\*?$/) as HTMLInputElement).value).toBe('');
  });

  it('keeps the fields after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, { code: 'internal_error', message: 'boom' });
    renderAt('/', <ContactSection />);
    fill();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    });
    expect(await screen.findByText('Failed to send message, please try again')).toBeTruthy();
    expect((screen.getByLabelText(/^Subject\*?$/) as HTMLInputElement).value).toBe('Hello');
  });
});
