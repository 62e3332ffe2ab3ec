/**
 * The e-mails' messages (the API's templates): kept out of the site's and the admin's catalogs,
 * which never show them. Plain {placeholders}, filled by the API; the same keys in both languages
 * (the Arabic file's type requires it).
 */
import type { Language } from '../options';
import { mail as ar } from './ar/mail';
import { mail as en } from './en/mail';

export type MailKey = keyof typeof en;

export const mailMessages: Record<Language, Record<MailKey, string>> = { en, ar };
