/** Bridge handler of the interface language (menus, dialogs and notifications follow it). */
import type { Language } from '../../shared/bridge';
import type { SettingsStore } from '../settings';
import type { Handlers } from './register';

export function preferenceHandlers(deps: {
  settings: SettingsStore;
  onLanguageChanged(language: Language): void;
}): Pick<Handlers, 'setLanguage'> {
  return {
    async setLanguage(language) {
      if (deps.settings.get().language === language) return;
      await deps.settings.update({ language });
      deps.onLanguageChanged(language);
    },
  };
}
