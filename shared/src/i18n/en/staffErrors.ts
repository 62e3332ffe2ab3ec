/**
 * English texts of the API error codes only staff requests answer with (`STAFF_ERROR_CODES` in
 * errors.ts). They travel with the admin's catalog, so the public site's first load does not
 * carry them; the codes a visitor can meet have their texts in `./common`.
 */
export const staffErrors = {
  'error.application_not_found': 'This job application no longer exists.',
  'error.message_not_found': 'This message no longer exists.',
  'error.request_not_found': 'This investment request no longer exists.',
  'error.resume_not_found': 'The resume file could not be found.',
  'error.note_not_found': 'This note no longer exists.',
  'error.answer_file_not_found': 'This attachment no longer exists.',
  'error.note_not_author': 'Only the person who wrote a note can edit it.',
  'error.note_edit_window_over': 'A note can be edited only within 15 minutes of writing it.',
  'error.slug_taken': 'An article with this URL slug already exists. Choose another slug.',
  'error.image_invalid': 'The image is not valid. Use a PNG, JPEG or WebP image.',
  'error.image_too_large': 'Image is too large. Maximum size is 5MB.',
  'error.unauthorized': 'Your session has expired. Please sign in again.',
  'error.invalid_credentials': 'Incorrect email or password.',
  'error.wrong_password': 'The current password is incorrect.',
  'error.forbidden': 'Your account does not have access to this. Ask an owner if you need it.',
  'error.user_not_found': 'This person no longer exists.',
  'error.session_not_found': 'This sign-in has already ended.',
  'error.email_taken': 'Someone with this e-mail address already has an account.',
  'error.assignee_invalid':
    'This person cannot be given the item: choose an active member of staff who works on this list.',
  'error.last_owner': 'The last owner cannot be removed, disabled or lose the owner role.',
  'error.invitation_invalid':
    'This link is no longer valid: it was already used or has expired. Ask for a new one.',
  'error.reset_link_invalid':
    'This password reset link is no longer valid: it was already used or has expired. Ask for a new one.',
  'error.reauthentication_required': 'Enter your password again to continue.',
  'error.password_too_common': 'This password is too common. Choose one that is harder to guess.',
  'error.account_disabled': 'This account has been disabled.',
  'error.otp_required': 'Enter the code from your authenticator app, or a recovery code.',
  'error.invalid_otp': 'That code is not valid, or has already been used. Try the next one.',
  'error.two_factor_enabled': 'Two-factor sign-in is already on for your account.',
  'error.two_factor_not_started': 'Start setting up two-factor sign-in first.',
  'error.two_factor_setup_required':
    'Your organisation requires two-factor sign-in. Set it up in your account to continue.',
  'error.translation_not_configured':
    'Automatic translation is not set up on this server: an administrator needs to add the translation service’s key. Nothing was changed.',
  'error.translation_unavailable':
    'The translation service could not be reached, or had a problem of its own. Nothing was changed; please try again in a moment.',
  'error.translation_timeout':
    'The translation service did not answer in time. Nothing was changed; please try again, perhaps with a shorter text.',
  'error.translation_refused':
    'The translation service refused the request (its key, model, quota or content rules). Nothing was changed; if it happens again, ask an administrator to check the translation settings.',
  'error.translation_unusable':
    'The translation service’s answer could not be used (it was empty, cut off or incomplete). Nothing was changed; please try again.',
  'error.translation_markup_changed':
    'The translation did not keep the formatting (headings, lists, bold, links), so nothing was changed. Please try again.',
  'error.status_changed':
    'Someone else changed this item’s status meanwhile. The board now shows where it is; try again.',
  'error.status_move_not_allowed': 'This status cannot be set from the item’s current status.',
  'error.reply_no_address': 'This item no longer has an e-mail address to reply to.',
  'error.resume_not_previewable': 'Only PDF résumés can be previewed; download this one instead.',
  'error.publish_at_past':
    'The scheduled time has passed. Choose a later date and time, or publish now.',
  'error.edit_conflict':
    'Someone else saved this article after you opened it. Your text is kept: reload their version or overwrite it.',
  'error.revision_not_found': 'This revision no longer exists.',
  'error.listing_changed':
    'Someone else saved this job listing after you opened it. Your changes are still in the form, with their version shown: save again to replace it.',
  'error.content_image_not_found': 'The picture could not be found.',
  'error.content_image_invalid':
    'The picture is not valid. Use a JPEG, PNG, WebP or AVIF picture of at most 5 MB.',
  'error.content_image_unknown': 'This picture is no longer stored. Upload it again.',
  'error.content_order_invalid':
    'The list changed meanwhile. Reload it and put the items in order again.',
  'error.console_outdated':
    'This desktop console is too old for the server. Update it (Help ▸ Check for Updates…) and try again.',
  'error.content_not_found': 'This item no longer exists. Reload the list.',
} as const satisfies Record<string, string>;
