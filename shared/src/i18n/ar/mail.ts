import type { mail as en } from '../en/mail';

/** Arabic messages: the e-mails the server sends (the same keys as the English file). */
export const mail: Record<keyof typeof en, string> = {
  'mail.greeting': 'مرحبًا {name}،',
  'mail.greeting.plain': 'مرحبًا،',
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
  'mail.received.applications.subject': 'تسلّمنا طلبك للتوظيف — {company}',
  'mail.received.applications.body':
    'شكرًا لتقدّمك للعمل في {company}. تسلّمنا طلبك وسنراجعه، وسنتواصل معك إن كانت خبرتك مناسبة للوظيفة.',
  'mail.received.contact-messages.subject': 'تسلّمنا رسالتك — {company}',
  'mail.received.contact-messages.body':
    'شكرًا لمراسلتك إيانا. تسلّمنا رسالتك وسنرد عليك في أقرب وقت.',
  'mail.received.investor-requests.subject': 'تسلّمنا اهتمامك بالاستثمار — {company}',
  'mail.received.investor-requests.body':
    'شكرًا لاهتمامك بالاستثمار مع {company}. تسلّمنا طلبك وسيتواصل معك أحد أعضاء فريقنا.',
  'mail.received.note': 'هذا تأكيد آلي لما أرسلته إلينا عبر موقعنا، ولا حاجة إلى الرد عليه.',
  'mail.new.applications.subject': 'طلب توظيف جديد: {name} لوظيفة {about}',
  'mail.new.applications.body': 'تقدّم {name} لوظيفة {about}.',
  'mail.new.contact-messages.subject': 'رسالة جديدة من {name}: {about}',
  'mail.new.contact-messages.body': 'أرسل {name} رسالة بشأن {about}.',
  'mail.new.investor-requests.subject': 'اهتمام جديد بالاستثمار من {name} ({about})',
  'mail.new.investor-requests.body': 'أبدى {name} من {about} اهتمامًا بالاستثمار.',
  'mail.new.action': 'فتحه في لوحة الإدارة',
  'mail.new.why':
    'تصلك هذه الرسالة لأنك اخترت بريدًا لكل عنصر جديد من هذا النوع. يمكنك تغيير ذلك في لوحة الإدارة: الحساب، الإشعارات.',
  'mail.digest.subject': 'ملخصك اليومي من لوحة إدارة {company}',
  'mail.digest.intro': 'إليك ما وصل منذ {since}.',
  'mail.digest.applications': 'طلبات توظيف جديدة: {count}',
  'mail.digest.contact-messages': 'رسائل جديدة: {count}',
  'mail.digest.investor-requests': 'طلبات استثمار جديدة: {count}',
  'mail.digest.more': 'و{count} غيرها',
  'mail.digest.action': 'فتح القائمة',
  'mail.digest.why':
    'يصلك هذا الملخص لأنك اخترت ملخصًا يوميًا. يمكنك تغيير ذلك في لوحة الإدارة: الحساب، الإشعارات.',
  'mail.assigned.subject': 'أُسند إليك {kind} من {submitter}',
  'mail.assigned.body':
    'أسند إليك {assigner} {kind} من {submitter} في لوحة إدارة {company}. افتحه من الرابط أدناه.',
  'mail.assigned.action': 'فتح العنصر',
  'mail.assigned.ignore': 'وصلتك هذه الرسالة لأن عنصرًا أُسند إليك، ولا يلزمك أي إجراء آخر.',
  'mail.answered.subject': 'ردّ {submitter} بشأن {kind}',
  'mail.answered.body':
    'ردّ {submitter} على رسالتكم بشأن {kind}، وهو عنصر مسند إليك في لوحة إدارة {company}. اقرأ الرد من الرابط أدناه.',
  'mail.answered.action': 'اقرأ الرد',
  'mail.answered.ignore': 'تصلك هذه الرسالة لأن هذا العنصر مسند إليك.',
  'mail.answeredFollowing.body':
    'ردّ {submitter} على رسالتكم بشأن {kind} في لوحة إدارة {company}. اقرأ الرد من الرابط أدناه.',
  'mail.answeredFollowing.ignore':
    'تصلك هذه الرسالة لأنك اخترت بريدًا لكل عنصر جديد من هذا النوع. يمكنك تغيير ذلك في لوحة الإدارة: الحساب، الإشعارات.',
  'mail.kind.applications': 'طلب توظيف',
  'mail.kind.contact-messages': 'رسالة تواصل',
  'mail.kind.investor-requests': 'طلب استثمار',
  'mail.reply.applications.subject': 'بخصوص طلبك للتوظيف — {company}',
  'mail.reply.contact-messages.subject': 'ردّ على رسالتك — {company}',
  'mail.reply.investor-requests.subject': 'بخصوص اهتمامك بالاستثمار — {company}',
  'mail.reply.answer': 'يمكنك الرد بالإجابة على هذه الرسالة.',
  'mail.reply.why': 'تصلك هذه الرسالة لأنك راسلت {company} عبر موقعنا الإلكتروني.',
  'mail.footer': 'أُرسلت هذه الرسالة من موقع {company}.',
};
