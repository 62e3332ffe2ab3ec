/** English messages: invest. */
export const invest = {
  // ── Invest pages ─────────────────────────────────────────────────────────────────────
  'invest.title': 'Invest With Us',
  'invest.intro':
    'Partner with us to build startups that create real returns and lasting social impact. Tell us about yourself and your interests, and our team will get in touch to discuss investment opportunities.',
  'invest.highlight1': 'Co-invest in ventures we build and operate from day one',
  'invest.highlight2': 'A disciplined process from idea validation to exit',
  'invest.highlight3': 'Opportunities aligned with Islamic finance principles',
  'invest.backToHome': 'Back to Home',
  'invest.form.title': 'Investment Request',
  'invest.form.name': 'Full Name',
  'invest.form.namePlaceholder': 'Your full name',
  'invest.form.email': 'Email',
  'invest.form.emailPlaceholder': 'Your e-mail address',
  'invest.form.organization': 'Organization',
  'invest.form.organizationPlaceholder': 'Your company or organization',
  'invest.form.position': 'Position (optional)',
  'invest.form.positionPlaceholder': 'Your role in the organization',
  'invest.form.phone': 'Phone (optional)',
  'invest.form.phonePlaceholder': 'Your phone number',
  'invest.form.investmentAmount': 'Expected Investment Amount (optional)',
  'invest.form.investmentAmountPlaceholder': 'For example: 1,000,000 SAR',
  'invest.form.message': 'Message',
  'invest.form.messagePlaceholder':
    'Tell us about your investment interests (minimum 3 characters)',
  'invest.form.messageHint': 'Message must be at least 3 characters long',
  'invest.form.submit': 'Submit Request',
  'invest.form.submitting': 'Submitting...',
  'invest.toast.successTitle': 'Submission Successful',
  'invest.toast.successText': 'We will contact you soon to discuss investment opportunities',
  'invest.toast.errorTitle': 'Error Occurred',
  'invest.toast.errorText': 'Failed to submit the request, please try again',
} as const satisfies Record<string, string>;
