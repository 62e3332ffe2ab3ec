/**
 * Arabic message catalog (Modern Standard Arabic). Same keys and ICU argument names as `en.ts`;
 * Arabic is the site's default language.
 */
import { arPublic } from './public';
import { admin } from './admin';
import type { MessageKey } from '../en';

/** The Arabic catalog: the public areas plus the admin's. */
export const ar: Record<MessageKey, string> = {
  ...arPublic,
  ...admin,
};
