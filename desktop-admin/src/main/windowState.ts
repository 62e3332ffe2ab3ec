/**
 * The window's remembered size and place. A saved place is used only while enough of it is on a
 * screen that exists now (a monitor may have been unplugged); otherwise the window opens at the
 * default size, centred by the system.
 */
import type { WindowState } from './settings';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_SIZE = { width: 1280, height: 860 };
export const MIN_SIZE = { width: 400, height: 520 };
/** How much of the window (including its title bar) must be on a screen to reuse a saved place. */
const MIN_VISIBLE = { width: 160, height: 80 };

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

export interface InitialWindow {
  /** x/y are absent when the system should centre the window. */
  bounds: { x?: number; y?: number; width: number; height: number };
  maximized: boolean;
  fullScreen: boolean;
}

/** Where the window opens, from the saved state and the work areas of today's screens. */
export function initialWindow(saved: WindowState | null, workAreas: Rect[]): InitialWindow {
  const fallback: InitialWindow = {
    bounds: { ...DEFAULT_SIZE },
    maximized: saved?.maximized ?? false,
    fullScreen: false,
  };
  if (!saved || workAreas.length === 0) return fallback;
  const { bounds } = saved;
  const screen = workAreas.find((area) => {
    const seen = overlap(bounds, area);
    // The top strip (title bar) must be reachable, not only some corner of the window.
    const titleBar = overlap({ ...bounds, height: Math.min(bounds.height, 40) }, area);
    return (
      seen.width >= MIN_VISIBLE.width && seen.height >= MIN_VISIBLE.height && titleBar.height > 0
    );
  });
  if (!screen) {
    const largest = workAreas.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
    return {
      ...fallback,
      bounds: {
        width: Math.max(MIN_SIZE.width, Math.min(bounds.width, largest.width)),
        height: Math.max(MIN_SIZE.height, Math.min(bounds.height, largest.height)),
      },
    };
  }
  return {
    bounds: {
      x: bounds.x,
      y: bounds.y,
      width: Math.max(MIN_SIZE.width, Math.min(bounds.width, screen.width)),
      height: Math.max(MIN_SIZE.height, Math.min(bounds.height, screen.height)),
    },
    maximized: saved.maximized,
    fullScreen: saved.fullScreen,
  };
}

/** The state to remember: the normal (not maximized) bounds plus the maximized/full-screen flags. */
export function windowStateOf(window: {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isFullScreen(): boolean;
}): WindowState {
  const b = window.getNormalBounds();
  return {
    bounds: {
      x: Math.round(b.x),
      y: Math.round(b.y),
      width: Math.round(b.width),
      height: Math.round(b.height),
    },
    maximized: window.isMaximized(),
    fullScreen: window.isFullScreen(),
  };
}
