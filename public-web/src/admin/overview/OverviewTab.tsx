/**
 * The admin's overview, its first tab: the counts that ask for action (unassigned and
 * overdue items, each opening its list so filtered; the median time to a first status change),
 * new items per week and the applicants of the open listings by status. The figures come from
 * GET /api/admin/overview; the charts (small SVG components) are in a chunk of their own, loaded here.
 */
import { Alert, Button, Card, Empty, Grid, Skeleton, Typography } from 'antd';
import { Suspense, lazy, useMemo } from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import { submissionStatusLabelKey } from '@vb/shared/submission-csv';
import { ADMIN_TAB_OF_KIND } from '@vb/shared/paths';
import type { Overview } from '@vb/shared/schemas';
import { APPLICATION_STATUSES, INITIAL_STATUS, type SubmissionKind } from '@vb/shared/status';
import type { MessageKey } from '@vb/shared/i18n';
import { useT } from '../../app/i18n';
import { errorMessage } from '../errorMessage';
import { usePreferences } from '../../app/preferences';
import { ReloadIcon } from '../icons';
import { LoadBoundary } from '../LoadBoundary';
import { useOverview } from '../queries';
import type { ListViewState } from '../viewState';
import type { ChartSettings } from './OverviewCharts';
import styles from './overview.module.css';

const WeeklyChart = lazy(() =>
  import('./OverviewCharts').then((m) => ({ default: m.WeeklyChart })),
);
const ApplicantsChart = lazy(() =>
  import('./OverviewCharts').then((m) => ({ default: m.ApplicantsChart })),
);

/** Each kind's colour in the charts, light and dark (contrast with the surface 3:1 or more). */
const KIND_COLORS: Record<SubmissionKind, { light: string; dark: string }> = {
  applications: { light: '#047a5f', dark: '#10b48a' },
  'contact-messages': { light: '#2f5fc4', dark: '#6f9bff' },
  'investor-requests': { light: '#a86400', dark: '#f0a640' },
};
const STATUS_COLORS: Record<
  (typeof APPLICATION_STATUSES)[number],
  { light: string; dark: string }
> = {
  new: { light: '#2f5fc4', dark: '#6f9bff' },
  reviewed: { light: '#7a4fc4', dark: '#b294ff' },
  contacted: { light: '#a86400', dark: '#f0a640' },
  interviewed: { light: '#0f7c8c', dark: '#36c2d6' },
  hired: { light: '#047a5f', dark: '#10b48a' },
  rejected: { light: '#b3322e', dark: '#ff7875' },
};

const TAB_LABEL: Record<SubmissionKind, MessageKey> = {
  applications: 'admin.tabs.applications',
  'contact-messages': 'admin.tabs.contact',
  'investor-requests': 'admin.tabs.investors',
};

