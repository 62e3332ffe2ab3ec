import type { staffErrors as en } from '../en/staffErrors';

/** Arabic texts of the API error codes only staff requests answer with (as the English file). */
export const staffErrors: Record<keyof typeof en, string> = {
  'error.application_not_found': 'طلب التوظيف هذا لم يعد موجودًا.',
  'error.message_not_found': 'هذه الرسالة لم تعد موجودة.',
  'error.request_not_found': 'طلب الاستثمار هذا لم يعد موجودًا.',
  'error.resume_not_found': 'تعذّر العثور على ملف السيرة الذاتية.',
  'error.note_not_found': 'هذه الملاحظة لم تعد موجودة.',
  'error.answer_file_not_found': 'هذا المرفق لم يعد موجودًا.',
  'error.note_not_author': 'لا يعدّل الملاحظةَ إلا كاتبُها.',
  'error.note_edit_window_over': 'لا يمكن تعديل الملاحظة إلا خلال ١٥ دقيقة من كتابتها.',
  'error.slug_taken': 'يوجد مقال آخر بالرابط المختصر نفسه. اختر رابطًا مختصرًا آخر.',
  'error.image_invalid': 'الصورة غير صالحة. استخدم صورة بصيغة PNG أو JPEG أو WebP.',
  'error.image_too_large': 'حجم الصورة كبير جدًا. الحد الأقصى ٥ ميغابايت.',
  'error.unauthorized': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
  'error.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'error.wrong_password': 'كلمة المرور الحالية غير صحيحة.',
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
  'error.translation_not_configured': 'الترجمة التلقائية غير متاحة حاليًا.',
  'error.translation_failed': 'فشلت ترجمة المحتوى. يرجى المحاولة مرة أخرى.',
  'error.translation_markup_changed':
    'لم تحافظ الترجمة على التنسيق (العناوين والقوائم والخط العريض والروابط)، فلم يُغيَّر شيء. يرجى المحاولة مرة أخرى.',
  'error.status_changed':
    'غيّر شخص آخر حالة هذا العنصر في الأثناء. تعرض اللوحة الآن حالته الحالية؛ حاول مرة أخرى.',
  'error.status_move_not_allowed': 'لا يمكن تعيين هذه الحالة انطلاقًا من حالة العنصر الحالية.',
  'error.reply_no_address': 'لم يعد لهذا العنصر عنوان بريد إلكتروني يمكن الرد عليه.',
  'error.resume_not_previewable': 'لا تُعاين إلا السير الذاتية بصيغة PDF؛ نزّل هذه بدلًا من ذلك.',
  'error.publish_at_past': 'موعد النشر المحدد قد مضى. اختر تاريخًا ووقتًا لاحقين، أو انشر الآن.',
  'error.edit_conflict':
    'حفظ شخص آخر هذا المقال بعد أن فتحته. نصّك محفوظ: حمّل نسخته أو استبدلها بنسختك.',
  'error.revision_not_found': 'لم تعد هذه النسخة موجودة.',
  'error.listing_changed':
    'حفظ شخص آخر هذه الوظيفة بعد أن فتحتها. تعديلاتك ما زالت في النموذج، ونسخته معروضة: احفظ مرة أخرى لتستبدلها.',
  'error.content_image_not_found': 'تعذّر العثور على الصورة.',
  'error.content_image_invalid':
    'الصورة غير صالحة. استخدم صورة بصيغة JPEG أو PNG أو WebP أو AVIF لا يتجاوز حجمها ٥ ميغابايت.',
  'error.content_image_unknown': 'لم تعد هذه الصورة محفوظة. ارفعها مرة أخرى.',
  'error.content_order_invalid': 'تغيّرت القائمة في الأثناء. أعد تحميلها ثم رتّب العناصر من جديد.',
  'error.console_outdated':
    'إصدار تطبيق لوحة الإدارة هذا أقدم مما يدعمه الخادم. حدّثه (مساعدة ◂ البحث عن تحديثات…) ثم أعد المحاولة.',
  'error.content_not_found': 'لم يعد هذا العنصر موجودًا. أعد تحميل القائمة.',
};
