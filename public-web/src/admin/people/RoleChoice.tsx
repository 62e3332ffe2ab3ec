import { Checkbox, Form, Input } from 'antd';
import { ROLES, type Role } from '@vb/shared/roles';
import { LIMITS } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import styles from './people.module.css';

/** The role checkboxes of the invite and edit forms, each with a line on what it reaches. */
export function RoleChoice({
  value,
  onChange,
  id,
}: {
  value?: Role[];
  onChange?(roles: Role[]): void;
  id?: string;
}) {
  const t = useT();
  return (
    <div id={id} role="group" aria-label={t('admin.people.roles')}>
      <Checkbox.Group<Role>
        value={value}
        onChange={(roles) => onChange?.(roles)}
        className={styles.roles}
      >
        {ROLES.map((role) => (
          <Checkbox key={role} value={role} className={styles.role} data-testid={`role-${role}`}>
            <span className={styles.roleName}>{t(`admin.people.role.${role}`)}</span>
            <span className={styles.roleText}>{t(`admin.people.roleText.${role}`)}</span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}

/** The roles field of the invite and edit forms: at least one role. */
export function RolesField() {
  const t = useT();
  return (
    <Form.Item
      label={t('admin.people.roles')}
      name="roles"
      rules={[{ type: 'array', min: 1, message: t('admin.people.rolesRequired') }]}
    >
      <RoleChoice />
    </Form.Item>
  );
}

/** The name field of the invite and edit forms. */
export function PersonNameField({ testId }: { testId: string }) {
  const t = useT();
  return (
    <Form.Item
      label={t('admin.people.name')}
      name="name"
      rules={[
        { required: true, whitespace: true, message: t('validation.required') },
        { max: LIMITS.name, message: t('validation.maxLength', { max: LIMITS.name }) },
      ]}
    >
      <Input autoComplete="off" dir="auto" data-testid={testId} />
    </Form.Item>
  );
}
