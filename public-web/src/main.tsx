import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE, DEFAULT_THEME, HOME_NEWS, STORAGE_KEYS } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import { LANGUAGE_DIRECTION, LANGUAGES, type Language } from '@vb/shared/options';
import type { NewsArticle, NewsListResponse } from '@vb/shared/schemas';
import { SITE } from '@vb/shared/site-config';
import { articleExcerpt, localized } from '@vb/shared/text';
import './styles.css';

/**
 * The first, minimal public page: preferences restored (Arabic and dark by default), the brand,
 * and the latest published news from the API. The full site is built on this in the next issue.
 */
function savedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(saved ?? '')
    ? (saved as Language)
    : DEFAULT_LANGUAGE;
}

function App() {
  const [language, setLanguage] = useState<Language>(savedLanguage);
  const [articles, setArticles] = useState<NewsArticle[] | undefined>();
  const t = messages[language];

  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = LANGUAGE_DIRECTION[language];
    root.classList.toggle(
      'dark',
      (localStorage.getItem(STORAGE_KEYS.theme) ?? DEFAULT_THEME) === 'dark',
    );
    localStorage.setItem(STORAGE_KEYS.language, language);
  }, [language]);

  useEffect(() => {
    fetch(`/api/news?limit=${HOME_NEWS.limit}`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<NewsListResponse>) : { articles: [] }))
      .then((body) => setArticles(body.articles))
      .catch(() => setArticles([]));
  }, []);

  const other: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <main className="page">
      <header className="bar">
        <strong>{SITE.brandName[language]}</strong>
        <button
          type="button"
          onClick={() => setLanguage(other)}
          title={
            language === 'ar'
              ? messages.en['language.switchToEnglish']
              : messages.ar['language.switchToArabic']
          }
        >
          {other === 'en' ? t['common.english'] : t['common.arabic']}
        </button>
      </header>
      <h1>{t['hero.headline']}</h1>
      <p>{SITE.tagline[language]}</p>
      <section aria-labelledby="news-title">
        <h2 id="news-title">{t['news.latest.title']}</h2>
        {articles === undefined ? (
          <p>{t['news.loading']}</p>
        ) : articles.length === 0 ? (
          <p>{t['news.empty']}</p>
        ) : (
          <ul className="news">
            {articles.map((a) => (
              <li key={a.id}>
                <h3>{localized(a.title, a.titleAr, language)}</h3>
                <p>{articleExcerpt(a, language)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
