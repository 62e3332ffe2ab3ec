import type { DesktopApi } from '../shared/bridge';

declare global {
  interface Window {
    /** The preload bridge (desktop-admin/src/preload); a fake in the renderer's browser tests. */
    desktop?: DesktopApi;
  }
}

export {};
