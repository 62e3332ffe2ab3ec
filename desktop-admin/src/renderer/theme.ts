import { theme as antTheme, type ThemeConfig } from 'antd';
import type { Theme } from '@vb/shared/options';

/** antd's theme for the console's own screens: the admin module's brand tokens, light and dark. */
export function desktopTheme(theme: Theme): ThemeConfig {
  return {
    algorithm: theme === 'dark' ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm,
    token: {
      colorPrimary: theme === 'dark' ? '#10b48a' : '#047a5f',
      borderRadius: 10,
      fontFamily: "'IBM Plex Sans Arabic', system-ui, 'Segoe UI', Tahoma, sans-serif",
    },
  };
}
