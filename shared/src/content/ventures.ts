/**
 * VENTURES — the companies shown in the Ventures section of the home page.
 *
 * PLACEHOLDERS: the ventures below are fictional examples; replace them with the real ones.
 *
 * How to edit: change only the text between the quotes. Each venture has:
 *   id           short unique code, lowercase with hyphens; also the logo's file name
 *   name         the venture's name in Arabic (ar) and English (en)
 *   description  one or two sentences about the venture, in both languages
 *   logo         logo file under public/images/ventures/
 *   url          the venture's own website (opens in a new tab); must start with https://
 *   visitText    the label of the link to that website, in both languages
 */
import type { Venture } from '../schemas/content';

export const VENTURES: Venture[] = [
  {
    id: 'nafaa',
    name: { ar: 'نفع', en: 'Nafaa' },
    description: {
      ar: 'منصة رقمية تربط المتبرعين بالجمعيات غير الربحية الموثوقة، وتتيح تتبع أثر كل تبرع بشفافية كاملة.',
      en: 'A digital platform connecting donors with trusted non-profit organizations, with fully transparent tracking of the impact of every donation.',
    },
    logo: '/images/ventures/nafaa.svg',
    url: 'https://nafaa-platform.sa',
    visitText: { en: 'Visit Website', ar: 'زيارة الموقع' },
  },
  {
    id: 'maharat',
    name: { ar: 'مهارات', en: 'Maharat' },
    description: {
      ar: 'منصة تعليمية مدعومة بالذكاء الاصطناعي تساعد الشباب السعودي على اكتساب المهارات المطلوبة في سوق العمل والوصول إلى فرص وظيفية مناسبة.',
      en: 'An AI-powered learning platform that helps young Saudis gain in-demand skills and reach suitable job opportunities.',
    },
    logo: '/images/ventures/maharat.svg',
    url: 'https://maharat-platform.sa',
    visitText: { en: 'Visit Website', ar: 'زيارة الموقع' },
  },
];
