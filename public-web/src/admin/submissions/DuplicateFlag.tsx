/**
 * The same person: a flag on an item of a list whose sender made other submissions
 * (the same e-mail key, of the kinds the reader reaches): "Applied before" on an application,
 * "Wrote before" on a message or request, with how many; its title says what is counted.
 */
import type { SubmissionKind } from '@vb/shared/status';
import { RepeatSenderIcon } from '../icons';
import { useT } from '../../app/i18n';
import { ToneTag } from '../ToneTag';
import styles from './submissions.module.css';

export function DuplicateFlag({
  kind,
  count,
}: {
  kind: SubmissionKind;
  count: number | undefined;
}) {
  const t = useT();
  if (!count) return null;
  const label = t(
    kind === 'applications' ? 'admin.duplicates.appliedBefore' : 'admin.duplicates.wroteBefore',
    { count },
  );
  const title = t('admin.duplicates.title', { count });
  return (
    <ToneTag
      tone="purple"
      className={styles.listFlag}
      icon={<RepeatSenderIcon />}
      title={title}
      aria-label={`${label}. ${title}`}
      data-testid="duplicate-flag"
      data-count={count}
    >
      {label}
    </ToneTag>
  );
}
