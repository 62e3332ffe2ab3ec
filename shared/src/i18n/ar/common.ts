import type { common as en } from '../en/common';
import { language } from './language';

/** Arabic messages: common (the same keys as the English file). */
export const common: Record<keyof typeof en, string> = {
  // ── Page metadata ────────────────────────────────────────────────────────────────────
  'meta.title': '{brand} | شركة سعودية لبناء المشاريع الناشئة في التقنية والأثر الاجتماعي',
  'meta.description':
    'شركة سعودية لبناء المشاريع الناشئة، نؤسس الشركات من الصفر ونجمع فيها بين التقنية والأثر الاجتماعي، من توليد الفكرة مرورًا بالإطلاق والتوسع وصولًا إلى التخارج.',
  'meta.ogTitle': '{brand} — نبني شركات ناشئة تجمع بين التقنية والأثر الاجتماعي',
  'meta.description.news':
    'أخبار {brand}: مشاريع جديدة وإطلاقات وشراكات وإنجازات من استوديو بناء المشاريع والشركات التي نبنيها في المملكة العربية السعودية.',
  'meta.description.careers':
    'الوظائف المتاحة في {brand}، شركة سعودية لبناء المشاريع الناشئة. انضم إلى الفريق الذي يبني شركات تقنية ذات أثر اجتماعي، في الرياض أو عن بُعد.',
  'meta.description.invest':
    'استثمر مع {brand}: شارك في الاستثمار في شركات سعودية ناشئة نبنيها وندير عملياتها منذ اليوم الأول، بعوائد حقيقية وأثر اجتماعي مستدام.',
  'meta.description.privacy':
    'كيف تتعامل {brand} مع ما ترسله عبر هذا الموقع: ما نحتفظ به ولماذا وإلى متى، وكيف تتواصل معنا بشأنه.',
  'meta.page.news': 'آخر الأخبار | {brand}',
  'meta.page.article': '{title} | أخبار {brand}',
  'meta.page.careers': 'انضم إلى فريقنا | {brand}',
  'meta.page.job': '{title} | الوظائف في {brand}',
  'meta.page.invest': 'استثمر معنا | {brand}',
  'meta.page.admin': 'لوحة التحكم | {brand}',
  'meta.page.notFound': 'الصفحة غير موجودة | {brand}',

  // ── Common words and actions ─────────────────────────────────────────────────────────
  'common.close': 'إغلاق',
  'common.cancel': 'إلغاء',
  'common.delete': 'حذف',
  'common.edit': 'تعديل',
  'common.save': 'حفظ',
  'common.back': 'رجوع',
  'common.backToHome': 'العودة إلى الرئيسية',
  'common.loading': 'جارٍ التحميل...',
  'common.retry': 'حاول مرة أخرى',
  'common.refresh': 'تحديث',
  'common.search': 'بحث',
  'common.required': 'مطلوب',
  'common.optional': 'اختياري',
  'common.error': 'خطأ',
  'common.errorOccurred': 'حدث خطأ',
  'common.english': 'الإنجليزية',
  'common.arabic': 'العربية',
  'common.yes': 'نعم',
  'common.no': 'لا',
  'common.opensInNewTab': '(يفتح في علامة تبويب جديدة)',
  'common.logoAlt': 'شعار {brand}',

  // ── Generic field validation ─────────────────────────────────────────────────────────
  'validation.required': 'هذا الحقل مطلوب',
  'validation.email': 'أدخل عنوان بريد إلكتروني صحيحًا',
  'validation.phone': 'أدخل رقم هاتف صحيحًا',
  'validation.maxLength':
    'بحد أقصى {max, plural, one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'validation.messageMin': 'يجب ألا تقل الرسالة عن ٣ أحرف',
  'validation.unsupportedCharacters': 'احذف الأحرف غير المدعومة من هذا النص',
  'form.honeypot': 'اترك هذا الحقل فارغًا',
  /** The heading of the problems a form's plain HTML post was refused for (above the form). */
  'form.summary.title': 'يرجى مراجعة ما يلي:',

  // ── Toasts ───────────────────────────────────────────────────────────────────────────
  'toast.defaultLabel': 'إشعار',
  'toast.close': 'إغلاق الإشعار',
  'toast.viewportLabel': 'الإشعارات ({hotkey})',

  // ── Theme toggle ─────────────────────────────────────────────────────────────────────
  'theme.toggle': 'تبديل المظهر',
  'theme.switchToLight': 'التبديل إلى الوضع الفاتح',
  'theme.switchToDark': 'التبديل إلى الوضع الداكن',
  'theme.light': 'فاتح',
  'theme.dark': 'داكن',

  // ── Language toggle (its own module: the toggle names the other language in it) ────
  ...language,

  // ── Header navigation ────────────────────────────────────────────────────────────────
  'nav.home': 'الرئيسية',
  'nav.logoHome': '{brand}، الرئيسية',
  'nav.about': 'من نحن',
  'nav.team': 'فريقنا',
  'nav.ventures': 'مشاريعنا',
  'nav.process': 'منهجيتنا',
  'nav.partners': 'شركاؤنا',
  'nav.news': 'الأخبار',
  'nav.careers': 'الوظائف',
  'nav.contact': 'تواصل معنا',
  'nav.mainNavigation': 'التنقل الرئيسي',
  'nav.openMenu': 'فتح القائمة',
  'nav.closeMenu': 'إغلاق القائمة',
  'nav.skipToContent': 'الانتقال إلى المحتوى',

  // ── Social profiles ──────────────────────────────────────────────────────────────────
  'social.followUs': 'تابعنا',
  'social.x': 'تابعنا على منصة إكس',
  'social.linkedin': 'تابعنا على لينكدإن',

  // ── Footer ───────────────────────────────────────────────────────────────────────────
  'footer.description':
    'شركة سعودية لبناء المشاريع الناشئة التي تجمع بين التقنية والأثر الاجتماعي، من الفكرة الأولى حتى التخارج.',
  'footer.quickLinks': 'روابط سريعة',
  'footer.contactInfo': 'معلومات التواصل',
  'footer.followUs': 'تابعنا',
  'footer.address': 'الرياض، المملكة العربية السعودية',
  'footer.copyright': '© {year} {brand}. جميع الحقوق محفوظة.',

  // ── Location option labels ───────────────────────────────────────────────────────────
  'location.riyadh': 'الرياض، المملكة العربية السعودية',
  'location.saudiArabia': 'المملكة العربية السعودية',
  'location.remote': 'عن بُعد',

  // ── Not-found page ───────────────────────────────────────────────────────────────────
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.hint': 'هل نسيت إضافة الصفحة إلى الموجِّه؟',
  'notFound.backHome': 'العودة إلى الرئيسية',

  // ── Raised failure messages ──────────────────────────────────────────────────────────
  'failure.sendMessage': 'فشل إرسال الرسالة',
  'failure.sendInvestorRequest': 'فشل إرسال طلب الاستثمار',
  'failure.sendJobApplication': 'فشل إرسال طلب التوظيف',
  'failure.fetchNews': 'فشل جلب الأخبار',
  'failure.articleNotFound': 'المقال غير موجود',
  'failure.fetchArticle': 'فشل جلب المقال',
  'failure.translationLog': 'خطأ في الترجمة',
  'failure.translateText': 'فشلت ترجمة النص: {reason}',

  // ── Status labels ────────────────────────────────────────────────────────────────────
  'status.application.new': 'جديد',
  'status.application.reviewed': 'تمت المراجعة',
  'status.application.contacted': 'تم التواصل',
  'status.application.interviewed': 'تمت المقابلة',
  'status.application.hired': 'تم التوظيف',
  'status.application.rejected': 'مرفوض',
  'status.contact.new': 'جديدة',
  'status.contact.read': 'مقروءة',
  'status.contact.replied': 'تم الرد',
  'status.investor.new': 'جديد',
  'status.investor.contacted': 'تم التواصل',
  'status.investor.in_discussion': 'قيد النقاش',
  'status.investor.closed': 'مغلق',

  // ── Departments ──────────────────────────────────────────────────────────────────────
  'department.technology': 'التقنية',
  'department.finance': 'المالية',
  'department.marketing': 'التسويق',
  'department.business': 'الأعمال',
  'department.design': 'التصميم',
  'department.human-resources': 'الموارد البشرية',
  'department.project-management': 'إدارة المشاريع',
  'department.innovation-research': 'الابتكار والبحث',

  // ── Employment types ─────────────────────────────────────────────────────────────────
  'employmentType.full-time': 'دوام كامل',
  'employmentType.part-time': 'دوام جزئي',
  'employmentType.flexible': 'دوام مرن',
  'employmentType.shift-based': 'نظام المناوبات',
  'employmentType.freelance': 'عمل حر',
  'employmentType.seasonal': 'موسمي',
  'employmentType.internship': 'تدريب',
  'employmentType.remote': 'عن بُعد',

  // ── API error codes ──────────────────────────────────────────────────────────────────
  'error.validation_failed':
    'بعض الحقول ناقصة أو غير صحيحة. يرجى مراجعة النموذج والمحاولة مرة أخرى.',
  'error.invalid_json': 'تعذّرت قراءة الطلب. يرجى المحاولة مرة أخرى.',
  'error.unsupported_media_type': 'صيغة الطلب غير مدعومة.',
  'error.payload_too_large': 'حجم البيانات المرسلة كبير جدًا. يرجى تقليله والمحاولة مرة أخرى.',
  'error.not_found': 'العنصر المطلوب غير موجود.',
  'error.method_not_allowed': 'هذا الإجراء غير مسموح به.',
  'error.article_not_found': 'المقال غير موجود',
  'error.job_listing_not_found': 'هذه الوظيفة لم تعد موجودة.',
  'error.media_not_found': 'تعذّر العثور على الصورة.',
  'error.resume_invalid_type': 'لا تُقبل إلا ملفات \u200E.pdf و\u200E.doc و\u200E.docx',
  'error.resume_too_large': 'حجم الملف كبير جدًا. الحد الأقصى ١٠ ميغابايت.',
  'error.resume_empty': 'ملف السيرة الذاتية فارغ. يرجى اختيار ملف آخر.',
  'error.forbidden_origin':
    'تم حظر هذا الطلب لأسباب أمنية. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  'error.too_many_requests': 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'error.service_unavailable': 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.',
  'error.internal_error': 'حدث خطأ من جهتنا. يرجى المحاولة لاحقًا.',
  'error.network': 'تعذّر الاتصال بالخادم. تحقق من اتصالك وحاول مرة أخرى.',
  'error.unknown': 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.',
  // ── résumé scanning ──
  'error.resume_rejected_by_scanner':
    'رصد برنامج مكافحة الفيروسات لدينا مشكلة في هذا الملف. يرجى إرسال نسخة سليمة من سيرتك الذاتية.',
  'error.resume_scanner_unavailable':
    'لا يمكننا فحص السير الذاتية من الفيروسات الآن، لذا لم يُرسل طلبك. يرجى المحاولة لاحقًا.',
};
