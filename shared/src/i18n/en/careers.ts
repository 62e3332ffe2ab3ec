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
  'careers.details.copyLink': 'Copy link',
  'careers.details.linkCopied': 'Link copied',
  'careers.details.linkCopiedText': 'Share it with anyone who may be interested in this position.',
  'careers.details.copyFailed': 'Could not copy the link',
  'careers.openPositions': 'Open Positions',

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
  'careers.apply.uploadProgressLabel': 'Upload progress',
  'careers.apply.submit': 'Submit Application',
  'careers.apply.submitting': 'Submitting...',
  'careers.apply.successTitle': 'Application Submitted Successfully',
  'careers.apply.successText':
    'Thank you for your interest in joining our team. We will review your application and contact you soon.',
  'careers.apply.close': 'Close',
  'careers.apply.toast.errorTitle': 'Error Occurred',
  'careers.apply.toast.errorText': 'Failed to submit application, please try again',
  // ── privacy ──
  'careers.apply.privacyNotice':
    'We keep your application and résumé only to consider you for this and similar roles, for {days, plural, one {# day} other {# days}} at most (a rejected application for {rejectedDays, plural, one {# day} other {# days}} after the decision), then remove your name, contact details, message and résumé.',
  'careers.apply.privacyLink': 'How we handle your data',
  'careers.apply.keepResume': 'Keep my résumé for future openings',
  'careers.apply.keepResumeHint':
    'Optional. We will keep your résumé past that period to contact you about future roles; you can ask us to remove it at any time.',
  'meta.page.privacy': 'Privacy | {brand}',
  'privacy.title': 'Privacy',
  'privacy.intro':
    'We collect only what you send us through this site, use it only to answer you, and keep it no longer than we need to.',
  'privacy.collect.title': 'What we keep',
  'privacy.collect.text':
    'When you apply for a job: your name, e-mail, phone, the position, your cover letter and your résumé. When you write to us or ask about investing: your name, e-mail, phone (if given), organization and message. We also keep the language you used, to answer you in it.',
  'privacy.use.title': 'Why we keep it',
  'privacy.use.text':
    'To consider your application, to answer your message or request, and to send you a confirmation that we received it. Only our staff whose work needs it can see it. We do not sell it or share it for advertising.',
  'privacy.retention.title': 'How long we keep it',
  'privacy.retention.text':
    'An application is kept for {days, plural, one {# day} other {# days}} at most, and a rejected one for {rejectedDays, plural, one {# day} other {# days}} after the decision. Then your name, contact details, message and résumé are removed; only an anonymous record remains, so that we can count applications. If you ask us to keep your résumé for future openings, we keep it until you ask us to remove it.',
  'privacy.rights.title': 'Your rights',
  'privacy.rights.text':
    'You may ask us what we hold about you, to correct it, or to erase it: write to us through the contact form with the e-mail address you used. When we erase your data, every application, résumé and message sent with that address is removed, including from our database files.',
  'privacy.law':
    'We handle personal data in line with the Saudi Personal Data Protection Law (PDPL).',
  // ── résumé scanning ──
  'careers.apply.resumeRejectedByScanner':
    'This file was flagged by our virus scanner. Please send a clean copy of your résumé.',
} as const satisfies Record<string, string>;
