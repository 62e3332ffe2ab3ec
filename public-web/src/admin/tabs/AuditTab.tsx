import { Alert, Button, DatePicker, Select, Table, Tooltip, Typography } from 'antd';
import { AuditDetail } from '../audit/AuditDetail';
import { ReloadIcon } from '../icons';
import { ToneTag } from '../ToneTag';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayOf, usePickerLocale } from '../datePicker';
import { AUDIT_ACTIONS, AUDIT_PAGE, type AuditAction } from '@vb/shared/audit';
import { DATE_LOCALES } from '@vb/shared/constants';
import type { AuditEvent } from '@vb/shared/schemas';
import { useT } from '../../app/i18n';
import { errorMessage } from '../errorMessage';
import { usePreferences } from '../../app/preferences';
import { serverPager } from '../pageNumbers';
import { describeUserAgent } from '../account/userAgent';
import { formatDateTime } from '../submissions/format';
import { useAudit, usePeople } from '../queries';
import styles from '../audit/audit.module.css';

interface Filters {
  action?: AuditAction;
  actor?: number;
  since?: string;
}

/**
 * The Activity tab (owners): the audit trail newest first, a page at a time from the
 * server, filtered by action, person and a first day.
 */
/** What the server does by itself (retention), shown as done by the system. */
const SYSTEM_ACTIONS: ReadonlySet<string> = new Set(['applications_anonymised']);

export function AuditTab() {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const locale = DATE_LOCALES[language];
  const pickerLocale = usePickerLocale();
  const people = usePeople();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const pageSize = AUDIT_PAGE.default;
  const audit = useAudit({ limit: pageSize, offset: (page - 1) * pageSize, ...filters });

  const changeFilters = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const actionLabel = (action: AuditAction) => t(`admin.audit.action.${action}`);

  const columns: ColumnsType<AuditEvent> = [
    {
      key: 'at',
      title: t('admin.audit.when'),
      render: (_, event) => (
        <time dateTime={event.at} className={styles.when}>
          {formatDateTime(event.at, locale)}
        </time>
      ),
    },
    {
      key: 'who',
      title: t('admin.audit.who'),
      render: (_, event) =>
        event.actorEmail ? (
          <bdi className={styles.email}>{event.actorEmail}</bdi>
        ) : (
          <Typography.Text type="secondary">
            {t(SYSTEM_ACTIONS.has(event.action) ? 'admin.audit.system' : 'admin.audit.nobody')}
          </Typography.Text>
        ),
    },
    {
      key: 'what',
      title: t('admin.audit.what'),
      render: (_, event) => (
        <div className={styles.what}>
          <ToneTag
            tone={event.action.endsWith('failed') ? 'red' : 'blue'}
            data-action={event.action}
          >
            {actionLabel(event.action)}
          </ToneTag>
          {event.itemKind && (
            <Typography.Text type="secondary">
              {t(`admin.audit.kind.${event.itemKind}`)}
              {event.itemId ? (
                <>
                  {' '}
                  <bdi>#{event.itemId}</bdi>
                </>
              ) : null}
            </Typography.Text>
          )}
          <AuditDetail event={event} />
        </div>
      ),
    },
    {
      key: 'where',
      title: t('admin.audit.where'),
      render: (_, event) => (
        <div className={styles.where}>
          {event.ip && <bdi>{event.ip}</bdi>}
          {event.userAgent && (
            <Tooltip title={event.userAgent}>
              <Typography.Text type="secondary" className={styles.agent}>
                <bdi>{describeUserAgent(event.userAgent, t('admin.account.sessions.desktop'))}</bdi>
              </Typography.Text>
            </Tooltip>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className={styles.tab} data-testid="audit-tab">
      <div className={styles.filters}>
        <Select<AuditAction>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          className={styles.filter}
          placeholder={t('admin.audit.filter.action')}
          aria-label={t('admin.audit.filter.action')}
          value={filters.action}
          onChange={(action) => changeFilters({ action })}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
          data-testid="audit-filter-action"
        />
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          className={styles.filter}
          placeholder={t('admin.audit.filter.person')}
          aria-label={t('admin.audit.filter.person')}
          value={filters.actor}
          onChange={(actor) => changeFilters({ actor })}
          loading={people.isLoading}
          options={(people.data ?? []).map((person) => ({
            value: person.id,
            label: person.name ? `${person.name} <${person.email}>` : person.email,
          }))}
          data-testid="audit-filter-person"
        />
        <DatePicker
          className={styles.filter}
          placeholder={t('admin.audit.filter.since')}
          aria-label={t('admin.audit.filter.since')}
          onChange={(value: Dayjs | null) => changeFilters({ since: dayOf(value) ?? undefined })}
          locale={pickerLocale}
          data-testid="audit-filter-since"
        />
        <Button
          icon={<ReloadIcon />}
          onClick={() => void audit.refetch()}
          loading={audit.isFetching}
          data-testid="audit-refresh"
        >
          {t('admin.audit.refresh')}
        </Button>
      </div>
      {audit.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(audit.error, 'admin.loadError.audit')}
          data-testid="audit-load-error"
        />
      )}
      <Table<AuditEvent>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={audit.data?.events ?? []}
        loading={audit.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.empty.audit') }}
        onRow={(event) => ({ 'data-testid': 'audit-row', 'data-action': event.action }) as never}
        pagination={serverPager(
          language,
          { page, pageSize, total: audit.data?.total ?? 0 },
          { onChange: setPage, showTotal: (total) => t('admin.audit.total', { count: total }) },
        )}
        data-testid="audit-table"
      />
    </section>
  );
}
