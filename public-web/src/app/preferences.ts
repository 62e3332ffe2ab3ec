import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  PREFERENCE_COOKIES,
  STORAGE_KEYS,
} from '@vb/shared/constants';
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

function write(key: 'language' | 'theme', value: string) {
  try {
    localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Storage can be full or disabled (private mode): the choice still applies to this visit.
  }
  writeCookie(key, value);
}

/** Whether the preferences are mirrored in cookies: on the web site, not in the desktop console. */
let mirrorInCookies = false;

/**
 * The Cookie Store API where the browser has it (secure contexts): asynchronous, where
 * `document.cookie` is a synchronous round trip to the browser's network process, which is slow
 * while that process is busy loading the page.
 */
function cookieStore(): CookieStore | undefined {
  return typeof window !== 'undefined' && 'cookieStore' in window ? window.cookieStore : undefined;
}

/** Mirrors a preference into its cookie, which the server reads to render the page to match. */
function writeCookie(key: 'language' | 'theme', value: string) {
  if (!mirrorInCookies) return;
  const name = PREFERENCE_COOKIES[key];
  const maxAge = PREFERENCE_COOKIES.maxAgeSeconds;
  const store = cookieStore();
  if (store) {
    store
      .set({ name, value, path: '/', sameSite: 'lax', expires: Date.now() + maxAge * 1000 })
      // Refused (cookies disabled): pages then render in the defaults and switch once loaded.
      .catch(() => undefined);
    return;
  }
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  } catch {
    // Cookies can be disabled: pages then render in the defaults and switch once loaded.
  }
}

/**
 * Keeps the preference cookies in step with the preferences from now on (the web site, whose
 * server renders pages in them), and brings them in line now (a visitor from before them, or
 * one whose saved preferences differ from what the server was told).
 */
export function syncPreferenceCookies() {
  mirrorInCookies = true;
  if (typeof document === 'undefined') return;
  const bringInLine = (current: { name: string; value: string }[]) => {
    // The preferences as they are now: a toggle made while the cookies were being read has
    // written its own cookie already, and is not undone.
    const { language, theme } = store.getState();
    const has = (key: 'language' | 'theme', value: string) =>
      current.some((c) => c.name === PREFERENCE_COOKIES[key] && c.value === value);
    if (!has('language', language)) writeCookie('language', language);
    if (!has('theme', theme)) writeCookie('theme', theme);
  };
  const cookies = cookieStore();
  if (cookies) {
    cookies.getAll().then(
      (found) => bringInLine(found.map((c) => ({ name: c.name ?? '', value: c.value ?? '' }))),
      () => undefined,
    );
    return;
  }
  bringInLine(
    document.cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      }),
  );
}

/** The language the visitor saved, if any (a valid one). */
export function savedLanguageChoice(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.language);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
  } catch {
    return undefined;
  }
}

/** The saved language, else the default. */
const savedLanguage = (): Language => savedLanguageChoice() ?? DEFAULT_LANGUAGE;

/**
 * The language and theme the server rendered this page in (`data-rendered` on its root element):
 * the language of its address, the theme of the visitor's preference cookie.
 */
function renderedPreferences(): { language: Language; theme: Theme } | undefined {
  if (typeof document === 'undefined') return undefined;
  const [language, theme] = (document.getElementById('root')?.dataset.rendered ?? '').split(' ');
  return (LANGUAGES as readonly string[]).includes(language ?? '') &&
    (THEMES as readonly string[]).includes(theme ?? '')
    ? { language: language as Language, theme: theme as Theme }
    : undefined;
}

/**
 * A page the server rendered starts in the preferences it was rendered in, and reads the saved
 * ones once it has been hydrated (`settlePreferences`): the first read of browser storage is a
 * synchronous round trip to the browser, kept out of the page's start. Any other start (no server render, the desktop console) reads
 * them now.
 */
const rendered = renderedPreferences();

/** Whether the preferences started as those of a page the server rendered (see `rendered`). */
export const startedFromServerRender = rendered !== undefined;

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

