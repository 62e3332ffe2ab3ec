import { useEffect, useEffectEvent, useRef } from 'react';
import { isShortcutPress, keyOf } from './submissions/useTriageKeys';

/**
 * Going to a tab from the keyboard: `g`, then the tab's number (1–9, in the order the
 * tab bar shows them), as GitHub and Gmail go to their places. A modifier and a digit would be
 * the browser's (Ctrl/⌘+1–8 and, on Linux, Alt+1–8 switch the browser's own tabs), so the web and
 * the desktop console share this one. On an Arabic layout the keys' places say which they are.
 */
export const TAB_KEYS = { prefix: 'g', withinMs: 1500, max: 9 } as const;

/** Binds `g` then 1–9 to `choose(tabs[n - 1])` while `enabled`. */
export function useTabKeys(
  tabs: readonly string[],
  choose: (key: string) => void,
  enabled = true,
): void {
  const armedAt = useRef<number | null>(null);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!isShortcutPress(event)) {
      armedAt.current = null;
      return;
    }
    const key = keyOf(event);
    const armed =
      armedAt.current !== null && event.timeStamp - armedAt.current <= TAB_KEYS.withinMs;
    armedAt.current = null;
    if (key === TAB_KEYS.prefix) {
      armedAt.current = event.timeStamp;
      event.preventDefault();
      return;
    }
    if (!armed || !/^[1-9]$/.test(key)) return;
    const tab = tabs[Number(key) - 1];
    if (tab === undefined) return;
    event.preventDefault();
    choose(tab);
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
