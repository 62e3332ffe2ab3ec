/**
 * A stand-in for `window.matchMedia`, which jsdom lacks and antd reads (its breakpoints are
 * min-width queries): `matches` says which queries hold on the pretended screen.
 */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** A wide screen (every antd breakpoint holds) or a narrow one (none does). */
export const screenOf = (wide: boolean) =>
  fakeMatchMedia((query) => wide && query.includes('min-width'));
