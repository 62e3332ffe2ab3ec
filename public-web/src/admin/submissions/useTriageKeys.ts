import { useEffect, useEffectEvent } from 'react';
import type { MessageKey } from '@vb/shared/i18n';

export type Direction = 'ltr' | 'rtl';

export type TriageAction =
  'next' | 'previous' | 'open' | 'status' | 'search' | 'nextPage' | 'previousPage' | 'help';

/** A shortcut: the keys (`KeyboardEvent.key` values) that do an action, and its label. */
export interface TriageShortcut {
  action: TriageAction;
  keys: string[];
  label: MessageKey;
}

/**
 * The keyboard triage of a submissions list, the one table the hook and the `?` dialog
 * read: j/k and the up and down arrows move, Enter opens, s changes the status, / searches,
 * ? lists them. The letters are the same in both directions; the left and right arrows of the
 * pages are mirrored in RTL (the next page is the one the reading goes towards).
 */
export function triageShortcuts(
  direction: Direction,
  { pages = false }: { pages?: boolean } = {},
): TriageShortcut[] {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return [
    { action: 'next', keys: ['j', 'ArrowDown'], label: 'admin.shortcuts.next' },
    { action: 'previous', keys: ['k', 'ArrowUp'], label: 'admin.shortcuts.previous' },
    { action: 'open', keys: ['Enter'], label: 'admin.shortcuts.open' },
    { action: 'status', keys: ['s'], label: 'admin.shortcuts.status' },
    { action: 'search', keys: ['/'], label: 'admin.filters.search' },
    ...(pages
      ? ([
          { action: 'nextPage', keys: [forward], label: 'admin.shortcuts.nextPage' },
          { action: 'previousPage', keys: [back], label: 'admin.shortcuts.previousPage' },
        ] satisfies TriageShortcut[])
      : []),
    { action: 'help', keys: ['?'], label: 'admin.shortcuts.help' },
  ];
}

export interface TriageOptions {
  /** The ids of the items shown, in order. */
  items: readonly number[];
  /** The item the keys act on (highlighted by the view), or null. */
  activeId: number | null;
  setActive(id: number): void;
  open(id: number): void;
  openStatusMenu(id: number): void;
  focusSearch(): void;
  showHelp(): void;
  direction: Direction;
  /** The pages, when the list has them: bound to the left and right arrows. */
  nextPage?(): void;
  previousPage?(): void;
  /** Off while false (e.g. the tab is not shown). */
  enabled?: boolean;
}

/** Where typing goes: keys pressed there are the person's text, not shortcuts. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** Controls that have their own Enter (a button, a link, a menu entry…). */
const CONTROLS =
  'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], [role="checkbox"], [role="switch"]';
/** An open dialog or menu: the keys are theirs while it is open. */
const OVERLAYS =
  '[role="dialog"][aria-modal="true"], .ant-modal-wrap, .ant-dropdown, .ant-drawer-open';

/** Whether an element is shown (not inside anything hidden). */
function shown(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at instanceof HTMLElement && (at.hidden || at.style.display === 'none')) return false;
    // antd hides a closed dropdown or popup by a class (`ant-dropdown-hidden`…).
    if ([...at.classList].some((name) => name.endsWith('-hidden'))) return false;
  }
  return true;
}

/** The same, the side panel (a drawer) aside: a panel's own keys work while only it is open. */
const OVERLAYS_OVER_PANEL = '.ant-modal-wrap, .ant-dropdown';

/** Whether a dialog or menu is open over the list (or, `overPanel`, over the side panel). */
function overlayOpen(overPanel = false): boolean {
  return [...document.querySelectorAll(overPanel ? OVERLAYS_OVER_PANEL : OVERLAYS)].some(shown);
}

/**
 * Whether a key press may be a shortcut of the admin's: not while the person types in a field,
 * while a dialog or menu is open, or with Ctrl, Alt or Meta held (the browser's and the system's
 * own shortcuts). `inPanel`: a key of the open side panel's, which the panel itself does not stop.
 */
export function isShortcutPress(
  event: KeyboardEvent,
  { inPanel = false }: { inPanel?: boolean } = {},
): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING) || (target instanceof HTMLElement && target.isContentEditable)) {
    return false;
  }
  return !overlayOpen(inPanel);
}

/**
 * Binds the triage keys on the page (see `triageShortcuts`) while `enabled`: each moves the
 * active item or acts on it, when the press may be a shortcut (`isShortcutPress`).
 */
export function useTriageKeys(options: TriageOptions): void {
  const { enabled = true, direction } = options;
  const pages = options.nextPage !== undefined || options.previousPage !== undefined;

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!isShortcutPress(event)) return;
    const target = event.target instanceof Element ? event.target : null;
    const key = keyOf(event);
    const shortcut = triageShortcuts(direction, { pages }).find((s) => s.keys.includes(key));
    if (!shortcut) return;
    if (shortcut.action === 'open' && target?.closest(CONTROLS)) return;
    const done = act(shortcut.action, options);
    if (done) event.preventDefault();
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}

/**
 * The key as the shortcuts name it. On a layout that does not type Latin letters (Arabic: j is
 * ت, / is ظ, ? is ؟) the key's place on the keyboard says which it is. A letter with Shift is
 * another character (J is not j); `?` needs Shift on most layouts.
 */
export function keyOf(event: KeyboardEvent): string {
  let key = event.key;
  if (key === '؟') key = '?';
  else if (key.length === 1 && !/^[\x20-\x7e]$/.test(key)) {
    const letter = /^Key([A-Z])$/.exec(event.code)?.[1];
    const digit = /^(?:Digit|Numpad)(\d)$/.exec(event.code)?.[1];
    if (letter) key = letter.toLowerCase();
    else if (digit) key = digit;
    else if (event.code === 'Slash') key = event.shiftKey ? '?' : '/';
  }
  return key.length === 1 && key !== '?' && event.shiftKey ? '' : key;
}

/** Does an action; answers whether there was something to do. */
function act(action: TriageAction, options: TriageOptions): boolean {
  const { items, activeId } = options;
  const at = activeId === null ? -1 : items.indexOf(activeId);
  switch (action) {
    case 'next':
    case 'previous': {
      if (items.length === 0) return false;
      const step = action === 'next' ? 1 : -1;
      const to =
        at < 0
          ? step > 0
            ? 0
            : items.length - 1
          : Math.min(items.length - 1, Math.max(0, at + step));
      if (to !== at) options.setActive(items[to]!);
      return true;
    }
    case 'open':
      if (at < 0) return false;
      options.open(items[at]!);
      return true;
    case 'status':
      if (at < 0) return false;
      options.openStatusMenu(items[at]!);
      return true;
    case 'search':
      options.focusSearch();
      return true;
    case 'help':
      options.showHelp();
      return true;
    case 'nextPage':
      if (!options.nextPage) return false;
      options.nextPage();
      return true;
    case 'previousPage':
      if (!options.previousPage) return false;
      options.previousPage();
      return true;
  }
}
