/**
 * The server render of a public page (built with `vite build --ssr` into dist-server/ and loaded by
 * the API's static-site middleware): the page's HTML for one URL, language and theme, with the
 * answers of its first reads, which the browser then hydrates.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { arPublic } from '@vb/shared/i18n/ar/public';
import { enPublic } from '@vb/shared/i18n/en/public';
import type { RenderFn } from '@vb/shared/render';
import { App } from './app/App';
import { provideCatalogs, provideFormatter } from './app/catalogs';
import { FormPostContext } from './app/formPost';
import { formatWithIntl } from './app/intlFormatter';
import { LocalizedStaticRouter } from './app/languageRouting';
import { SiteOriginContext } from './app/origin';
import { usePreferences } from './app/preferences';
import { createQueryClient, seedReads } from './app/queries';
import type { PageComponents } from './app/pages';
import { NarrowGuessContext } from './app/viewport';
import NotFoundPage from './pages/NotFoundPage';
import CareersPage from './pages/careers/CareersPage';
import HomePage from './pages/home/HomePage';
import InvestPage from './pages/invest/InvestPage';
import PrivacyPage from './pages/privacy/PrivacyPage';
import ArticlePage from './pages/news/ArticlePage';
import NewsListPage from './pages/news/NewsListPage';

// The server renders pages in either language: both catalogs and the ICU formatter at hand.
provideCatalogs({ ar: arPublic, en: enPublic });
provideFormatter(formatWithIntl);

/** The pages' modules imported directly: a render is synchronous, it cannot wait for a chunk. */
const pages: PageComponents = {
  home: HomePage,
  news: NewsListPage,
  article: ArticlePage,
  articlePreview: ArticlePage,
  careers: CareersPage,
  job: CareersPage,
  invest: InvestPage,
  investor: InvestPage,
  privacy: PrivacyPage,
  notFound: NotFoundPage,
};

/**
 * The HTML of the app for one request. Synchronous from start to end, so the preferences store
 * (one per process) holds this request's language and theme for the whole render.
 */
export const render: RenderFn = ({ url, language, theme, origin, reads, narrow, form }) => {
  usePreferences.setState({ language, theme });
  const client = createQueryClient();
  seedReads(client, reads);
  const Router = ({ children }: { children?: ReactNode }) => (
    <LocalizedStaticRouter url={url}>{children}</LocalizedStaticRouter>
  );
  try {
    return renderToString(
      <StrictMode>
        <SiteOriginContext.Provider value={origin}>
          <NarrowGuessContext.Provider value={narrow}>
            <FormPostContext.Provider value={form}>
              <App client={client} pages={pages} Router={Router} />
            </FormPostContext.Provider>
          </NarrowGuessContext.Provider>
        </SiteOriginContext.Provider>
      </StrictMode>,
    );
  } finally {
    client.clear();
  }
};
