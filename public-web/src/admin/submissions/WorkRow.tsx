import { Tag } from 'antd';
import { useT } from '../../app/i18n';
import { ArchiveButton } from './ArchiveButton';
import { AssigneeControl } from './AssigneeControl';
import type { BaseSubmission, SubmissionKindConfig } from './kindConfigs';
import styles from './submissions.module.css';

/** An item's work, on its card and in the side panel: assignee, archive or restore. */
export function WorkRow<T extends BaseSubmission>({
  config,
  item,
}: {
  config: Pick<SubmissionKindConfig<T>, 'kind' | 'queryKey'>;
  item: T;
}) {
  const t = useT();
  return (
    <div className={styles.workRow} data-testid="work-row">
      <span className={styles.textLabel}>{t('admin.work.assignee')}</span>
      <AssigneeControl kind={config.kind} queryKey={config.queryKey} item={item} />
      <span className={styles.summarySpacer} />
      {item.archivedAt && (
        <Tag color="default" data-testid="archived-tag">
          {t('admin.work.archivedBadge')}
        </Tag>
      )}
      <ArchiveButton kind={config.kind} queryKey={config.queryKey} item={item} />
    </div>
  );
}