/**
 * What a change of language waits for: `undefined` when the language's texts are at hand, else a
 * promise of them. The public site loads the other language's catalog on demand (catalogs.ts), so
 * that the page switches its direction and every text at once; elsewhere nothing is waited for.
 */
let prepareLanguage: (language: Language) => Promise<unknown> | undefined = () => undefined;

/** Sets what a change of language waits for (see `prepareLanguage`). */
export function setLanguagePreparer(prepare: (language: Language) => Promise<unknown> | undefined) {
  prepareLanguage = prepare;
}

/** Changes of language asked for so far: only the latest one applies when its texts arrive. */
let languageChanges = 0;

/** Switches to `language` once its texts are at hand (at once when they are). */
function changeLanguage(language: Language, apply: () => void) {
  const change = ++languageChanges;
  const waiting = prepareLanguage(language);
  if (!waiting) {
    apply();
    return;
  }
  waiting.then(
    () => {
      if (change === languageChanges) apply();
    },
    // Not loaded (offline): the page stays in its language; the next toggle tries again.
    () => undefined,
  );
}

const store = createStore<PreferencesState>()((set, get) => ({
  language: rendered?.language ?? savedLanguage(),
  theme: rendered?.theme ?? read(STORAGE_KEYS.theme, THEMES, DEFAULT_THEME),
  setLanguage(language) {
    changeLanguage(language, () => {
      write('language', language);
      applyToDocument(language, get().theme);
      set({ language });
    });
  },
  toggleLanguage() {
    get().setLanguage(get().language === 'ar' ? 'en' : 'ar');
  },
  setTheme(theme) {
    write('theme', theme);
    applyToDocument(get().language, theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));

let settled = false;

/** The theme of the visitor's preference cookie, as this page's request carried it. */
function themeCookie(): Theme | undefined {
  try {
    const name = `${PREFERENCE_COOKIES.theme}=`;
    const pair = document.cookie.split(/;\s*/).find((p) => p.startsWith(name));
    const value = pair?.slice(name.length);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Settles the theme of a page the server rendered (it started in the one it was rendered in: see
 * `rendered`), then mirrors the preferences in the preference cookies from now on. The page never
 * turns to another theme when the server rendered the visitor's own: with nothing saved, or with
 * the theme cookie the page was rendered from, what was rendered stays and storage follows it.
 * Only a saved theme the server could not know (no cookie: it rendered the default) is applied.
 * The language of a public page is its address's: a saved language that differs takes the
 * visitor to the other address (`useRestoreSavedLanguage`, before this is called). Called once
 * the page is interactive (a change of theme then re-renders it); later calls do nothing.
 */
export function settlePreferences() {
  if (settled) return;
  settled = true;
  if (rendered) {
    const current = store.getState();
    const saved = read<Theme | ''>(STORAGE_KEYS.theme, THEMES, '');
    if (saved === '' || themeCookie() === current.theme) {
      if (saved !== current.theme) {
        try {
          localStorage.setItem(STORAGE_KEYS.theme, current.theme);
        } catch {
          // Storage can be full or disabled: the cookie still carries the theme.
        }
      }
    } else if (saved !== current.theme) {
      applyToDocument(current.language, saved);
      store.setState({ theme: saved });
    }
  }
  syncPreferenceCookies();
}

const whole = (state: PreferencesState) => state;

/**
 * Visitor preferences (SPEC section 1): Arabic and dark by default, kept in localStorage; a hook
 * (`usePreferences((s) => s.language)`) that is also the store (`getState`, `setState`).
 * Unlike zustand's own hook, a server render and a hydration read the current state: the server
 * sets each request's language and theme with `setState`, and the browser hydrates only a page
 * rendered with its own preferences (see main.tsx).
 */
export const usePreferences = Object.assign(function usePreferences<T = PreferencesState>(
  selector: (state: PreferencesState) => T = whole as (state: PreferencesState) => T,
): T {
  const snapshot = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}, store);
