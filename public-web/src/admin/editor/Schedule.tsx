/**
 * Scheduled publishing: the date and time a draft publishes itself, picked and shown
 * in the company's time zone (Riyadh, UTC+03:00) whatever the browser's, which the control says.
 */
import { DatePicker, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatSiteDateTime, siteMoment, siteWallClock } from '@vb/shared/dates';
import { ClockIcon } from '../icons';
import { usePickerLocale } from '../datePicker';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import styles from './editor.module.css';

/** The picker's value: the site's wall clock of a moment, as a dayjs of the browser's zone. */
function pickerValue(iso: string | null): Dayjs | null {
  if (!iso) return null;
  const c = siteWallClock(new Date(iso));
  return dayjs(new Date(c.year, c.month, c.day, c.hour, c.minute));
}

/** The moment a picked wall clock is in the site's time zone, ISO 8601. */
function pickedMoment(value: Dayjs | null): string | null {
  if (!value) return null;
  return siteMoment({
    year: value.year(),
    month: value.month(),
    day: value.date(),
    hour: value.hour(),
    minute: value.minute(),
  }).toISOString();
}

/** Today in the site's time zone, as the picker counts days. */
function siteToday(): Dayjs {
  const c = siteWallClock(new Date());
  return dayjs(new Date(c.year, c.month, c.day));
}

interface ScheduleProps {
  publishAt: string | null;
  isPublished: boolean;
  onChange(publishAt: string | null): void;
  error?: string | undefined;
}

/** The "Schedule publication" field of the article settings, and the scheduled state. */
export function Schedule({ publishAt, isPublished, onChange, error }: ScheduleProps) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const pickerLocale = usePickerLocale();
  const scheduled = Boolean(publishAt) && !isPublished;
  return (
    <div className={styles.schedule} data-testid="editor-schedule">
      <label htmlFor="editor-publish-at" className={styles.publishLabel}>
        {t('editor.schedule.label')}
      </label>
      <Typography.Text type="secondary" className={styles.hint}>
        {t(isPublished ? 'editor.schedule.whilePublished' : 'editor.schedule.hint')}
      </Typography.Text>
      <DatePicker
        id="editor-publish-at"
        className={styles.schedulePicker}
        classNames={{ popup: { root: styles.schedulePopup } }}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        showNow={false}
        value={isPublished ? null : pickerValue(publishAt)}
        onChange={(value: Dayjs | null) => onChange(pickedMoment(value))}
        disabledDate={(day) => day.isBefore(siteToday(), 'day')}
        disabled={isPublished}
        status={error ? 'error' : undefined}
        placeholder={t('editor.schedule.placeholder')}
        aria-describedby="editor-publish-at-zone"
        locale={pickerLocale}
        data-testid="editor-publish-at"
      />
      <Typography.Text
        id="editor-publish-at-zone"
        type="secondary"
        className={styles.scheduleZone}
        data-testid="editor-schedule-zone"
      >
        <ClockIcon /> {t('editor.schedule.zone')}
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert" data-testid="editor-schedule-error">
          {error}
        </Typography.Text>
      )}
      {scheduled && (
        <Tag color="processing" className={styles.publishTag} data-testid="editor-schedule-state">
          {t('editor.schedule.scheduledFor', {
            date: formatSiteDateTime(publishAt, language),
          })}
        </Tag>
      )}
    </div>
  );
}
