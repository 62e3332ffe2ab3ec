/**
 * English messages of the language toggle: the public site's first load carries these of both
 * languages (the toggle names the other language in its own words), not the whole catalog.
 */
export const language = {
  'language.switchToEnglish': 'Switch to English',
  'language.switchToArabic': 'Switch to Arabic',
  'language.toggle': 'Change language',
  'language.label': 'Language',
  'language.english': 'English',
  'language.arabic': 'Arabic',
} as const satisfies Record<string, string>;
