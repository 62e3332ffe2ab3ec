import { Select, Switch } from 'antd';
import { useId } from 'react';
import { useT } from '../../app/i18n';
import type { SubmissionFilters } from './filters';
import styles from './submissions.module.css';

const ALL = '__all__';

/**
 * The toolbar's filters of Whose items (everyone's, mine, nobody's) and the archive
 * instead of the list.
 */
export function WorkFilters({
  filters,
  onChange,
}: {
  filters: SubmissionFilters;
  onChange(filters: SubmissionFilters): void;
}) {
  const t = useT();
  const switchId = useId();
  return (
    <>
      <Select
        className={styles.ownerSelect}
        aria-label={t('admin.work.owner')}
        value={filters.assignee ?? ALL}
        onChange={(value: string) =>
          onChange({ ...filters, assignee: value === 'me' || value === 'none' ? value : null })
        }
        options={[
          { value: ALL, label: t('admin.work.ownerAll') },
          { value: 'me', label: t('admin.work.ownerMe') },
          { value: 'none', label: t('admin.work.ownerNone') },
        ]}
        data-testid="submissions-owner-filter"
        popupMatchSelectWidth={false}
      />
      <span className={styles.archivedSwitch}>
        <Switch
          id={switchId}
          size="small"
          checked={filters.archived ?? false}
          onChange={(checked) => onChange({ ...filters, archived: checked })}
          data-testid="submissions-show-archived"
        />
        <label htmlFor={switchId}>{t('admin.work.showArchived')}</label>
      </span>
    </>
  );
}
