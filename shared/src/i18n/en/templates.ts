/**
 * English texts of the reply templates' dialog (opened from the reply box of an item's side
 * panel). The placeholders themselves (`{name}`…) are never written here: ICU would read them
 * as arguments, so the dialog passes them in as values.
 */
export const templates = {
  'admin.templates.manage': 'Manage templates',
  'admin.templates.title.applications': 'Reply templates: job applications',
  'admin.templates.title.contact-messages': 'Reply templates: contact messages',
  'admin.templates.title.investor-requests': 'Reply templates: investment requests',
  'admin.templates.createTitle': 'New reply template',
  'admin.templates.editTitle': 'Edit reply template',
  'admin.templates.intro':
    'The templates staff start a reply from, in the reply box of this kind of submission.',
  'admin.templates.new': 'New template',
  'admin.templates.edit': 'Edit',
  'admin.templates.delete': 'Delete',
  'admin.templates.editNamed': 'Edit the template {name}',
  'admin.templates.deleteNamed': 'Delete the template {name}',
  'admin.templates.empty':
    'There are no templates for this kind of submission yet. Create one and it appears at once in the reply box’s list.',
  'admin.templates.loading': 'Loading the templates…',
  'admin.templates.loadFailed': 'The templates could not be loaded.',
  'admin.templates.retry': 'Try again',
  'admin.templates.close': 'Close',
  'admin.templates.cancel': 'Back to the list',
  'admin.templates.create': 'Create template',
  'admin.templates.save': 'Save changes',
  'admin.templates.name': 'Name',
  'admin.templates.nameHint': 'Only staff see it, in the reply box’s list of templates.',
  'admin.templates.bodyAr': 'Arabic text',
  'admin.templates.bodyEn': 'English text',
  'admin.templates.placeholders':
    'Placeholders you can write in either text, filled in for the person you reply to:',
  'admin.templates.placeholder.name': 'their name',
  'admin.templates.placeholder.position': 'the job applied for (job applications only)',
  'admin.templates.placeholder.company': 'our company’s name, in the text’s language',
  'admin.templates.preview': 'Preview for {name}',
  'admin.templates.previewEmpty': 'The preview appears here as you write.',
  'admin.templates.discardText': 'Your changes to this template will be lost.',
  'admin.templates.created': 'Template created',
  'admin.templates.updated': 'Template saved',
  'admin.templates.deleted': 'Template deleted',
  'admin.templates.inReplyBox': 'The reply box lists it at once.',
  'admin.templates.saveFailed': 'The template could not be saved.',
  'admin.templates.deleteFailed': 'The template could not be deleted.',
  'admin.templates.notFound':
    'This template no longer exists: someone else may have deleted it. The list now shows the templates as they are.',
  'admin.templates.error.name': 'Give the template a name',
  'admin.templates.error.bodyAr': 'Write the Arabic text',
  'admin.templates.error.bodyEn': 'Write the English text',
  'admin.templates.error.placeholder': 'Unknown placeholder {placeholder}. Use {allowed}.',
};
