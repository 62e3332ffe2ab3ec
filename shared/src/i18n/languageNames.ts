/**
 * The language toggle's messages in both languages (a few lines): the toggle names the other
 * language in that language's words, while the public site has only the page's catalog loaded.
 */
import type { Language } from '../options';
import { language as ar } from './ar/language';
import { language as en } from './en/language';

export const languageToggleMessages: Record<Language, Record<keyof typeof en, string>> = { en, ar };
