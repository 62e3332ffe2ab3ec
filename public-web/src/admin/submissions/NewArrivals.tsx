import { Button } from 'antd';
import { NEW_ITEMS_MESSAGE } from '@vb/shared/live-notices';
import type { SubmissionKind } from '@vb/shared/status';
import { ArrowUpIcon } from '../icons';
import { useT } from '../../app/i18n';
import { useArrivals } from '../live';
import styles from './submissions.module.css';

/**
 * The "N new" marker of a submissions list: what arrived since the list was shown, at the start
 * of the list's head row, in a place kept for it (nothing moves under the pointer when it comes,
 * and it never lies over the pager); pressing it shows the first page afresh. Announced
 * politely to screen readers.
 */
export function NewArrivals({ kind, onShow }: { kind: SubmissionKind; onShow(): void }) {
  const t = useT();
  const count = useArrivals((s) => s.counts[kind] ?? 0);
  const clear = useArrivals((s) => s.clear);
  return (
    <div className={styles.arrivals} aria-live="polite">
      {count > 0 && (
        <Button
          type="primary"
          shape="round"
          size="small"
          icon={<ArrowUpIcon />}
          className={styles.arrivalsButton}
          data-testid="submissions-new-arrivals"
          onClick={() => {
            clear(kind);
            onShow();
          }}
        >
          {t(NEW_ITEMS_MESSAGE[kind], { count })} · {t('admin.live.show')}
        </Button>
      )}
    </div>
  );
}
