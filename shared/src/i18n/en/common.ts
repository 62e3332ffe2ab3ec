import { language } from './language';

/** English messages: common. */
export const common = {
  // ── Page metadata (the site sets the Arabic versions) ───────────────────────────────
  'meta.title': '{brand} | Saudi Venture Builder for Technology and Social Impact',
  'meta.description':
    'We are a Saudi venture builder that creates startups from scratch, combining technology and social impact, from ideation through launch, scaling and exit.',
  'meta.ogTitle': '{brand} — Building startups that combine technology and social impact',
  'meta.description.news':
    'News from {brand}: new ventures, launches, partnerships and milestones from our studio and the companies we build in Saudi Arabia.',
  'meta.description.careers':
    'Open positions at {brand}, a Saudi venture builder. Join the team building technology startups with social impact, in Riyadh or remotely.',
  'meta.description.invest':
    'Invest with {brand}: co-invest in Saudi startups we build and operate from day one, for real returns and lasting social impact.',
  'meta.description.privacy':
    'How {brand} handles what you send through this site: what we keep, why, for how long, and how to reach us about it.',
  'meta.page.news': 'Latest News | {brand}',
  'meta.page.article': '{title} | {brand} News',
  'meta.page.careers': 'Join Our Team | {brand}',
  'meta.page.job': '{title} | Careers at {brand}',
  'meta.page.invest': 'Invest With Us | {brand}',
  'meta.page.admin': 'Admin Dashboard | {brand}',
  'meta.page.notFound': 'Page Not Found | {brand}',

  // ── Common words and actions ─────────────────────────────────────────────────────────
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.save': 'Save',
  'common.back': 'Back',
  'common.backToHome': 'Back to Home',
  'common.loading': 'Loading...',
  'common.retry': 'Try again',
  'common.refresh': 'Refresh',
  'common.search': 'Search',
  'common.required': 'Required',
  'common.optional': 'Optional',
  'common.error': 'Error',
  'common.errorOccurred': 'Error Occurred',
  'common.english': 'English',
  'common.arabic': 'Arabic',
  'common.yes': 'Yes',
  'common.no': 'No',
  'common.opensInNewTab': '(opens in a new tab)',
  'common.logoAlt': '{brand} logo',

  // ── Generic field validation (client-side hints, mirrors the API's messages) ─────────
  'validation.required': 'This field is required',
  'validation.email': 'Enter a valid e-mail address',
  'validation.phone': 'Enter a valid phone number',
  'validation.maxLength': 'At most {max, plural, one {# character} other {# characters}}',
  'validation.messageMin': 'Message must be at least 3 characters long',
  'validation.unsupportedCharacters': 'Remove the unsupported characters from this text',
  /** The label of the honeypot field people never see (a robot fills it in). */
  'form.honeypot': 'Leave this field empty',
  /** The heading of the problems a form's plain HTML post was refused for (above the form). */
  'form.summary.title': 'Please check the following:',

  // ── Toasts ───────────────────────────────────────────────────────────────────────────
  'toast.defaultLabel': 'Notification',
  'toast.close': 'Close notification',
  'toast.viewportLabel': 'Notifications ({hotkey})',

  // ── Theme toggle ─────────────────────────────────────────────────────────────────────
  'theme.toggle': 'Toggle theme',
  'theme.switchToLight': 'Switch to light mode',
  'theme.switchToDark': 'Switch to dark mode',
  'theme.light': 'Light',
  'theme.dark': 'Dark',

  // ── Language toggle (its own module: the toggle names the other language in it) ────
  ...language,

  // ── Header navigation ────────────────────────────────────────────────────────────────
  'nav.home': 'Home',
  'nav.logoHome': '{brand}, home',
  'nav.about': 'About',
  'nav.team': 'Team',
  'nav.ventures': 'Ventures',
  'nav.process': 'Process',
  'nav.partners': 'Partners',
  'nav.news': 'News',
  'nav.careers': 'Careers',
  'nav.contact': 'Contact',
  'nav.mainNavigation': 'Main navigation',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.skipToContent': 'Skip to content',

  // ── Social profiles ──────────────────────────────────────────────────────────────────
  'social.followUs': 'Follow Us',
  'social.x': 'Follow us on X',
  'social.linkedin': 'Follow us on LinkedIn',

  // ── Footer ───────────────────────────────────────────────────────────────────────────
  'footer.description':
    'A Saudi venture builder creating startups that combine technology and social impact, from the first idea to exit.',
  'footer.quickLinks': 'Quick Links',
  'footer.contactInfo': 'Contact Information',
  'footer.followUs': 'Follow Us',
  'footer.address': 'Riyadh, Saudi Arabia',
  'footer.copyright': '© {year} {brand}. All rights reserved.',

  // ── Location option labels ───────────────────────────────────────────────────────────
  'location.riyadh': 'Riyadh, Saudi Arabia',
  'location.saudiArabia': 'Saudi Arabia',
  'location.remote': 'Remote',

  // ── Not-found page ───────────────────────────────────────────────────────────────────
  'notFound.title': 'Page Not Found',
  'notFound.hint': 'Did you forget to add the page to the router?',
  'notFound.backHome': 'Back to Home',

  // ── Raised failure messages (SPEC section 8; logged and thrown by the data helpers) ──
  'failure.sendMessage': 'Failed to send message',
  'failure.sendInvestorRequest': 'Failed to send investor request',
  'failure.sendJobApplication': 'Failed to send job application',
  'failure.fetchNews': 'Failed to fetch news',
  'failure.articleNotFound': 'Article not found',
  'failure.fetchArticle': 'Failed to fetch article',
  'failure.translationLog': 'Translation error',
  'failure.translateText': 'Failed to translate text: {reason}',

  // ── Status labels ────────────────────────────────────────────────────────────────────
  'status.application.new': 'New',
  'status.application.reviewed': 'Reviewed',
  'status.application.contacted': 'Contacted',
  'status.application.interviewed': 'Interviewed',
  'status.application.hired': 'Hired',
  'status.application.rejected': 'Rejected',
  'status.contact.new': 'New',
  'status.contact.read': 'Read',
  'status.contact.replied': 'Replied',
  'status.investor.new': 'New',
  'status.investor.contacted': 'Contacted',
  'status.investor.in_discussion': 'In Discussion',
  'status.investor.closed': 'Closed',

  // ── Departments ──────────────────────────────────────────────────────────────────────
  'department.technology': 'Technology',
  'department.finance': 'Finance',
  'department.marketing': 'Marketing',
  'department.business': 'Business',
  'department.design': 'Design',
  'department.human-resources': 'Human Resources',
  'department.project-management': 'Project Management',
  'department.innovation-research': 'Innovation and Research',

  // ── Employment types ─────────────────────────────────────────────────────────────────
  'employmentType.full-time': 'Full-time',
  'employmentType.part-time': 'Part-time',
  'employmentType.flexible': 'Flexible',
  'employmentType.shift-based': 'Shift-based',
  'employmentType.freelance': 'Freelance',
  'employmentType.seasonal': 'Seasonal',
  'employmentType.internship': 'Internship',
  'employmentType.remote': 'Remote',

  // ── API error codes a visitor can meet (errors.ts): the text shown for `{ code }` ───────────────────────
  'error.validation_failed':
    'Some fields are missing or invalid. Please check the form and try again.',
  'error.invalid_json': 'The request could not be read. Please try again.',
  'error.unsupported_media_type': 'The request format is not supported.',
  'error.payload_too_large': 'The submission is too large. Please reduce its size and try again.',
  'error.not_found': 'The requested item was not found.',
  'error.method_not_allowed': 'This action is not allowed.',
  'error.article_not_found': 'Article not found',
  'error.job_listing_not_found': 'This job listing no longer exists.',
  'error.media_not_found': 'The image could not be found.',
  'error.resume_invalid_type': 'Only .pdf, .doc and .docx files are accepted',
  'error.resume_too_large': 'File is too large. Maximum size is 10MB.',
  'error.resume_empty': 'The resume file is empty. Please choose another file.',
  'error.forbidden_origin':
    'This request was blocked for security reasons. Please reload the page and try again.',
  'error.too_many_requests': 'Too many requests. Please wait a moment and try again.',
  'error.service_unavailable':
    'The service is temporarily unavailable. Please try again in a few moments.',
  'error.internal_error': 'Something went wrong on our side. Please try again later.',
  'error.network': 'Could not reach the server. Check your connection and try again.',
  'error.unknown': 'An unexpected error occurred. Please try again.',
  // ── résumé scanning ──
  'error.resume_rejected_by_scanner':
    'This file was flagged by our virus scanner. Please send a clean copy of your résumé.',
  'error.resume_scanner_unavailable':
    'We cannot check résumés for viruses right now, so your application was not sent. Please try again later.',
} as const satisfies Record<string, string>;
