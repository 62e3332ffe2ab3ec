import { createContext, useContext } from 'react';

/**
 * The site's origin as the visitor's browser sees it: `window.location.origin`, or on the server
 * the request's origin (given by the server render), for absolute links such as share links.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string {
  const given = useContext(SiteOriginContext);
  return given ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
