import type { invest as en } from '../en/invest';

/** Arabic messages: invest (the same keys as the English file). */
export const invest: Record<keyof typeof en, string> = {
  // ── Invest pages ─────────────────────────────────────────────────────────────────────
  'invest.title': 'استثمر معنا',
  'invest.intro':
    'شاركنا في بناء شركات ناشئة تحقق عوائد حقيقية وأثرًا اجتماعيًا مستدامًا. أخبرنا عنك وعن اهتماماتك، وسيتواصل معك فريقنا لمناقشة فرص الاستثمار.',
  'invest.highlight1': 'استثمر معنا في مشاريع نبنيها وندير عملياتها منذ اليوم الأول',
  'invest.highlight2': 'منهجية منضبطة من التحقق من الفكرة حتى التخارج',
  'invest.highlight3': 'فرص متوافقة مع مبادئ التمويل الإسلامي',
  'invest.backToHome': 'العودة إلى الرئيسية',
  'invest.form.title': 'طلب استثمار',
  'invest.form.name': 'الاسم الكامل',
  'invest.form.namePlaceholder': 'اسمك الكامل',
  'invest.form.email': 'البريد الإلكتروني',
  'invest.form.emailPlaceholder': 'عنوان بريدك الإلكتروني',
  'invest.form.organization': 'الجهة',
  'invest.form.organizationPlaceholder': 'اسم شركتك أو جهتك',
  'invest.form.position': 'المنصب (اختياري)',
  'invest.form.positionPlaceholder': 'منصبك في الجهة',
  'invest.form.phone': 'رقم الهاتف (اختياري)',
  'invest.form.phonePlaceholder': 'رقم هاتفك',
  'invest.form.investmentAmount': 'مبلغ الاستثمار المتوقع (اختياري)',
  'invest.form.investmentAmountPlaceholder': 'مثال: ١٬٠٠٠٬٠٠٠ ريال سعودي',
  'invest.form.message': 'الرسالة',
  'invest.form.messagePlaceholder': 'أخبرنا عن اهتماماتك الاستثمارية (٣ أحرف على الأقل)',
  'invest.form.messageHint': 'يجب ألا تقل الرسالة عن ٣ أحرف',
  'invest.form.submit': 'إرسال الطلب',
  'invest.form.submitting': 'جارٍ الإرسال...',
  'invest.toast.successTitle': 'تم الإرسال بنجاح',
  'invest.toast.successText': 'سنتواصل معك قريبًا لمناقشة فرص الاستثمار',
  'invest.toast.errorTitle': 'حدث خطأ',
  'invest.toast.errorText': 'فشل إرسال الطلب، يرجى المحاولة مرة أخرى',
};
