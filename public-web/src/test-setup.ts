/**
 * The web unit tests render components as the server does: both public catalogs and the ICU
 * formatter at hand (the browser loads them on demand, see src/app/catalogs.ts, tested there).
 */
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { arPublic } from '@vb/shared/i18n/ar/public';
import { enPublic } from '@vb/shared/i18n/en/public';
import { provideCatalogs, provideFormatter } from './app/catalogs';
import { formatWithIntl } from './app/intlFormatter';
import { fakeMatchMedia } from './app/mediaTestKit';

provideCatalogs({ ar: arPublic, en: enPublic });
provideFormatter(formatWithIntl);

// What a test waits for (findBy…, waitFor) may come from a chunk loaded on demand (the toast host)
// or a render of antd: on a loaded machine that takes longer than the library's default second.
configure({ asyncUtilTimeout: 10_000 });

// Each test is a new tab: a form's draft kept in session storage by one is not another's.
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// What antd reads and jsdom lacks: media queries (none match; a test may set its own) and
// ResizeObserver (nothing is ever resized). The node-environment tests (server render) have no window.
if (typeof window !== 'undefined') {
  window.matchMedia ??= fakeMatchMedia(() => false);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // antd's auto-sizing text areas read their computed style on every render and change, and
  // jsdom answers by running the cascade of every stylesheet antd injected: most of a form
  // test's time, to size a box jsdom never lays out. A text area's own inline style stands in;
  // every other element (visibility, accessible names) still gets jsdom's full answer.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    element instanceof HTMLTextAreaElement && !pseudo
      ? element.style
      : computedStyle(element, pseudo);
}
