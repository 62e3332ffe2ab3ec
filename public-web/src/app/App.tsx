import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Spinner } from '../components/ui';
import { Layout, usePageTransition } from '../layout/Layout';
import HomePage from '../pages/home/HomePage';
import { I18nProvider, useT } from './i18n';
import { applyToDocument, usePreferences } from './preferences';
import { createQueryClient, prefetchForPath } from './queries';
import { ToastProvider } from './toast';

const NewsListPage = lazy(() => import('../pages/news/NewsListPage'));
const ArticlePage = lazy(() => import('../pages/news/ArticlePage'));
const CareersPage = lazy(() => import('../pages/careers/CareersPage'));
const InvestPage = lazy(() => import('../pages/invest/InvestPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
// The admin (and its UI library) is a separate chunk, never part of the public pages' first load.
const AdminPage = lazy(() => import('../admin/AdminPage'));

function Loading() {
  const t = useT();
  return <Spinner label={t('common.loading')} />;
}

function PublicRoutes() {
  const { location, stage } = usePageTransition();
  const isAdmin = location.pathname === '/admin' || location.pathname.startsWith('/admin/');
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
        <Routes location={location}>
          <Route path="/" element={<HomePage />} />
          <Route path="/news" element={<NewsListPage />} />
          <Route path="/news/:id" element={<ArticlePage />} />
          <Route path="/careers" element={<CareersPage />} />
          <Route path="/invest" element={<InvestPage variant="invest" />} />
          <Route path="/investor" element={<InvestPage variant="investor" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}

/** The document title of the current language (the HTML's own meta stays Arabic for crawlers). */
function DocumentLanguage() {
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  useEffect(() => applyToDocument(language, theme), [language, theme]);
  return null;
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchForPath(client, window.location.pathname);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <DocumentLanguage />
        <ToastProvider>
          <BrowserRouter>
            <PublicRoutes />
          </BrowserRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
