/** English messages of the public site: every area but the admin's (the public bundle loads only these). */
import { common } from './common';
import { home } from './home';
import { processSection } from './process';
import { news } from './news';
import { contact } from './contact';
import { careers } from './careers';
import { invest } from './invest';

/** The public site's English catalog (the reference for the public key set). */
export const enPublic = {
  ...common,
  ...home,
  ...processSection,
  ...news,
  ...contact,
  ...careers,
  ...invest,
} as const;

/** A key of the public catalogs: the English one is the reference the others match. */
export type PublicMessageKey = keyof typeof enPublic;
