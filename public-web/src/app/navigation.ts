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
 * How long the scroll keeps re-aiming when its target moves. Not "until the page has been still
 * for a moment": on a slow device the latest news can arrive well after the scroll has ended (a
 * CI run saw the contact form left 47 px off that way), so the watch lasts its whole time unless
 * the visitor takes the scroll over.
 */
const SETTLE_MS = 10_000;
/** What says the visitor is scrolling themself: from then on the page leaves the scroll alone. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The watch of the scroll under way, if any (a new scroll replaces it). */
let stopSettling: (() => void) | undefined;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls to the element with `id` (smoothly, or at once for a visitor who asked for reduced
 * motion). The home page's sections below the fold are laid out only as they come near the window
 * (`content-visibility: auto`), their heights until then stand-ins: the page first lays them all
 * out (the `data-layout-all` mark on the root element, kept from then on), so the scroll is aimed
 * at where the element really is. What loads meanwhile (the latest news, pictures) can still move
 * it: for the next few seconds (`SETTLE_MS`) a move of the target re-aims the scroll, unless the
 * visitor has taken the scroll over (wheel, touch, keys, pointer).
 */
function scrollToId(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  stopSettling?.();
  document.documentElement.setAttribute(LAYOUT_ALL_ATTRIBUTE, '');
  const behavior: ScrollBehavior = reducedMotion() ? 'instant' : 'smooth';
  const aim = () => target.scrollIntoView({ behavior, block: 'start' });
  aim();
  if (typeof ResizeObserver !== 'function') return;

  const documentTop = () => target.getBoundingClientRect().top + window.scrollY;
  let aimedAt = documentTop();
  const observer = new ResizeObserver(() => check());
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
    window.removeEventListener('scrollend', onScrollEnd);
    if (stopSettling === stop) stopSettling = undefined;
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  // The target moved in the page (something above it grew or shrank): aim again.
  function check() {
    if (!target!.isConnected) return stop();
    const top = documentTop();
    if (Math.abs(top - aimedAt) < 1) return;
    aimedAt = top;
    aim();
  }
  // Once a scroll has ended, the target is where it was aimed unless the page could not go further.
  function onScrollEnd() {
    if (!target!.isConnected) return stop();
    const scrollPadding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    const off =
      target!.getBoundingClientRect().top - (Number.isFinite(scrollPadding) ? scrollPadding : 0);
    const atBottom =
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    if (Math.abs(off) > 2 && !(off > 0 && atBottom)) {
      aimedAt = documentTop();
      aim();
    }
  }
  observer.observe(document.body);
  for (const section of document.querySelectorAll('main section')) observer.observe(section);
  for (const type of USER_SCROLL_EVENTS)
    window.addEventListener(type, stop, { capture: true, passive: true });
  window.addEventListener('scrollend', onScrollEnd);
  stopSettling = stop;
}

/**
 * Set by a section link on the home page, which scrolls there itself, for the home page's
 * reaction to the address it leaves (see `takeLinkScroll`).
 */
let scrolledByLink = false;

/**
 * Whether the home page's latest change of address was a section link's, which has scrolled
 * already (else it was an arrival, Back or Forward, which the page scrolls for). Asking clears it.
 */
export function takeLinkScroll(): boolean {
  const taken = scrolledByLink;
  scrolledByLink = false;
  return taken;
}

/**
 * Goes to a home-page section, leaving its shareable address (`/#team`) in the history: on the
 * home page it scrolls there at once (Back then returns to where the visitor was); elsewhere it
 * stores the section's scroll-to flag and navigates to the section's address, where the home page
 * scrolls to it (after 500 ms).
 */
export function useGoToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: SectionId | 'top') => {
      const address = { pathname: '/', hash: id === 'top' ? '' : `#${id}` };
      if (pathname === '/') {
        scrolledByLink = true;
        void navigate(address);
        if (id === 'top') {
          // A scroll to a section still settling would pull the page back down.
          stopSettling?.();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        } else scrollToId(id);
        return;
      }
      if (id !== 'top') {
        try {
          localStorage.setItem(flagKey(id), '1');
        } catch {
          // Without storage the address's fragment still scrolls there.
        }
      }
      void navigate(address);
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
  let fragment = '';
  try {
    fragment = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    // A malformed fragment names no section.
  }
  const flaggedFragment = (() => {
    try {
      return fragment !== '' && localStorage.getItem(flagKey(fragment)) !== null;
    } catch {
      return false;
    }
  })();
  // A section link from another page both flags its section and names it: the flag scrolls.
  if (fragment && !flaggedFragment)
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
