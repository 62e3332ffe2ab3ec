import { createContext } from 'react';

/**
 * Whether the page was rendered on the server for a phone-sized screen: the server's guess from
 * the request (its user agent), marked on the root element as `data-narrow`. Layouts that depend
 * on the screen width render this guess on the server, and again when the browser hydrates the
 * page, before they measure the real width.
 */
export const NarrowGuessContext = createContext<boolean>(
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.narrow === 'true',
);
