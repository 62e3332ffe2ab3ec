import { Badge, Button, DatePicker, Grid, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useId, useState } from 'react';
import { dayOf, usePickerLocale } from '../datePicker';
import { ClearFiltersIcon, DownloadIcon, FilterIcon, ReloadIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { localDigits } from '@vb/shared/dates';
import { hasActiveFilters, narrowingCount, type SubmissionFilters } from './filters';
import adminStyles from '../admin.module.css';
import styles from './submissions.module.css';
import { WorkFilters } from './WorkFilters';
import { SearchField } from '../SearchField';

const UNREAD_COUNT_MAX = 999;

const ALL = '__all__';

export interface SubmissionsToolbarProps {
  filters: SubmissionFilters;
  onChange(filters: SubmissionFilters): void;
  /** The status filter's choices: the kind's statuses (plus any unknown one present), labelled. */
  statusOptions: { value: string; label: string }[];
  results: number;
  unread: number;
  onExport(): void;
  exporting: boolean;
  onRefresh(): void;
  refreshing: boolean;
  /** The list's own controls: cards or table, columns, saved views. */
  viewControls?: ReactNode;
}

/** Search, status and date filters, the counts, refresh and CSV export of a submissions tab. */
export function SubmissionsToolbar({
  filters,
  onChange,
  statusOptions,
  results,
  unread,
  onExport,
  exporting,
  onRefresh,
  refreshing,
  viewControls,
}: SubmissionsToolbarProps) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const pickerLocale = usePickerLocale();
  const set = (patch: Partial<SubmissionFilters>) => onChange({ ...filters, ...patch });
  const unreadActive = filters.status === 'new';
  // On a phone the filters beyond the search wait behind a button (saying how many narrow the
  // list), so the list starts on the first screen.
  const narrow = !Grid.useBreakpoint().md;
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const narrowing = narrowingCount(filters);

  return (
    <div className={styles.toolbar} role="search">
      <div className={styles.filterRow}>
        <SearchField
          value={filters.search}
          onSearch={(search) => set({ search })}
          placeholder={t('admin.filters.searchPlaceholder')}
          label={t('admin.filters.search')}
          className={styles.search}
          testId="submissions-search"
        />
        {narrow && (
          <Button
            icon={<FilterIcon />}
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={() => setMoreOpen((open) => !open)}
            data-testid="submissions-more-filters"
          >
            {t('admin.filters.more')}
            {narrowing > 0 && (
              <Badge
                count={localDigits(narrowing, language)}
                color="var(--brand)"
                style={{ color: 'var(--brand-contrast)' }}
              />
            )}
          </Button>
        )}
        <div id={moreId} className={styles.moreFilters} hidden={narrow && !moreOpen}>
          <Select
            className={styles.statusSelect}
            aria-label={t('admin.filters.status')}
            value={filters.status ?? ALL}
            onChange={(value: string) => set({ status: value === ALL ? null : value })}
            options={[{ value: ALL, label: t('admin.filters.allStatuses') }, ...statusOptions]}
            data-testid="submissions-status-filter"
            popupMatchSelectWidth={false}
          />
          <DatePicker
            className={styles.datePicker}
            placeholder={t('admin.filters.fromDate')}
            aria-label={t('admin.filters.fromDate')}
            value={filters.from ? dayjs(filters.from) : null}
            onChange={(value: Dayjs | null) => set({ from: dayOf(value) })}
            disabledDate={(d) => (filters.to ? dayOf(d)! > filters.to : false)}
            data-testid="submissions-from"
            locale={pickerLocale}
            inputReadOnly
          />
          <DatePicker
            className={styles.datePicker}
            placeholder={t('admin.filters.toDate')}
            aria-label={t('admin.filters.toDate')}
            value={filters.to ? dayjs(filters.to) : null}
            onChange={(value: Dayjs | null) => set({ to: dayOf(value) })}
            disabledDate={(d) => (filters.from ? dayOf(d)! < filters.from : false)}
            data-testid="submissions-to"
            locale={pickerLocale}
            inputReadOnly
          />
          <WorkFilters filters={filters} onChange={onChange} />
          <Button
            icon={<ClearFiltersIcon />}
            onClick={() =>
              onChange({
                search: '',
                status: null,
                from: null,
                to: null,
                archived: filters.archived,
              })
            }
            disabled={!hasActiveFilters(filters)}
            data-testid="submissions-clear"
          >
            {t('admin.filters.clear')}
          </Button>
        </div>
      </div>
      <div className={styles.summaryRow}>
        <Typography.Text type="secondary" data-testid="submissions-results" aria-live="polite">
          {t('admin.filters.results', { count: results })}
        </Typography.Text>
        <Button
          size="small"
          type={unreadActive ? 'primary' : 'default'}
          aria-pressed={unreadActive}
          onClick={() => set({ status: unreadActive ? null : 'new' })}
          data-testid="submissions-unread"
          data-count={unread}
        >
          {t('admin.filters.unread')}
          <Badge
            // In the interface's digits, as the tabs' badges (antd writes a number in Western ones).
            count={
              unread > UNREAD_COUNT_MAX
                ? `${localDigits(UNREAD_COUNT_MAX, language)}+`
                : localDigits(unread, language)
            }
            showZero
            overflowCount={UNREAD_COUNT_MAX}
            color={unread > 0 ? 'var(--brand)' : 'var(--text-subtle)'}
            // antd writes the count in white, which neither colour carries in the dark theme: the
            // theme's own text for each instead.
            style={{ color: unread > 0 ? 'var(--brand-contrast)' : 'var(--bg)' }}
          />
        </Button>
        <span className={styles.summarySpacer} />
        {viewControls}
        <Button
          icon={<ReloadIcon />}
          onClick={onRefresh}
          loading={refreshing}
          className={adminStyles.wordsWhenWide}
        >
          {t('admin.filters.refresh')}
        </Button>
        <Button
          icon={<DownloadIcon />}
          onClick={onExport}
          loading={exporting}
          className={adminStyles.wordsWhenWide}
          data-testid="submissions-export"
        >
          {t('admin.filters.exportCsv')}
        </Button>
      </div>
    </div>
  );
}
