import { Button, Space, Tooltip } from 'antd';
import { TOOLTIP } from '@vb/shared/constants';
import { messages } from '@vb/shared/i18n';
import { DarkThemeIcon, LightThemeIcon, TranslateIcon } from './icons';
import { useT } from '../app/i18n';
import { usePreferences } from '../app/preferences';

/** Language and theme switches of the admin (the same preferences as the public site). */
export function AdminToolbar() {
  const t = useT();
  const { language, theme, toggleLanguage, toggleTheme } = usePreferences();
  const languageTip =
    language === 'ar'
      ? messages.en['language.switchToEnglish']
      : messages.ar['language.switchToArabic'];
  const themeTip = theme === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
  return (
    <Space>
      <Tooltip title={themeTip} mouseEnterDelay={TOOLTIP.openDelayMs / 1000}>
        <Button
          shape="circle"
          icon={theme === 'dark' ? <LightThemeIcon /> : <DarkThemeIcon />}
          onClick={toggleTheme}
          aria-label={themeTip}
          data-testid="admin-theme-toggle"
        />
      </Tooltip>
      <Tooltip title={languageTip} mouseEnterDelay={TOOLTIP.openDelayMs / 1000}>
        <Button
          icon={<TranslateIcon />}
          onClick={toggleLanguage}
          aria-label={languageTip}
          data-testid="admin-language-toggle"
        >
          {language === 'ar' ? messages.en['language.english'] : messages.ar['language.arabic']}
        </Button>
      </Tooltip>
    </Space>
  );
}
