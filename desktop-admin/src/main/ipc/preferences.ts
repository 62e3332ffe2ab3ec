/**
 * Bridge handlers of the interface language (menus, dialogs and notifications follow it) and
 * theme (the window's colour before the page paints).
 */
import type { Language } from '../../shared/bridge';
import type { SettingsStore } from '../settings';
import type { Handlers } from './register';

export function preferenceHandlers(deps: {
  settings: SettingsStore;
  onLanguageChanged(language: Language): void;
  onThemeChanged?(theme: 'dark' | 'light'): void;
}): Pick<Handlers, 'setLanguage' | 'setTheme'> {
  return {
    async setLanguage(language) {
      if (deps.settings.get().language === language) return;
      await deps.settings.update({ language });
      deps.onLanguageChanged(language);
    },
    async setTheme(theme) {
      if (deps.settings.get().theme === theme) return;
      await deps.settings.update({ theme });
      deps.onThemeChanged?.(theme);
    },
  };
}
