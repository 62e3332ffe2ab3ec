/** Arabic messages of the public site: every area but the admin's (the public bundle loads only these). */
import { common } from './common';
import { home } from './home';
import { processSection } from './process';
import { news } from './news';
import { contact } from './contact';
import { careers } from './careers';
import { invest } from './invest';
import type { PublicMessageKey } from '../en/public';

/** The public site's Arabic catalog: the same keys as `enPublic`. */
export const arPublic: Record<PublicMessageKey, string> = {
  ...common,
  ...home,
  ...processSection,
  ...news,
  ...contact,
  ...careers,
  ...invest,
};
