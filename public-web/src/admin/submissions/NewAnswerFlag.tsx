/**
 * On an item of a list: its sender answered a staff reply and no one has opened the item since
 * (the answer is marked new on the item's thread until then).
 */
import { MailIcon } from '../icons';
import { useT } from '../../app/i18n';
import { ToneTag } from '../ToneTag';
import styles from './submissions.module.css';

export function NewAnswerFlag({ count }: { count: number | undefined }) {
  const t = useT();
  if (!count) return null;
  const label = t('admin.thread.new');
  return (
    <ToneTag
      tone="gold"
      className={styles.listFlag}
      icon={<MailIcon />}
      data-testid="new-answer-flag"
      data-count={count}
    >
      {label}
    </ToneTag>
  );
}
