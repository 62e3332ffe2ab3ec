import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { arPublic } from '@vb/shared/i18n/ar/public';
import { enPublic } from '@vb/shared/i18n/en/public';

/** How often each language's catalog chunk was loaded (the mocks below count the reads). */
const imported = { ar: 0, en: 0 };

vi.mock('./catalog/ar', () => ({
  get catalog() {
    imported.ar++;
    return arPublic;
  },
}));
vi.mock('./catalog/en', () => ({
  get catalog() {
    imported.en++;
    return enPublic;
  },
}));

/** Fresh modules: no catalog at hand (the test setup's are in the modules it loaded). */
async function fresh() {
  vi.resetModules();
  const catalogs = await import('./catalogs');
  const preferences = await import('./preferences');
  const i18n = await import('./i18n');
  return { ...catalogs, ...preferences, ...i18n };
}

/** A promise and its resolver. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the public catalogs loader', () => {
  beforeEach(() => {
    imported.ar = 0;
    imported.en = 0;
    localStorage.clear();
  });

  it('loads the asked language only, once however often it is asked', async () => {
    const { loadCatalog, loadedCatalogs, catalogReady } = await fresh();
    expect(loadedCatalogs()).toEqual({});
    const [first, second] = await Promise.all([loadCatalog('ar'), loadCatalog('ar')]);
    expect(first).toBe(arPublic);
    expect(second).toBe(arPublic);
    expect(imported).toEqual({ ar: 1, en: 0 });
    expect(loadedCatalogs()).toEqual({ ar: arPublic });
    // A switch to Arabic waits for nothing; to English, for its catalog.
    expect(catalogReady('ar')).toBeUndefined();
    const english = catalogReady('en');
    expect(english).toBeInstanceOf(Promise);
    await english;
    expect(imported).toEqual({ ar: 1, en: 1 });
    expect(catalogReady('en')).toBeUndefined();
  });

  it('takes provided catalogs without loading them (the server render, the admin)', async () => {
    const { provideCatalogs, loadCatalog } = await fresh();
    provideCatalogs({ ar: arPublic, en: enPublic });
    expect(await loadCatalog('en')).toBe(enPublic);
    expect(imported).toEqual({ ar: 0, en: 0 });
  });

  it('switches the language once its catalog is there, and only the latest switch', async () => {
    const { usePreferences, setLanguagePreparer } = await fresh();
    const waits = { en: deferred(), ar: deferred() };
    setLanguagePreparer((language) => waits[language].promise);
    expect(usePreferences.getState().language).toBe('ar');
    usePreferences.getState().setLanguage('en');
    expect(usePreferences.getState().language).toBe('ar');
    expect(document.documentElement.lang).not.toBe('en');
    waits.en.resolve();
    await waits.en.promise;
    await Promise.resolve();
    expect(usePreferences.getState().language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('language')).toBe('en');

    // Two switches while waiting: the latest wins, whichever answer comes first.
    const later = { en: deferred(), ar: deferred() };
    setLanguagePreparer((language) => later[language].promise);
    usePreferences.getState().setLanguage('ar');
    usePreferences.getState().setLanguage('en');
    later.ar.resolve();
    await later.ar.promise;
    await Promise.resolve();
    expect(usePreferences.getState().language).toBe('en');
  });

  it('keeps the text it has, never a key, until the visitor’s language arrives', async () => {
    const { I18nProvider, useT, usePreferences, loadCatalog } = await fresh();
    await loadCatalog('ar');
    function Title() {
      const t = useT();
      return <p data-testid="text">{t('nav.home')}</p>;
    }
    render(
      <I18nProvider>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByTestId('text').textContent).toBe(arPublic['nav.home']);
    // The language set directly (not through setLanguage, which would wait): Arabic text stays,
    // the English catalog is fetched, and then the text is English.
    act(() => usePreferences.setState({ language: 'en' }));
    expect(screen.getByTestId('text').textContent).toBe(arPublic['nav.home']);
    await act(() => loadCatalog('en'));
    expect(screen.getByTestId('text').textContent).toBe(enPublic['nav.home']);
    expect(imported).toEqual({ ar: 1, en: 1 });
  });

  it('formats ICU messages once the formatter has come, plain text before it', async () => {
    const { I18nProvider, useT, provideCatalogs, loadFormatter, usePreferences } = await fresh();
    provideCatalogs({ en: enPublic });
    usePreferences.setState({ language: 'en' });
    function Limit() {
      const t = useT();
      return <p data-testid="limit">{t('validation.maxLength', { max: 1 })}</p>;
    }
    render(
      <I18nProvider>
        <Limit />
      </I18nProvider>,
    );
    expect(screen.getByTestId('limit').textContent).not.toMatch(/validation\./);
    await act(() => loadFormatter());
    expect(screen.getByTestId('limit').textContent).toBe('At most 1 character');
  });
});
