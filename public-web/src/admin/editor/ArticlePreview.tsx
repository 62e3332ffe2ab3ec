import { Typography } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { localizeContentDigits } from '@vb/shared/digits';
import { renderMarkup } from '@vb/shared/markup';
import { useT } from '../../app/i18n';
import { useAdmin } from '../context';
import type { EditorLanguage } from './translation';
import styles from './editor.module.css';

interface ArticlePreviewProps {
  language: EditorLanguage;
  title: string;
  content: string;
  /** The featured image's address, ready for an <img>, or null. */
  imageSrc: string | null;
}

/**
 * The live preview of one language: title, featured image and the content rendered by the same
 * renderer as the public article page (shared/src/markup.ts), numbers in the language's digits
 * as that page shows them (shared/src/digits.ts).
 */
export function ArticlePreview({ language, title, content, imageSrc }: ArticlePreviewProps) {
  const t = useT();
  // Typing stays fluid in long articles: the preview follows a moment later.
  const deferredContent = useDeferredValue(content);
  const { host } = useAdmin();
  // Pictures stored by the API are referred to by site-relative URLs; a host whose API lives
  // elsewhere (the desktop console) needs them prefixed with the API's address.
  const html = useMemo(() => {
    const rendered = renderMarkup(deferredContent, { language });
    return host.apiBase
      ? rendered.replaceAll('src="/api/media/', `src="${host.apiBase}/api/media/`)
      : rendered;
  }, [deferredContent, host.apiBase, language]);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <section
      className={styles.preview}
      aria-label={t('editor.preview')}
      data-testid={`editor-preview-${language}`}
    >
      <Typography.Text type="secondary" className={styles.previewLabel}>
        {t('editor.preview')}
      </Typography.Text>
      <div lang={language} dir={dir} className={styles.previewBody}>
        {title.trim() && (
          <h1 className={styles.previewTitle}>{localizeContentDigits(title, language)}</h1>
        )}
        {imageSrc && <img src={imageSrc} alt="" className={styles.previewImage} />}
        {content.trim() ? (
          <div
            className={styles.prose}
            // renderMarkup escapes all text first and builds only a fixed set of tags with checked
            // URLs: the same safe path as the public article page.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <Typography.Text type="secondary">{t('editor.previewEmpty')}</Typography.Text>
        )}
      </div>
    </section>
  );
}
