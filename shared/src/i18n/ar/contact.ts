import type { contact as en } from '../en/contact';

/** Arabic messages: contact (the same keys as the English file). */
export const contact: Record<keyof typeof en, string> = {
  // ── Contact section ──────────────────────────────────────────────────────────────────
  'contact.title': 'تواصل معنا',
  'contact.subtitle': 'لديك فكرة أو سؤال أو فرصة شراكة؟ يسعدنا أن نسمع منك.',
  'contact.form.title': 'أرسل لنا رسالة',
  'contact.form.name': 'الاسم',
  'contact.form.namePlaceholder': 'اسمك الكامل',
  'contact.form.email': 'البريد الإلكتروني',
  'contact.form.emailPlaceholder': 'عنوان بريدك الإلكتروني',
  'contact.form.phone': 'رقم الهاتف (اختياري)',
  'contact.form.phonePlaceholder': 'رقم هاتفك',
  'contact.form.subject': 'الموضوع',
  'contact.form.subjectPlaceholder': 'ما موضوع رسالتك؟',
  'contact.form.message': 'الرسالة',
  'contact.form.messagePlaceholder': 'يرجى كتابة رسالتك هنا (٣ أحرف على الأقل)',
  'contact.form.messageHint': 'يجب ألا تقل الرسالة عن ٣ أحرف',
  'contact.form.submit': 'إرسال الرسالة',
  'contact.form.submitting': 'جارٍ الإرسال...',
  'contact.info.title': 'معلومات التواصل',
  'contact.info.addressLabel': 'العنوان',
  'contact.info.address': 'الرياض، المملكة العربية السعودية',
  'contact.info.emailLabel': 'البريد الإلكتروني',
  'contact.info.emailUs': 'راسلنا على {email}',
  'contact.info.followUs': 'تابعنا',
  'contact.toast.successTitle': 'تم إرسال الرسالة بنجاح',
  'contact.toast.successText': 'سنتواصل معك قريبًا',
  'contact.toast.errorTitle': 'حدث خطأ',
  'contact.toast.errorText': 'فشل إرسال الرسالة، يرجى المحاولة مرة أخرى',
};
