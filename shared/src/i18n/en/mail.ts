/** English messages: the e-mails the server sends (plain {placeholders}, filled by the API). */
export const mail = {
  'mail.greeting': 'Hello {name},',
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
  'mail.assigned.subject': '{kind} from {submitter} is yours',
  'mail.assigned.body':
    '{assigner} has given you {kind} from {submitter} in the {company} admin. Open it with the link below.',
  'mail.assigned.action': 'Open the item',
  'mail.assigned.ignore':
    'You receive this e-mail because an item was assigned to you; nothing else is needed from you.',
  'mail.kind.applications': 'a job application',
  'mail.kind.contact-messages': 'a contact message',
  'mail.kind.investor-requests': 'an investor request',
  'mail.footer': 'This e-mail was sent by the {company} website.',
} as const satisfies Record<string, string>;
