import { useLayoutEffect, useRef, useState } from 'react';

type Callbacks = Record<string, (...args: never[]) => unknown>;

/**
 * An object of functions whose identity never changes and which always call the latest ones
 * given: a memoized list can take them without being drawn again whenever its parent
 * is. The functions are for events, not for rendering: they call what the last commit gave.
 */
export function useStableCallbacks<T extends Callbacks>(callbacks: T): T {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  const [stable] = useState(
    // The wrappers read the ref when called (an event), never while rendering; the rule cannot
    // tell that map's callback only builds them.
    // eslint-disable-next-line react-hooks/refs
    () =>
      Object.fromEntries(
        Object.keys(callbacks).map((name) => [
          name,
          (...args: never[]) => latest.current[name]?.(...args),
        ]),
      ) as T,
  );
  return stable;
}
