import type { careers as en } from '../en/careers';

/** Arabic messages: careers (the same keys as the English file). */
export const careers: Record<keyof typeof en, string> = {
  // ── Careers page ─────────────────────────────────────────────────────────────────────
  'careers.title': 'انضم إلى فريقنا',
  'careers.intro':
    'نبحث عن أشخاص طموحين يرغبون في بناء شركات تُحدث فرقًا. تصفّح الوظائف المتاحة وكن جزءًا من الفريق الذي يصنع الجيل القادم من الشركات الناشئة السعودية.',
  'careers.filter.label': 'التصفية حسب القسم',
  'careers.filter.all': 'الكل',
  'careers.loading': 'جارٍ تحميل الوظائف المتاحة...',
  'careers.loadError': 'فشل تحميل الوظائف. يرجى المحاولة لاحقًا.',
  'careers.empty.title': 'لا توجد وظائف متاحة حاليًا',
  'careers.empty.text':
    'لا توجد وظائف شاغرة في الوقت الحالي، ولكن يمكنك إرسال سيرتك الذاتية وسنتواصل معك عند توفر وظيفة مناسبة.',
  'careers.empty.department': 'لا توجد وظائف متاحة في هذا القسم حاليًا.',
  'careers.card.apply': 'تقدّم الآن',
  'careers.card.details': 'التفاصيل',
  'careers.sendResume': 'أرسل سيرتك الذاتية',
  'careers.sendResumeText':
    'لم تجد وظيفة مناسبة؟ أرسل لنا سيرتك الذاتية وسنحتفظ بها للفرص القادمة.',
  'careers.details.department': 'القسم',
  'careers.details.location': 'الموقع',
  'careers.details.employmentType': 'نوع التوظيف',
  'careers.details.description': 'الوصف',
  'careers.details.requirements': 'المتطلبات',
  'careers.details.close': 'إغلاق',
  'careers.details.apply': 'تقدّم الآن',
  'careers.details.copyLink': 'نسخ الرابط',
  'careers.details.linkCopied': 'تم نسخ الرابط',
  'careers.details.linkCopiedText': 'شاركه مع من قد يهتم بهذه الوظيفة.',
  'careers.details.copyFailed': 'تعذّر نسخ الرابط',
  'careers.openPositions': 'الوظائف المتاحة',

  // ── Application form ─────────────────────────────────────────────────────────────────
  'careers.apply.title': 'التقدم لوظيفة {position}',
  'careers.apply.generalTitle': 'أرسل سيرتك الذاتية',
  'careers.apply.intro': 'املأ بياناتك وأرفق سيرتك الذاتية، فنحن نراجع كل طلب بعناية.',
  'careers.apply.fullName': 'الاسم الكامل',
  'careers.apply.fullNamePlaceholder': 'اسمك الكامل',
  'careers.apply.email': 'البريد الإلكتروني',
  'careers.apply.emailPlaceholder': 'عنوان بريدك الإلكتروني',
  'careers.apply.phone': 'رقم الهاتف',
  'careers.apply.phonePlaceholder': 'رقم هاتفك',
  'careers.apply.position': 'الوظيفة',
  'careers.apply.positionPlaceholder': 'الوظيفة التي تهتم بها',
  'careers.apply.coverLetter': 'خطاب التقديم (اختياري)',
  'careers.apply.coverLetterPlaceholder': 'حدّثنا باختصار عن نفسك وسبب رغبتك في الانضمام إلينا',
  'careers.apply.resume': 'السيرة الذاتية',
  'careers.apply.resumeUpload': 'ارفع سيرتك الذاتية',
  'careers.apply.resumeChoose': 'اختر ملفًا',
  'careers.apply.resumeTypesHint': 'الصيغ المقبولة: \u200E.pdf و\u200E.doc و\u200E.docx',
  'careers.apply.resumeSizeHint': 'الحد الأقصى لحجم الملف: ١٠ ميغابايت',
  'careers.apply.resumeSelected': 'الملف المختار: {filename}',
  'careers.apply.resumeRemove': 'إزالة الملف',
  'careers.apply.resumeRequired': 'يرجى رفع سيرتك الذاتية',
  'careers.apply.resumeTooLarge': 'حجم الملف كبير جدًا. الحد الأقصى ١٠ ميغابايت.',
  'careers.apply.resumeInvalidType': 'لا تُقبل إلا ملفات \u200E.pdf و\u200E.doc و\u200E.docx',
  'careers.apply.uploadProgress': 'جارٍ الرفع... {percent}٪',
  'careers.apply.uploadProgressLabel': 'تقدّم الرفع',
  'careers.apply.submit': 'إرسال الطلب',
  'careers.apply.submitting': 'جارٍ الإرسال...',
  'careers.apply.successTitle': 'تم إرسال طلبك بنجاح',
  'careers.apply.successText': 'شكرًا لاهتمامك بالانضمام إلى فريقنا. سنراجع طلبك ونتواصل معك قريبًا.',
  'careers.apply.close': 'إغلاق',
  'careers.apply.toast.errorTitle': 'حدث خطأ',
  'careers.apply.toast.errorText': 'فشل إرسال الطلب، يرجى المحاولة مرة أخرى',
  // ── privacy ──
  'careers.apply.privacyNotice':
    'نحتفظ بطلبك وسيرتك الذاتية فقط للنظر فيك لهذه الوظيفة ولما يشبهها، مدةً أقصاها {days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}} (والطلب المرفوض {rejectedDays, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} بعد القرار)، ثم نحذف اسمك وبيانات تواصلك ورسالتك وسيرتك الذاتية.',
  'careers.apply.privacyLink': 'كيف نتعامل مع بياناتك',
  'careers.apply.keepResume': 'احتفظوا بسيرتي الذاتية للفرص القادمة',
  'careers.apply.keepResumeHint':
    'اختياري. سنحتفظ بسيرتك الذاتية بعد تلك المدة لنتواصل معك بشأن وظائف قادمة، ولك أن تطلب حذفها متى شئت.',
  'meta.page.privacy': 'الخصوصية | {brand}',
  'privacy.title': 'الخصوصية',
  'privacy.intro':
    'لا نجمع إلا ما ترسله إلينا عبر هذا الموقع، ولا نستخدمه إلا للرد عليك، ولا نحتفظ به أكثر مما نحتاج.',
  'privacy.collect.title': 'ما نحتفظ به',
  'privacy.collect.text':
    'عند التقدم لوظيفة: اسمك وبريدك الإلكتروني وهاتفك والوظيفة وخطاب التقديم وسيرتك الذاتية. وعند مراسلتنا أو الاستفسار عن الاستثمار: اسمك وبريدك الإلكتروني وهاتفك (إن ذكرته) وجهتك ورسالتك. ونحتفظ كذلك باللغة التي استخدمتها لنرد عليك بها.',
  'privacy.use.title': 'لماذا نحتفظ به',
  'privacy.use.text':
    'للنظر في طلبك، والرد على رسالتك أو استفسارك، وإرسال تأكيد باستلامه. لا يطّلع عليه إلا من يحتاجه من فريقنا لعمله، ولا نبيعه ولا نشاركه لأغراض الإعلان.',
  'privacy.retention.title': 'مدة الاحتفاظ',
  'privacy.retention.text':
    'نحتفظ بالطلب مدةً أقصاها {days, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}، وبالطلب المرفوض {rejectedDays, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} بعد القرار. ثم نحذف اسمك وبيانات تواصلك ورسالتك وسيرتك الذاتية، ولا يبقى إلا سجل مجهول الهوية لإحصاء الطلبات. وإن طلبت منا الاحتفاظ بسيرتك الذاتية للفرص القادمة احتفظنا بها حتى تطلب حذفها.',
  'privacy.rights.title': 'حقوقك',
  'privacy.rights.text':
    'لك أن تسألنا عما نحتفظ به عنك، أو أن تطلب تصحيحه أو حذفه: راسلنا عبر نموذج التواصل بالبريد الإلكتروني الذي استخدمته. وعند حذف بياناتك نحذف كل طلب وسيرة ذاتية ورسالة أُرسلت بذلك البريد، بما في ذلك من ملفات قاعدة بياناتنا.',
  'privacy.law':
    'نتعامل مع البيانات الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
  // ── résumé scanning ──
  'careers.apply.resumeRejectedByScanner':
    'رصد برنامج مكافحة الفيروسات لدينا مشكلة في هذا الملف. يرجى إرسال نسخة سليمة من سيرتك الذاتية.',
};
