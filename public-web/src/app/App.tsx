import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PAGES, ROUTED_PAGES } from '@vb/shared/pages';
import { isAdminPath } from '@vb/shared/paths';
import { Spinner } from '../components/ui';
import { Layout, usePageTransition } from '../layout/Layout';
import { I18nProvider, useT } from './i18n';
import { LocalizedBrowserRouter, useRestoreSavedLanguage, useUrlLanguage } from './languageRouting';
import { HEADERLESS_PATHS, lazyPages, pageElement, type PageComponents } from './pages';
import { applyToDocument, settlePreferences, usePreferences } from './preferences';
import { ToastProvider } from './toast';

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

/** The site's routes: one per page of the page table (the admin is chosen before them). */
function PublicRoutes({ pages }: { pages: PageComponents }) {
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
    <Layout stage={stage} header={!HEADERLESS_PATHS.includes(location.pathname)}>
      <Suspense fallback={<Loading />}>
        <Interactive />
        <Routes location={location}>
          {ROUTED_PAGES.map((id) => (
            <Route key={id} path={PAGES[id].path} element={pageElement(id, pages)} />
          ))}
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
