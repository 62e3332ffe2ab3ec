/**
 * Settings fixed when the console is built, from the build's environment through
 * electron-vite's `define` (electron.vite.config.ts); see the README's "Desktop builds":
 * - `VB_DEFAULT_SERVER`: a company's own server, used (and still checked) until another is chosen;
 * - `VB_UPDATE_URL`: the generic update feed electron-updater reads (none: no update checks).
 * Outside a build (unit tests) both are absent.
 */
declare const __VB_DEFAULT_SERVER__: string | undefined;
declare const __VB_UPDATE_URL__: string | undefined;

const built = (value: string | undefined): string | null => value?.trim() || null;

export interface BuildConfig {
  defaultServer: string | null;
  updateUrl: string | null;
}

export const BUILD_CONFIG: Readonly<BuildConfig> = {
  defaultServer: built(typeof __VB_DEFAULT_SERVER__ === 'string' ? __VB_DEFAULT_SERVER__ : ''),
  updateUrl: built(typeof __VB_UPDATE_URL__ === 'string' ? __VB_UPDATE_URL__ : ''),
};
