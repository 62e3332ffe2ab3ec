import type { mail as en } from '../en/mail';

/** Arabic messages: the e-mails the server sends (the same keys as the English file). */
export const mail: Record<keyof typeof en, string> = {
  'mail.greeting': 'مرحبًا {name}،',
  'mail.invitation.subject': 'دعوتك إلى لوحة إدارة {company}',
  'mail.invitation.body':
    'دعاك {inviter} إلى لوحة إدارة {company}. اختر كلمة المرور من الرابط أدناه: يعمل مرة واحدة، لمدة {hours} ساعة.',
  'mail.invitation.action': 'اختيار كلمة المرور',
  'mail.invitation.ignore': 'إن لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
  'mail.reset.subject': 'إعادة تعيين كلمة مرور لوحة إدارة {company}',
  'mail.reset.body':
    'تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك. اختر كلمة مرور جديدة من الرابط أدناه: يعمل مرة واحدة، لمدة {minutes} دقيقة.',
  'mail.reset.action': 'اختيار كلمة مرور جديدة',
  'mail.reset.ignore': 'إن لم تطلب ذلك، تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  'mail.assigned.subject': 'أُسند إليك {kind} من {submitter}',
  'mail.assigned.body':
    'أسند إليك {assigner} {kind} من {submitter} في لوحة إدارة {company}. افتحه من الرابط أدناه.',
  'mail.assigned.action': 'فتح العنصر',
  'mail.assigned.ignore': 'وصلتك هذه الرسالة لأن عنصرًا أُسند إليك، ولا يلزمك أي إجراء آخر.',
  'mail.kind.applications': 'طلب توظيف',
  'mail.kind.contact-messages': 'رسالة تواصل',
  'mail.kind.investor-requests': 'طلب استثمار',
  'mail.footer': 'أُرسلت هذه الرسالة من موقع {company}.',
};
