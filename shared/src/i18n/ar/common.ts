import type { common as en } from '../en/common';
import { language } from './language';

/** Arabic messages: common (the same keys as the English file). */
export const common: Record<keyof typeof en, string> = {
  // ── Page metadata ────────────────────────────────────────────────────────────────────
  'meta.title': '{brand} | شركة سعودية لبناء المشاريع الناشئة في التقنية والأثر الاجتماعي',
  'meta.description':
    'شركة سعودية لبناء المشاريع الناشئة، نؤسس الشركات من الصفر ونجمع فيها بين التقنية والأثر الاجتماعي، من توليد الفكرة مرورًا بالإطلاق والتوسع وصولًا إلى التخارج.',
  'meta.ogTitle': '{brand} — نبني شركات ناشئة تجمع بين التقنية والأثر الاجتماعي',
  'meta.page.news': 'آخر الأخبار | {brand}',
  'meta.page.article': '{title} | أخبار {brand}',
  'meta.page.careers': 'انضم إلى فريقنا | {brand}',
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
  'error.application_not_found': 'طلب التوظيف هذا لم يعد موجودًا.',
  'error.message_not_found': 'هذه الرسالة لم تعد موجودة.',
  'error.request_not_found': 'طلب الاستثمار هذا لم يعد موجودًا.',
  'error.job_listing_not_found': 'هذه الوظيفة لم تعد موجودة.',
  'error.resume_not_found': 'تعذّر العثور على ملف السيرة الذاتية.',
  'error.note_not_found': 'هذه الملاحظة لم تعد موجودة.',
  'error.note_not_author': 'لا يعدّل الملاحظةَ إلا كاتبُها.',
  'error.note_edit_window_over': 'لا يمكن تعديل الملاحظة إلا خلال ١٥ دقيقة من كتابتها.',
  'error.media_not_found': 'تعذّر العثور على الصورة.',
  'error.slug_taken': 'يوجد مقال آخر بالرابط المختصر نفسه. اختر رابطًا مختصرًا آخر.',
  'error.resume_invalid_type': 'لا تُقبل إلا ملفات \u200E.pdf و\u200E.doc و\u200E.docx',
  'error.resume_too_large': 'حجم الملف كبير جدًا. الحد الأقصى ١٠ ميغابايت.',
  'error.resume_empty': 'ملف السيرة الذاتية فارغ. يرجى اختيار ملف آخر.',
  'error.image_invalid': 'الصورة غير صالحة. استخدم صورة بصيغة PNG أو JPEG أو WebP.',
  'error.image_too_large': 'حجم الصورة كبير جدًا. الحد الأقصى ٥ ميغابايت.',
  'error.unauthorized': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'error.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'error.wrong_password': 'كلمة المرور الحالية غير صحيحة.',
  'error.forbidden_origin':
    'تم حظر هذا الطلب لأسباب أمنية. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  'error.forbidden': 'لا يملك حسابك صلاحية الوصول إلى هذا. اطلب ذلك من أحد المالكين إن احتجت إليه.',
  'error.user_not_found': 'لم يعد هذا الشخص موجودًا.',
  'error.session_not_found': 'انتهى تسجيل الدخول هذا بالفعل.',
  'error.email_taken': 'يوجد حساب آخر بعنوان البريد الإلكتروني هذا.',
  'error.assignee_invalid':
    'لا يمكن إسناد العنصر إلى هذا الشخص: اختر عضوًا نشطًا من الفريق يعمل على هذه القائمة.',
  'error.last_owner': 'لا يمكن حذف آخر مالك أو تعطيله أو سحب دور المالك منه.',
  'error.invitation_invalid':
    'لم يعد هذا الرابط صالحًا: فقد استُخدم من قبل أو انتهت صلاحيته. اطلب رابطًا جديدًا.',
  'error.reset_link_invalid':
    'لم يعد رابط إعادة تعيين كلمة المرور هذا صالحًا: فقد استُخدم من قبل أو انتهت صلاحيته. اطلب رابطًا جديدًا.',
  'error.reauthentication_required': 'أدخل كلمة المرور مرة أخرى للمتابعة.',
  'error.password_too_common': 'كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب تخمينها.',
  'error.account_disabled': 'تم تعطيل هذا الحساب.',
  'error.otp_required': 'أدخل الرمز من تطبيق المصادقة، أو أحد رموز الاسترداد.',
  'error.invalid_otp': 'هذا الرمز غير صالح أو استُخدم من قبل. جرّب الرمز التالي.',
  'error.two_factor_enabled': 'التحقق بخطوتين مفعّل لحسابك بالفعل.',
  'error.two_factor_not_started': 'ابدأ إعداد التحقق بخطوتين أولًا.',
  'error.two_factor_setup_required': 'تشترط مؤسستك التحقق بخطوتين. فعّله من حسابك للمتابعة.',
  'error.too_many_requests': 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'error.translation_not_configured': 'الترجمة التلقائية غير متاحة حاليًا.',
  'error.translation_failed': 'فشلت ترجمة المحتوى. يرجى المحاولة مرة أخرى.',
  'error.translation_markup_changed':
    'لم تحافظ الترجمة على التنسيق (العناوين والقوائم والخط العريض والروابط)، فلم يُغيَّر شيء. يرجى المحاولة مرة أخرى.',
  'error.service_unavailable': 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.',
  'error.internal_error': 'حدث خطأ من جهتنا. يرجى المحاولة لاحقًا.',
  'error.network': 'تعذّر الاتصال بالخادم. تحقق من اتصالك وحاول مرة أخرى.',
  'error.unknown': 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.',
  // ── job board ──
  'error.status_changed':
    'غيّر شخص آخر حالة هذا العنصر في الأثناء. تعرض اللوحة الآن حالته الحالية؛ حاول مرة أخرى.',
  'error.status_move_not_allowed': 'لا يمكن تعيين هذه الحالة انطلاقًا من حالة العنصر الحالية.',
  'error.reply_no_address': 'لم يعد لهذا العنصر عنوان بريد إلكتروني يمكن الرد عليه.',
  // ── Résumé preview ──
  'error.resume_not_previewable': 'لا تُعاين إلا السير الذاتية بصيغة PDF؛ نزّل هذه بدلًا من ذلك.',
  // ── scheduling ──
  'error.publish_at_past': 'موعد النشر المحدد قد مضى. اختر تاريخًا ووقتًا لاحقين، أو انشر الآن.',
  // ── revisions ──
  'error.edit_conflict':
    'حفظ شخص آخر هذا المقال بعد أن فتحته. نصّك محفوظ: حمّل نسخته أو استبدلها بنسختك.',
  'error.revision_not_found': 'لم تعد هذه النسخة موجودة.',
  'error.listing_changed':
    'حفظ شخص آخر هذه الوظيفة بعد أن فتحتها. تعديلاتك ما زالت في النموذج، ونسخته معروضة: احفظ مرة أخرى لتستبدلها.',
  // ── site content ──
  'error.content_not_found': 'لم يعد هذا العنصر موجودًا. أعد تحميل القائمة.',
  'error.content_image_not_found': 'تعذّر العثور على الصورة.',
  'error.content_image_invalid':
    'الصورة غير صالحة. استخدم صورة بصيغة JPEG أو PNG أو WebP أو AVIF لا يتجاوز حجمها ٥ ميغابايت.',
  'error.content_image_unknown': 'لم تعد هذه الصورة محفوظة. ارفعها مرة أخرى.',
  'error.content_order_invalid': 'تغيّرت القائمة في الأثناء. أعد تحميلها ثم رتّب العناصر من جديد.',
  // ── desktop versions ──
  'error.console_outdated':
    'إصدار تطبيق لوحة الإدارة هذا أقدم مما يدعمه الخادم. حدّثه (مساعدة ◂ البحث عن تحديثات…) ثم أعد المحاولة.',
  // ── résumé scanning ──
  'error.resume_rejected_by_scanner':
    'رصد برنامج مكافحة الفيروسات لدينا مشكلة في هذا الملف. يرجى إرسال نسخة سليمة من سيرتك الذاتية.',
  'error.resume_scanner_unavailable':
    'لا يمكننا فحص السير الذاتية من الفيروسات الآن، لذا لم يُرسل طلبك. يرجى المحاولة لاحقًا.',
};
