/**
 * A draft's private preview link: made on request by the API (signed, expiring), shown in the
 * interface's language with Copy and Open. It opens the last saved version until it expires, a
 * newer link is made, the article is published or unpublished, or an editor revokes the links.
 */
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatSiteDateTime } from '@vb/shared/dates';
import { localizedPath } from '@vb/shared/paths';
import type { PreviewLink as Link } from '@vb/shared/schemas';
import { CopyIcon, LinkIcon, OpenExternalIcon } from '../icons';
import { useT } from '../../app/i18n';
import { usePreferences } from '../../app/preferences';
import { logFailure, useAdmin, useAdminToast } from '../context';
import { errorMessage } from '../errorMessage';
import styles from './editor.module.css';

/** The preview link's part of the article settings; `articleId` undefined until first saved. */
export function PreviewLink({ articleId }: { articleId: number | undefined }) {
  const t = useT();
  const language = usePreferences((s) => s.language);
  const { client, host } = useAdmin();
  const toast = useAdminToast();
  const [link, setLink] = useState<Link | null>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState(false);

  async function revoke() {
    if (articleId === undefined || revoking) return;
    setRevoking(true);
    try {
      await client.revokePreviewLinks(articleId);
      setLink(null);
      toast('success', 'editor.previewLink.revoked');
    } catch (error) {
      logFailure('Failed to revoke the preview links', error);
      toast(
        'error',
        'editor.previewLink.title',
        errorMessage(error, 'editor.previewLink.revokeFailed'),
      );
    } finally {
      setRevoking(false);
    }
  }

  async function create() {
    if (articleId === undefined || creating) return;
    setCreating(true);
    try {
      setLink(await client.createPreviewLink(articleId));
    } catch (error) {
      logFailure('Failed to create the preview link', error);
      toast('error', 'editor.previewLink.title', errorMessage(error, 'editor.previewLink.failed'));
    } finally {
      setCreating(false);
    }
  }

  const url = link ? `${host.siteUrl}${localizedPath(language, link.path)}` : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast('success', 'editor.previewLink.copied');
    } catch (error) {
      logFailure('Failed to copy the preview link', error);
    }
  }

  return (
    <div className={styles.previewLink} data-testid="editor-preview-link">
      <span className={styles.publishLabel}>{t('editor.previewLink.title')}</span>
      <Typography.Text type="secondary" className={styles.hint}>
        {t(articleId === undefined ? 'editor.previewLink.saveFirst' : 'editor.previewLink.hint')}
      </Typography.Text>
      {link ? (
        <>
          <Space.Compact className={styles.previewLinkRow}>
            <Input
              readOnly
              dir="ltr"
              value={url}
              aria-label={t('editor.previewLink.title')}
              onFocus={(e) => e.target.select()}
              data-testid="editor-preview-link-url"
            />
            <Button
              icon={<CopyIcon />}
              onClick={() => void copy()}
              aria-label={t('editor.previewLink.copy')}
              title={t('editor.previewLink.copy')}
            />
            <Button
              icon={<OpenExternalIcon className="flip-rtl" />}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('editor.previewLink.open')}
              title={t('editor.previewLink.open')}
            />
          </Space.Compact>
          <Typography.Text type="secondary" className={styles.hint}>
            {t('editor.previewLink.expires', {
              date: formatSiteDateTime(link.expiresAt, language),
            })}
          </Typography.Text>
        </>
      ) : (
        <Button
          icon={<LinkIcon />}
          onClick={() => void create()}
          loading={creating}
          disabled={articleId === undefined}
          className={styles.previewLinkButton}
          data-testid="editor-preview-link-create"
        >
          {t('editor.previewLink.create')}
        </Button>
      )}
      {articleId !== undefined && (
        <Button
          type="link"
          danger
          size="small"
          onClick={() => void revoke()}
          loading={revoking}
          className={styles.previewLinkRevoke}
          data-testid="editor-preview-link-revoke"
        >
          {t('editor.previewLink.revoke')}
        </Button>
      )}
    </div>
  );
}
