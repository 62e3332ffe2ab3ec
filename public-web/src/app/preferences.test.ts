import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    vi.resetModules();
  });

  it('defaults to Arabic, right to left, dark', async () => {
    const { usePreferences, applyToDocument } = await import('./preferences');
    const { language, theme } = usePreferences.getState();
    expect([language, theme]).toEqual(['ar', 'dark']);
    applyToDocument(language, theme);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('restores saved choices and ignores garbage', async () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', 'purple');
    const { usePreferences } = await import('./preferences');
    expect(usePreferences.getState().language).toBe('en');
    expect(usePreferences.getState().theme).toBe('dark');
  });

  it('follows a shared link’s ?lang= over the saved language, and keeps it', async () => {
    localStorage.setItem('language', 'ar');
    window.history.replaceState(null, '', '/news?lang=en');
    try {
      const { usePreferences } = await import('./preferences');
      expect(usePreferences.getState().language).toBe('en');
      expect(localStorage.getItem('language')).toBe('en');
      vi.resetModules();
      window.history.replaceState(null, '', '/news?lang=xx');
      const again = await import('./preferences');
      expect(again.usePreferences.getState().language).toBe('en');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('persists and applies toggles', async () => {
    const { usePreferences } = await import('./preferences');
    usePreferences.getState().toggleLanguage();
    usePreferences.getState().toggleTheme();
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
