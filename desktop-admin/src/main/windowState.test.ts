import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, initialWindow, MIN_SIZE, windowStateOf } from './windowState';

const SCREEN = { x: 0, y: 0, width: 1920, height: 1040 };
const SECOND = { x: 1920, y: 0, width: 1280, height: 1024 };

describe('the remembered window', () => {
  it('opens at the default size, centred, the first time', () => {
    expect(initialWindow(null, [SCREEN])).toEqual({
      bounds: DEFAULT_SIZE,
      maximized: false,
      fullScreen: false,
    });
  });

  it('comes back where and how big it was', () => {
    const saved = {
      bounds: { x: 2000, y: 50, width: 1100, height: 800 },
      maximized: false,
      fullScreen: false,
    };
    expect(initialWindow(saved, [SCREEN, SECOND])).toEqual({
      bounds: saved.bounds,
      maximized: false,
      fullScreen: false,
    });
    expect(initialWindow({ ...saved, maximized: true }, [SCREEN, SECOND]).maximized).toBe(true);
  });

  it('is brought back on screen when its monitor is gone, keeping a size that fits', () => {
    const saved = {
      bounds: { x: 2000, y: 50, width: 1500, height: 1200 },
      maximized: false,
      fullScreen: false,
    };
    expect(initialWindow(saved, [SCREEN])).toEqual({
      bounds: { width: 1500, height: 1040 },
      maximized: false,
      fullScreen: false,
    });
  });

  it('is not placed with its title bar above the screen', () => {
    const saved = {
      bounds: { x: 100, y: -500, width: 800, height: 700 },
      maximized: false,
      fullScreen: false,
    };
    expect(initialWindow(saved, [SCREEN]).bounds.x).toBeUndefined();
  });

  it('never opens smaller than the minimum', () => {
    const saved = {
      bounds: { x: 10, y: 10, width: 50, height: 50 },
      maximized: false,
      fullScreen: false,
    };
    const tiny = initialWindow(saved, [SCREEN]);
    expect(tiny.bounds.width).toBeGreaterThanOrEqual(MIN_SIZE.width);
    expect(tiny.bounds.height).toBeGreaterThanOrEqual(MIN_SIZE.height);
  });

  it('remembers the normal bounds of a maximized window', () => {
    expect(
      windowStateOf({
        getNormalBounds: () => ({ x: 10.4, y: 20.6, width: 1000, height: 700 }),
        isMaximized: () => true,
        isFullScreen: () => false,
      }),
    ).toEqual({
      bounds: { x: 10, y: 21, width: 1000, height: 700 },
      maximized: true,
      fullScreen: false,
    });
  });
});
