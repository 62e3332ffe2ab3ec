/**
 * The console's one window over its life: opened (again, on macOS, after it was closed), brought
 * forward, hidden into the tray on close while the console keeps running, and really closed once
 * the app quits.
 */
import type { BrowserWindow } from 'electron';
import { APP_ENTRY_URL } from '../shared/constants';
import { closeAction } from './lifecycle';

export interface WindowKeeperDeps {
  /** Makes the window (its size, theme and guards); the keeper loads the page into it. */
  create(): BrowserWindow;
  /** Whether closing the window keeps the console running in the tray. */
  keepRunning(): boolean;
  /** The person looks at the window again. */
  onFocus(): void;
  warn(message: string, error?: unknown): void;
}

export function windowKeeper() {
  let window: BrowserWindow | null = null;
  let deps: WindowKeeperDeps | null = null;
  /**
   * Quitting (the tray's or the menu's Quit, an update's restart, the system's log-out): the
   * window then really closes instead of hiding in the tray.
   */
  let quitting = false;
  /** The window was closed into the tray (hidden, not yet shown again). */
  let hiddenInTray = false;

  const live = () => (window && !window.isDestroyed() ? window : null);

  function open() {
    if (!deps) return;
    const { create, keepRunning, onFocus, warn } = deps;
    const win = create();
    window = win;
    win.on('closed', () => {
      if (window === win) window = null;
    });
    // Looking at the console: what was new has been seen.
    win.on('focus', onFocus);
    win.on('close', (event) => {
      if (closeAction({ keepRunning: keepRunning(), quitting }) !== 'hide') return;
      event.preventDefault();
      hiddenInTray = true;
      // A full-screen window hidden as it is leaves a black screen on macOS.
      if (win.isFullScreen()) {
        win.once('leave-full-screen', () => win.hide());
        win.setFullScreen(false);
      } else win.hide();
    });
    win.on('show', () => {
      hiddenInTray = false;
    });
    // Windows' log-off or shutdown (no before-quit there): the window must not hold it up.
    win.on('session-end', () => {
      quitting = true;
    });
    win.loadURL(APP_ENTRY_URL).catch((e: unknown) => warn('Loading the page', e));
  }

  /**
   * Brings the window forward; without one (closed on macOS), opens it again: a notification's
   * click, a second launch or File ▸ Change Server then work without the Dock icon. Before the
   * app is ready there is nothing to open.
   */
  function focus() {
    const win = live();
    if (!win) return open();
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
  }

  return {
    /** The app is ready: the window can be made, and is opened now. */
    start(ready: WindowKeeperDeps) {
      deps = ready;
      open();
    },
    /** The window, unless it was closed. */
    live,
    focus,
    /** Whether the person is looking at the window now. */
    lookedAt: () => Boolean(live()?.isVisible() && live()?.isFocused()),
    /** The Dock icon (macOS): the window again, or the one hidden in the tray shown. */
    activate() {
      if (!live() || hiddenInTray) focus();
    },
    /** From now on, closing the window closes it (the app is quitting). */
    quitting() {
      quitting = true;
    },
  };
}
