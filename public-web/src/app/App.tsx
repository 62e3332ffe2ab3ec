import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../components/ui';
import { Layout, usePageTransition } from '../layout/Layout';
import HomePage from '../pages/home/HomePage';
import { I18nProvider, useT } from './i18n';
import {
  isAdminPath,
  LocalizedBrowserRouter,
  useRestoreSavedLanguage,
  useUrlLanguage,
} from './languageRouting';
import { applyToDocument, settlePreferences, usePreferences } from './preferences';
import { ToastProvider } from './toast';

/** The screens behind the routes: lazy chunks in the browser, plain modules on the server. */
export interface PageComponents {
  NewsListPage: ComponentType;
  ArticlePage: ComponentType;
  CareersPage: ComponentType;
  InvestPage: ComponentType<{ variant: 'invest' | 'investor' }>;
  PrivacyPage: ComponentType;
  NotFoundPage: ComponentType;
}

const lazyPages: PageComponents = {
  NewsListPage: lazy(() => import('../pages/news/NewsListPage')),
  ArticlePage: lazy(() => import('../pages/news/ArticlePage')),
  CareersPage: lazy(() => import('../pages/careers/CareersPage')),
  InvestPage: lazy(() => import('../pages/invest/InvestPage')),
  PrivacyPage: lazy(() => import('../pages/privacy/PrivacyPage')),
  NotFoundPage: lazy(() => import('../pages/NotFoundPage')),
};
// The admin (and its UI library) is a separate chunk, never part of the public pages' first load.
const AdminPage = lazy(() => import('../admin/AdminPage'));

function Loading() {
  const t = useT();
  return <Spinner label={t('common.loading')} />;
}

/** The mark the root element takes once the app runs the page (what tests wait for). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Marks the root once the page has been hydrated (this commits with the page's content). Until
 * then the server's HTML works as a plain page: its links are links (a click before the app's
 * script has loaded, or without JavaScript, simply navigates; the home page's sections carry their
 * anchors' ids), and controls that need the app are ignored (buttons) or disabled (form fields, see
 * `useHydrated`). Then the preferences are brought in line with the saved ones (a visitor whose
 * saved language differs from the address's is taken to the page in theirs; a saved theme that
 * differs is applied).
 */
function Interactive() {
  const restoreSavedLanguage = useRestoreSavedLanguage();
  useEffect(() => {
    document.getElementById('root')?.setAttribute(INTERACTIVE_ATTRIBUTE, '');
    restoreSavedLanguage();
    settlePreferences();
    // Once, on arrival: later changes of address carry their language with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function PublicRoutes({ pages }: { pages: PageComponents }) {
  const { NewsListPage, ArticlePage, CareersPage, InvestPage, PrivacyPage, NotFoundPage } = pages;
  const { location, stage } = usePageTransition();
  const isAdmin = useUrlLanguage().language === 'ar' && isAdminPath(location.pathname);
  if (isAdmin) {
    return (
      <Suspense fallback={<Loading />}>
        <AdminPage />
      </Suspense>
    );
  }
  return (
    <Layout stage={stage} header={location.pathname !== '/invest'}>
      <Suspense fallback={<Loading />}>
        <Interactive />
        <Routes location={location}>
          <Route path="/" element={<HomePage />} />
          <Route path="/news" element={<NewsListPage />} />
          <Route path="/news/:id" element={<ArticlePage />} />
          <Route path="/news/preview/:token" element={<ArticlePage />} />
          <Route path="/careers" element={<CareersPage />} />
          <Route path="/invest" element={<InvestPage variant="invest" />} />
          <Route path="/investor" element={<InvestPage variant="investor" />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}

/** The document's language, direction and theme, as the preferences change. */
function DocumentLanguage() {
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  useEffect(() => applyToDocument(language, theme), [language, theme]);
  return null;
}

/** The site: data, language, toasts, the router (the browser's, or the server's for one URL). */
export function App({
  client,
  pages = lazyPages,
  Router = LocalizedBrowserRouter,
}: {
  client: QueryClient;
  pages?: PageComponents;
  Router?: ComponentType<{ children?: ReactNode }>;
}) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider>
        <DocumentLanguage />
        <ToastProvider>
          <Router>
            <PublicRoutes pages={pages} />
          </Router>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
