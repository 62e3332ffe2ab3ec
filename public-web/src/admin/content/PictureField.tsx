import { Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { CONTENT_IMAGE } from '@vb/shared/constants';
import { contentImageSrcset, contentImageUrl } from '@vb/shared/content';
import type { MessageKey } from '@vb/shared/i18n';
import type { ContentImageKind } from '@vb/shared/schemas';
import { DeleteIcon, UploadIcon } from '../icons';
import { ApiError } from '../../app/http';
import { errorKey, useT } from '../../app/i18n';
import { logFailure, useAdmin } from '../context';
import { errorMessage } from '../errorMessage';
import { pictureProblem, type PictureValue } from './model';
import styles from './content.module.css';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A content picture as the admin previews it: its own shape (a portrait as the server cropped it). */
export function ContentPicture({
  image,
  size,
  alt = '',
  dark,
}: {
  image: PictureValue;
  /** The CSS width it is shown at (for `sizes`). */
  size: number;
  alt?: string;
  dark?: boolean;
}) {
  return (
    <img
      className={dark ? `${styles.picture} ${styles.darkBackdrop}` : styles.picture}
      src={contentImageUrl(image.id, CONTENT_IMAGE.widths[0])}
      srcSet={contentImageSrcset(image)}
      sizes={`${size}px`}
      width={image.width}
      height={image.height}
      style={{ width: size, aspectRatio: `${image.width} / ${image.height}` }}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A form's picture: upload (JPEG, PNG, WebP or AVIF up to 5 MB; anything else is refused here,
 * before it is sent), the stored result previewed as the site will show it, replace and remove.
 */
export function PictureField({
  value,
  onChange,
  kind,
  dark,
  testId,
  id,
}: {
  value?: PictureValue | null;
  onChange?(value: PictureValue | null): void;
  kind: ContentImageKind;
  /** The dark theme's logo: previewed on a dark backdrop. */
  dark?: boolean;
  testId: string;
  /** The form item's id, for its label. */
  id?: string;
}) {
  const t = useT();
  const { client } = useAdmin();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<{ key: MessageKey; error?: unknown } | null>(null);

  async function upload(file: File) {
    const refused = pictureProblem(file);
    setProblem(refused && { key: refused });
    if (refused) return;
    setUploading(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      const stored = await client.uploadContentImage(kind, dataUrl);
      onChange?.({ id: stored.id, width: stored.width, height: stored.height });
    } catch (error) {
      logFailure('The picture could not be uploaded', error);
      setProblem({
        key:
          error instanceof ApiError && error.code
            ? errorKey(error)
            : 'admin.content.picture.failed',
        error,
      });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className={styles.pictureField} data-testid={testId}>
      <div className={kind === 'portrait' ? styles.portraitFrame : styles.logoFrame}>
        {value ? (
          <ContentPicture image={value} size={kind === 'portrait' ? 96 : 140} dark={dark} />
        ) : (
          <span className={styles.noPicture}>{t('admin.content.picture.none')}</span>
        )}
      </div>
      <div className={styles.pictureActions}>
        <Upload
          accept={CONTENT_IMAGE.mimeTypes.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadIcon />} loading={uploading} id={id}>
            {t(value ? 'admin.content.picture.replace' : 'admin.content.picture.upload')}
          </Button>
        </Upload>
        {value && (
          <Button
            icon={<DeleteIcon />}
            onClick={() => onChange?.(null)}
            disabled={uploading}
            data-testid={`${testId}-remove`}
          >
            {t('admin.content.picture.remove')}
          </Button>
        )}
        <Typography.Text type="secondary" className={styles.pictureHint}>
          {t(
            kind === 'portrait'
              ? 'admin.content.picture.hintPortrait'
              : 'admin.content.picture.hint',
          )}
        </Typography.Text>
        {problem && (
          <Typography.Text type="danger" role="alert" data-testid={`${testId}-problem`}>
            {errorMessage(problem.error, problem.key)}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
