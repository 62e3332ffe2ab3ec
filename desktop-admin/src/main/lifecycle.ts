/**
 * The main process's decisions about its window and its own health, kept free of
 * Electron so that they are unit-tested: when a crashed page is reloaded and when the console
 * stops trying, the window's colour before the page paints, spell-check per system, and the
 * right-click menu of the page.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { Theme } from '@vb/shared/options';
import type { Translate } from './i18n';

/** Crashes of the page within CRASH_WINDOW_MS after which it is not reloaded again by itself. */
export const CRASH_LIMIT = 3;
export const CRASH_WINDOW_MS = 60_000;

/**
 * Whether a crashed page is reloaded: yes for the first crashes, no once CRASH_LIMIT crashes came
 * within CRASH_WINDOW_MS (a page that crashes on load would otherwise loop for ever); the person
 * is then asked, and a reload they ask for starts the count afresh.
 */
export function createCrashGuard(now: () => number = Date.now) {
  let crashes: number[] = [];
  return {
    /** Records a crash; answers 'reload', or 'ask' when the page keeps crashing. */
    crashed(): 'reload' | 'ask' {
      const at = now();
      crashes = [...crashes.filter((t) => at - t < CRASH_WINDOW_MS), at];
      return crashes.length >= CRASH_LIMIT ? 'ask' : 'reload';
    },
    reset() {
      crashes = [];
    },
  };
}

/**
 * The window's colour before the page paints (no white flash in the dark theme): the page's
 * background of each theme (public-web/src/styles/global.css, --bg).
 */
export function windowBackground(theme: Theme): string {
  return theme === 'dark' ? '#07110e' : '#f8faf9';
}

/**
 * Spell-check per system: macOS and Windows check with the system's own dictionaries (nothing is
 * downloaded); on Linux, Chromium has no system checker and would download Hunspell dictionaries
 * from a third party (Google's servers), so it stays off there.
 */
export function spellCheckEnabled(platform: string): boolean {
  return platform === 'darwin' || platform === 'win32';
}

/** What Electron's 'context-menu' event tells of the place right-clicked. */
export interface ContextMenuParams {
  isEditable: boolean;
  selectionText: string;
  misspelledWord: string;
  dictionarySuggestions: string[];
  editFlags: {
    canUndo: boolean;
    canRedo: boolean;
    canCut: boolean;
    canCopy: boolean;
    canPaste: boolean;
    canSelectAll: boolean;
  };
}

export interface ContextMenuActions {
  replaceMisspelling(word: string): void;
  addToDictionary(word: string): void;
}

/**
 * The right-click menu: in a text field the spelling suggestions of a misspelled word and "Add to
 * Dictionary", then Undo/Redo, Cut/Copy/Paste and Select All; on selected text elsewhere, Copy.
 * Empty (no menu) where there is nothing to do.
 */
export function contextMenuTemplate(
  params: ContextMenuParams,
  t: Translate,
  actions: ContextMenuActions,
): MenuItemConstructorOptions[] {
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const flags = params.editFlags;
  if (!params.isEditable) {
    return params.selectionText.trim()
      ? [{ role: 'copy', label: t('desktop.menu.copy'), enabled: flags.canCopy }]
      : [];
  }
  const spelling: MenuItemConstructorOptions[] = [];
  if (params.misspelledWord) {
    const word = params.misspelledWord;
    const suggestions = params.dictionarySuggestions.slice(0, 5);
    if (suggestions.length === 0) {
      spelling.push({ label: t('desktop.context.noSuggestions'), enabled: false });
    }
    for (const suggestion of suggestions) {
      spelling.push({ label: suggestion, click: () => actions.replaceMisspelling(suggestion) });
    }
    spelling.push(
      { label: t('desktop.context.addToDictionary'), click: () => actions.addToDictionary(word) },
      separator,
    );
  }
  return [
    ...spelling,
    { role: 'undo', label: t('desktop.menu.undo'), enabled: flags.canUndo },
    { role: 'redo', label: t('desktop.menu.redo'), enabled: flags.canRedo },
    separator,
    { role: 'cut', label: t('desktop.menu.cut'), enabled: flags.canCut },
    { role: 'copy', label: t('desktop.menu.copy'), enabled: flags.canCopy },
    { role: 'paste', label: t('desktop.menu.paste'), enabled: flags.canPaste },
    separator,
    { role: 'selectAll', label: t('desktop.menu.selectAll'), enabled: flags.canSelectAll },
  ];
}

/**
 * What closing the window does: with "keep running when closed" on, the window is only
 * hidden (the tray brings it back as it was, unsaved work and all), unless the app is quitting
 * (Quit from the tray or the menu, the system's log-out), when it really closes.
 */
export function closeAction(options: {
  keepRunning: boolean;
  quitting: boolean;
}): 'hide' | 'close' {
  return options.keepRunning && !options.quitting ? 'hide' : 'close';
}

/**
 * Whether the app ends once its last window has closed: never on macOS (it stays in the Dock, as
 * Mac apps do), elsewhere unless it keeps running in the tray.
 */
export function quitWhenAllClosed(platform: string, keepRunning: boolean): boolean {
  return platform !== 'darwin' && !keepRunning;
}