/** A span of minutes in the largest fitting unit, in the locale's words and digits. */
function formatDuration(minutes: number, locale: string): string {
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [minutes / 60, 'hour']
        : [minutes / (24 * 60), 'day'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

export function OverviewTab({
  shown,
  openList,
}: {
  /** Whether the tab is the one shown (its figures are read then). */
  shown: boolean;
  /** Opens a kind's list with these filters. */
  openList: (kind: SubmissionKind, state: ListViewState) => void;
}) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  const locale = DATE_LOCALES[language];
  const query = useOverview(shown);
  const data = query.data;
  const dark = theme === 'dark';
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const compact = !Grid.useBreakpoint().md;
  const settings = useMemo<ChartSettings>(
    () => ({
      rtl: language === 'ar',
      dark,
      number: (value) => numbers.format(value),
      font: "'IBM Plex Sans Arabic', system-ui, sans-serif",
      compact,
    }),
    [language, dark, numbers, compact],
  );
  // Gregorian dates (the admin's week labels), in the locale's digits and month names.
  const day = useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      calendar: 'gregory',
      timeZone: 'UTC',
    });
    const long = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      calendar: 'gregory',
      timeZone: 'UTC',
    });
    return {
      short: (d: string) => short.format(new Date(`${d}T00:00:00Z`)),
      long: (d: string) => long.format(new Date(`${d}T00:00:00Z`)),
    };
  }, [locale]);

  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(query.error, 'admin.overview.loadFailed')}
        action={
          <Button icon={<ReloadIcon />} onClick={() => void query.refetch()}>
            {t('admin.overview.retry')}
          </Button>
        }
        data-testid="overview-error"
      />
    );
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} data-testid="overview-loading" />;

  const color = (c: { light: string; dark: string }) => (dark ? c.dark : c.light);
  const chartFallback = <Alert type="warning" showIcon title={t('admin.overview.chartFailed')} />;
  const chartLoading = (
    <div className={styles.chartLoading} aria-busy="true">
      {t('admin.overview.chartLoading')}
    </div>
  );

  /** One count card per kind, linking to the list with the filter that shows those items. */
  const countCard = (
    testId: string,
    title: string,
    hint: string,
    counts: Overview['unassigned'],
    filter: ListViewState,
  ) => (
    <Card size="small" title={title} className={styles.card} data-testid={testId}>
      <Typography.Text type="secondary" className={styles.hint}>
        {hint}
      </Typography.Text>
      <ul className={styles.counts}>
        {data.kinds.map((kind) => {
          const count = counts[kind] ?? 0;
          const label = t(TAB_LABEL[kind]);
          return (
            <li key={kind}>
              <Button
                type="link"
                className={styles.countLink}
                onClick={() => openList(kind, filter)}
                aria-label={t('admin.overview.openList', { label: `${label}: ${title}` })}
                data-testid={`${testId}-${ADMIN_TAB_OF_KIND[kind]}`}
              >
                <span className={styles.countValue}>{numbers.format(count)}</span>
                <span>{label}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );

  const weekly = data.kinds.map((kind) => ({
    name: t(TAB_LABEL[kind]),
    values: data.weekly[kind] ?? [],
    color: color(KIND_COLORS[kind]),
  }));
  const statusLabel = (status: string) => {
    const key = submissionStatusLabelKey('applications', status);
    return key ? t(key) : status;
  };

  return (
    <div className={styles.overview} data-testid="overview">
      <div className={styles.cards}>
        {countCard(
          'overview-unassigned',
          t('admin.overview.unassigned'),
          t('admin.overview.unassignedHint'),
          data.unassigned,
          { assignee: 'none' },
        )}
        {countCard(
          'overview-overdue',
          t('admin.overview.overdue'),
          t('admin.overview.overdueHint', { date: day.long(data.overdueThrough) }),
          data.overdue,
          { status: INITIAL_STATUS, to: data.overdueThrough },
        )}
        <Card
          size="small"
          title={t('admin.overview.firstResponse')}
          className={styles.card}
          data-testid="overview-first-response"
        >
          <ul className={styles.counts}>
            {data.kinds.map((kind) => {
              const figure = data.firstResponse[kind];
              return (
                <li
                  key={kind}
                  className={styles.median}
                  data-testid={`overview-median-${ADMIN_TAB_OF_KIND[kind]}`}
                >
                  <span className={styles.countValue}>
                    {figure?.medianMinutes == null
                      ? '—'
                      : formatDuration(figure.medianMinutes, locale)}
                  </span>
                  <span>{t(TAB_LABEL[kind])}</span>
                  <Typography.Text type="secondary" className={styles.hint}>
                    {figure?.medianMinutes == null
                      ? t('admin.overview.noChange')
                      : t('admin.overview.firstResponseHint', { count: figure.sample })}
                  </Typography.Text>
                </li>
              );
            })}
          </ul>
        </Card>
      </div>

      <Card
        size="small"
        title={t('admin.overview.weekly')}
        className={styles.chartCard}
        data-testid="overview-weekly"
      >
        <Typography.Text type="secondary" className={styles.hint}>
          {t('admin.overview.weeklyHint')}
        </Typography.Text>
        {data.kinds.length > 1 && (
          <Typography.Text type="secondary" className={styles.hint}>
            {t('admin.overview.weeklyScale')}
          </Typography.Text>
        )}
        <LoadBoundary fallback={chartFallback}>
          <Suspense fallback={chartLoading}>
            <WeeklyChart
              weeks={data.weeks.map((w) => ({ short: day.short(w), long: day.long(w) }))}
              series={weekly}
              settings={settings}
              totalLabel={t('admin.overview.total')}
              weekLabel={(i) => t('admin.overview.weekOf', { date: day.long(data.weeks[i] ?? '') })}
            />
          </Suspense>
        </LoadBoundary>
      </Card>

      {data.applicants && (
        <Card
          size="small"
          title={t('admin.overview.applicants')}
          className={styles.chartCard}
          data-testid="overview-applicants"
        >
          {data.applicants.length === 0 ? (
            <Empty description={t('admin.overview.applicantsEmpty')} />
          ) : (
            <LoadBoundary fallback={chartFallback}>
              <Suspense fallback={chartLoading}>
                <ApplicantsChart
                  listings={data.applicants.map((l) => ({
                    name: language === 'ar' && l.titleAr ? l.titleAr : l.title,
                    total: l.total,
                  }))}
                  series={APPLICATION_STATUSES.map((status) => ({
                    name: statusLabel(status),
                    values: data.applicants!.map((l) => l.byStatus[status] ?? 0),
                    color: color(STATUS_COLORS[status]),
                  }))}
                  settings={settings}
                  totalLabel={t('admin.overview.total')}
                />
              </Suspense>
            </LoadBoundary>
          )}
        </Card>
      )}
    </div>
  );
}
