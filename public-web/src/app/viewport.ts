import { createContext, useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@vb/shared/constants';

/** Screens narrower than the site's mobile breakpoint (phones). */
export const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
/** The visitor asked the system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the page was rendered on the server for a phone-sized screen: the server's guess from
 * the request (its user agent), marked on the root element as `data-narrow`. Layouts that depend
 * on the screen width render this guess on the server, and again when the browser hydrates the
 * page, before they measure the real width.
 */
export const NarrowGuessContext = createContext<boolean>(
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.narrow === 'true',
);

/**
 * A media query's current answer, following changes live. A server render, and the hydration of
 * one, cannot ask the screen: they use `serverValue`.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => serverValue,
  );
}

const noSubscription = () => () => {};

/**
 * Whether the browser has IntersectionObserver; what waits to come into view shows at once
 * without it. A server render, and the hydration of one, assume it has.
 */
export function useCanObserveIntersections(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof IntersectionObserver === 'function',
    () => true,
  );
}

/**
 * Whether the app runs this page: false in a server render and while the browser hydrates one,
 * true from the render after (and at once when the browser renders the page itself): what only
 * the app can do (a dialog's portal) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
