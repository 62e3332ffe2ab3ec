import { Tag } from 'antd';
import { useT } from '../../app/i18n';
import { statusLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';
import { usePreferences } from '../../app/preferences';
import { TAG_TEXT } from '../palette';

/** Tag colours of the known statuses (any kind). */
const COLORS: Record<string, string> = {
  new: 'blue',
  read: 'cyan',
  reviewed: 'cyan',
  contacted: 'geekblue',
  interviewed: 'purple',
  in_discussion: 'gold',
  replied: 'green',
  hired: 'green',
  rejected: 'red',
  closed: 'default',
};

/** The status of an item; a status outside the kind's set is shown as it is, outlined (SPEC 4). */
export function StatusBadge<T extends BaseSubmission>({
  config,
  status,
}: {
  config: SubmissionKindConfig<T>;
  status: string;
}) {
  const t = useT();
  const theme = usePreferences((s) => s.theme);
  const key = statusLabelKey(config, status);
  if (!key) {
    return (
      <Tag variant="outlined" data-testid="status-badge" data-known="false" dir="auto">
        {status}
      </Tag>
    );
  }
  return (
    <Tag
      variant="filled"
      color={COLORS[status] ?? 'default'}
      style={{ color: TAG_TEXT[theme][COLORS[status] ?? ''] }}
      data-testid="status-badge"
      data-known="true"
      data-status={status}
    >
      {t(key)}
    </Tag>
  );
}
