/** The editor's quiet save status ("Saving…", "Saved at 14:02", "Not saved: conflict"). */
import { Typography } from 'antd';
import { formatSiteTime } from '@vb/shared/dates';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import type { AutosaveStatus } from './useAutosave';
import styles from './revisions.module.css';

export function SaveStatus({ status }: { status: AutosaveStatus }) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const text =
    status.kind === 'saving'
      ? t('editor.autosave.saving')
      : status.kind === 'saved'
        ? t('editor.autosave.savedAt', {
            time: formatSiteTime(status.at.toISOString(), language),
          })
        : status.kind === 'conflict'
          ? t('editor.autosave.conflict')
          : status.kind === 'failed'
            ? t('editor.autosave.failed')
            : status.kind === 'local'
              ? t('drafts.autosaveLocal')
              : '';
  return (
    <Typography.Text
      // A refused save in the text's own colour (warning yellow is too faint on light themes).
      type={status.kind === 'saving' || status.kind === 'saved' ? 'secondary' : undefined}
      strong={status.kind === 'conflict' || status.kind === 'failed' || status.kind === 'local'}
      className={styles.status}
      role="status"
      aria-live="polite"
      data-testid="editor-save-status"
      data-state={status.kind}
    >
      {text}
    </Typography.Text>
  );
}
