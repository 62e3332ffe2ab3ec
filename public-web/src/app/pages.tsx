/**
 * The code of the page table's pages (`@vb/shared/pages`), by page id: the component each page's
 * route shows, and the props it gives it. The routes themselves are built from the table (App.tsx).
 */
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router';
import { PAGES, type PageEntry, ROUTED_PAGES, type RoutedPageId } from '@vb/shared/pages';
import HomePage from '../pages/home/HomePage';

/** The props a page gives its component: the invest page's two addresses are two variants. */
const PAGE_PROPS = {
  invest: { variant: 'invest' },
  investor: { variant: 'investor' },
} as const satisfies Partial<Record<RoutedPageId, object>>;

type PropsOf<Id> = Id extends keyof typeof PAGE_PROPS ? (typeof PAGE_PROPS)[Id] : object;

/** The component of each routed page: lazy chunks in the browser, plain modules on the server. */
export type PageComponents = { [Id in RoutedPageId]: ComponentType<PropsOf<Id>> };

/**
 * The browser's. Each lazy import is the module the table's `module` names (its file name is the
 * chunk's name, by which the server preloads it); two pages of one module share its component,
 * so going from one to the other keeps the page mounted. The home page is in the entry.
 */
const ArticlePage = lazy(() => import('../pages/news/ArticlePage'));
const CareersPage = lazy(() => import('../pages/careers/CareersPage'));
const InvestPage = lazy(() => import('../pages/invest/InvestPage'));
export const lazyPages: PageComponents = {
  home: HomePage,
  news: lazy(() => import('../pages/news/NewsListPage')),
  article: ArticlePage,
  articlePreview: ArticlePage,
  careers: CareersPage,
  job: CareersPage,
  invest: InvestPage,
  investor: InvestPage,
  privacy: lazy(() => import('../pages/privacy/PrivacyPage')),
  notFound: lazy(() => import('../pages/NotFoundPage')),
};

/** The element page `id`'s route shows. */
export function pageElement(id: RoutedPageId, pages: PageComponents): ReactElement {
  const Page = pages[id] as ComponentType<object>;
  const props: object | undefined = (PAGE_PROPS as Partial<Record<RoutedPageId, object>>)[id];
  return <Page {...props} />;
}

/** The paths of the pages shown without the site's header (compared exactly, as typed). */
export const HEADERLESS_PATHS: readonly string[] = ROUTED_PAGES.filter(
  (id) => (PAGES[id] as PageEntry).header === false,
).map((id) => PAGES[id].path);

/** The pages shown over another (`over` in the page table): their routes and that page's path. */
const OVERLAID_ROUTES = ROUTED_PAGES.flatMap((id) => {
  const over = (PAGES[id] as PageEntry).over;
  return over && Object.hasOwn(PAGES, over)
    ? [{ path: PAGES[id].path, host: PAGES[over as RoutedPageId].path }]
    : [];
});

/**
 * The path of the page a path shows: the path itself, or for a page shown over another (a job's
 * details over the careers page) that page's. Two paths of one page change without a page change.
 */
export function hostPagePath(pathname: string): string {
  return OVERLAID_ROUTES.find(({ path }) => matchPath(path, pathname))?.host ?? pathname;
}
