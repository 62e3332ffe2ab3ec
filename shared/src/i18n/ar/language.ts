import type { language as en } from '../en/language';

/** Arabic messages of the language toggle (see the English file). */
export const language: Record<keyof typeof en, string> = {
  'language.switchToEnglish': 'التبديل إلى الإنجليزية',
  'language.switchToArabic': 'التبديل إلى العربية',
  'language.toggle': 'تغيير اللغة',
  'language.label': 'اللغة',
  'language.english': 'الإنجليزية',
  'language.arabic': 'العربية',
};
