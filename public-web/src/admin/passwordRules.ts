import type { FormRule } from 'antd';
import { LIMITS } from '@vb/shared/schemas';
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
