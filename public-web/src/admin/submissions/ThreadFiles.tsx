import { Button } from 'antd';
import { useState } from 'react';
import { DATE_LOCALES } from '@vb/shared/constants';
import { messageText } from '@vb/shared/i18n';
import type { AnswerFile } from '@vb/shared/schemas';
import type { SubmissionKind } from '@vb/shared/status';
import { DownloadIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import { formatFileSize } from './format';
import styles from './activity.module.css';

/**
 * An answer's attachments under its text: the kept ones download (through the host, as the
 * résumé does: saved, never opened in the admin's origin); the refused ones are named with why,
 * so staff know the person sent something and can ask for it another way.
 */
export function ThreadFiles({
  kind,
  id,
  files,
}: {
  kind: SubmissionKind;
  id: number;
  files: readonly AnswerFile[];
}) {
  const t = useT();
  const { client } = useAdmin();
  const toast = useAdminToast();
  const language = usePreferences((s) => s.language);
  const [saving, setSaving] = useState<number | null>(null);
  if (files.length === 0) return null;

  async function download(file: AnswerFile) {
    setSaving(file.id);
    try {
      await client.downloadAnswerFile(kind, id, file);
    } catch (error) {
      logFailure(messageText('en', 'admin.thread.fileFailed'), error);
      toast('error', 'admin.toast.errorTitle', errorMessage(error, 'admin.thread.fileFailed'));
    } finally {
      setSaving(null);
    }
  }

  return (
    <ul className={styles.files} aria-label={t('admin.thread.files')} data-testid="thread-files">
      {files.map((file) => {
        const size = formatFileSize(file.size, DATE_LOCALES[language]);
        return (
          <li
            key={file.id}
            className={styles.file}
            data-testid="thread-file"
            data-refused={file.refused ?? undefined}
          >
            {file.refused === null ? (
              <Button
                type="link"
                size="small"
                icon={<DownloadIcon />}
                loading={saving === file.id}
                onClick={() => void download(file)}
                aria-label={t('admin.thread.fileDownload', { name: file.filename })}
                className={styles.fileLink}
              >
                <bdi>{file.filename}</bdi>
              </Button>
            ) : (
              <bdi className={styles.fileRefused}>{file.filename}</bdi>
            )}
            <span className={styles.when}>{size}</span>
            {file.refused !== null && (
              <span className={styles.fileRefused}>
                {t(`admin.thread.fileRefused.${file.refused}`)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
