import type { news as en } from '../en/news';

/** Arabic messages: news (the same keys as the English file). */
export const news: Record<keyof typeof en, string> = {
  // ── Latest news (home section) ───────────────────────────────────────────────────────
  'news.latest.title': 'آخر الأخبار',
  'news.latest.subtitle': 'مستجدات مشاريعنا وشراكاتنا وإنجازاتنا.',
  'news.latest.viewAll': 'عرض جميع الأخبار',
  'news.latest.readMore': 'اقرأ المزيد',
  'news.loading': 'جارٍ تحميل الأخبار...',
  'news.empty': 'لا توجد أخبار متاحة في الوقت الحالي',
  'news.imageAlt': 'صورة الخبر: {title}',

  // ── News list page ───────────────────────────────────────────────────────────────────
  'news.list.title': 'آخر الأخبار',
  'news.list.subtitle': 'تابع أحدث إعلانات شركتنا ومشاريعنا.',
  'news.list.readMore': 'اقرأ المزيد',

  // ── Article page ─────────────────────────────────────────────────────────────────────
  'news.article.back': 'رجوع',
  'news.article.backToNews': 'العودة إلى الأخبار',
  'news.article.viewMore': 'عرض المزيد من الأخبار',
  'news.article.loading': 'جارٍ تحميل المقال...',
  'news.article.publishedOn': 'نُشر في {date}',
  'news.article.notFoundTitle': 'المقال غير موجود',
  'news.article.notFoundText': 'المقال الذي تبحث عنه غير موجود أو تمت إزالته.',

  // ── Share buttons ────────────────────────────────────────────────────────────────────
  'share.title': 'مشاركة',
  'share.onX': 'المشاركة على منصة إكس',
  'share.onLinkedIn': 'المشاركة على لينكدإن',
  'share.copyLink': 'نسخ الرابط',
  'share.linkCopied': 'تم نسخ الرابط',
  'share.copyFailed': 'تعذّر نسخ الرابط',
  // ── scheduling ──
  'news.article.previewNote': 'معاينة: هذا المقال غير منشور، ولا يراه إلا من لديه هذا الرابط.',
};
