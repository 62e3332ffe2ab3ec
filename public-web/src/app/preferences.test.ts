import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

  it('persists and applies toggles', async () => {
    const { usePreferences } = await import('./preferences');
    usePreferences.getState().toggleLanguage();
    usePreferences.getState().toggleTheme();
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  describe('a page the server rendered', () => {
    const renderedRoot = (value: string) => {
      const root = document.createElement('div');
      root.id = 'root';
      root.dataset.rendered = value;
      document.body.append(root);
      return root;
    };
    afterEach(() => {
      document.getElementById('root')?.remove();
      window.history.replaceState(null, '', '/');
      for (const name of ['vb-language', 'vb-theme'])
        document.cookie = `${name}=; Path=/; Max-Age=0`;
    });

    it('starts in the preferences it was rendered in, without reading storage', async () => {
      localStorage.setItem('language', 'ar');
      renderedRoot('en light');
      const getItem = vi.spyOn(Storage.prototype, 'getItem');
      try {
        const { usePreferences, startedFromServerRender } = await import('./preferences');
        expect(usePreferences.getState()).toMatchObject({ language: 'en', theme: 'light' });
        expect(startedFromServerRender).toBe(true);
        expect(getItem).not.toHaveBeenCalled();
      } finally {
        getItem.mockRestore();
      }
    });

    it('switches to the saved theme once settled (the language is the address’s), and mirrors them in cookies', async () => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('theme', 'light');
      renderedRoot('ar dark');
      const { usePreferences, settlePreferences, savedLanguageChoice } =
        await import('./preferences');
      expect(usePreferences.getState()).toMatchObject({ language: 'ar', theme: 'dark' });
      settlePreferences();
      expect(usePreferences.getState()).toMatchObject({ language: 'ar', theme: 'light' });
      expect(savedLanguageChoice()).toBe('en');
      expect(document.documentElement.classList.contains('light')).toBe(true);
      expect(document.cookie.split('; ').sort()).toEqual(['vb-language=ar', 'vb-theme=light']);
    });

    it('keeps the theme it was rendered in when nothing is saved, and saves it', async () => {
      document.cookie = 'vb-theme=light; Path=/';
      renderedRoot('ar light');
      const { usePreferences, settlePreferences } = await import('./preferences');
      settlePreferences();
      expect(usePreferences.getState().theme).toBe('light');
      expect(localStorage.getItem('theme')).toBe('light');
    });

    it('keeps the theme its cookie rendered over a different saved one, which follows it', async () => {
      document.cookie = 'vb-theme=light; Path=/';
      localStorage.setItem('theme', 'dark');
      renderedRoot('en light');
      const { usePreferences, settlePreferences } = await import('./preferences');
      settlePreferences();
      expect(usePreferences.getState().theme).toBe('light');
      expect(document.documentElement.classList.contains('dark')).toBe(false);
      expect(localStorage.getItem('theme')).toBe('light');
    });

    it('reads no saved language where none is valid', async () => {
      localStorage.setItem('language', 'xx');
      const { savedLanguageChoice } = await import('./preferences');
      expect(savedLanguageChoice()).toBeUndefined();
    });

    it('ignores a rendered mark it cannot read, and reads storage', async () => {
      localStorage.setItem('language', 'en');
      renderedRoot('xx dark');
      const { usePreferences, startedFromServerRender } = await import('./preferences');
      expect(usePreferences.getState().language).toBe('en');
      expect(startedFromServerRender).toBe(false);
    });
  });

  describe('preference cookies (the web site: the server renders pages in them)', () => {
    const clearCookies = () => {
      for (const name of ['vb-language', 'vb-theme'])
        document.cookie = `${name}=; Path=/; Max-Age=0`;
    };
    beforeEach(clearCookies);

    it('are written only once the site asks, then follow every toggle (document.cookie)', async () => {
      const { usePreferences, syncPreferenceCookies } = await import('./preferences');
      usePreferences.getState().toggleTheme();
      expect(document.cookie).toBe('');
      syncPreferenceCookies();
      expect(document.cookie.split('; ').sort()).toEqual(['vb-language=ar', 'vb-theme=light']);
      usePreferences.getState().toggleLanguage();
      expect(document.cookie.split('; ').sort()).toEqual(['vb-language=en', 'vb-theme=light']);
    });

    /** A Cookie Store on `window` over `jar`, taken away again after each test. */
    function fakeCookieStore(jar: Map<string, string>) {
      const set = vi.fn(async (c: { name: string; value: string; path: string }) => {
        jar.set(c.name, c.value);
      });
      const getAll = async () => [...jar].map(([name, value]) => ({ name, value }));
      Object.defineProperty(window, 'cookieStore', { value: { set, getAll }, configurable: true });
      return set;
    }
    afterEach(() => {
      delete (window as { cookieStore?: unknown }).cookieStore;
    });

    it('go through the asynchronous Cookie Store where there is one, writing only what differs', async () => {
      const jar = new Map([['vb-language', 'en']]);
      const set = fakeCookieStore(jar);
      const { usePreferences, syncPreferenceCookies } = await import('./preferences');
      usePreferences.setState({ language: 'en', theme: 'dark' });
      syncPreferenceCookies();
      await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(1));
      expect(set.mock.calls[0]![0]).toMatchObject({ name: 'vb-theme', value: 'dark', path: '/' });
      usePreferences.getState().setLanguage('ar');
      expect(jar.get('vb-language')).toBe('ar');
      expect(document.cookie).toBe('');
    });

    it('do not undo a toggle made while they were being read', async () => {
      const jar = new Map([['vb-language', 'en']]);
      fakeCookieStore(jar);
      const { usePreferences, syncPreferenceCookies } = await import('./preferences');
      usePreferences.setState({ language: 'en', theme: 'dark' });
      syncPreferenceCookies();
      usePreferences.getState().setLanguage('ar'); // before the cookies have been read
      await vi.waitFor(() => expect(jar.get('vb-theme')).toBe('dark'));
      expect(jar.get('vb-language')).toBe('ar');
    });
  });
});
