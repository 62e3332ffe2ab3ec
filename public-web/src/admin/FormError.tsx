import { Alert } from 'antd';
import styles from './admin.module.css';

/** A form's failure, above its fields and read out as it appears; nothing while there is none. */
export function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <Alert type="error" title={error} showIcon className={styles.formError} role="alert" />
  ) : null;
}
