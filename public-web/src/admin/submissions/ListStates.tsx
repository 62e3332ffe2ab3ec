import { Alert, Button, Empty, Spin } from 'antd';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../../app/i18n';
import { errorMessage } from '../errorMessage';
import styles from './submissions.module.css';

/** The list before its first page has come. */
export function ListLoading() {
  const t = useT();
  return (
    <div className={styles.state} role="status" data-testid="submissions-loading">
      <Spin size="large" />
      <span>{t('admin.loading')}</span>
    </div>
  );
}

/** A page that could not be read, with the way to read it again. */
export function ListError({
  message,
  error,
  retrying,
  onRetry,
}: {
  message: MessageKey;
  /** The failure, for its reference. */
  error: unknown;
  retrying: boolean;
  onRetry(): void;
}) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className={styles.banner}
      title={errorMessage(error, message)}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          {t('admin.filters.refresh')}
        </Button>
      }
      data-testid="submissions-error"
    />
  );
}

/** No item at all (the kind's own words), or none that the filters keep. */
export function ListEmpty({ filtered, empty }: { filtered: boolean; empty: MessageKey }) {
  const t = useT();
  return filtered ? (
    <Empty
      className={styles.state}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t('admin.empty.filtered')}
      data-testid="submissions-empty-filtered"
    />
  ) : (
    <Empty className={styles.state} description={t(empty)} data-testid="submissions-empty" />
  );
}
