import type { replies as en } from '../en/replies';

/**
 * Arabic texts of the admin's replies beyond the reply box: a template sent to a selection and an
 * answer's attachments (the same keys as the English file).
 */
export const replies: Record<keyof typeof en, string> = {
  'admin.bulkReply.open': 'إرسال قالب',
  'admin.bulkReply.title':
    '{count, plural, one {إرسال قالب إلى شخص واحد} two {إرسال قالب إلى شخصين} few {إرسال قالب إلى # أشخاص} many {إرسال قالب إلى # شخصًا} other {إرسال قالب إلى # شخص}}',
  'admin.bulkReply.intro':
    'يصل إلى كل شخص بالبريد الإلكتروني باللغة التي استخدمها في النموذج، مع اسمه والوظيفة مكان العناصر النائبة، ويُضاف إلى سلسلة رسائل كل عنصر.',
  'admin.bulkReply.choose': 'اختر قالبًا',
  'admin.bulkReply.noTemplates': 'لا قوالب لهذا النوع بعد: أضف قالبًا من مربع الرد في أحد العناصر',
  'admin.bulkReply.inArabic': 'بالعربية',
  'admin.bulkReply.inEnglish': 'بالإنجليزية',
  'admin.bulkReply.send':
    '{count, plural, one {إرسال إلى شخص واحد} two {إرسال إلى شخصين} few {إرسال إلى # أشخاص} many {إرسال إلى # شخصًا} other {إرسال إلى # شخص}}',
  'admin.bulkReply.sentTitle': 'أُرسل القالب',
  'admin.bulkReply.sent':
    '{count, plural, zero {لم يُرسَل إلى أحد.} one {أُرسل إلى شخص واحد.} two {أُرسل إلى شخصين.} few {أُرسل إلى # أشخاص.} many {أُرسل إلى # شخصًا.} other {أُرسل إلى # شخص.}}',
  'admin.bulkReply.missing':
    '{count, plural, one {كان عنصر واحد محذوفًا من قبل.} two {كان عنصران محذوفين من قبل.} few {كانت # عناصر محذوفة من قبل.} many {كان # عنصرًا محذوفًا من قبل.} other {كان # عنصر محذوفًا من قبل.}}',
  'admin.bulkReply.skipped':
    '{count, plural, one {لم يعد لعنصر واحد عنوان بريد إلكتروني.} two {لم يعد لعنصرين عنوان بريد إلكتروني.} few {لم يعد لـ# عناصر عنوان بريد إلكتروني.} many {لم يعد لـ# عنصرًا عنوان بريد إلكتروني.} other {لم يعد لـ# عنصر عنوان بريد إلكتروني.}}',
  'admin.bulkReply.failed': 'تعذّر إرسال القالب؛ لم يُرسَل إلى أحد',
  'admin.thread.files': 'المرفقات',
  'admin.thread.fileDownload': 'تنزيل {name}',
  'admin.thread.fileRefused.type': 'لم يُحفظ: تُحفظ مستندات PDF وWord فقط',
  'admin.thread.fileRefused.size': 'لم يُحفظ: حجمه أكبر من 10 ميغابايت',
  'admin.thread.fileRefused.empty': 'لم يُحفظ: الملف فارغ',
  'admin.thread.fileRefused.virus': 'لم يُحفظ: رفضه فاحص الفيروسات',
  'admin.thread.fileFailed': 'تعذّر تنزيل المرفق',
};
