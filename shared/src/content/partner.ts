/**
 * PARTNER — the partner whose logo appears in the Partners block of the home page.
 *
 * PLACEHOLDER: the partner below is fictional; replace it with the real partner.
 *
 * How to edit: change only the text between the quotes.
 *   id    short unique code, lowercase with hyphens; also the logo's file name
 *   name  the partner's name in Arabic (ar) and English (en); used as the logo's description
 *   logo  logo file under public/images/partners/
 *   logoDark  the same logo for the dark theme (light lettering), under public/images/partners/
 *   url   the partner's website (the logo links there); must start with https://
 */
import type { Partner } from '../schemas/content';

export const PARTNER: Partner = {
  id: 'impact-fund',
  name: { ar: 'صندوق الأثر الاجتماعي', en: 'Social Impact Fund' },
  logo: '/images/partners/impact-fund.svg',
  logoDark: '/images/partners/impact-fund-dark.svg',
  url: 'https://social-impact-fund.sa',
};
