import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SCROLL_DELAY_MS, STORAGE_KEYS } from '@vb/shared/constants';

/** The home page's in-page anchors (SPEC section 2). */
const SECTION_IDS = [
  'about',
  'team',
  'ventures',
  'process',
  'partners',
  'news',
  'contact',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

const flagKey = (id: string) => `${STORAGE_KEYS.scrollToPrefix}${id}`;

/** The mark on the root element that lays out the sections that wait until they come near. */
const LAYOUT_ALL_ATTRIBUTE = 'data-layout-all';

/**
 * Scrolls smoothly to the element with `id`. The home page's sections below the fold are laid out
 * only as they come near the window (`content-visibility: auto`), their heights until then
 * stand-ins: the page first lays them all out (the `data-layout-all` mark on the root element, kept
 * from then on), so the scroll is aimed at where the element really is.
 */
function scrollToId(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  document.documentElement.setAttribute(LAYOUT_ALL_ATTRIBUTE, '');
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * Goes to a home-page section: scrolls there on the home page; elsewhere stores the section's
 * scroll-to flag and navigates to /, where the home page scrolls to it (after 500 ms).
 */
export function useGoToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: SectionId | 'top') => {
      if (pathname === '/') {
        if (id === 'top') window.scrollTo({ top: 0, behavior: 'smooth' });
        else scrollToId(id);
        return;
      }
      if (id !== 'top') {
        try {
          localStorage.setItem(flagKey(id), '1');
        } catch {
          // Without storage the visitor still lands on the home page.
        }
      }
      navigate('/');
    },
    [navigate, pathname],
  );
}

/**
 * On the home page: a `#fragment` scrolls after 300 ms; each stored scroll-to flag is cleared and
 * its section scrolled to after 500 ms. Returns a cleanup for the timers.
 */
export function scrollOnArrival(hash: string): () => void {
  const timers: number[] = [];
  const fragment = decodeURIComponent(hash.replace(/^#/, ''));
  if (fragment)
    timers.push(window.setTimeout(() => scrollToId(fragment), SCROLL_DELAY_MS.fragment));
  for (const id of SECTION_IDS) {
    let flagged: boolean;
    try {
      flagged = localStorage.getItem(flagKey(id)) !== null;
      if (flagged) localStorage.removeItem(flagKey(id));
    } catch {
      flagged = false;
    }
    if (flagged) timers.push(window.setTimeout(() => scrollToId(id), SCROLL_DELAY_MS.storedFlag));
  }
  return () => timers.forEach((t) => window.clearTimeout(t));
}
