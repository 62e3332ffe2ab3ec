import { Button, Card, Form, Input, Switch, Tag, Typography } from 'antd';
import { memo, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@vb/shared/schemas';
import { DeleteIcon, ImageIcon, LoadingIcon } from '../icons';
import { useT } from '../../app/i18n';
import { logFailure, useAdminToast } from '../context';
import type { ArticleDraft } from './articleDraft';
import { prepareFeaturedImage } from './images';
import { PreviewLink } from './PreviewLink';
import { Schedule } from './Schedule';
import styles from './editor.module.css';

/** The draft's fields the card shows (not the texts: typing in them leaves the card as it is). */
export type SettingsFields = Pick<
  ArticleDraft,
  'isPublished' | 'publishAt' | 'excerpt' | 'excerptAr'
>;

interface ArticleSettingsProps {
  draft: SettingsFields;
  onChange(patch: Partial<ArticleDraft>): void;
  /** The featured image's address, ready for an <img>, or null. */
  imageSrc: string | null;
  errors: Partial<Record<keyof ArticleDraft, string>>;
  /** The saved article's id (its preview link), undefined while creating one. */
  articleId?: number | undefined;
}

/**
 * 'Article Settings': publish toggle, schedule, preview link, featured image, excerpts. Drawn
 * again only when what it shows changes, not on every keystroke in the article's text.
 */
export const ArticleSettings = memo(function ArticleSettings({
  draft,
  onChange,
  imageSrc,
  errors,
  articleId,
}: ArticleSettingsProps) {
  const t = useT();
  const toast = useAdminToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPreparing(true);
    try {
      onChange({ imageUrl: await prepareFeaturedImage(file) });
    } catch (error) {
      logFailure('Failed to read the featured image', error);
      toast('error', 'editor.toast.imageErrorTitle', 'editor.toast.imageUnreadable');
    } finally {
      setPreparing(false);
    }
  }

  return (
    <Card title={t('editor.settings.title')} size="small" className={styles.settings}>
      <Form layout="vertical" component="div" requiredMark={false}>
        {/* First: on a tablet the card sits under the text, and the switch must not hide below
            the image area. */}
        <div className={styles.publishRow}>
          <div className={styles.publishText}>
            <label htmlFor="editor-publish" className={styles.publishLabel}>
              {t('editor.settings.publish')}
            </label>
            <Typography.Text type="secondary" className={styles.hint}>
              {t('editor.settings.publishHint')}
            </Typography.Text>
          </div>
          <Switch
            id="editor-publish"
            checked={draft.isPublished}
            onChange={(isPublished) => onChange({ isPublished })}
            data-testid="editor-publish"
          />
        </div>
        <Tag
          color={draft.isPublished ? 'success' : 'default'}
          className={styles.publishTag}
          data-testid="editor-publish-state"
        >
          {t(draft.isPublished ? 'editor.settings.published' : 'editor.settings.draft')}
        </Tag>
        <Schedule
          publishAt={draft.publishAt}
          isPublished={draft.isPublished}
          onChange={(publishAt) => onChange({ publishAt })}
          error={errors.publishAt}
        />
        <PreviewLink articleId={articleId} />

        <Form.Item
          label={t('editor.settings.featuredImage')}
          validateStatus={errors.imageUrl ? 'error' : undefined}
          help={errors.imageUrl}
          extra={t('editor.settings.imageHint')}
        >
          {imageSrc ? (
            <>
              <img
                src={imageSrc}
                alt={t('editor.settings.imageAlt')}
                className={styles.featuredImage}
                data-testid="editor-image-preview"
              />
              <div className={styles.imageActions}>
                <Button
                  icon={<ImageIcon />}
                  loading={preparing}
                  onClick={() => fileInput.current?.click()}
                  data-testid="editor-image-choose"
                >
                  {t('editor.settings.changeImage')}
                </Button>
                <Button
                  danger
                  icon={<DeleteIcon />}
                  onClick={() => onChange({ imageUrl: null })}
                  data-testid="editor-image-remove"
                >
                  {t('editor.settings.removeImage')}
                </Button>
              </div>
            </>
          ) : (
            <button
              type="button"
              className={styles.imageDrop}
              onClick={() => fileInput.current?.click()}
              disabled={preparing}
              aria-busy={preparing || undefined}
              data-testid="editor-image-choose"
            >
              {preparing ? (
                <LoadingIcon className={styles.imageDropIcon} />
              ) : (
                <ImageIcon className={styles.imageDropIcon} />
              )}
              <span>{t('editor.settings.chooseImage')}</span>
            </button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            className={styles.fileInput}
            tabIndex={-1}
            aria-hidden
            data-testid="editor-image-input"
            onChange={onFileChosen}
          />
        </Form.Item>

        <Form.Item
          label={t('editor.fields.excerpt')}
          htmlFor="editor-excerpt-en"
          validateStatus={errors.excerpt ? 'error' : undefined}
          help={errors.excerpt}
          className={styles.excerptItem}
        >
          <Input.TextArea
            id="editor-excerpt-en"
            dir="ltr"
            lang="en"
            rows={3}
            maxLength={LIMITS.excerpt}
            value={draft.excerpt}
            onChange={(e) => onChange({ excerpt: e.target.value })}
            data-testid="editor-excerpt-en"
          />
        </Form.Item>
        <Form.Item
          label={t('editor.fields.excerptAr')}
          htmlFor="editor-excerpt-ar"
          validateStatus={errors.excerptAr ? 'error' : undefined}
          help={errors.excerptAr}
          extra={t('editor.fields.excerptHint')}
        >
          <Input.TextArea
            id="editor-excerpt-ar"
            dir="rtl"
            lang="ar"
            rows={3}
            maxLength={LIMITS.excerpt}
            value={draft.excerptAr}
            onChange={(e) => onChange({ excerptAr: e.target.value })}
            data-testid="editor-excerpt-ar"
          />
        </Form.Item>
      </Form>
    </Card>
  );
});
