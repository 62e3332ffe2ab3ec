import { Form, Input } from 'antd';
import { useT } from '../app/i18n';

/**
 * An e-mail address field of the admin's forms (sign-in, forgotten password, invitation):
 * required, checked as an address, written left to right in both languages.
 */
export function EmailField({
  label,
  autoComplete,
  placeholder,
  testId,
}: {
  label: string;
  autoComplete: 'username' | 'off';
  placeholder?: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <Form.Item
      label={label}
      name="email"
      rules={[
        { required: true, message: t('validation.required') },
        { type: 'email', message: t('validation.email') },
      ]}
    >
      <Input
        type="email"
        autoComplete={autoComplete}
        placeholder={placeholder}
        dir="ltr"
        data-testid={testId}
      />
    </Form.Item>
  );
}
