import { Alert } from 'antd';
import type { ReactNode } from 'react';
import styles from './admin.module.css';

/** A form's failure, above its fields and read out as it appears; nothing while there is none. */
export function FormError({ error }: { error: ReactNode }) {
  return error ? (
    <Alert type="error" title={error} showIcon className={styles.formError} role="alert" />
  ) : null;
}
