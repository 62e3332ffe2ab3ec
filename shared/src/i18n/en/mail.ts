/** English messages: the e-mails the server sends (plain {placeholders}, filled by the API). */
export const mail = {
  'mail.greeting': 'Hello {name},',
  'mail.greeting.plain': 'Hello,',
  'mail.invitation.subject': 'Your invitation to the {company} admin',
  'mail.invitation.body':
    '{inviter} has invited you to the {company} admin. Choose your password with the link below: it works once, for {hours} hours.',
  'mail.invitation.action': 'Choose my password',
  'mail.invitation.ignore': 'If you did not expect this invitation, you can ignore this e-mail.',
  'mail.reset.subject': 'Reset your {company} admin password',
  'mail.reset.body':
    'We received a request to reset the password of your account. Choose a new password with the link below: it works once, for {minutes} minutes.',
  'mail.reset.action': 'Choose a new password',
  'mail.reset.ignore':
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  'mail.received.applications.subject': 'We received your application — {company}',
  'mail.received.applications.body':
    'Thank you for applying to {company}. We have received your application and will review it; if your experience matches the role, we will contact you.',
  'mail.received.contact-messages.subject': 'We received your message — {company}',
  'mail.received.contact-messages.body':
    'Thank you for writing to us. We have received your message and will reply as soon as we can.',
  'mail.received.investor-requests.subject': 'We received your investment interest — {company}',
  'mail.received.investor-requests.body':
    'Thank you for your interest in investing with {company}. We have received your request and a member of our team will be in touch.',
  'mail.received.note':
    'This is an automatic confirmation of what you sent us through our website; there is no need to reply.',
  'mail.new.applications.subject': 'New job application: {name} for {about}',
  'mail.new.applications.body': '{name} applied for {about}.',
  'mail.new.contact-messages.subject': 'New message from {name}: {about}',
  'mail.new.contact-messages.body': '{name} sent a message about {about}.',
  'mail.new.investor-requests.subject': 'New investment interest from {name} ({about})',
  'mail.new.investor-requests.body': '{name} of {about} registered an interest in investing.',
  'mail.new.action': 'Open it in the admin',
  'mail.new.why':
    'You receive this because you chose an e-mail for every new item of this kind. You can change that in the admin: Account, Notifications.',
  'mail.digest.subject': 'Your daily summary from the {company} admin',
  'mail.digest.intro': 'Here is what arrived since {since}.',
  'mail.digest.applications': 'New job applications: {count}',
  'mail.digest.contact-messages': 'New messages: {count}',
  'mail.digest.investor-requests': 'New investment requests: {count}',
  'mail.digest.more': 'and {count} more',
  'mail.digest.action': 'Open the list',
  'mail.digest.why':
    'You receive this summary because you chose a daily digest. You can change that in the admin: Account, Notifications.',
  'mail.assigned.subject': '{kind} from {submitter} is yours',
  'mail.assigned.body':
    '{assigner} has given you {kind} from {submitter} in the {company} admin. Open it with the link below.',
  'mail.assigned.action': 'Open the item',
  'mail.assigned.ignore':
    'You receive this e-mail because an item was assigned to you; nothing else is needed from you.',
  'mail.answered.subject': '{submitter} answered about {kind}',
  'mail.answered.body':
    '{submitter} has answered a reply about {kind} given to you in the {company} admin. Read the answer with the link below.',
  'mail.answered.action': 'Read the answer',
  'mail.answered.ignore': 'You receive this e-mail because the item is assigned to you.',
  'mail.answeredFollowing.body':
    '{submitter} has answered a reply about {kind} in the {company} admin. Read the answer with the link below.',
  'mail.answeredFollowing.ignore':
    'You receive this because you chose an e-mail for every new item of this kind. You can change that in the admin: Account, Notifications.',
  'mail.kind.applications': 'a job application',
  'mail.kind.contact-messages': 'a contact message',
  'mail.kind.investor-requests': 'an investor request',
  'mail.reply.applications.subject': 'About your job application — {company}',
  'mail.reply.contact-messages.subject': 'A reply to your message — {company}',
  'mail.reply.investor-requests.subject': 'About your investment interest — {company}',
  'mail.reply.answer': 'You can answer by replying to this e-mail.',
  'mail.reply.why': 'You receive this e-mail because you wrote to {company} through our website.',
  'mail.footer': 'This e-mail was sent by the {company} website.',
} as const satisfies Record<string, string>;
