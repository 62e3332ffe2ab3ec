import { Tag } from 'antd';
import { useT } from '../../app/i18n';
import { statusLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kinds';
import { usePreferences } from '../../app/preferences';

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

/**
 * Text colours of those tags at 4.5:1 or more on antd's tag backgrounds (its own preset text is
 * 3.4–4.2:1 for cyan, green, gold in the light theme and geekblue in the dark one).
 */
const TEXT: Record<'light' | 'dark', Record<string, string>> = {
  light: {
    blue: '#003eb3',
    cyan: '#006d75',
    geekblue: '#10239e',
    purple: '#391085',
    gold: '#874d00',
    green: '#237804',
    red: '#a8071a',
  },
  dark: {
    blue: '#69b1ff',
    cyan: '#5cdbd3',
    geekblue: '#85a5ff',
    purple: '#b37feb',
    gold: '#ffd666',
    green: '#95de64',
    red: '#ff7875',
  },
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
      style={{ color: TEXT[theme][COLORS[status] ?? ''] }}
      data-testid="status-badge"
      data-known="true"
      data-status={status}
    >
      {t(key)}
    </Tag>
  );
}
