/**
 * Arabic message catalog (Modern Standard Arabic). Same keys and ICU argument names as `en.ts`;
 * Arabic is the site's default language.
 */
import { common } from './common';
import { home } from './home';
import { processSection } from './process';
import { news } from './news';
import { contact } from './contact';
import { careers } from './careers';
import { invest } from './invest';
import { admin } from './admin';
import type { MessageKey } from '../index';

/** The Arabic catalog: every area merged. */
export const ar: Record<MessageKey, string> = {
  ...common,
  ...home,
  ...processSection,
  ...news,
  ...contact,
  ...careers,
  ...invest,
  ...admin,
};
