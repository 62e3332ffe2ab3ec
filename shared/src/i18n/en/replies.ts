/**
 * English texts of the admin's replies beyond the reply box: a template sent to a selection
 * (BulkReplyDialog.tsx) and an answer's attachments (ThreadFiles.tsx).
 */
export const replies = {
  'admin.bulkReply.open': 'Send a template',
  'admin.bulkReply.title':
    '{count, plural, one {Send a template to # person} other {Send a template to # people}}',
  'admin.bulkReply.intro':
    'Each person receives it by e-mail in the language they used on the form, with their own name and position in place of the placeholders. It joins each item’s thread.',
  'admin.bulkReply.choose': 'Choose a template',
  'admin.bulkReply.noTemplates': 'This kind has no templates yet: add one from an item’s reply box',
  'admin.bulkReply.inArabic': 'In Arabic',
  'admin.bulkReply.inEnglish': 'In English',
  'admin.bulkReply.send': '{count, plural, one {Send to # person} other {Send to # people}}',
  'admin.bulkReply.sentTitle': 'Template sent',
  'admin.bulkReply.sent':
    '{count, plural, =0 {No one was sent it.} one {Sent to # person.} other {Sent to # people.}}',
  'admin.bulkReply.missing':
    '{count, plural, one {# item was already deleted.} other {# items were already deleted.}}',
  'admin.bulkReply.skipped':
    '{count, plural, one {# item has no e-mail address left.} other {# items have no e-mail address left.}}',
  'admin.bulkReply.failed': 'The template could not be sent; no one was sent it',
  'admin.thread.files': 'Attachments',
  'admin.thread.fileDownload': 'Download {name}',
  'admin.thread.fileRefused.type': 'Not kept: only PDF and Word documents are kept',
  'admin.thread.fileRefused.size': 'Not kept: larger than 10 MB',
  'admin.thread.fileRefused.empty': 'Not kept: the file is empty',
  'admin.thread.fileRefused.virus': 'Not kept: refused by the virus scanner',
  'admin.thread.fileFailed': 'The attachment could not be downloaded',
} as const satisfies Record<string, string>;
