/**
 * Another person saved the article after this editor loaded it. Says who and when,
 * and lets the person load their version (this editor's text then stays beside it, to copy) or
 * overwrite it deliberately; nothing is lost silently.
 */
import { Alert, App as AntApp, Button, Input, Space, Typography } from 'antd';
import { DATE_LOCALES } from '@vb/shared/constants';
import { CopyIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { useAdminToast } from '../context';
import { formatDateTime } from '../submissions/format';
import type { ArticleDraft } from './articleDraft';
import type { EditorConflict } from './useAutosave';
import styles from './revisions.module.css';

/** The person's unsaved text, as plain text to paste elsewhere. */
export function draftAsText(draft: ArticleDraft): string {
  return [draft.title, draft.content, draft.titleAr, draft.contentAr]
    .filter((part) => part.trim())
    .join('\n\n');
}

interface ConflictNoticeProps {
  conflict: EditorConflict;
  onLoadTheirs(): void;
  onOverwrite(): void;
  onClose(): void;
}

export function ConflictNotice({
  conflict,
  onLoadTheirs,
  onOverwrite,
  onClose,
}: ConflictNoticeProps) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const toast = useAdminToast();
  const { modal } = AntApp.useApp();
  const mine = draftAsText(conflict.mine);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(mine);
      toast('success', 'editor.conflict.copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the text stays selectable in the panel.
    }
  };

  const overwrite = () =>
    modal.confirm({
      title: t('editor.conflict.overwriteConfirm'),
      okText: t('editor.conflict.overwrite'),
      cancelText: t('editor.history.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'conflict-overwrite-confirm' },
      onOk: onOverwrite,
    });

  const description = (
    <div className={styles.conflictBody}>
      <span>
        {t('editor.conflict.text', {
          name: conflict.savedBy ?? t('editor.conflict.someone'),
          time: formatDateTime(conflict.savedAt, DATE_LOCALES[language], 'long'),
        })}
      </span>
      {conflict.loaded && (
        <div className={styles.mine} data-testid="conflict-mine">
          <Typography.Text strong>{t('editor.conflict.mineTitle')}</Typography.Text>
          <Typography.Text type="secondary">{t('editor.conflict.mineHint')}</Typography.Text>
          <Input.TextArea
            readOnly
            value={mine}
            dir="auto"
            autoSize={{ minRows: 3, maxRows: 10 }}
            data-testid="conflict-mine-text"
          />
        </div>
      )}
      <Space wrap>
        {!conflict.loaded && (
          <Button onClick={onLoadTheirs} data-testid="conflict-load-theirs">
            {t('editor.conflict.loadTheirs')}
          </Button>
        )}
        {!conflict.loaded && (
          <Button danger onClick={overwrite} data-testid="conflict-overwrite">
            {t('editor.conflict.overwrite')}
          </Button>
        )}
        <Button icon={<CopyIcon />} onClick={() => void copy()} data-testid="conflict-copy">
          {t('editor.conflict.copyMine')}
        </Button>
        {conflict.loaded && (
          <Button type="text" onClick={onClose} data-testid="conflict-close">
            {t('editor.conflict.close')}
          </Button>
        )}
      </Space>
    </div>
  );

  return (
    <Alert
      type="warning"
      showIcon
      className={styles.conflict}
      title={t('editor.conflict.title')}
      description={description}
      data-testid="editor-conflict"
      role="alert"
    />
  );
}
