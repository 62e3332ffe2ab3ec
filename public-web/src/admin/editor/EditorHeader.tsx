import { Button, Typography } from 'antd';
import { memo, type Ref } from 'react';
import type { MessageKey } from '@vb/shared/i18n';
import { HistoryIcon, SaveIcon } from '../icons';
import { useT } from '../../app/i18n';
import { SaveStatus } from './SaveStatus';
import type { AutosaveStatus } from './useAutosave';
import styles from './editor.module.css';

/**
 * The article editor's header: what is edited (a new article, or which one), how its autosave
 * stands, the history (an article that exists), Cancel, and Save, saying what it will do
 * (while saving: disabled).
 */
export const EditorHeader = memo(function EditorHeader({
  headerRef,
  isNew,
  subtitle,
  status,
  onHistory,
  onCancel,
  onSave,
  saveLabel,
  saving,
}: {
  headerRef: Ref<HTMLDivElement>;
  isNew: boolean;
  /** The edited article's title, in the admin's language. */
  subtitle: string | null;
  status: AutosaveStatus;
  /** Opens the history; none for a new article. */
  onHistory: (() => void) | undefined;
  onCancel(): void;
  onSave(): void;
  /** What the save will do (publish, save a draft, …). */
  saveLabel: MessageKey;
  saving: boolean;
}) {
  const t = useT();
  return (
    <div ref={headerRef} className={styles.header}>
      <div className={styles.headerText}>
        <Typography.Title level={3} className={styles.headerTitle} data-testid="editor-heading">
          {t(isNew ? 'editor.createTitle' : 'editor.editTitle')}
        </Typography.Title>
        {subtitle && (
          <Typography.Text type="secondary" className={styles.headerSubtitle} dir="auto">
            {t('editor.editingSubtitle', { title: subtitle })}
          </Typography.Text>
        )}
      </div>
      <div className={styles.headerActions}>
        <SaveStatus status={status} />
        {onHistory && (
          <Button icon={<HistoryIcon />} onClick={onHistory} data-testid="editor-history">
            {t('editor.history.open')}
          </Button>
        )}
        <Button onClick={onCancel} disabled={saving} data-testid="editor-cancel">
          {t('editor.cancel')}
        </Button>
        <Button
          type="primary"
          icon={<SaveIcon />}
          onClick={onSave}
          loading={saving}
          disabled={saving}
          data-testid="editor-save"
        >
          {saving ? t('editor.save.saving') : t(saveLabel)}
        </Button>
      </div>
    </div>
  );
});
