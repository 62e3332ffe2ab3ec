import { Drawer } from 'antd';
import type { SubmissionKind } from '@vb/shared/status';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { ItemActivity } from './ItemActivity';
import type { BaseSubmission, SubmissionKindConfig } from './kindConfigs';
import { SubmissionCard, type BusyAction } from './SubmissionCard';
import styles from './submissions.module.css';

/**
 * The side panel of the open item: its card (status menu, deletion, résumé) and its activity
 * (notes, history, the same person's other submissions). Open while the item is known, or while
 * its own read failed (the activity says so).
 */
export function ItemPanel<T extends BaseSubmission>({
  config,
  openId,
  item,
  failed,
  busy,
  statusMenuOpen,
  onStatusMenuOpenChange,
  onClose,
  onOpen,
  onOpenElsewhere,
  onSetStatus,
  onDelete,
  onDownloadResume,
  onPreviewResume,
}: {
  config: SubmissionKindConfig<T>;
  openId: number | undefined;
  item: T | undefined;
  failed: boolean;
  busy: BusyAction | undefined;
  /** The card's status menu: open by the `s` key or a click. */
  statusMenuOpen: boolean;
  onStatusMenuOpenChange(open: boolean): void;
  onClose(): void;
  /** Another item of this list. */
  onOpen(id: number): void;
  /** An item of another kind, in its own tab. */
  onOpenElsewhere(kind: SubmissionKind, id: number): void;
  onSetStatus(item: T, status: string): void;
  onDelete(item: T): void;
  onDownloadResume?: (item: T) => void;
  onPreviewResume?: (item: T) => void;
}) {
  const t = useT();
  const rtl = usePreferences((s) => s.language) === 'ar';
  return (
    <Drawer
      open={item !== undefined || (openId !== undefined && failed)}
      onClose={onClose}
      placement={rtl ? 'left' : 'right'}
      size="min(560px, 100vw)"
      title={t('admin.panel.title')}
      className={styles.panel}
      data-testid="submission-panel"
      destroyOnHidden
    >
      {item && (
        <SubmissionCard<T>
          variant="panel"
          config={config}
          item={item}
          busy={busy}
          onSetStatus={onSetStatus}
          onDelete={onDelete}
          onDownloadResume={onDownloadResume}
          onPreviewResume={onPreviewResume}
          statusMenuOpen={statusMenuOpen}
          onStatusMenuOpenChange={onStatusMenuOpenChange}
        />
      )}
      {openId !== undefined && (
        <ItemActivity
          kind={config.kind}
          id={openId}
          onOpenRelated={(kind, id) =>
            kind === config.kind ? onOpen(id) : onOpenElsewhere(kind, id)
          }
        />
      )}
    </Drawer>
  );
}
