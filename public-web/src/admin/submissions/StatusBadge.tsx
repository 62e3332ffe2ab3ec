import { Tag } from 'antd';
import { useT } from '../../app/i18n';
import { statusLabelKey, type BaseSubmission, type SubmissionKindConfig } from './kindConfigs';
import type { Tone } from '../palette';
import { ToneTag } from '../ToneTag';

/** Tag colours of the known statuses (any kind). */
const COLORS: Record<string, Tone | undefined> = {
  new: 'blue',
  read: 'cyan',
  reviewed: 'cyan',
  contacted: 'geekblue',
  interviewed: 'purple',
  in_discussion: 'gold',
  replied: 'green',
  hired: 'green',
  rejected: 'red',
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
  const key = statusLabelKey(config, status);
  if (!key) {
    return (
      <Tag variant="outlined" data-testid="status-badge" data-known="false" dir="auto">
        {status}
      </Tag>
    );
  }
  const tone = COLORS[status];
  const props = { 'data-testid': 'status-badge', 'data-known': 'true', 'data-status': status };
  return tone ? (
    <ToneTag tone={tone} {...props}>
      {t(key)}
    </ToneTag>
  ) : (
    <Tag variant="filled" {...props}>
      {t(key)}
    </Tag>
  );
}
