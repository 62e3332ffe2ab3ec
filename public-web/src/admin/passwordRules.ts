import type { FormRule } from 'antd';
import { LIMITS } from '@vb/shared/schemas';
import { ApiError, NetworkError, waitMinutes } from '../app/http';
import type { useT } from '../app/i18n';

type Translate = ReturnType<typeof useT>;

/**
 * The form rules of a new password (the change-password dialog, the invitation and reset pages):
 * required, as long as the API asks, not longer than it takes.
 */
export const newPasswordRules = (t: Translate): FormRule[] => [
  { required: true, message: t('validation.required') },
  { min: LIMITS.passwordMin, message: t('admin.password.tooShort', { min: LIMITS.passwordMin }) },
  { max: LIMITS.password, message: t('validation.maxLength', { max: LIMITS.password }) },
];

/**
 * What a refused new password says (the change-password dialog, the invitation and reset pages),
 * once each form has handled the failures it knows: too many tries says how long to wait, an
 * API error its code's text, anything else that the network failed or that something went wrong.
 */
export function passwordFailureText(t: Translate, e: unknown): string {
  if (e instanceof ApiError && e.status === 429)
    return t('admin.login.tooManyAttempts', { minutes: waitMinutes(e.retryAfterSeconds) });
  if (e instanceof ApiError && e.code) return t(`error.${e.code}`);
  return t(e instanceof NetworkError ? 'error.network' : 'error.unknown');
}

/** The rules of the field that repeats the new password in `field`. */
export const repeatPasswordRules = (t: Translate, field: string): FormRule[] => [
  { required: true, message: t('validation.required') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(t('admin.password.mismatch'))),
  }),
];
