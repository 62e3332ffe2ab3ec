import { create } from 'zustand';
import { DEFAULT_LANGUAGE, DEFAULT_THEME, STORAGE_KEYS } from '@vb/shared/constants';
import {
  LANGUAGE_DIRECTION,
  LANGUAGES,
  THEMES,
  type Language,
  type Theme,
} from '@vb/shared/options';

function read<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode): the choice still applies to this visit.
  }
}

/**
 * The language a shared link asks for (`?lang=en` or `?lang=ar`): it wins over the saved one and
 * is kept, as if the visitor had chosen it.
 */
function languageFromLink(): Language | undefined {
  try {
    const value = new URLSearchParams(window.location.search).get('lang');
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
  } catch {
    return undefined;
  }
}

function initialLanguage(): Language {
  const linked = languageFromLink();
  if (linked) write(STORAGE_KEYS.language, linked);
  return linked ?? read(STORAGE_KEYS.language, LANGUAGES, DEFAULT_LANGUAGE);
}

/** Puts the preferences on the document: `dir` and `lang` on <html>, the theme as its class. */
export function applyToDocument(language: Language, theme: Theme) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = LANGUAGE_DIRECTION[language];
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
}

interface PreferencesState {
  language: Language;
  theme: Theme;
  setLanguage(language: Language): void;
  toggleLanguage(): void;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
}

/** Visitor preferences (SPEC section 1): Arabic and dark by default, kept in localStorage. */
export const usePreferences = create<PreferencesState>((set, get) => ({
  language: initialLanguage(),
  theme: read(STORAGE_KEYS.theme, THEMES, DEFAULT_THEME),
  setLanguage(language) {
    write(STORAGE_KEYS.language, language);
    applyToDocument(language, get().theme);
    set({ language });
  },
  toggleLanguage() {
    get().setLanguage(get().language === 'ar' ? 'en' : 'ar');
  },
  setTheme(theme) {
    write(STORAGE_KEYS.theme, theme);
    applyToDocument(get().language, theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));
