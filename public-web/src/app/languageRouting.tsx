/**
 * Each language at its own address (Arabic unprefixed, English under /en: `@vb/shared/paths`).
 * The router's base is the address's language, so every `<Link to="/news">` and `navigate('/')`
 * of the pages stays in the page's language, and the pages see unprefixed paths. The page's
 * language is its address's: going to the other language's address (the toggle, the back button)
 * switches the language, and saves it as the visitor's choice.
 */
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  StaticRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
} from 'react-router';
import type { Language } from '@vb/shared/options';
import { isAdminPath, languageBase, localizedPath, pathLanguage } from '@vb/shared/paths';
import { savedLanguageChoice, usePreferences } from './preferences';

interface UrlLanguage {
  /** The language of the address (of the page shown). */
  language: Language;
  /** Goes to a full address (with its language prefix), adding to the history or replacing. */
  go(url: string, options?: { replace?: boolean }): void;
}

const UrlLanguageContext = createContext<UrlLanguage>({ language: 'ar', go: () => undefined });

/** The language of the page's address, and a way to go to an address of either language. */
export const useUrlLanguage = () => useContext(UrlLanguageContext);

/** A site path ('/', '/news', '/#contact') as an address of the page's language, for an href. */
export function useLocalHref(): (path: string) => string {
  const { language } = useUrlLanguage();
  return useCallback((path: string) => localizedPath(language, path), [language]);
}

/**
 * Brings the preferences' language in line with an address's (a public page's: the admin keeps
 * the saved one), saving it as the visitor's choice.
 */
function followAddress(pathname: string) {
  if (isAdminPath(pathname)) return;
  const { language } = pathLanguage(pathname);
  const state = usePreferences.getState();
  if (state.language !== language) state.setLanguage(language);
}

let browserHistory: ReturnType<typeof createBrowserHistory> | undefined;

/** The browser's router, with the address's language as its base. */
export function LocalizedBrowserRouter({ children }: { children?: ReactNode }) {
  browserHistory ??= createBrowserHistory({ v5Compat: true });
  const history = browserHistory;
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        followAddress(location.pathname);
        setState({ action, location });
      }),
    [history],
  );
  const { language } = pathLanguage(state.location.pathname);
  const go = useCallback<UrlLanguage['go']>(
    (url, options) => (options?.replace ? history.replace(url) : history.push(url)),
    [history],
  );
  return (
    <UrlLanguageContext.Provider value={{ language, go }}>
      <Router
        basename={languageBase(language)}
        location={state.location}
        navigationType={state.action}
        navigator={history}
      >
        {children}
      </Router>
    </UrlLanguageContext.Provider>
  );
}

/** The server render's router for one address, with that address's language as its base. */
export function LocalizedStaticRouter({ url, children }: { url: string; children?: ReactNode }) {
  const { language } = pathLanguage(url.split(/[?#]/, 1)[0] ?? '/');
  return (
    <UrlLanguageContext.Provider value={{ language, go: () => undefined }}>
      <StaticRouter location={url} basename={languageBase(language)}>
        {children}
      </StaticRouter>
    </UrlLanguageContext.Provider>
  );
}

/**
 * Switches the page to the other language: the same page (path, query and fragment) at the other
 * language's address, as a navigation (the preferences follow the address). The scroll position is
 * kept: it is the same page.
 */
export function useSwitchLanguage(): () => void {
  const { language, go } = useUrlLanguage();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    const other: Language = language === 'ar' ? 'en' : 'ar';
    go(`${localizedPath(other, pathname)}${search}${hash}`);
  }, [language, go, pathname, search, hash]);
}

/**
 * On arrival: a visitor whose saved language differs from the address's is taken (replacing the
 * entry) to the same page in theirs (SPEC section 1: a saved language is restored on load; the
 * server does the same for a visitor whose preference cookie says so). With none saved, the
 * address's language becomes the saved one.
 */
export function useRestoreSavedLanguage(): () => void {
  const { language, go } = useUrlLanguage();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    const saved = savedLanguageChoice();
    if (saved && saved !== language) {
      go(`${localizedPath(saved, pathname)}${search}${hash}`, { replace: true });
    } else if (usePreferences.getState().language !== language || !saved) {
      usePreferences.getState().setLanguage(language);
    }
  }, [language, go, pathname, search, hash]);
}
