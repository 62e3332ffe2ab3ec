import { Languages, Moon, Sun } from 'lucide-react';
import { languageToggleMessages as messages } from '@vb/shared/i18n/language-names';
import { loadCatalog } from '../app/catalogs';
import { useT } from '../app/i18n';
import { Tooltip } from '../components/Tooltip';
import { useSwitchLanguage } from '../app/languageRouting';
import { usePreferences } from '../app/preferences';
import styles from './layout.module.css';

/**
 * The language toggle: the same page at the other language's address (which saves the choice).
 * Its tooltip is in the language it switches to (SPEC section 1): 'Switch to English' while
 * Arabic, the Arabic 'switch to Arabic' while English.
 */
export function LanguageToggle({ onChange }: { onChange?(): void }) {
  const language = usePreferences((s) => s.language);
  const toggle = useSwitchLanguage();
  const tip =
    language === 'ar'
      ? messages.en['language.switchToEnglish']
      : messages.ar['language.switchToArabic'];
  // The other language's own name: 'English' from the English catalog, 'العربية' from the Arabic one.
  const label =
    language === 'ar' ? messages.en['language.english'] : messages.ar['language.arabic'];
  const preload = () => {
    // A failure shows when the switch asks again.
    loadCatalog(language === 'ar' ? 'en' : 'ar').catch(() => undefined);
  };
  return (
    <Tooltip
      content={tip}
      lang={language === 'ar' ? 'en' : 'ar'}
      className={styles.tooltip}
      arrowClassName={styles.tooltipArrow}
    >
      <button
        type="button"
        className={styles.toggle}
        onClick={() => {
          toggle();
          onChange?.();
        }}
        // The other language's catalog, fetched as the visitor reaches for the toggle: the switch
        // itself waits for it (see preferences.ts), so it is usually there by the click.
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={tip}
        lang={language === 'ar' ? 'en' : 'ar'}
        data-testid="language-toggle"
      >
        <Languages size={18} aria-hidden />
        <span className={styles.toggleLabel}>{label}</span>
      </button>
    </Tooltip>
  );
}

export function ThemeToggle({ onChange }: { onChange?(): void }) {
  const t = useT();
  const theme = usePreferences((s) => s.theme);
  const toggle = usePreferences((s) => s.toggleTheme);
  const label = theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <Tooltip content={label} className={styles.tooltip} arrowClassName={styles.tooltipArrow}>
      <button
        type="button"
        className={styles.iconToggle}
        onClick={() => {
          toggle();
          onChange?.();
        }}
        aria-label={label}
        data-testid="theme-toggle"
      >
        {theme === 'dark' ? <Sun size={18} aria-hidden /> : <Moon size={18} aria-hidden />}
      </button>
    </Tooltip>
  );
}
