/** English messages: careers. */
export const careers = {
  // ── Careers page ─────────────────────────────────────────────────────────────────────
  'careers.title': 'Join Our Team',
  'careers.intro':
    'We are looking for ambitious people who want to build companies that matter. Explore our open positions and become part of the team shaping the next generation of Saudi startups.',
  'careers.filter.label': 'Filter by department',
  'careers.filter.all': 'All',
  'careers.loading': 'Loading open positions...',
  'careers.loadError': 'Failed to load job listings. Please try again later.',
  'careers.empty.title': 'No open positions at the moment',
  'careers.empty.text':
    'There are no open positions right now, but you can still send us your resume and we will contact you when a suitable role opens.',
  'careers.empty.department': 'There are no open positions in this department at the moment.',
  'careers.card.apply': 'Apply',
  'careers.card.details': 'Details',
  'careers.sendResume': 'Send your resume',
  'careers.sendResumeText':
    'Don’t see a suitable role? Send us your resume and we will keep it for future opportunities.',
  'careers.details.department': 'Department',
  'careers.details.location': 'Location',
  'careers.details.employmentType': 'Employment Type',
  'careers.details.description': 'Description',
  'careers.details.requirements': 'Requirements',
  'careers.details.close': 'Close',
  'careers.details.apply': 'Apply',

  // ── Application form ─────────────────────────────────────────────────────────────────
  'careers.apply.title': 'Apply for {position}',
  'careers.apply.generalTitle': 'Send Your Resume',
  'careers.apply.intro':
    'Fill in your details and attach your resume. We review every application carefully.',
  'careers.apply.fullName': 'Full Name',
  'careers.apply.fullNamePlaceholder': 'Your full name',
  'careers.apply.email': 'Email',
  'careers.apply.emailPlaceholder': 'Your e-mail address',
  'careers.apply.phone': 'Phone',
  'careers.apply.phonePlaceholder': 'Your phone number',
  'careers.apply.position': 'Position',
  'careers.apply.positionPlaceholder': 'The position you are interested in',
  'careers.apply.coverLetter': 'Cover Letter (optional)',
  'careers.apply.coverLetterPlaceholder':
    'Tell us briefly about yourself and why you want to join us',
  'careers.apply.resume': 'Resume',
  'careers.apply.resumeUpload': 'Upload your resume',
  'careers.apply.resumeChoose': 'Choose file',
  'careers.apply.resumeTypesHint': 'Accepted formats: .pdf, .doc, .docx',
  'careers.apply.resumeSizeHint': 'Maximum file size: 10MB',
  'careers.apply.resumeSelected': 'Selected file: {filename}',
  'careers.apply.resumeRemove': 'Remove file',
  'careers.apply.resumeRequired': 'Please upload your resume',
  'careers.apply.resumeTooLarge': 'File is too large. Maximum size is 10MB.',
  'careers.apply.resumeInvalidType': 'Only .pdf, .doc and .docx files are accepted',
  'careers.apply.uploadProgress': 'Uploading... {percent}%',
  'careers.apply.submit': 'Submit Application',
  'careers.apply.submitting': 'Submitting...',
  'careers.apply.successTitle': 'Application Submitted Successfully',
  'careers.apply.successText':
    'Thank you for your interest in joining our team. We will review your application and contact you soon.',
  'careers.apply.close': 'Close',
  'careers.apply.toast.errorTitle': 'Error Occurred',
  'careers.apply.toast.errorText': 'Failed to submit application, please try again',
} as const satisfies Record<string, string>;
